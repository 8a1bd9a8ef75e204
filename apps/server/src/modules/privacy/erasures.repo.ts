import { and, asc, eq, inArray, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { accountErasures } from '../../db/schema';

export type ErasureRow = typeof accountErasures.$inferSelect;

const OPEN = ['pending', 'running'] as const;

/** The person's open erasure (pending or running), if any. */
export async function openErasureOf(db: Db, userId: string): Promise<ErasureRow | null> {
  const [row] = await db
    .select()
    .from(accountErasures)
    .where(and(eq(accountErasures.userId, userId), inArray(accountErasures.status, [...OPEN])));
  return row ?? null;
}

/**
 * Schedules an erasure; an open one already there is answered instead (an admin's brings its
 * time forward to `eraseAfter`).
 */
export async function scheduleErasure(
  db: Db,
  values: { userId: string; requestedBy: 'self' | 'admin'; requestedAt: Date; eraseAfter: Date },
): Promise<{ row: ErasureRow; created: boolean }> {
  const [row] = await db
    .insert(accountErasures)
    .values(values)
    .onConflictDoNothing({
      target: accountErasures.userId,
      where: sql`status in ('pending', 'running')`,
    })
    .returning();
  if (row) return { row, created: true };
  const open = (await openErasureOf(db, values.userId))!;
  if (values.requestedBy === 'admin' && open.eraseAfter > values.eraseAfter) {
    const [sooner] = await db
      .update(accountErasures)
      .set({ eraseAfter: values.eraseAfter, requestedBy: 'admin' })
      .where(eq(accountErasures.id, open.id))
      .returning();
    return { row: sooner!, created: false };
  }
  return { row: open, created: false };
}

/** Cancels the person's pending erasure; answers it, or null when none was pending. */
export async function cancelPending(db: Db, userId: string, at: Date): Promise<ErasureRow | null> {
  const [row] = await db
    .update(accountErasures)
    .set({ status: 'cancelled', cancelledAt: at })
    .where(
      and(
        eq(accountErasures.userId, userId),
        eq(accountErasures.status, 'pending'),
        // An admin's erasure is not the person's to cancel.
        eq(accountErasures.requestedBy, 'self'),
      ),
    )
    .returning();
  return row ?? null;
}

/**
 * Takes a due erasure: a pending one past its grace, or a running one whose run stopped showing
 * signs of life (its instance crashed). The conditional update is the claim. `id` takes that
 * one only (an admin's erasure, run at once).
 */
export async function claimDue(
  db: Db,
  { now, staleBefore, id }: { now: Date; staleBefore: Date; id?: string },
): Promise<ErasureRow | null> {
  const due = or(
    and(eq(accountErasures.status, 'pending'), lte(accountErasures.eraseAfter, now)),
    and(
      eq(accountErasures.status, 'running'),
      or(isNull(accountErasures.heartbeatAt), lt(accountErasures.heartbeatAt, staleBefore)),
    ),
  );
  const [candidate] = await db
    .select({ id: accountErasures.id })
    .from(accountErasures)
    .where(id ? and(eq(accountErasures.id, id), due) : due)
    .orderBy(asc(accountErasures.eraseAfter))
    .limit(1);
  if (!candidate) return null;
  const [claimed] = await db
    .update(accountErasures)
    .set({
      status: 'running',
      attempts: sql`${accountErasures.attempts} + 1`,
      heartbeatAt: now,
      error: null,
    })
    .where(and(eq(accountErasures.id, candidate.id), due))
    .returning();
  return claimed ?? null;
}

/** Records a part done, in the part's own transaction; false when another run took over. */
export async function recordPart(
  tx: Db,
  row: ErasureRow,
  part: string,
  at: Date,
): Promise<boolean> {
  const rows = await tx
    .update(accountErasures)
    .set({ lastPart: part, heartbeatAt: at })
    .where(
      and(
        eq(accountErasures.id, row.id),
        eq(accountErasures.status, 'running'),
        eq(accountErasures.attempts, row.attempts),
      ),
    )
    .returning({ id: accountErasures.id });
  return rows.length > 0;
}

/** The run's end: the row goes with the user (nothing is left that names them). */
export async function deleteFinished(tx: Db, row: ErasureRow): Promise<boolean> {
  const rows = await tx
    .delete(accountErasures)
    .where(and(eq(accountErasures.id, row.id), eq(accountErasures.attempts, row.attempts)))
    .returning({ id: accountErasures.id });
  return rows.length > 0;
}

/** A failed run: pending again, for a later round to resume after its last finished part. */
export async function markRunFailed(db: Db, row: ErasureRow, error: string): Promise<void> {
  await db
    .update(accountErasures)
    .set({ status: 'pending', error: error.slice(0, 500) })
    .where(and(eq(accountErasures.id, row.id), eq(accountErasures.attempts, row.attempts)));
}
