import { z } from 'zod';

/** Stable error codes carried by every error answer; clients map on these, never on text. */
export const ERROR_CODES = [
  'VALIDATION_FAILED',
  'NOT_FOUND',
  'UNAUTHORIZED',
  'FORBIDDEN',
  'CONFLICT',
  'RATE_LIMITED',
  'PAYLOAD_TOO_LARGE',
  'UNSUPPORTED_MEDIA_TYPE',
  'SERVICE_UNAVAILABLE',
  'INTERNAL_ERROR',
  'EMAIL_EXISTS',
  'INVALID_CREDENTIALS',
  'INVALID_CURRENT_PASSWORD',
  'WEAK_PASSWORD',
  'EMAIL_NOT_VERIFIED',
  'ACCOUNT_SUSPENDED',
  'ACCOUNT_BANNED',
  'INVALID_TOKEN',
  'PROVIDER_NOT_CONFIGURED',
  'OAUTH_FAILED',
  'OAUTH_EMAIL_UNVERIFIED',
  'INVALID_CODE',
  'SECOND_FACTOR_REQUIRED',
  'INSUFFICIENT_POINTS',
  'NO_QUESTIONS',
  'ALREADY_ANSWERED',
  'ALREADY_DISPUTED',
  'QUESTION_NOT_CURRENT',
  'SESSION_COMPLETED',
  'SESSION_NOT_COMPLETED',
  'SESSION_ABANDONED',
  'NOTHING_TO_REVIEW',
] as const;

export const errorCodeSchema = z.enum(ERROR_CODES);
export type ErrorCode = z.infer<typeof errorCodeSchema>;

/**
 * One field that failed validation: `field` is a dotted path such as `body.email`. A problem in
 * an imported file also says where it is (docs/IMPORTING.md): `line`, the CSV line (the header
 * is line 1), or `index`, the position in the JSON array (from 0).
 */
export const fieldIssueSchema = z.object({
  field: z.string(),
  message: z.string(),
  line: z.number().int().positive().optional(),
  index: z.number().int().nonnegative().optional(),
});
export type FieldIssue = z.infer<typeof fieldIssueSchema>;

/** The body of every error answer: `message` first, then `error`, as the spec's client reads them. */
export const errorBodySchema = z
  .object({
    message: z.string(),
    error: z.string(),
    code: z.string(),
    details: z.array(fieldIssueSchema).optional(),
  })
  .meta({ id: 'ErrorBody' });
export type ErrorBody = z.infer<typeof errorBodySchema>;
