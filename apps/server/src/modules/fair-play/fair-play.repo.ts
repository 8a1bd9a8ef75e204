import { and, asc, count, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { playReviews, quizSessions } from '../../db/schema';

export type PlayReviewStatus = 'pending' | 'cleared' | 'confirmed';

/** Records a flagged session; a repeated completion adds nothing (one review per session). */
export async function insertReview(
  tx: Db,
  row: { sessionId: string; userId: string; reason: string; evidence: unknown; at: Date },
): Promise<void> {
  await tx
    .insert(playReviews)
    .values({
      sessionId: row.sessionId,
      userId: row.userId,
      reason: row.reason,
      evidence: row.evidence,
      createdAt: row.at,
    })
    .onConflictDoNothing();
}

/** A review with what clearing it needs from its session, locked for the decision. */
export async function lockReview(tx: Db, sessionId: string) {
  const [row] = await tx
    .select({
      sessionId: playReviews.sessionId,
      userId: playReviews.userId,
      status: playReviews.status,
      points: quizSessions.totalPoints,
      completedAt: quizSessions.completedAt,
      categoryId: quizSessions.categoryId,
      topicId: quizSessions.topicId,
    })
    .from(playReviews)
    .innerJoin(quizSessions, eq(quizSessions.id, playReviews.sessionId))
    .where(eq(playReviews.sessionId, sessionId))
    .for('update', { of: playReviews });
  return row && { ...row, status: row.status as PlayReviewStatus };
}

/** Decides a pending review; answers false when it was no longer pending. */
export async function decideReview(
  tx: Db,
  sessionId: string,
  status: 'cleared' | 'confirmed',
  at: Date,
  reviewer: string,
): Promise<boolean> {
  const rows = await tx
    .update(playReviews)
    .set({ status, reviewedAt: at, reviewedBy: reviewer })
    .where(and(eq(playReviews.sessionId, sessionId), eq(playReviews.status, 'pending')))
    .returning({ sessionId: playReviews.sessionId });
  return rows.length > 0;
}

/** Of these sessions, those flagged and still waiting for a moderator. */
export async function pendingReviewsAmong(db: Db, sessionIds: string[]): Promise<Set<string>> {
  if (sessionIds.length === 0) return new Set();
  const rows = await db
    .select({ sessionId: playReviews.sessionId })
    .from(playReviews)
    .where(and(inArray(playReviews.sessionId, sessionIds), eq(playReviews.status, 'pending')));
  return new Set(rows.map((row) => row.sessionId));
}

/** The oldest reviews still waiting for a moderator (play_reviews_status_idx serves it). */
export function pendingReviews(db: Db, limit: number) {
  return db
    .select({
      sessionId: playReviews.sessionId,
      userId: playReviews.userId,
      reason: playReviews.reason,
      createdAt: playReviews.createdAt,
    })
    .from(playReviews)
    .where(eq(playReviews.status, 'pending'))
    .orderBy(asc(playReviews.createdAt), asc(playReviews.sessionId))
    .limit(limit);
}

export async function countPendingReviews(db: Db): Promise<number> {
  const [row] = await db
    .select({ count: count() })
    .from(playReviews)
    .where(eq(playReviews.status, 'pending'));
  return row?.count ?? 0;
}

/** One review with its evidence and its session's figures. */
export async function reviewOf(db: Db, sessionId: string) {
  const [row] = await db
    .select({
      sessionId: playReviews.sessionId,
      userId: playReviews.userId,
      reason: playReviews.reason,
      status: playReviews.status,
      evidence: playReviews.evidence,
      createdAt: playReviews.createdAt,
      points: quizSessions.totalPoints,
      completedAt: quizSessions.completedAt,
      topicId: quizSessions.topicId,
    })
    .from(playReviews)
    .innerJoin(quizSessions, eq(quizSessions.id, playReviews.sessionId))
    .where(eq(playReviews.sessionId, sessionId));
  return row && { ...row, status: row.status as PlayReviewStatus };
}

/** How many of the player's sessions were ever flagged. */
export async function flaggedCountOf(db: Db, userId: string): Promise<number> {
  const [row] = await db
    .select({ count: count() })
    .from(playReviews)
    .where(eq(playReviews.userId, userId));
  return row?.count ?? 0;
}
