import { z } from 'zod';
import { successEnvelope } from '../common/envelope';

const isoDateTime = z.iso.datetime({ offset: true });

/**
 * The one list of audit events: the server writes only these (its `AuditEvent` type is this
 * list) and the admin console filters by them. A feature that audits something new adds it here.
 */
export const AUDIT_EVENTS = [
  'register',
  'sign_in',
  'sign_in_failed',
  'sign_in_throttled',
  'sign_out',
  'email_verified',
  'password_reset_requested',
  'password_reset',
  'password_changed',
  'refresh_reuse_detected',
  'session_revoked',
  'oauth_sign_in',
  'oauth_refused',
  'second_factor_enabled',
  'second_factor_disabled',
  'second_factor_failed',
  'second_factor_throttled',
  'recovery_code_used',
  'recovery_codes_regenerated',
  'step_up_verified',
  'role_granted',
  'role_revoked',
  // Written before suspensions existed, for a ban and its lifting; kept so old rows filter.
  'account_disabled',
  'account_enabled',
  'account_suspended',
  'account_banned',
  'account_reinstated',
  'sessions_ended',
  'moderation_decided',
  'tampering_refused',
  'play_review_cleared',
  'play_review_confirmed',
  'parental_consent_requested',
  'parental_consent_granted',
  'parental_consent_refused',
  'parental_consent_withdrawn',
  // The catalogue, changed in the admin console (detail: the id, before and after).
  'category_created',
  'category_updated',
  'category_deleted',
  'topic_created',
  'topic_updated',
  'topic_deleted',
  'question_created',
  'question_updated',
  'question_deleted',
  'questions_bulk_status',
  // A file of questions imported into a topic (detail: the topic, the format, how many).
  'questions_imported',
  // Careers, curated and assigned in the admin console.
  'career_profile_curated',
  'learning_path_assigned',
  'career_analysis_run',
  // Account erasure (issue 23): asked for, cancelled (by the person or by signing in), done.
  'account_erasure_requested',
  'account_erasure_cancelled',
  'account_erased',
] as const;
export type AuditEvent = (typeof AUDIT_EVENTS)[number];

export const AUDIT_LOG_PAGE = { defaultLimit: 50, maxLimit: 100 } as const;

/** `GET /api/admin/audit-log`: newest first; `before` is the last id of the previous page. */
export const auditLogQuerySchema = z.strictObject({
  event: z.enum(AUDIT_EVENTS).optional(),
  /** The subject: whom the entry is about. */
  user_id: z.uuid().optional(),
  /** Who acted, when someone other than the subject did (an admin). */
  actor_id: z.uuid().optional(),
  /** From this instant on (inclusive). */
  from: isoDateTime.optional(),
  /** Up to this instant (exclusive). */
  to: isoDateTime.optional(),
  limit: z.coerce
    .number()
    .int()
    .min(1)
    .max(AUDIT_LOG_PAGE.maxLimit)
    .default(AUDIT_LOG_PAGE.defaultLimit),
  before: z.coerce.number().int().min(1).max(Number.MAX_SAFE_INTEGER).optional(),
});
export type AuditLogQuery = z.output<typeof auditLogQuerySchema>;

/** A person an entry names; `name` is null once the account is erased (the id stays). */
const auditPersonSchema = z.object({ id: z.uuid(), name: z.string().nullable() });

export const auditEntrySchema = z.object({
  id: z.number().int(),
  at: isoDateTime,
  event: z.string(),
  user: auditPersonSchema.nullable(),
  actor: auditPersonSchema.nullable(),
  ip: z.string().nullable(),
  detail: z.record(z.string(), z.unknown()).nullable(),
});
export type AuditLogEntry = z.infer<typeof auditEntrySchema>;

export const auditLogResponseSchema = successEnvelope(
  z.object({
    entries: z.array(auditEntrySchema),
    /** Pass as `before` for the next page; null when this page is the last. */
    next_before: z.number().int().nullable(),
  }),
);
export type AuditLogPage = z.infer<typeof auditLogResponseSchema>['data'];
