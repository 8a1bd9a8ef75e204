import { z } from 'zod';
import { successEnvelope } from '../common/envelope';
import { authResultSchema, currentPasswordSchema, opaqueTokenSchema } from './auth.schemas';

/**
 * The second factor: time-based one-time passwords (RFC 6238) with a 30-second step, six digits
 * and one step of tolerance either side, plus single-use recovery codes.
 */
export const SECOND_FACTOR_RULES = {
  digits: 6,
  periodSeconds: 30,
  /** Steps accepted either side of the current one (clock drift, a code typed as it turned). */
  window: 1,
  recoveryCodes: 10,
  /** How long the ticket between the password and the code lasts. */
  ticketLifetimeSeconds: 5 * 60,
  /** Wrong codes one ticket takes before it is spent (the throttle counts them too). */
  ticketAttempts: 5,
} as const;

export const SECOND_FACTOR_MESSAGES = {
  codeFormat: 'Enter the 6-digit code from your authenticator app',
  invalidCode: 'That code is not valid. Check your authenticator app and try again.',
  required: 'Staff tools need a session signed in with your second factor.',
  signInExpired: 'This sign-in has expired. Please sign in again.',
  alreadyOn: 'Two-factor authentication is already on.',
  notOn: 'Two-factor authentication is not on.',
  setupFirst: 'Start setting up two-factor authentication first.',
  passwordRequired: 'Enter your current password',
} as const;

/** A recovery code as shown: four groups of four letters and digits (80 random bits). */
export const RECOVERY_CODE_PATTERN = /^[a-z2-7]{4}(?:-[a-z2-7]{4}){3}$/;

/** What a typed code is compared as: no spaces or dashes, lower case. */
export function normalizeSecondFactorCode(code: string): string {
  return code.replace(/[\s-]/g, '').toLowerCase();
}

/** Whether a typed code is an authenticator's six digits (otherwise it may be a recovery code). */
export function isTotpCode(code: string): boolean {
  return /^\d{6}$/.test(normalizeSecondFactorCode(code));
}

/** Six digits from an authenticator app; spaces are allowed, as apps show '123 456'. */
export const totpCodeSchema = z
  .string({ error: SECOND_FACTOR_MESSAGES.codeFormat })
  .max(16, SECOND_FACTOR_MESSAGES.codeFormat)
  .refine(isTotpCode, SECOND_FACTOR_MESSAGES.codeFormat);

/** The `otp_code` a sensitive staff action carries (role changes, user deletion): see step-up. */
export const otpCodeSchema = totpCodeSchema;

/** An authenticator's code or a recovery code. */
const anyCodeSchema = z.string().min(6).max(32);

export const secondFactorStatusSchema = z.object({
  /** The factor is on: sign-in asks for a code. */
  enabled: z.boolean(),
  /** Set-up was started and waits for its first code. */
  pending: z.boolean(),
  enabled_at: z.iso.datetime().nullable(),
  recovery_codes_left: z.number().int().nonnegative(),
  /** This session was signed in with the second factor (staff tools need it). */
  session_second_factor: z.boolean(),
});
export type SecondFactorStatus = z.infer<typeof secondFactorStatusSchema>;
export const secondFactorStatusResponseSchema = successEnvelope(secondFactorStatusSchema);

export const secondFactorSetupResponseSchema = successEnvelope(
  z.object({
    /** For a QR code: otpauth://totp/QuizArena:<email>?secret=...&issuer=QuizArena&... */
    otpauth_uri: z.string(),
    /** The same secret in base32, for typing into an app by hand. */
    secret: z.string(),
  }),
);

/** Turns the factor on with the first code; the password too when the account has one. */
export const secondFactorConfirmBodySchema = z.strictObject({
  code: totpCodeSchema,
  password: currentPasswordSchema.optional(),
});

/** Turning it off takes the password (when the account has one) and a code or a recovery code. */
export const secondFactorDisableBodySchema = z.strictObject({
  code: anyCodeSchema,
  password: currentPasswordSchema.optional(),
});

/** New recovery codes take a fresh code from the app. */
export const recoveryCodesBodySchema = z.strictObject({ code: totpCodeSchema });

export const recoveryCodesResponseSchema = successEnvelope(
  z.object({
    /** Shown once: the server keeps only their hashes. */
    recovery_codes: z.array(z.string()),
  }),
);

/** `POST /api/auth/second-factor`: the ticket the password step answered, and a code. */
export const secondFactorSignInBodySchema = z.strictObject({
  ticket: opaqueTokenSchema,
  code: anyCodeSchema,
});

/** The password (or provider) was right and the account has the second factor on: ask for a code. */
export const secondFactorChallengeSchema = z
  .object({
    second_factor_required: z.literal(true),
    /** Single use, for `POST /api/auth/second-factor`; it lasts `expires_in` seconds. */
    ticket: z.string(),
    expires_in: z.number().int().positive(),
  })
  .meta({ id: 'SecondFactorChallenge' });
export type SecondFactorChallenge = z.infer<typeof secondFactorChallengeSchema>;

/** What password and provider sign-ins answer: a session, or the second step. */
export const signInResultSchema = z.union([authResultSchema, secondFactorChallengeSchema]);
export type SignInResult = z.infer<typeof signInResultSchema>;

export function isSecondFactorChallenge(result: SignInResult): result is SecondFactorChallenge {
  return 'second_factor_required' in result;
}
