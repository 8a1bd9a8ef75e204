import type { Db } from '../../db/client';
import { auditLog } from '../../db/schema';

export type AuditEvent =
  | 'register'
  | 'sign_in'
  | 'sign_in_failed'
  | 'sign_in_throttled'
  | 'sign_out'
  | 'email_verified'
  | 'password_reset_requested'
  | 'password_reset'
  | 'password_changed'
  | 'refresh_reuse_detected'
  | 'session_revoked'
  | 'oauth_sign_in'
  | 'oauth_refused'
  | 'role_granted'
  | 'role_revoked'
  | 'account_disabled'
  | 'account_enabled'
  | 'tampering_refused'
  | 'play_review_cleared'
  | 'play_review_confirmed'
  | 'parental_consent_requested'
  | 'parental_consent_granted'
  | 'parental_consent_refused'
  | 'parental_consent_withdrawn';

export type AuditEntry = {
  event: AuditEvent;
  userId?: string | null;
  ip?: string | null;
  detail?: Record<string, unknown>;
};

/** Appends one audit row; never stores passwords or tokens. */
export async function writeAudit(db: Db, entry: AuditEntry): Promise<void> {
  await db.insert(auditLog).values({
    event: entry.event,
    userId: entry.userId ?? null,
    ip: entry.ip ?? null,
    detail: entry.detail ?? null,
  });
}
