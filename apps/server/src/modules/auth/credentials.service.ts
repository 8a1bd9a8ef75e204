import {
  ageBandMessage,
  AUTH_MESSAGES,
  isAgeAllowed,
  type DeviceSession,
  type LoginBody,
  type RegisterBody,
  type SecondFactorChallenge,
  type Session,
  type User,
} from '@quizarena/contracts';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import * as repo from './auth.repo';
import { admitStanding } from './account-standing';
import {
  normalizeEmail,
  throttled,
  type Authenticated,
  type AuthServiceDeps,
  type AuthShared,
  type RequestContext,
  type SignIn,
} from './auth-shared';
import type { EmailLinks } from './email-links';
import type { SecondFactorService } from './second-factor.service';
import { isCommonPassword, hashPassword, spendVerifyTime, verifyPassword } from './passwords';
import type { SessionIssuer } from './session-issuer';
import { hashToken, newOpaqueToken } from './tokens';

const INVALID_CREDENTIALS = () =>
  new AppError(401, 'INVALID_CREDENTIALS', 'Invalid email or password');
const INVALID_REFRESH = () =>
  new AppError(401, 'INVALID_TOKEN', 'Your session has ended. Please sign in again.');

/** Credentials and tokens: registration, verification, sign-in, refresh, sign-out, passwords, devices. */
export function createCredentialsService(
  deps: AuthServiceDeps,
  shared: AuthShared,
  issuer: SessionIssuer,
  links: EmailLinks,
  secondFactor: SecondFactorService,
) {
  const { db, signer, throttle, clock, sessions, announce } = deps;
  const { audit, isAdminEmail, userDto, sessionDto } = shared;
  const { startSession, issue, promoteIfAdmin } = issuer;
  const { sendLink, sendLinkToAddress, sendAccountExists } = links;

  function assertPasswordAllowed(password: string, field: string): void {
    if (isCommonPassword(password)) {
      throw new AppError(400, 'WEAK_PASSWORD', AUTH_MESSAGES.passwordTooCommon, {
        details: [{ field, message: AUTH_MESSAGES.passwordTooCommon }],
      });
    }
  }

  return {
    /**
     * Creates an unverified account and mails the verification link; signs nobody in. An address
     * that already has an account gets a mail saying so instead, and the caller the same answer
     * after the same work (the password is hashed, a token stored and a mail sent either way).
     */
    async register(body: RegisterBody, context: RequestContext): Promise<void> {
      const currentYear = clock.now().getUTCFullYear();
      if (body.birth_year > currentYear) {
        throw AppError.validation('body.birth_year', AUTH_MESSAGES.invalidBirthYear);
      }
      if (!isAgeAllowed(body.user_type, body.birth_year, currentYear)) {
        throw AppError.validation('body.birth_year', ageBandMessage(body.user_type));
      }
      assertPasswordAllowed(body.password, 'body.password');
      const email = normalizeEmail(body.email);
      throttled(
        await throttle.checkRegistration(email),
        'Too many registrations for this email. Please try again later.',
      );
      throttled(
        await throttle.checkMail(email),
        'Too many attempts for this email. Please wait a few minutes.',
      );
      const passwordHash = await hashPassword(body.password);
      const user = await repo.insertUser(db, {
        email: body.email,
        emailNormalized: email,
        passwordHash,
        fullName: body.name,
        userType: body.user_type,
        birthYear: body.birth_year,
        organization: body.organization || null,
        role: isAdminEmail(body.email) ? 'admin' : 'user',
      });
      if (user) {
        await audit({ event: 'register', userId: user.id, ip: context.ip });
        await sendLink(user, 'verify_email', context.locale);
        return;
      }
      const existing = await repo.findUserByEmail(db, email);
      if (!existing) return;
      await audit({
        event: 'register',
        userId: existing.id,
        ip: context.ip,
        detail: { existing_account: true },
      });
      await sendAccountExists(existing, context.locale);
    },

    /**
     * Password sign-in, throttled before the hash is computed. An account with the second
     * factor on gets a ticket for the code step instead of a session.
     */
    async login(body: LoginBody, context: RequestContext): Promise<SignIn | SecondFactorChallenge> {
      const email = normalizeEmail(body.email);
      const verdict = await throttle.reserveSignIn(email, context.ip);
      if (!verdict.allowed) {
        await audit({ event: 'sign_in_throttled', ip: context.ip, detail: { email } });
        throttled(verdict, 'Too many failed sign-in attempts. Please wait before trying again.');
      }
      const user = await repo.findUserByEmail(db, email);
      const passwordOk = user?.passwordHash
        ? await verifyPassword(user.passwordHash, body.password)
        : (await spendVerifyTime(body.password), false);
      if (!user || !passwordOk) {
        await audit({
          event: 'sign_in_failed',
          userId: user?.id ?? null,
          ip: context.ip,
          detail: { email },
        });
        throw INVALID_CREDENTIALS();
      }
      await throttle.signInSucceeded(email, context.ip);
      const admitted = await admitStanding(db, user, clock);
      if (!admitted.emailVerifiedAt) {
        throw new AppError(
          403,
          'EMAIL_NOT_VERIFIED',
          'Please verify your email address before signing in. We can send you a new link.',
        );
      }
      const challenge = await secondFactor.secondFactorChallenge(
        user,
        'password',
        body.remember_me === true,
      );
      if (challenge) return challenge;
      const signedIn = await startSession(
        await promoteIfAdmin(admitted),
        body.remember_me === true,
        context,
      );
      await audit({
        event: 'sign_in',
        userId: user.id,
        ip: context.ip,
        detail: { method: 'password' },
      });
      return signedIn;
    },

    /** Rotates a refresh token; a token used twice revokes its whole session. */
    async refresh(refreshToken: string, context: RequestContext): Promise<SignIn> {
      const now = clock.now();
      const tokenHash = hashToken(refreshToken);
      const next = newOpaqueToken();
      const outcome = await db.transaction(async (tx) => {
        const t = tx as unknown as Db;
        const claimed = await repo.claimRefreshToken(t, tokenHash, now);
        if (!claimed) return { kind: 'unclaimed' as const };
        const session = await repo.findSession(t, claimed.sessionId);
        if (!session || session.revokedAt || session.expiresAt <= now)
          return { kind: 'ended' as const };
        const user = await repo.findUserById(t, session.userId);
        if (!user || user.status !== 'active') return { kind: 'ended' as const };
        await repo.insertRefreshToken(t, {
          sessionId: session.id,
          tokenHash: hashToken(next),
          parentId: claimed.id,
          createdAt: now,
        });
        await repo.touchSession(t, session.id, now);
        return { kind: 'rotated' as const, user, session };
      });
      if (outcome.kind === 'rotated') return issue(outcome.user, outcome.session, next);
      if (outcome.kind === 'unclaimed') {
        const known = await repo.findRefreshToken(db, tokenHash);
        if (known) {
          // A used token came back: someone holds a copy. End that session everywhere.
          const session = await repo.findSession(db, known.sessionId);
          await repo.revokeSession(db, known.sessionId, 'refresh_token_reuse', now);
          await announce.sessionEnded(known.sessionId);
          await audit({
            event: 'refresh_reuse_detected',
            userId: session?.userId ?? null,
            ip: context.ip,
            detail: { session_id: known.sessionId },
          });
        }
      }
      throw INVALID_REFRESH();
    },

    /** The caller behind an access token, or null if the token or its session is no longer good. */
    async authenticate(accessToken: string): Promise<Authenticated | null> {
      const claims = await signer.verify(accessToken);
      if (!claims) return null;
      const facts = await sessions.get(claims.sessionId);
      if (!facts) return null;
      const { user, session } = facts;
      if (
        user.id !== claims.userId ||
        user.status !== 'active' ||
        user.sessionVersion !== claims.sessionVersion
      )
        return null;
      if (
        session.revokedAt ||
        session.revokedAt ||
        session.userId !== user.id ||
        session.expiresAt <= clock.now()
      )
        return null;
      return {
        user,
        sessionId: session.id,
        accessToken,
        expiresAt: claims.expiresAt,
        secondFactor: session.secondFactor,
      };
    },

    /**
     * Which of these signed-in sessions still hold: the realtime layer asks this for every
     * socket it keeps, so a sign-out, a password change or reset, or a disabled account (even
     * one changed by another process) ends the socket too.
     */
    async stillSignedIn(
      sessions: { sessionId: string; sessionVersion: number }[],
    ): Promise<Set<string>> {
      const live = await repo.liveSessions(
        db,
        [...new Set(sessions.map((session) => session.sessionId))],
        clock.now(),
      );
      const versions = new Map(live.map((row) => [row.sessionId, row.sessionVersion]));
      return new Set(
        sessions
          .filter((session) => versions.get(session.sessionId) === session.sessionVersion)
          .map((session) => session.sessionId),
      );
    },

    /** Ends every other session of the caller (an account erasure asked for from this one). */
    async endOtherSessions(auth: Authenticated, reason: string): Promise<void> {
      const ended = await repo.endOtherSessions(
        db,
        auth.user.id,
        auth.sessionId,
        reason,
        clock.now(),
      );
      for (const sessionId of ended) await announce.sessionEnded(sessionId);
    },

    /** Signing out ends every session of the user, on every device. */
    async logout(userId: string, context: RequestContext): Promise<void> {
      await repo.endAllSessions(db, userId, 'sign_out', clock.now());
      await announce.userChanged(userId);
      await audit({ event: 'sign_out', userId, ip: context.ip });
    },

    /** Signs out whoever holds this refresh token, for a client whose access token is gone. */
    async logoutByRefreshToken(refreshToken: string, context: RequestContext): Promise<void> {
      const known = await repo.findRefreshToken(db, hashToken(refreshToken));
      const session = known && (await repo.findSession(db, known.sessionId));
      if (session) await this.logout(session.userId, context);
    },

    async session(auth: Authenticated): Promise<Session> {
      return sessionDto(await userDto(auth.user), auth.accessToken, auth.expiresAt, null);
    },

    /** Marks the email verified from the mailed link (works once). */
    async verifyEmail(token: string, context: RequestContext): Promise<User> {
      const now = clock.now();
      const userId = await repo.consumeEmailToken(db, hashToken(token), 'verify_email', now);
      if (!userId)
        throw new AppError(
          400,
          'INVALID_TOKEN',
          'This verification link is invalid, expired or already used.',
        );
      const user = await repo.updateUser(db, userId, { emailVerifiedAt: now });
      await announce.userChanged(userId);
      await audit({ event: 'email_verified', userId, ip: context.ip });
      return userDto(user);
    },

    /** Sends a new verification link if the account exists and is unverified; same answer, same work, either way. */
    async resendConfirmation(email: string, context: RequestContext): Promise<void> {
      const normalized = normalizeEmail(email);
      throttled(
        await throttle.checkMail(normalized),
        'Too many emails requested. Please wait a few minutes.',
      );
      await sendLinkToAddress(normalized, 'verify_email', context.locale);
    },

    /** Mails a reset link if the account exists; same answer, same work, either way. Never blocked by a sign-in lockout. */
    async requestPasswordReset(email: string, context: RequestContext): Promise<void> {
      const normalized = normalizeEmail(email);
      throttled(
        await throttle.checkMail(normalized),
        'Too many emails requested. Please wait a few minutes.',
      );
      const user = await sendLinkToAddress(normalized, 'reset_password', context.locale);
      // Recorded for unknown addresses too: an attack shows in the log, and both answers write.
      await audit({
        event: 'password_reset_requested',
        userId: user?.id ?? null,
        ip: context.ip,
      });
    },

    /** Sets a new password from a reset link and ends every session. */
    async resetPassword(token: string, password: string, context: RequestContext): Promise<void> {
      assertPasswordAllowed(password, 'body.password');
      const now = clock.now();
      const userId = await repo.consumeEmailToken(db, hashToken(token), 'reset_password', now);
      if (!userId)
        throw new AppError(
          400,
          'INVALID_TOKEN',
          'This reset link is invalid, expired or already used.',
        );
      const passwordHash = await hashPassword(password);
      const user = await repo.findUserById(db, userId);
      // Following the mailed link proves the address, so it counts as verified.
      await repo.updateUser(db, userId, {
        passwordHash,
        emailVerifiedAt: user?.emailVerifiedAt ?? now,
      });
      await repo.endAllSessions(db, userId, 'password_reset', now);
      await announce.userChanged(userId);
      await throttle.clearAccount(normalizeEmail(user?.email ?? ''));
      await audit({ event: 'password_reset', userId, ip: context.ip });
    },

    /** Changes the password, ends every other session and signs this client in afresh. */
    async updatePassword(
      auth: Authenticated,
      current: string,
      next: string,
      context: RequestContext,
    ): Promise<SignIn> {
      // The stored hash, not the cached row: the password is what this call is about.
      const stored = await repo.findUserById(db, auth.user.id);
      await shared.checkCurrentPassword(auth.user, stored, current, context, 'body.password');
      assertPasswordAllowed(next, 'body.newPassword');
      const current_session = await repo.findSession(db, auth.sessionId);
      await repo.updateUser(db, auth.user.id, { passwordHash: await hashPassword(next) });
      await repo.endAllSessions(db, auth.user.id, 'password_changed', clock.now());
      await announce.userChanged(auth.user.id);
      await audit({ event: 'password_changed', userId: auth.user.id, ip: context.ip });
      const fresh = (await repo.findUserById(db, auth.user.id))!;
      // The fresh session keeps what this one had shown: a second factor stays shown.
      return startSession(fresh, current_session?.persistent ?? false, context, {
        secondFactor: current_session?.secondFactor ?? false,
      });
    },

    async listSessions(auth: Authenticated): Promise<DeviceSession[]> {
      const rows = await repo.listActiveSessions(db, auth.user.id, clock.now());
      return rows.map((row) => ({
        id: row.id,
        created_at: row.createdAt.toISOString(),
        last_used_at: row.lastUsedAt.toISOString(),
        expires_at: row.expiresAt.toISOString(),
        user_agent: row.userAgent,
        ip: row.ip,
        persistent: row.persistent,
        current: row.id === auth.sessionId,
      }));
    },

    /** Ends one of the caller's own sessions; another user's session is simply not found. */
    async endSession(
      auth: Authenticated,
      sessionId: string,
      context: RequestContext,
    ): Promise<void> {
      const session = await repo.findSession(db, sessionId);
      if (!session || session.userId !== auth.user.id || session.revokedAt)
        throw AppError.notFound('Session not found');
      await repo.revokeSession(db, sessionId, 'ended_by_user', clock.now());
      await announce.sessionEnded(sessionId);
      await audit({
        event: 'session_revoked',
        userId: auth.user.id,
        ip: context.ip,
        detail: { session_id: sessionId },
      });
    },
  };
}
