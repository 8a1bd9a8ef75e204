import { z } from 'zod';
import { successEnvelope } from '../common/envelope';
import { languageTagSchema } from '../common/language-tag';
import { plainText, singleLineText } from '../common/text';
import { extendedTimeSchema } from '../quiz/quiz.schemas';
import {
  AUTH_MESSAGES,
  BIRTH_YEAR_MIN,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  USER_TYPES,
} from './auth.rules';

export const OAUTH_PROVIDERS = ['google', 'github'] as const;
export const oauthProviderSchema = z.enum(OAUTH_PROVIDERS);
export type OAuthProvider = z.infer<typeof oauthProviderSchema>;
export const OAUTH_PROVIDER_NAMES: Record<OAuthProvider, string> = {
  google: 'Google',
  github: 'GitHub',
};

export const ROLES = ['user', 'moderator', 'admin'] as const;
export const roleSchema = z.enum(ROLES);
export type Role = z.infer<typeof roleSchema>;

export const userTypeSchema = z.enum(USER_TYPES, { error: AUTH_MESSAGES.selectUserType });

const email = z
  .string({ error: AUTH_MESSAGES.invalidEmail })
  .trim()
  .max(254, 'Email must be at most 254 characters')
  .regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, AUTH_MESSAGES.invalidEmail);

/** A new password: the length rule only (no composition rules); commonness is checked by the server. */
export const newPasswordSchema = z
  .string({ error: AUTH_MESSAGES.passwordTooShort })
  .min(PASSWORD_MIN_LENGTH, AUTH_MESSAGES.passwordTooShort)
  .max(PASSWORD_MAX_LENGTH, AUTH_MESSAGES.passwordTooLong);

/** A password being checked: never reveal the policy, only bound the work. */
export const currentPasswordSchema = z
  .string()
  .min(1, 'Password is required')
  .max(PASSWORD_MAX_LENGTH * 8);

export const opaqueTokenSchema = z.string().min(16).max(256);
const optionalText = (max: number) => plainText().max(max).nullable().optional();
const optionalLine = (max: number) => singleLineText().max(max).nullable().optional();

export const loginBodySchema = z.strictObject({
  email,
  password: currentPasswordSchema,
  remember_me: z.boolean().optional(),
});
export type LoginBody = z.infer<typeof loginBodySchema>;

const birthYearSchema = z
  .number({ error: AUTH_MESSAGES.enterBirthYear })
  .int(AUTH_MESSAGES.invalidBirthYear)
  .min(BIRTH_YEAR_MIN, AUTH_MESSAGES.invalidBirthYear)
  .max(9999, AUTH_MESSAGES.invalidBirthYear);

export const registerBodySchema = z.strictObject({
  email,
  password: newPasswordSchema,
  name: singleLineText().min(1, 'Full name is required').max(100),
  user_type: userTypeSchema,
  birth_year: birthYearSchema,
  organization: optionalLine(120),
  remember_me: z.boolean().optional(),
});
export type RegisterBody = z.infer<typeof registerBodySchema>;

export const refreshBodySchema = z.strictObject({ refreshToken: opaqueTokenSchema.optional() });
export const emailBodySchema = z.strictObject({ email });
export const tokenBodySchema = z.strictObject({ token: opaqueTokenSchema });
export const resetPasswordConfirmBodySchema = z.strictObject({
  token: opaqueTokenSchema,
  password: newPasswordSchema,
});
export const updatePasswordBodySchema = z.strictObject({
  password: currentPasswordSchema,
  newPassword: newPasswordSchema,
});
export const oauthProviderParamsSchema = z.strictObject({ provider: oauthProviderSchema });
export const oauthCallbackBodySchema = z.strictObject({
  provider: oauthProviderSchema,
  code: z.string().min(1).max(2048),
  state: z.string().min(16).max(256),
  remember_me: z.boolean().optional(),
});

export const profileUpdateBodySchema = z
  .strictObject({
    full_name: singleLineText().min(1, 'Full name is required').max(100).optional(),
    organization: optionalLine(120),
    bio: optionalText(500),
    location: optionalLine(100),
    website: z
      .union([
        z.literal(''),
        z
          .url({ protocol: /^https?$/, error: 'Website must be an http(s) address' })
          .max(200, 'Website must be at most 200 characters'),
      ])
      .nullable()
      .optional(),
    /** Hide my profile from other players: lists show 'Hidden player', pages are not found. */
    profile_hidden: z.boolean().optional(),
    /** List me on my organization's leaderboard (off until the player opts in). */
    list_on_organization_board: z.boolean().optional(),
    /** My time accommodation for timed quizzes: 1, 1.5 or 2 times the mode's countdown. */
    extended_time: extendedTimeSchema.optional(),
    /** My interface language (the server also checks it is one it offers); null follows the browser. */
    locale: languageTagSchema().nullable().optional(),
    /**
     * Age verification for an account without a birth year (one made through a sign-in
     * provider): accepted once; a recorded year is not changed by the player.
     */
    birth_year: birthYearSchema.optional(),
  })
  .refine((body) => Object.keys(body).length > 0, 'Send at least one field to change');
export type ProfileUpdateBody = z.infer<typeof profileUpdateBodySchema>;

/** The signed-in user's own account, as the spec's user/profile entity. */
export const userSchema = z
  .object({
    id: z.uuid(),
    email: z.string(),
    name: z.string(),
    full_name: z.string(),
    avatar_url: z.string().nullable(),
    level: z.number().int().positive(),
    points: z.number().int().nonnegative(),
    total_points: z.number().int().nonnegative(),
    experience_points: z.number().int().nonnegative(),
    user_type: userTypeSchema.nullable(),
    birth_year: z.number().int().nullable(),
    organization: z.string().nullable(),
    bio: z.string().nullable(),
    location: z.string().nullable(),
    website: z.string().nullable(),
    role: roleSchema,
    email_verified: z.boolean(),
    created_at: z.iso.datetime(),
    /** The player hides their profile from other players (docs/PRIVACY.md). */
    profile_hidden: z.boolean(),
    /** The player chose to be listed on their organization's leaderboard. */
    list_on_organization_board: z.boolean(),
    /** The player's time accommodation: their quiz countdowns last this many times the mode's. */
    extended_time: extendedTimeSchema,
    /** The interface language the player chose; null follows the browser. */
    locale: z.string().nullable(),
  })
  .meta({ id: 'User' });
export type User = z.infer<typeof userSchema>;

export const sessionSchema = z
  .object({
    access_token: z.string(),
    /** Only in sign-in answers; browsers hold it in an HttpOnly cookie instead. */
    refresh_token: z.string().nullable(),
    expires_at: z.number().int().describe('Access token expiry, milliseconds since the epoch'),
    expires_in: z.number().int().describe('Seconds until the access token expires'),
    token_type: z.literal('bearer'),
    user: userSchema,
  })
  .meta({ id: 'Session' });
export type Session = z.infer<typeof sessionSchema>;

export const authResultSchema = z
  .object({
    accessToken: z.string(),
    refreshToken: z.string(),
    user: userSchema,
    session: sessionSchema,
  })
  .meta({ id: 'AuthResult' });
export type AuthResult = z.infer<typeof authResultSchema>;

/**
 * Registration signs nobody in: the email must be verified first. The answer is the same
 * whether or not the address already has an account, so it carries no user.
 */
export const registerResultSchema = z.object({
  accessToken: z.null(),
  refreshToken: z.null(),
  user: z.null(),
  session: z.null(),
  verification_required: z.literal(true),
  message: z.string(),
});

export const messageResultSchema = z.object({ success: z.literal(true), message: z.string() });
export const userResultSchema = z.object({ user: userSchema });
export const verifyResultSchema = z.object({ valid: z.literal(true), user: userSchema });
export const sessionResultSchema = z.object({ session: sessionSchema });
export const oauthStartResultSchema = z.object({ redirectUrl: z.url() });
export const providersResultSchema = z.object({
  providers: z.array(
    z.object({ id: oauthProviderSchema, name: z.string(), configured: z.boolean() }),
  ),
});

export const deviceSessionSchema = z
  .object({
    id: z.uuid(),
    created_at: z.iso.datetime(),
    last_used_at: z.iso.datetime(),
    expires_at: z.iso.datetime(),
    user_agent: z.string().nullable(),
    ip: z.string().nullable(),
    persistent: z.boolean(),
    current: z.boolean(),
  })
  .meta({ id: 'DeviceSession' });
export type DeviceSession = z.infer<typeof deviceSessionSchema>;
export const deviceSessionsResultSchema = successEnvelope(
  z.object({ sessions: z.array(deviceSessionSchema) }),
);
export const deviceSessionParamsSchema = z.strictObject({ id: z.uuid() });
export const profileResultSchema = successEnvelope(userSchema);
