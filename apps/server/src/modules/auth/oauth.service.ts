import {
  OAUTH_PROVIDER_NAMES,
  type OAuthProvider,
  type SecondFactorChallenge,
} from '@quizarena/contracts';
import { AppError } from '../../lib/app-error';
import * as repo from './auth.repo';
import { admitStanding } from './account-standing';
import {
  normalizeEmail,
  type AuthServiceDeps,
  type AuthShared,
  type RequestContext,
  type SignIn,
} from './auth-shared';
import type { EmailLinks } from './email-links';
import type { SecondFactorService } from './second-factor.service';
import type { SessionIssuer } from './session-issuer';
import { hashToken } from './tokens';

const OAUTH_STATE_LIFETIME_MS = 10 * 60 * 1000;

/** Sign-in with an external provider: start, callback, and linking to an existing account. */
export function createOAuthService(
  deps: AuthServiceDeps,
  shared: AuthShared,
  issuer: SessionIssuer,
  links: EmailLinks,
  secondFactor: SecondFactorService,
) {
  const { db, clock, oauth } = deps;
  const { audit, isAdminEmail } = shared;
  const { startSession, promoteIfAdmin } = issuer;
  const { sendLink } = links;

  return {
    providers() {
      return (['google', 'github'] as const).map((id) => ({
        id,
        name: OAUTH_PROVIDER_NAMES[id],
        configured: oauth.isConfigured(id),
      }));
    },

    /** The provider's authorization URL, with state and PKCE kept server-side for one use. */
    async oauthStart(provider: OAuthProvider): Promise<string> {
      if (!oauth.isConfigured(provider)) {
        throw new AppError(
          404,
          'PROVIDER_NOT_CONFIGURED',
          `Sign-in with ${OAUTH_PROVIDER_NAMES[provider]} is not set up on this server.`,
        );
      }
      const start = oauth.start(provider);
      const now = clock.now();
      await repo.insertOAuthState(db, {
        stateHash: hashToken(start.state),
        provider,
        codeVerifier: start.codeVerifier,
        createdAt: now,
        expiresAt: new Date(now.getTime() + OAUTH_STATE_LIFETIME_MS),
      });
      return start.url;
    },

    /**
     * Completes an external sign-in: state checked once, code exchanged with PKCE, identity
     * keyed on (provider, subject). An account with the second factor on gets the code step.
     */
    async oauthCallback(
      provider: OAuthProvider,
      code: string,
      state: string,
      rememberMe: boolean,
      context: RequestContext,
    ): Promise<SignIn | SecondFactorChallenge> {
      const refuse = async (
        reason: string,
        message: string,
        code_ = 'OAUTH_FAILED',
        status = 400,
      ) => {
        await audit({ event: 'oauth_refused', ip: context.ip, detail: { provider, reason } });
        return new AppError(status, code_, message);
      };
      const pending = await repo.takeOAuthState(db, hashToken(state));
      if (!pending || pending.provider !== provider || pending.expiresAt <= clock.now()) {
        throw await refuse(
          'bad_state',
          'This sign-in attempt has expired or was already used. Please try again.',
        );
      }
      let profile;
      try {
        profile = await oauth.complete(provider, code, pending.codeVerifier);
      } catch {
        throw await refuse(
          'exchange_failed',
          `${OAUTH_PROVIDER_NAMES[provider]} did not confirm the sign-in. Please try again.`,
        );
      }

      let user: repo.UserRow | undefined;
      const identity = await repo.findIdentity(db, provider, profile.subject);
      if (identity) {
        user = await repo.findUserById(db, identity.userId);
      } else if (profile.email) {
        const existing = await repo.findUserByEmail(db, normalizeEmail(profile.email));
        if (existing) {
          if (!profile.emailVerified || !existing.emailVerifiedAt) {
            throw await refuse(
              'unverified_email_link',
              `An account with this email already exists. Sign in with your password; ${OAUTH_PROVIDER_NAMES[provider]} can be linked only when both sides have verified the email.`,
              'OAUTH_EMAIL_UNVERIFIED',
              409,
            );
          }
          user = existing;
        } else {
          user = await repo.insertUser(db, {
            email: profile.email,
            emailNormalized: normalizeEmail(profile.email),
            emailVerifiedAt: profile.emailVerified ? clock.now() : null,
            passwordHash: null,
            fullName: profile.name?.slice(0, 100) || profile.email.split('@')[0]!,
            role: isAdminEmail(profile.email) ? 'admin' : 'user',
          });
          if (user)
            await audit({
              event: 'register',
              userId: user.id,
              ip: context.ip,
              detail: { provider },
            });
        }
        if (user)
          await repo.insertIdentity(db, {
            userId: user.id,
            provider,
            subject: profile.subject,
            email: profile.email,
          });
      } else {
        throw await refuse(
          'no_email',
          `${OAUTH_PROVIDER_NAMES[provider]} did not share an email address with us.`,
        );
      }
      if (!user) throw await refuse('no_user', 'Sign-in failed. Please try again.');
      user = await admitStanding(db, user, clock);
      if (!user.emailVerifiedAt) {
        await sendLink(user, 'verify_email', context.locale);
        throw new AppError(
          403,
          'EMAIL_NOT_VERIFIED',
          'Please verify your email address: we have sent you a link.',
        );
      }
      const challenge = await secondFactor.secondFactorChallenge(user, provider, rememberMe);
      if (challenge) return challenge;
      const signedIn = await startSession(await promoteIfAdmin(user), rememberMe, context);
      await audit({
        event: 'oauth_sign_in',
        userId: user.id,
        ip: context.ip,
        detail: { provider },
      });
      return signedIn;
    },
  };
}
