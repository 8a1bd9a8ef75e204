import {
  ageBandMessage,
  AUTH_MESSAGES,
  isAgeAllowed,
  OAUTH_PROVIDER_NAMES,
  type AuthResult,
  type DeviceSession,
  type LoginBody,
  type OAuthProvider,
  type ProfileUpdateBody,
  type RegisterBody,
  type Session,
  type User,
  isProfileVisibleTo,
  type PublicProfile,
} from '@quizarena/contracts';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import type { Mailer } from '../../lib/mailer';
import { writeAudit, type AuditEntry } from '../audit';
import type { AuthThrottle, ThrottleVerdict } from './auth-throttle';
import * as repo from './auth.repo';
import { toPublicProfileDto, toUserDto } from './auth.dto';
import type { OAuthProviders } from './oauth-providers';
import { isCommonPassword, hashPassword, spendVerifyTime, verifyPassword } from './passwords';
import { hashToken, newOpaqueToken, type AccessTokenSigner } from './tokens';

const DAY = 24 * 60 * 60 * 1000;
export const SESSION_LIFETIME_MS = { persistent: 30 * DAY, browser: 7 * DAY } as const;
const VERIFY_LINK_LIFETIME_MS = 2 * DAY;
const RESET_LINK_LIFETIME_MS = 60 * 60 * 1000;
const OAUTH_STATE_LIFETIME_MS = 10 * 60 * 1000;
const lifetimeOf = (purpose: repo.EmailTokenPurpose) =>
  purpose === 'verify_email' ? VERIFY_LINK_LIFETIME_MS : RESET_LINK_LIFETIME_MS;

/** Who is calling: where from, and with what, for sessions and the audit log. */
export type RequestContext = { ip: string; userAgent: string | null };

/** The signed-in caller as the guard resolved it. */
export type Authenticated = {
  user: repo.UserRow;
  sessionId: string;
  accessToken: string;
  expiresAt: number;
};

/** A sign-in's result plus what the route needs to set the refresh cookie. */
export type SignIn = AuthResult & { persistent: boolean; refreshExpiresAt: Date };

export type AuthServiceDeps = {
  db: Db;
  signer: AccessTokenSigner;
  throttle: AuthThrottle;
  mailer: Mailer;
  clock: Clock;
  oauth: OAuthProviders;
  publicUrl: string;
  adminEmails: string[];
  /** Points per user, from the ledger once it exists. */
  pointsOf?: (userId: string) => Promise<number>;
  /** A mail that could not be sent: mails go out after the answer, so they are only logged. */
  onMailError?: (error: unknown) => void;
};

export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

function throttled(verdict: ThrottleVerdict, message: string): void {
  if (!verdict.allowed) {
    throw new AppError(429, 'RATE_LIMITED', message, {
      retryAfterSeconds: verdict.retryAfterSeconds,
    });
  }
}

const INVALID_CREDENTIALS = () =>
  new AppError(401, 'INVALID_CREDENTIALS', 'Invalid email or password');
const INVALID_REFRESH = () =>
  new AppError(401, 'INVALID_TOKEN', 'Your session has ended. Please sign in again.');

/** Accounts, sign-in, sessions and profile basics. */
export function createAuthService(deps: AuthServiceDeps) {
  const { db, signer, throttle, mailer, clock, oauth } = deps;
  const pointsOf = deps.pointsOf ?? (async () => 0);
  const audit = (entry: AuditEntry) => writeAudit(db, entry);
  const isAdminEmail = (email: string) => deps.adminEmails.includes(normalizeEmail(email));

  async function userDto(row: repo.UserRow): Promise<User> {
    return toUserDto(row, await pointsOf(row.id));
  }

  function sessionDto(
    user: User,
    accessToken: string,
    expiresAt: number,
    refreshToken: string | null,
  ): Session {
    return {
      access_token: accessToken,
      refresh_token: refreshToken,
      expires_at: expiresAt,
      expires_in: Math.max(0, Math.round((expiresAt - clock.now().getTime()) / 1000)),
      token_type: 'bearer',
      user,
    };
  }

  /**
   * Hands a mail to the mailer without waiting for it: a mail server's delay must not show in
   * the answer, or answer times would tell which addresses have accounts.
   */
  function post(message: Parameters<Mailer['send']>[0]): void {
    mailer.send(message).catch((error: unknown) => deps.onMailError?.(error));
  }

  /** Stores a new single-use token for the user (ending older ones) and answers its link. */
  async function newLink(user: repo.UserRow, purpose: repo.EmailTokenPurpose): Promise<string> {
    const now = clock.now();
    const token = newOpaqueToken();
    await db.transaction(async (tx) => {
      const t = tx as unknown as Db;
      await repo.expireEmailTokens(t, user.id, purpose, now);
      await repo.insertEmailToken(t, {
        userId: user.id,
        purpose,
        tokenHash: hashToken(token),
        expiresAt: new Date(now.getTime() + lifetimeOf(purpose)),
      });
    });
    return linkFor(purpose, token);
  }

  const linkFor = (purpose: repo.EmailTokenPurpose, token: string) =>
    purpose === 'verify_email'
      ? `${deps.publicUrl}/verify-email?token=${token}`
      : `${deps.publicUrl}/reset-password?token=${token}`;

  /** The verification or reset mail with its link, handed to the mailer. */
  function postLink(user: repo.LinkRecipient, purpose: repo.EmailTokenPurpose, link: string) {
    post(
      purpose === 'verify_email'
        ? {
            kind: 'verify-email',
            to: user.email,
            subject: 'Verify your QuizArena account',
            text: `Hello ${user.fullName},\n\nConfirm your email address to start playing:\n${link}\n\nThe link works once and expires in 48 hours. If you did not sign up, ignore this mail.`,
            link,
          }
        : {
            kind: 'reset-password',
            to: user.email,
            subject: 'Reset your QuizArena password',
            text: `Hello ${user.fullName},\n\nSet a new password here:\n${link}\n\nThe link works once and expires in one hour. If you did not ask for it, ignore this mail: your password stays as it is.`,
            link,
          },
    );
  }

  async function sendLink(user: repo.UserRow, purpose: repo.EmailTokenPurpose): Promise<void> {
    postLink(user, purpose, await newLink(user, purpose));
  }

  /**
   * Mails a new link to the active account at `email`, if there is one (an unverified one for
   * `verify_email`), and answers it; the work is the same when there is none.
   */
  async function sendLinkToAddress(
    email: string,
    purpose: repo.EmailTokenPurpose,
  ): Promise<repo.LinkRecipient | undefined> {
    const now = clock.now();
    const token = newOpaqueToken();
    const recipient = await repo.issueEmailTokenByAddress(db, {
      emailNormalized: email,
      unverifiedOnly: purpose === 'verify_email',
      purpose,
      tokenHash: hashToken(token),
      expiresAt: new Date(now.getTime() + lifetimeOf(purpose)),
      now,
    });
    if (recipient) postLink(recipient, purpose, linkFor(purpose, token));
    return recipient;
  }

  /**
   * Tells the owner of an address that someone tried to register it: how to sign in, and a
   * reset link (a real one for an active account, the request page otherwise).
   */
  async function sendAccountExists(user: repo.UserRow): Promise<void> {
    const resetLink =
      user.status === 'active'
        ? await newLink(user, 'reset_password')
        : `${deps.publicUrl}/forgot-password`;
    const signInLink = `${deps.publicUrl}/login`;
    post({
      kind: 'account-exists',
      to: user.email,
      subject: 'You already have a QuizArena account',
      text: `Hello ${user.fullName},\n\nSomeone, probably you, tried to create a QuizArena account with this address, which already has one.\n\nSign in here:\n${signInLink}\n\nForgot your password? Set a new one here (the link works once and expires in one hour):\n${resetLink}\n\nIf it was not you, ignore this mail: nothing has changed.`,
      link: resetLink,
    });
  }

  /** Starts a new session (refresh token family) for the user and signs them in. */
  async function startSession(
    user: repo.UserRow,
    persistent: boolean,
    context: RequestContext,
  ): Promise<SignIn> {
    const now = clock.now();
    const refreshToken = newOpaqueToken();
    const expiresAt = new Date(
      now.getTime() + (persistent ? SESSION_LIFETIME_MS.persistent : SESSION_LIFETIME_MS.browser),
    );
    const session = await db.transaction(async (tx) => {
      const t = tx as unknown as Db;
      const created = await repo.insertSession(t, {
        userId: user.id,
        persistent,
        userAgent: context.userAgent?.slice(0, 300) ?? null,
        ip: context.ip,
        createdAt: now,
        lastUsedAt: now,
        expiresAt,
      });
      await repo.insertRefreshToken(t, {
        sessionId: created.id,
        tokenHash: hashToken(refreshToken),
        createdAt: now,
      });
      return created;
    });
    return issue(user, session, refreshToken);
  }

  async function issue(
    user: repo.UserRow,
    session: repo.AuthSessionRow,
    refreshToken: string,
  ): Promise<SignIn> {
    const access = await signer.issue({
      userId: user.id,
      sessionId: session.id,
      sessionVersion: user.sessionVersion,
    });
    const dto = await userDto(user);
    return {
      accessToken: access.token,
      refreshToken,
      user: dto,
      session: sessionDto(dto, access.token, access.expiresAt, refreshToken),
      persistent: session.persistent,
      refreshExpiresAt: session.expiresAt,
    };
  }

  async function promoteIfAdmin(user: repo.UserRow): Promise<repo.UserRow> {
    if (user.role === 'admin' || !isAdminEmail(user.email)) return user;
    const promoted = await repo.updateUser(db, user.id, { role: 'admin' });
    await audit({
      event: 'role_granted',
      userId: user.id,
      detail: { role: 'admin', source: 'ADMIN_EMAILS' },
    });
    return promoted;
  }

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
        await sendLink(user, 'verify_email');
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
      await sendAccountExists(existing);
    },

    /** Password sign-in, throttled before the hash is computed. */
    async login(body: LoginBody, context: RequestContext): Promise<SignIn> {
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
      if (user.status !== 'active')
        throw new AppError(403, 'ACCOUNT_DISABLED', 'This account has been disabled.');
      if (!user.emailVerifiedAt) {
        throw new AppError(
          403,
          'EMAIL_NOT_VERIFIED',
          'Please verify your email address before signing in. We can send you a new link.',
        );
      }
      const signedIn = await startSession(
        await promoteIfAdmin(user),
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
      const user = await repo.findUserById(db, claims.userId);
      if (!user || user.status !== 'active' || user.sessionVersion !== claims.sessionVersion)
        return null;
      const session = await repo.findSession(db, claims.sessionId);
      if (
        !session ||
        session.revokedAt ||
        session.userId !== user.id ||
        session.expiresAt <= clock.now()
      )
        return null;
      return { user, sessionId: session.id, accessToken, expiresAt: claims.expiresAt };
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

    /** Signing out ends every session of the user (SECURITY.md). */
    async logout(userId: string, context: RequestContext): Promise<void> {
      await repo.endAllSessions(db, userId, 'sign_out', clock.now());
      await audit({ event: 'sign_out', userId, ip: context.ip });
    },

    /** Signs out whoever holds this refresh token, for a client whose access token is gone. */
    async logoutByRefreshToken(refreshToken: string, context: RequestContext): Promise<void> {
      const known = await repo.findRefreshToken(db, hashToken(refreshToken));
      const session = known && (await repo.findSession(db, known.sessionId));
      if (session) await this.logout(session.userId, context);
    },

    /**
     * A player's public profile, as the public-identity rule allows `viewerId` to see it:
     * disabled accounts, hidden profiles and players who may be under 16 (the younger possible
     * age) are not found to others; a minor's profile waits for parental consent.
     */
    async publicProfile(userId: string, viewerId: string): Promise<PublicProfile> {
      const row = await repo.findUserById(db, userId);
      const visible =
        row &&
        isProfileVisibleTo(
          {
            id: row.id,
            fullName: row.fullName,
            birthYear: row.birthYear,
            organization: row.organization,
            profileHidden: row.profileHidden,
            active: row.status === 'active',
          },
          clock.now().getUTCFullYear(),
          viewerId,
        );
      if (!row || !visible || row.status !== 'active') throw AppError.notFound('Profile not found');
      return toPublicProfileDto(row, await pointsOf(row.id));
    },

    async me(auth: Authenticated): Promise<User> {
      return userDto(auth.user);
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
      await audit({ event: 'email_verified', userId, ip: context.ip });
      return userDto(user);
    },

    /** Sends a new verification link if the account exists and is unverified; same answer, same work, either way. */
    async resendConfirmation(email: string): Promise<void> {
      const normalized = normalizeEmail(email);
      throttled(
        await throttle.checkMail(normalized),
        'Too many emails requested. Please wait a few minutes.',
      );
      await sendLinkToAddress(normalized, 'verify_email');
    },

    /** Mails a reset link if the account exists; same answer, same work, either way. Never blocked by a sign-in lockout. */
    async requestPasswordReset(email: string, context: RequestContext): Promise<void> {
      const normalized = normalizeEmail(email);
      throttled(
        await throttle.checkMail(normalized),
        'Too many emails requested. Please wait a few minutes.',
      );
      const user = await sendLinkToAddress(normalized, 'reset_password');
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
      const email = auth.user.emailNormalized;
      throttled(
        await throttle.reserveSignIn(email, context.ip),
        'Too many failed attempts. Please wait before trying again.',
      );
      if (!auth.user.passwordHash || !(await verifyPassword(auth.user.passwordHash, current))) {
        // 400, not 401: a mistyped current password must not sign the user out.
        throw new AppError(
          400,
          'INVALID_CURRENT_PASSWORD',
          AUTH_MESSAGES.currentPasswordIncorrect,
          {
            details: [{ field: 'body.password', message: AUTH_MESSAGES.currentPasswordIncorrect }],
          },
        );
      }
      await throttle.signInSucceeded(email, context.ip);
      assertPasswordAllowed(next, 'body.newPassword');
      const current_session = await repo.findSession(db, auth.sessionId);
      await repo.updateUser(db, auth.user.id, { passwordHash: await hashPassword(next) });
      await repo.endAllSessions(db, auth.user.id, 'password_changed', clock.now());
      await audit({ event: 'password_changed', userId: auth.user.id, ip: context.ip });
      const fresh = (await repo.findUserById(db, auth.user.id))!;
      return startSession(fresh, current_session?.persistent ?? false, context);
    },

    /** Updates the caller's own editable profile fields; nothing else is settable. */
    async updateProfile(auth: Authenticated, body: ProfileUpdateBody): Promise<User> {
      const blankToNull = (value: string | null | undefined) =>
        value === undefined ? undefined : value || null;
      const changes = {
        fullName: body.full_name,
        organization: blankToNull(body.organization),
        bio: blankToNull(body.bio),
        location: blankToNull(body.location),
        website: blankToNull(body.website),
        profileHidden: body.profile_hidden,
        listOnOrganizationBoard: body.list_on_organization_board,
      };
      const defined = Object.fromEntries(
        Object.entries(changes).filter(([, value]) => value !== undefined),
      );
      return userDto(await repo.updateUser(db, auth.user.id, defined));
    },

    /**
     * Points the user's avatar at a stored upload (or clears it) and answers the URL it
     * replaced, so the caller can delete that file. The uploads module calls this.
     */
    async setAvatarUrl(
      userId: string,
      avatarUrl: string | null,
    ): Promise<{ user: User; previousUrl: string | null }> {
      const result = await repo.replaceAvatarUrl(db, userId, avatarUrl);
      if (!result) throw AppError.notFound('User not found');
      return { user: await userDto(result.row), previousUrl: result.previous };
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
      await audit({
        event: 'session_revoked',
        userId: auth.user.id,
        ip: context.ip,
        detail: { session_id: sessionId },
      });
    },

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

    /** Completes an external sign-in: state checked once, code exchanged with PKCE, identity keyed on (provider, subject). */
    async oauthCallback(
      provider: OAuthProvider,
      code: string,
      state: string,
      rememberMe: boolean,
      context: RequestContext,
    ): Promise<SignIn> {
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
      if (user.status !== 'active')
        throw new AppError(403, 'ACCOUNT_DISABLED', 'This account has been disabled.');
      if (!user.emailVerifiedAt) {
        await sendLink(user, 'verify_email');
        throw new AppError(
          403,
          'EMAIL_NOT_VERIFIED',
          'Please verify your email address: we have sent you a link.',
        );
      }
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
export type AuthService = ReturnType<typeof createAuthService>;
