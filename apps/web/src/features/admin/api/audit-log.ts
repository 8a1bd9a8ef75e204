import { AUDIT_LOG_PAGE, auditLogResponseSchema, type AuditEvent } from '@quizarena/contracts';
import { apiFetch } from '../../../lib/api-client';
import { parseAnswer } from '../../../lib/parse-answer';

/**
 * The audit log's filters as the page keeps them in its address: an empty one is left out.
 * `from` and `to` are calendar days (YYYY-MM-DD) in the reader's time zone, both included.
 */
export type AuditFilters = {
  event: AuditEvent | '';
  userId: string;
  actorId: string;
  from: string;
  to: string;
};

/** Local midnight starting a YYYY-MM-DD day, `days` days later, as the API's instant. */
function dayStart(day: string, days = 0): string {
  const [year, month, date] = day.split('-').map(Number);
  return new Date(year!, month! - 1, date! + days).toISOString();
}

/** GET /api/admin/audit-log: one page, newest first, after `before` (an id) when given. */
export async function getAuditLog(
  filters: AuditFilters,
  before: number | null,
  signal?: AbortSignal,
) {
  const params = new URLSearchParams({ limit: String(AUDIT_LOG_PAGE.defaultLimit) });
  if (filters.event) params.set('event', filters.event);
  if (filters.userId) params.set('user_id', filters.userId);
  if (filters.actorId) params.set('actor_id', filters.actorId);
  if (filters.from) params.set('from', dayStart(filters.from));
  // The server's `to` is exclusive: the day after the chosen one begins.
  if (filters.to) params.set('to', dayStart(filters.to, 1));
  if (before !== null) params.set('before', String(before));
  const body = await apiFetch(`/api/admin/audit-log?${params}`, { signal });
  return parseAnswer(auditLogResponseSchema, body).data;
}
