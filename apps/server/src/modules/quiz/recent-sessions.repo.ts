import { and, asc, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { categories, quizAnswers, quizSessions, topics } from '../../db/schema';

/** A player's newest quizzes with their category and topic names (the admin console's account page). */
export function recentSessionsOf(db: Db, userId: string, limit: number) {
  return (
    db
      .select({
        id: quizSessions.id,
        gameMode: quizSessions.gameMode,
        category: categories.name,
        topic: topics.name,
        status: quizSessions.status,
        score: quizSessions.totalPoints,
        correctAnswers: quizSessions.correctCount,
        questionCount: quizSessions.questionCount,
        startedAt: quizSessions.startedAt,
        completedAt: quizSessions.completedAt,
      })
      .from(quizSessions)
      .innerJoin(categories, eq(categories.id, quizSessions.categoryId))
      .innerJoin(topics, eq(topics.id, quizSessions.topicId))
      .where(eq(quizSessions.userId, userId))
      // quiz_sessions_user_started_idx serves this.
      .orderBy(desc(quizSessions.startedAt), desc(quizSessions.id))
      .limit(limit)
  );
}

/** A session's topic name and each answer's position, time and correctness (the moderation queue). */
export async function answerTimingsOf(db: Db, sessionId: string) {
  const [session] = await db
    .select({ topic: topics.name })
    .from(quizSessions)
    .innerJoin(topics, eq(topics.id, quizSessions.topicId))
    .where(eq(quizSessions.id, sessionId));
  if (!session) return undefined;
  const answers = await db
    .select({
      position: quizAnswers.position,
      timeMs: quizAnswers.timeTakenMs,
      correct: quizAnswers.isCorrect,
    })
    .from(quizAnswers)
    .where(eq(quizAnswers.sessionId, sessionId))
    .orderBy(asc(quizAnswers.position));
  return { topic: session.topic, answers };
}

/**
 * Deletes a player's own quiz sessions of a topic, with their questions and answers (the keys
 * cascade): what an erasure does before it deletes the player's own question set, which their
 * sessions would otherwise keep.
 */
export async function dropOwnSessionsOfTopic(
  tx: Db,
  userId: string,
  topicId: string,
): Promise<void> {
  await tx
    .delete(quizSessions)
    .where(and(eq(quizSessions.userId, userId), eq(quizSessions.topicId, topicId)));
}
