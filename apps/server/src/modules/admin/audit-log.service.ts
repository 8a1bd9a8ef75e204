import type { AuditLogEntry, AuditLogPage, AuditLogQuery } from '@quizarena/contracts';
import type { Db } from '../../db/client';
import { listAuditEntries, type AuditRow } from '../audit';
import { fullNamesOf } from '../auth';

function person(id: string | null, names: Map<string, string>) {
  // An erased account keeps its id in the trail; only its name is gone.
  return id === null ? null : { id, name: names.get(id) ?? null };
}

function toEntryDto(row: AuditRow, names: Map<string, string>): AuditLogEntry {
  return {
    id: row.id,
    at: row.at.toISOString(),
    event: row.event,
    user: person(row.userId, names),
    actor: person(row.actorId, names),
    ip: row.ip,
    detail: row.detail,
  };
}

/** The admin console's audit log: the audit module's rows, named by the auth module. */
export function createAuditLogService(deps: { db: Db }) {
  const { db } = deps;
  return {
    /** `GET /api/admin/audit-log`: one page, newest first, and the cursor of the next. */
    async list(query: AuditLogQuery): Promise<AuditLogPage> {
      // One row more than asked says whether another page follows.
      const rows = await listAuditEntries(db, {
        event: query.event,
        userId: query.user_id,
        actorId: query.actor_id,
        from: query.from ? new Date(query.from) : undefined,
        to: query.to ? new Date(query.to) : undefined,
        before: query.before,
        limit: query.limit + 1,
      });
      const page = rows.slice(0, query.limit);
      const ids = new Set(page.flatMap((row) => [row.userId, row.actorId]));
      ids.delete(null);
      const names = await fullNamesOf(db, [...ids] as string[]);
      return {
        entries: page.map((row) => toEntryDto(row, names)),
        next_before: rows.length > query.limit ? page[page.length - 1]!.id : null,
      };
    },
  };
}
export type AuditLogService = ReturnType<typeof createAuditLogService>;
