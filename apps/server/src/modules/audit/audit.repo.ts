import type { AuditEvent } from '@quizarena/contracts';
import { and, desc, eq, gte, lt, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { auditLog } from '../../db/schema';

export type { AuditEvent };

export type AuditEntry = {
  event: AuditEvent;
  userId?: string | null;
  /** Who acted, when not the subject themselves (an admin over HTTP). */
  actorId?: string | null;
  ip?: string | null;
  detail?: Record<string, unknown>;
};

/** Appends one audit row; never stores passwords or tokens. */
export async function writeAudit(db: Db, entry: AuditEntry): Promise<void> {
  await db.insert(auditLog).values({
    event: entry.event,
    userId: entry.userId ?? null,
    actorId: entry.actorId ?? null,
    ip: entry.ip ?? null,
    detail: entry.detail ?? null,
  });
}

export type AuditFilter = {
  event?: AuditEvent | undefined;
  userId?: string | undefined;
  actorId?: string | undefined;
  /** Inclusive. */
  from?: Date | undefined;
  /** Exclusive. */
  to?: Date | undefined;
  /** Only rows with a smaller id (the keyset cursor). */
  before?: number | undefined;
  limit: number;
};

export type AuditRow = typeof auditLog.$inferSelect;

/** Audit rows matching the filter, newest (highest id) first. */
export function listAuditEntries(db: Db, filter: AuditFilter): Promise<AuditRow[]> {
  const conditions: SQL[] = [];
  if (filter.event) conditions.push(eq(auditLog.event, filter.event));
  if (filter.userId) conditions.push(eq(auditLog.userId, filter.userId));
  if (filter.actorId) conditions.push(eq(auditLog.actorId, filter.actorId));
  if (filter.from) conditions.push(gte(auditLog.at, filter.from));
  if (filter.to) conditions.push(lt(auditLog.at, filter.to));
  if (filter.before !== undefined) conditions.push(lt(auditLog.id, filter.before));
  return db
    .select()
    .from(auditLog)
    .where(and(...conditions))
    .orderBy(desc(auditLog.id))
    .limit(filter.limit);
}
