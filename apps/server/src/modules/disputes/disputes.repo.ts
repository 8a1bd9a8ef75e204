import { and, asc, count, countDistinct, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { answerCorrections, answerDisputes } from '../../db/schema';

export type DisputeRow = typeof answerDisputes.$inferSelect;
export type CorrectionRow = typeof answerCorrections.$inferSelect;

/** A new dispute; undefined when the player already disputed that question of that quiz. */
export async function insertDispute(
  db: Db,
  values: typeof answerDisputes.$inferInsert,
): Promise<DisputeRow | undefined> {
  const [row] = await db.insert(answerDisputes).values(values).onConflictDoNothing().returning();
  return row;
}

/** The player's disputes of one quiz, oldest first. */
export function disputesOfSession(db: Db, userId: string, sessionId: string) {
  return db
    .select()
    .from(answerDisputes)
    .where(and(eq(answerDisputes.sessionId, sessionId), eq(answerDisputes.userId, userId)))
    .orderBy(asc(answerDisputes.createdAt), asc(answerDisputes.id));
}

export async function findDispute(db: Db, id: string): Promise<DisputeRow | undefined> {
  const [row] = await db.select().from(answerDisputes).where(eq(answerDisputes.id, id));
  return row;
}

/** The open disputes of a question, oldest first (the partial index on open ones). */
export function openDisputesOf(db: Db, questionId: string) {
  return db
    .select()
    .from(answerDisputes)
    .where(and(eq(answerDisputes.questionId, questionId), eq(answerDisputes.status, 'open')))
    .orderBy(asc(answerDisputes.createdAt), asc(answerDisputes.id));
}

/** The same, locked for a decision: two decisions of one question take turns. */
export function lockOpenDisputesOf(tx: Db, questionId: string) {
  return openDisputesOf(tx, questionId).for('update');
}

export async function resolveDisputes(
  tx: Db,
  ids: readonly string[],
  values: { status: 'upheld' | 'rejected'; note: string; by: string; at: Date },
): Promise<void> {
  if (ids.length === 0) return;
  await tx
    .update(answerDisputes)
    .set({
      status: values.status,
      moderatorNote: values.note,
      resolvedBy: values.by,
      resolvedAt: values.at,
    })
    .where(inArray(answerDisputes.id, [...ids]));
}

/**
 * The questions with open disputes, each by its oldest open dispute, oldest first, with how many
 * are open: the queue's items (one per question), in two statements whatever their number.
 */
export async function pendingQuestions(
  db: Db,
  limit: number,
): Promise<{ dispute: DisputeRow; open: number }[]> {
  const { rows } = (await db.execute(sql`
    select d.id, o.open
    from (
      select question_id, count(*)::int as open, min(created_at) as first
      from ${answerDisputes} where status = 'open' group by question_id
    ) o
    join lateral (
      select id from ${answerDisputes}
      where question_id = o.question_id and status = 'open'
      order by created_at, id limit 1
    ) d on true
    order by o.first, d.id
    limit ${limit}`)) as unknown as { rows: { id: string; open: number }[] };
  if (rows.length === 0) return [];
  const found = await db
    .select()
    .from(answerDisputes)
    .where(
      inArray(
        answerDisputes.id,
        rows.map((row) => row.id),
      ),
    );
  const byId = new Map(found.map((row) => [row.id, row]));
  return rows.flatMap((row) => {
    const dispute = byId.get(row.id);
    return dispute ? [{ dispute, open: row.open }] : [];
  });
}

/** Questions with at least one open dispute: the queue's count of dispute items. */
export async function countDisputedQuestions(db: Db): Promise<number> {
  const [row] = await db
    .select({ count: countDistinct(answerDisputes.questionId) })
    .from(answerDisputes)
    .where(eq(answerDisputes.status, 'open'));
  return row?.count ?? 0;
}

/** Open disputes by question id, only questions that have one. */
export async function openCountsByQuestion(db: Db): Promise<Map<string, number>> {
  const rows = await db
    .select({ questionId: answerDisputes.questionId, open: count() })
    .from(answerDisputes)
    .where(eq(answerDisputes.status, 'open'))
    .groupBy(answerDisputes.questionId);
  return new Map(rows.map((row) => [row.questionId, row.open]));
}

export async function insertCorrection(
  tx: Db,
  values: typeof answerCorrections.$inferInsert,
): Promise<CorrectionRow> {
  const [row] = await tx.insert(answerCorrections).values(values).returning();
  return row!;
}

export async function findCorrection(db: Db, id: string): Promise<CorrectionRow | undefined> {
  const [row] = await db.select().from(answerCorrections).where(eq(answerCorrections.id, id));
  return row;
}

/**
 * Claims, until `until`, the oldest re-scoring left unfinished whose claim has run out (a
 * decision that answered before it was done, or a crash): one statement, so two rounds never
 * take the same one.
 */
export async function claimUnfinished(db: Db, now: Date, until: Date) {
  const [row] = await db
    .update(answerCorrections)
    .set({ claimedUntil: until })
    .where(
      eq(
        answerCorrections.id,
        sql`(select id from ${answerCorrections}
          where completed_at is null
            and (claimed_until is null or claimed_until <= ${now.toISOString()}::timestamptz)
          order by decided_at limit 1 for update skip locked)`,
      ),
    )
    .returning();
  return row;
}

/** Records a page's progress in its transaction: where the walk is, and what it moved. */
export async function advanceCorrection(
  tx: Db,
  id: string,
  page: { through: string; sessions: number; paid: number; taken: number; short: number },
): Promise<void> {
  await tx
    .update(answerCorrections)
    .set({
      rescoredThrough: page.through,
      sessionsRescored: sql`${answerCorrections.sessionsRescored} + ${page.sessions}::integer`,
      pointsPaid: sql`${answerCorrections.pointsPaid} + ${page.paid}::integer`,
      pointsTaken: sql`${answerCorrections.pointsTaken} + ${page.taken}::integer`,
      pointsShort: sql`${answerCorrections.pointsShort} + ${page.short}::integer`,
    })
    .where(eq(answerCorrections.id, id));
}

export async function finishCorrection(db: Db, id: string, at: Date): Promise<void> {
  await db
    .update(answerCorrections)
    .set({ completedAt: at, claimedUntil: null })
    .where(and(eq(answerCorrections.id, id), isNull(answerCorrections.completedAt)));
}

/** Lets the background round take a re-scoring this process stops working on. */
export async function releaseCorrection(db: Db, id: string): Promise<void> {
  await db
    .update(answerCorrections)
    .set({ claimedUntil: null })
    .where(and(eq(answerCorrections.id, id), isNull(answerCorrections.completedAt)));
}
