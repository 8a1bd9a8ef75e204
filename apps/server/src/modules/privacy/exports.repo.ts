import { and, asc, desc, eq, inArray, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { dataExports } from '../../db/schema';

export type ExportRow = typeof dataExports.$inferSelect;

/** Queues an export; null when one is already queued or building (the partial unique index). */
export async function insertExport(db: Db, userId: string, at: Date): Promise<ExportRow | null> {
  const [row] = await db
    .insert(dataExports)
    .values({ userId, createdAt: at })
    .onConflictDoNothing({
      target: dataExports.userId,
      where: sql`status in ('queued', 'building')`,
    })
    .returning();
  return row ?? null;
}

export function exportsOf(db: Db, userId: string, limit: number): Promise<ExportRow[]> {
  return db
    .select()
    .from(dataExports)
    .where(eq(dataExports.userId, userId))
    .orderBy(desc(dataExports.createdAt), desc(dataExports.id))
    .limit(limit);
}

export async function findExport(db: Db, id: string): Promise<ExportRow | null> {
  const [row] = await db.select().from(dataExports).where(eq(dataExports.id, id));
  return row ?? null;
}

/**
 * Takes the oldest export to build: a queued one, or one whose build stopped showing signs of
 * life (its instance crashed), which is started again. The conditional update is the claim:
 * two instances never build the same export.
 */
export async function claimNext(
  db: Db,
  { now, staleBefore }: { now: Date; staleBefore: Date },
): Promise<ExportRow | null> {
  const [candidate] = await db
    .select({ id: dataExports.id })
    .from(dataExports)
    .where(
      or(
        eq(dataExports.status, 'queued'),
        and(
          eq(dataExports.status, 'building'),
          or(isNull(dataExports.heartbeatAt), lt(dataExports.heartbeatAt, staleBefore)),
        ),
      ),
    )
    .orderBy(asc(dataExports.createdAt))
    .limit(1);
  if (!candidate) return null;
  const [claimed] = await db
    .update(dataExports)
    .set({
      status: 'building',
      progress: 0,
      attempts: sql`${dataExports.attempts} + 1`,
      heartbeatAt: now,
      error: null,
    })
    .where(
      and(
        eq(dataExports.id, candidate.id),
        or(
          eq(dataExports.status, 'queued'),
          and(
            eq(dataExports.status, 'building'),
            or(isNull(dataExports.heartbeatAt), lt(dataExports.heartbeatAt, staleBefore)),
          ),
        ),
      ),
    )
    .returning();
  return claimed ?? null;
}

/** Moves the progress on, and answers whether this build still holds the export. */
export async function recordProgress(
  db: Db,
  id: string,
  { progress, attempts, at }: { progress: number; attempts: number; at: Date },
): Promise<boolean> {
  const rows = await db
    .update(dataExports)
    .set({ progress, heartbeatAt: at })
    .where(
      and(
        eq(dataExports.id, id),
        eq(dataExports.status, 'building'),
        eq(dataExports.attempts, attempts),
      ),
    )
    .returning({ id: dataExports.id });
  return rows.length > 0;
}

export async function markReady(
  tx: Db,
  id: string,
  done: { attempts: number; storageKey: string; size: number; at: Date; expiresAt: Date },
): Promise<boolean> {
  const rows = await tx
    .update(dataExports)
    .set({
      status: 'ready',
      progress: 100,
      storageKey: done.storageKey,
      size: done.size,
      readyAt: done.at,
      expiresAt: done.expiresAt,
      heartbeatAt: done.at,
    })
    .where(
      and(
        eq(dataExports.id, id),
        eq(dataExports.status, 'building'),
        eq(dataExports.attempts, done.attempts),
      ),
    )
    .returning({ id: dataExports.id });
  return rows.length > 0;
}

/** A failed attempt: queued again while attempts remain, else failed for good. */
export async function markAttemptFailed(
  db: Db,
  id: string,
  { attempts, error, final }: { attempts: number; error: string; final: boolean },
): Promise<void> {
  await db
    .update(dataExports)
    .set({ status: final ? 'failed' : 'queued', progress: 0, error, heartbeatAt: null })
    .where(
      and(
        eq(dataExports.id, id),
        eq(dataExports.status, 'building'),
        eq(dataExports.attempts, attempts),
      ),
    );
}

/** Ready exports past their time, for the cleanup round. */
export function expiredExports(db: Db, now: Date, limit: number): Promise<ExportRow[]> {
  return db
    .select()
    .from(dataExports)
    .where(and(eq(dataExports.status, 'ready'), lte(dataExports.expiresAt, now)))
    .orderBy(asc(dataExports.expiresAt))
    .limit(limit);
}

export async function markExpired(db: Db, ids: string[]): Promise<void> {
  if (ids.length === 0) return;
  await db
    .update(dataExports)
    .set({ status: 'expired', storageKey: null })
    .where(and(inArray(dataExports.id, ids), eq(dataExports.status, 'ready')));
}

/** The newest finished export of the person, for the throttle. */
export async function lastReadyAt(db: Db, userId: string): Promise<Date | null> {
  const [row] = await db
    .select({ readyAt: dataExports.readyAt })
    .from(dataExports)
    .where(and(eq(dataExports.userId, userId), inArray(dataExports.status, ['ready', 'expired'])))
    .orderBy(desc(dataExports.readyAt))
    .limit(1);
  return row?.readyAt ?? null;
}
