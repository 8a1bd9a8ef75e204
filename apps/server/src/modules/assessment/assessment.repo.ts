import { and, desc, eq, isNotNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { assessments, parentalConsents, users, type StoredAssessmentResult } from '../../db/schema';
import { identityColumns } from '../auth';

export type AssessmentRow = typeof assessments.$inferSelect;
export type ConsentRow = typeof parentalConsents.$inferSelect;

/** The player's attempt in progress, if any (at most one: a partial unique index). */
export async function findInProgress(db: Db, userId: string): Promise<AssessmentRow | undefined> {
  const [row] = await db
    .select()
    .from(assessments)
    .where(and(eq(assessments.userId, userId), eq(assessments.status, 'in_progress')));
  return row;
}

/**
 * Starts an attempt, or answers the one already in progress: two quick clicks on Begin make
 * one attempt (the partial unique index decides a race).
 */
export async function insertOrFindInProgress(
  db: Db,
  userId: string,
  templateId: string,
  at: Date,
): Promise<AssessmentRow> {
  const [created] = await db
    .insert(assessments)
    .values({ userId, templateId, startedAt: at })
    .onConflictDoNothing()
    .returning();
  return created ?? (await findInProgress(db, userId))!;
}

/** One of the player's own attempts; another player's is not found. */
export async function findOwn(
  db: Db,
  userId: string,
  id: string,
): Promise<AssessmentRow | undefined> {
  const [row] = await db
    .select()
    .from(assessments)
    .where(and(eq(assessments.id, id), eq(assessments.userId, userId)));
  return row;
}

/**
 * Merges answers into an attempt still in progress, in one statement (`||` on jsonb), so two
 * saves racing each other both land. Answers nothing when the attempt is not in progress.
 */
export async function mergeAnswers(
  db: Db,
  id: string,
  answers: Record<string, number>,
): Promise<Record<string, number> | undefined> {
  const [row] = await db
    .update(assessments)
    .set({ answers: sql`${assessments.answers} || ${JSON.stringify(answers)}::jsonb` })
    .where(and(eq(assessments.id, id), eq(assessments.status, 'in_progress')))
    .returning({ answers: assessments.answers });
  return row?.answers;
}

/** Completes an attempt still in progress; false when another submission got there first. */
export async function complete(
  db: Db,
  id: string,
  done: {
    answers: Record<string, number>;
    completedAt: Date;
    ageAtCompletion: number;
    result: StoredAssessmentResult;
    isValid: boolean;
  },
): Promise<boolean> {
  const rows = await db
    .update(assessments)
    .set({ ...done, status: 'completed' })
    .where(and(eq(assessments.id, id), eq(assessments.status, 'in_progress')))
    .returning({ id: assessments.id });
  return rows.length === 1;
}

/** The player's completed attempts, newest first. */
export async function listCompleted(
  db: Db,
  userId: string,
  limit: number,
): Promise<AssessmentRow[]> {
  return db
    .select()
    .from(assessments)
    .where(and(eq(assessments.userId, userId), eq(assessments.status, 'completed')))
    .orderBy(desc(assessments.completedAt), desc(assessments.id))
    .limit(limit);
}

export async function setShareTokenHash(
  db: Db,
  id: string,
  tokenHash: string | null,
): Promise<void> {
  await db.update(assessments).set({ shareTokenHash: tokenHash }).where(eq(assessments.id, id));
}

/** A shared attempt with its owner's identity columns (for the public-identity rule). */
export async function findByShareTokenHash(db: Db, tokenHash: string) {
  const [row] = await db
    .select({ assessment: assessments, owner: identityColumns })
    .from(assessments)
    .innerJoin(users, eq(users.id, assessments.userId))
    .where(and(eq(assessments.shareTokenHash, tokenHash), eq(assessments.status, 'completed')));
  return row;
}

/** A player as the assessment's rules need them, with their name: for the admin console. */
export async function findPlayer(db: Db, userId: string) {
  const [row] = await db
    .select({
      id: users.id,
      birthYear: users.birthYear,
      locale: users.locale,
      name: users.fullName,
    })
    .from(users)
    .where(eq(users.id, userId));
  return row;
}

export async function findConsent(db: Db, userId: string): Promise<ConsentRow | undefined> {
  const [row] = await db.select().from(parentalConsents).where(eq(parentalConsents.userId, userId));
  return row;
}

/** The consent a parent's link is for, with the child's name. */
export async function findConsentByTokenHash(db: Db, tokenHash: string) {
  const [row] = await db
    .select({ consent: parentalConsents, childName: users.fullName })
    .from(parentalConsents)
    .innerJoin(users, eq(users.id, parentalConsents.userId))
    .where(eq(parentalConsents.tokenHash, tokenHash));
  return row;
}

/** A new request replaces the last one: its link stops working and the decision starts over. */
export async function putConsentRequest(
  db: Db,
  request: { userId: string; parentEmail: string; tokenHash: string; requestedAt: Date },
): Promise<void> {
  const fresh = { ...request, status: 'pending', decidedAt: null };
  await db
    .insert(parentalConsents)
    .values(fresh)
    .onConflictDoUpdate({ target: parentalConsents.userId, set: fresh });
}

/**
 * Moves a consent from `from` to `to`, answering false when it was not in `from` (a decision
 * made a moment earlier) or, with `tokenHash`, when the request was replaced by a newer one.
 */
export async function moveConsent(
  db: Db,
  userId: string,
  move: { from: string; to: 'granted' | 'refused' | 'withdrawn'; at: Date; tokenHash?: string },
): Promise<boolean> {
  const rows = await db
    .update(parentalConsents)
    .set({ status: move.to, decidedAt: move.at })
    .where(
      and(
        eq(parentalConsents.userId, userId),
        eq(parentalConsents.status, move.from),
        move.tokenHash ? eq(parentalConsents.tokenHash, move.tokenHash) : undefined,
      ),
    )
    .returning({ userId: parentalConsents.userId });
  return rows.length === 1;
}

/** Turns off every share link of the player's results (a consent withdrawn or refused). */
export async function clearShares(db: Db, userId: string): Promise<void> {
  await db
    .update(assessments)
    .set({ shareTokenHash: null })
    .where(and(eq(assessments.userId, userId), isNotNull(assessments.shareTokenHash)));
}
