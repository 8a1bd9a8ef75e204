import { AUTH_MESSAGES, type AuthResult, type Session, type User } from '@quizarena/contracts';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import type { Mailer } from '../../lib/mailer';
import { writeAudit, type AuditEntry } from '../audit';
import type { AuthThrottle, ThrottleVerdict } from './auth-throttle';
import type * as repo from './auth.repo';
import { toUserDto } from './auth.dto';
import type { OAuthProviders } from './oauth-providers';
import type { AuthAnnouncer, SessionCache } from './session-cache';
import type { AccessTokenSigner } from './tokens';
import type { ServerI18n } from '../../lib/i18n';
import type { SecretBox } from '../../lib/secret-box';
import { verifyPassword } from './passwords';

/** Who is calling: where from, and with what, for sessions and the audit log. */
/** Who is asking: their address, their browser, and the language they read (for mails). */
export type RequestContext = { ip: string; userAgent: string | null; locale: string };

/** The signed-in caller as the guard resolved it. */
export type Authenticated = {
  user: repo.UserRow;
  sessionId: string;
  accessToken: string;
  expiresAt: number;
  /** The session was signed in with the second factor (or proved it since): staff routes ask. */
  secondFactor: boolean;
};

/** A sign-in's result plus what the route needs to set the refresh cookie. */
export type SignIn = AuthResult & { persistent: boolean; refreshExpiresAt: Date };

export type AuthServiceDeps = {
  db: Db;
  signer: AccessTokenSigner;
  /** The user and session rows behind access tokens, kept per instance. */
  sessions: SessionCache;
  /** Every write to a user or a session tells the caches, after it committed. */
  announce: AuthAnnouncer;
  throttle: AuthThrottle;
  /** Seals second-factor secrets at rest (under TOTP_ENCRYPTION_KEY). */
  totpSecrets: SecretBox;
  mailer: Mailer;
  clock: Clock;
  oauth: OAuthProviders;
  publicUrl: string;
  adminEmails: string[];
  /** Points per user, from the ledger once it exists. */
  pointsOf?: (userId: string) => Promise<number>;
  /** Challenges a player won (the challenges module, built after this one); none without it. */
  challengesWonOf?: (userId: string) => Promise<number>;
  /** Mail texts in the reader's language; the catalogues on disk when not given. */
  i18n?: ServerI18n;
  /**
   * Told of every new session (any sign-in): the privacy module cancels an erasure still in
   * its grace period. Built after this one, so handed over.
   */
  signedIn?: (userId: string) => Promise<unknown>;
  /** A mail that could not be sent: mails go out after the answer, so they are only logged. */
  onMailError?: (error: unknown) => void;
};

/** The form of an address that accounts are keyed and throttled on. */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** Throws the 429 for a refused throttle verdict, with when to try again. */
export function throttled(verdict: ThrottleVerdict, message: string): void {
  if (!verdict.allowed) {
    throw new AppError(429, 'RATE_LIMITED', message, {
      retryAfterSeconds: verdict.retryAfterSeconds,
    });
  }
}

/** What the parts of the auth service share: the audit writer, admin addresses and the DTOs. */
export function createAuthShared(deps: AuthServiceDeps) {
  const pointsOf = deps.pointsOf ?? (async () => 0);
  return {
    pointsOf,
    challengesWonOf: deps.challengesWonOf ?? (async () => 0),
    audit: (entry: AuditEntry) => writeAudit(deps.db, entry),
    isAdminEmail: (email: string) => deps.adminEmails.includes(normalizeEmail(email)),

    /**
     * Checks the signed-in user's current password before a change that needs it, throttled as
     * a sign-in. A wrong one is a 400 naming `field`, not a 401: a typo must not sign anyone out.
     */
    async checkCurrentPassword(
      user: repo.UserRow,
      stored: repo.UserRow | undefined,
      password: string,
      context: RequestContext,
      field: string,
    ): Promise<void> {
      throttled(
        await deps.throttle.reserveSignIn(user.emailNormalized, context.ip),
        'Too many failed attempts. Please wait before trying again.',
      );
      if (!stored?.passwordHash || !(await verifyPassword(stored.passwordHash, password))) {
        throw new AppError(
          400,
          'INVALID_CURRENT_PASSWORD',
          AUTH_MESSAGES.currentPasswordIncorrect,
          { details: [{ field, message: AUTH_MESSAGES.currentPasswordIncorrect }] },
        );
      }
      await deps.throttle.signInSucceeded(user.emailNormalized, context.ip);
    },

    async userDto(row: repo.UserRow): Promise<User> {
      return toUserDto(row, await pointsOf(row.id));
    },

    sessionDto(
      user: User,
      accessToken: string,
      expiresAt: number,
      refreshToken: string | null,
    ): Session {
      return {
        access_token: accessToken,
        refresh_token: refreshToken,
        expires_at: expiresAt,
        expires_in: Math.max(0, Math.round((expiresAt - deps.clock.now().getTime()) / 1000)),
        token_type: 'bearer',
        user,
      };
    },
  };
}
export type AuthShared = ReturnType<typeof createAuthShared>;
