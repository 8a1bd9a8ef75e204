import { desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { categories, quizSessions, topics } from '../../db/schema';

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
