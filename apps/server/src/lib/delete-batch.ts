import { inArray, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client';

/**
 * Deletes up to `limit` rows of `table` matching `where`, chosen by their key, in a statement
 * of its own: a big backlog goes a batch at a time and never holds one long lock (the retention
 * sweep, docs/ARCHITECTURE.md). Rows another transaction holds are left for a later batch.
 * Answers how many went.
 */
export async function deleteBatch(
  db: Db,
  table: PgTable,
  key: PgColumn,
  where: SQL | undefined,
  limit: number,
): Promise<number> {
  const chosen = db
    .select({ key })
    .from(table)
    .where(where)
    .limit(limit)
    .for('update', { skipLocked: true });
  const rows = await db.delete(table).where(inArray(key, chosen)).returning({ key });
  return rows.length;
}
