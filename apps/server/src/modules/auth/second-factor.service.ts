import {
  isTotpCode,
  SECOND_FACTOR_MESSAGES,
  SECOND_FACTOR_RULES,
  type SecondFactorChallenge,
  type SecondFactorStatus,
} from '@quizarena/contracts';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import * as repo from './auth.repo';
import {
  throttled,
  type Authenticated,
  type AuthServiceDeps,
  type AuthShared,
  type RequestContext,
  type SignIn,
} from './auth-shared';
import * as factors from './second-factor.repo';
import type { SessionIssuer } from './session-issuer';
import { hashToken, newOpaqueToken } from './tokens';
import {
  hashRecoveryCode,
  matchTotpStep,
  newRecoveryCodes,
  newTotpSecret,
  otpauthUri,
} from './totp';

/** What a code was checked for, as the audit log names it. */
type Purpose = 'sign_in' | 'confirm' | 'disable' | 'recovery_codes' | 'step_up' | 'erase_account';
/** How the first factor was shown before the code: a password or a provider. */
export type FirstFactor = 'password' | 'google' | 'github';
type Matched = { kind: 'totp'; step: number } | { kind: 'recovery_code'; hash: string };

const invalidCode = (field: string | null) =>
  field
    ? new AppError(400, 'INVALID_CODE', SECOND_FACTOR_MESSAGES.invalidCode, {
        details: [{ field, message: SECOND_FACTOR_MESSAGES.invalidCode }],
      })
    : new AppError(401, 'INVALID_CODE', SECOND_FACTOR_MESSAGES.invalidCode);
const signInExpired = () =>
  new AppError(401, 'INVALID_TOKEN', SECOND_FACTOR_MESSAGES.signInExpired);
export const secondFactorRequired = () =>
  new AppError(403, 'SECOND_FACTOR_REQUIRED', SECOND_FACTOR_MESSAGES.required);

/**
 * The second factor (docs/ARCHITECTURE.md, Second factor): set-up, turning it off, recovery
 * codes, the sign-in's second step and step-up checks. Every code is throttled like a password,
 * audited when wrong, and good once (its time step, or the recovery code, is spent atomically).
 */
export function createSecondFactorService(
  deps: AuthServiceDeps,
  shared: AuthShared,
  issuer: SessionIssuer,
) {
  const { db, clock, throttle, announce, totpSecrets } = deps;
  const { audit } = shared;

  function secretOf(row: factors.UserTotpRow): string {
    const secret = totpSecrets.open(row.secretSealed, row.userId);
    // Only a changed TOTP_ENCRYPTION_KEY does this: an operator's error, not the user's.
    if (secret === null) throw new Error('a second-factor secret does not open under this key');
    return secret;
  }

  /** Which step or recovery code a typed code stands for; null when it is neither. */
  function match(row: factors.UserTotpRow, code: string, recovery: boolean): Matched | null {
    if (isTotpCode(code)) {
      const step = matchTotpStep(secretOf(row), code, clock.now());
      return step === null ? null : { kind: 'totp', step };
    }
    const hash = recovery ? hashRecoveryCode(code) : null;
    return hash ? { kind: 'recovery_code', hash } : null;
  }

  /** Spends what the code matched, once; false for a replayed step or a used recovery code. */
  async function spend(
    handle: Db,
    userId: string,
    matched: Matched,
    enable = false,
  ): Promise<boolean> {
    const now = clock.now();
    return matched.kind === 'totp'
      ? factors.claimTotpStep(handle, userId, matched.step, { enable, now })
      : factors.useRecoveryCode(handle, userId, matched.hash, now);
  }

  async function reserve(userId: string, context: RequestContext, purpose: Purpose) {
    const verdict = await throttle.reserveSecondFactor(userId, context.ip);
    if (!verdict.allowed) {
      await audit({
        event: 'second_factor_throttled',
        userId,
        ip: context.ip,
        detail: { purpose },
      });
      throttled(verdict, 'Too many wrong codes. Please wait before trying again.');
    }
  }

  async function refuse(
    userId: string,
    context: RequestContext,
    purpose: Purpose,
    reason: 'wrong' | 'replayed',
    field: string | null,
  ): Promise<never> {
    await audit({
      event: 'second_factor_failed',
      userId,
      ip: context.ip,
      detail: { purpose, reason },
    });
    throw invalidCode(field);
  }

  /**
   * Checks a code of a user whose factor is on: throttled, spent once, audited when wrong.
   * Answers what kind of code it was.
   */
  async function check(
    row: factors.UserTotpRow,
    code: string,
    context: RequestContext,
    how: {
      purpose: Purpose;
      field: string | null;
      recovery: boolean;
      onWrong?: () => Promise<void>;
    },
  ): Promise<Matched['kind']> {
    await reserve(row.userId, context, how.purpose);
    const matched = match(row, code, how.recovery);
    const spent = matched !== null && (await spend(db, row.userId, matched));
    if (!spent) {
      await how.onWrong?.();
      return refuse(row.userId, context, how.purpose, matched ? 'replayed' : 'wrong', how.field);
    }
    await throttle.secondFactorSucceeded(row.userId, context.ip);
    return matched.kind;
  }

  async function enabledFactor(userId: string): Promise<factors.UserTotpRow | undefined> {
    const row = await factors.findTotp(db, userId);
    return row?.enabledAt ? row : undefined;
  }

  /** The current password, when the account has one (accounts made through a provider have none). */
  async function checkPasswordIfAny(
    auth: Authenticated,
    password: string | undefined,
    context: RequestContext,
  ): Promise<void> {
    const stored = await repo.findUserById(db, auth.user.id);
    if (!stored?.passwordHash) return;
    if (password === undefined)
      throw AppError.validation('body.password', SECOND_FACTOR_MESSAGES.passwordRequired);
    await shared.checkCurrentPassword(auth.user, stored, password, context, 'body.password');
  }

  async function issueRecoveryCodes(handle: Db, userId: string): Promise<string[]> {
    const codes = newRecoveryCodes();
    await factors.replaceRecoveryCodes(
      handle,
      userId,
      codes.map((code) => hashRecoveryCode(code)!),
    );
    return codes;
  }

  return {
    async secondFactorStatus(auth: Authenticated): Promise<SecondFactorStatus> {
      const row = await factors.findTotp(db, auth.user.id);
      return {
        enabled: !!row?.enabledAt,
        pending: !!row && !row.enabledAt,
        enabled_at: row?.enabledAt?.toISOString() ?? null,
        recovery_codes_left: row?.enabledAt ? await factors.recoveryCodesLeft(db, auth.user.id) : 0,
        session_second_factor: auth.secondFactor,
      };
    },

    /** Makes a new secret for the app to scan; the factor is on only after the first code. */
    async startSecondFactorSetup(auth: Authenticated) {
      const secret = newTotpSecret();
      const row = await factors.startTotpSetup(
        db,
        auth.user.id,
        totpSecrets.seal(secret, auth.user.id),
      );
      if (!row) throw AppError.conflict('CONFLICT', SECOND_FACTOR_MESSAGES.alreadyOn);
      return { otpauth_uri: otpauthUri(secret, auth.user.email), secret };
    },

    /**
     * Turns the factor on with the app's first code (and the password, when the account has
     * one): answers ten recovery codes, shown this once. This session has now shown both
     * factors, so it counts as signed in with the second one.
     */
    async confirmSecondFactor(
      auth: Authenticated,
      body: { code: string; password?: string | undefined },
      context: RequestContext,
    ): Promise<string[]> {
      await checkPasswordIfAny(auth, body.password, context);
      const row = await factors.findTotp(db, auth.user.id);
      if (!row) throw AppError.conflict('CONFLICT', SECOND_FACTOR_MESSAGES.setupFirst);
      if (row.enabledAt) throw AppError.conflict('CONFLICT', SECOND_FACTOR_MESSAGES.alreadyOn);
      await reserve(auth.user.id, context, 'confirm');
      const matched = match(row, body.code, false);
      const codes = matched
        ? await db.transaction(async (transaction) => {
            const tx = transaction as unknown as Db;
            if (!(await spend(tx, auth.user.id, matched, true))) return null;
            await factors.markSessionSecondFactor(tx, auth.sessionId);
            return issueRecoveryCodes(tx, auth.user.id);
          })
        : null;
      if (!codes) return refuse(auth.user.id, context, 'confirm', 'wrong', 'body.code');
      await throttle.secondFactorSucceeded(auth.user.id, context.ip);
      await announce.sessionChanged(auth.sessionId);
      await audit({ event: 'second_factor_enabled', userId: auth.user.id, ip: context.ip });
      return codes;
    },

    /**
     * Turns the factor off with the password (when the account has one) and a code or a
     * recovery code; no session counts as signed in with it any more.
     */
    async disableSecondFactor(
      auth: Authenticated,
      body: { code: string; password?: string | undefined },
      context: RequestContext,
    ): Promise<void> {
      await checkPasswordIfAny(auth, body.password, context);
      const row = await enabledFactor(auth.user.id);
      if (!row) throw AppError.conflict('CONFLICT', SECOND_FACTOR_MESSAGES.notOn);
      const kind = await check(row, body.code, context, {
        purpose: 'disable',
        field: 'body.code',
        recovery: true,
      });
      await db.transaction(async (transaction) => {
        const tx = transaction as unknown as Db;
        await factors.deleteTotp(tx, auth.user.id);
        await factors.clearSecondFactorSessions(tx, auth.user.id);
      });
      await announce.userChanged(auth.user.id);
      await audit({
        event: 'second_factor_disabled',
        userId: auth.user.id,
        ip: context.ip,
        detail: { with: kind },
      });
    },

    /**
     * The person confirms deleting their own account: the password (when the account has one;
     * wrong answers 400 INVALID_CURRENT_PASSWORD naming `body.password`, as a password change
     * does) and, with the second factor on, a fresh code (`body.otp_code`).
     */
    async confirmAccountErasure(
      auth: Authenticated,
      body: { password?: string | undefined; otp_code?: string | undefined },
      context: RequestContext,
    ): Promise<void> {
      await checkPasswordIfAny(auth, body.password, context);
      const row = await enabledFactor(auth.user.id);
      if (!row) return;
      if (!body.otp_code)
        throw AppError.validation('body.otp_code', SECOND_FACTOR_MESSAGES.codeFormat);
      await check(row, body.otp_code, context, {
        purpose: 'erase_account',
        field: 'body.otp_code',
        recovery: false,
      });
    },

    /** Ten new recovery codes for a fresh code from the app; the earlier ones stop working. */
    async regenerateRecoveryCodes(
      auth: Authenticated,
      code: string,
      context: RequestContext,
    ): Promise<string[]> {
      const row = await enabledFactor(auth.user.id);
      if (!row) throw AppError.conflict('CONFLICT', SECOND_FACTOR_MESSAGES.notOn);
      await check(row, code, context, {
        purpose: 'recovery_codes',
        field: 'body.code',
        recovery: false,
      });
      const codes = await issueRecoveryCodes(db, auth.user.id);
      await audit({ event: 'recovery_codes_regenerated', userId: auth.user.id, ip: context.ip });
      return codes;
    },

    /**
     * Step-up: a fresh code from the app for a sensitive action (a role change, deleting a
     * user), on top of the session's second factor. Throttled, single use, audited; 403
     * SECOND_FACTOR_REQUIRED when the caller has no factor on.
     */
    async verifyStepUp(
      auth: Authenticated,
      code: string | undefined,
      context: RequestContext,
      field: string,
    ): Promise<void> {
      const row = await enabledFactor(auth.user.id);
      if (!row) throw secondFactorRequired();
      if (!code) throw AppError.validation(field, SECOND_FACTOR_MESSAGES.codeFormat);
      await check(row, code, context, { purpose: 'step_up', field, recovery: false });
      await audit({ event: 'step_up_verified', userId: auth.user.id, ip: context.ip });
    },

    /**
     * After the first factor: null when the account has no second factor, else the ticket the
     * client brings back with a code (single use, five minutes).
     */
    async secondFactorChallenge(
      user: repo.UserRow,
      method: FirstFactor,
      persistent: boolean,
    ): Promise<SecondFactorChallenge | null> {
      if (!(await enabledFactor(user.id))) return null;
      const now = clock.now();
      const ticket = newOpaqueToken();
      await factors.deleteExpiredTickets(db, user.id, now);
      await factors.insertTicket(db, {
        ticketHash: hashToken(ticket),
        userId: user.id,
        method,
        persistent,
        createdAt: now,
        expiresAt: new Date(now.getTime() + SECOND_FACTOR_RULES.ticketLifetimeSeconds * 1000),
      });
      return {
        second_factor_required: true,
        ticket,
        expires_in: SECOND_FACTOR_RULES.ticketLifetimeSeconds,
      };
    },

    /** The sign-in's second step: the ticket and a code (or a recovery code) start the session. */
    async completeSecondFactor(
      ticket: string,
      code: string,
      context: RequestContext,
    ): Promise<SignIn> {
      const ticketHash = hashToken(ticket);
      const pending = await factors.findTicket(db, ticketHash, clock.now());
      if (!pending) throw signInExpired();
      const user = await repo.findUserById(db, pending.userId);
      const row = user && (await enabledFactor(user.id));
      if (!user || !row) throw signInExpired();
      if (user.status !== 'active')
        throw new AppError(403, 'ACCOUNT_DISABLED', 'This account has been disabled.');
      const kind = await check(row, code, context, {
        purpose: 'sign_in',
        field: null,
        recovery: true,
        onWrong: () =>
          factors.countTicketFailure(db, ticketHash, SECOND_FACTOR_RULES.ticketAttempts),
      });
      if (!(await factors.takeTicket(db, ticketHash, clock.now()))) throw signInExpired();
      const signedIn = await issuer.startSession(
        await issuer.promoteIfAdmin(user),
        pending.persistent,
        context,
        { secondFactor: true },
      );
      const viaPassword = pending.method === 'password';
      await audit({
        event: viaPassword ? 'sign_in' : 'oauth_sign_in',
        userId: user.id,
        ip: context.ip,
        detail: viaPassword
          ? { method: 'password', second_factor: kind }
          : { provider: pending.method, second_factor: kind },
      });
      if (kind === 'recovery_code') {
        await audit({
          event: 'recovery_code_used',
          userId: user.id,
          ip: context.ip,
          detail: { left: await factors.recoveryCodesLeft(db, user.id) },
        });
      }
      return signedIn;
    },
  };
}
export type SecondFactorService = ReturnType<typeof createSecondFactorService>;
