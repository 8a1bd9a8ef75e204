import { and, asc, eq, gt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { userTopicStats } from '../../db/schema';

/** The topics a player has played at least once, with their best accuracy (0-100). */
export function playedTopicsOf(
  db: Db,
  userId: string,
): Promise<{ topicId: string; bestAccuracy: number }[]> {
  return db
    .select({ topicId: userTopicStats.topicId, bestAccuracy: userTopicStats.bestAccuracy })
    .from(userTopicStats)
    .where(and(eq(userTopicStats.userId, userId), gt(userTopicStats.gamesPlayed, 0)));
}

/**
 * The topics a player has answered questions in, weakest first: lowest accuracy over every answer
 * counted there, then the most recently played.
 */
export function topicsByAccuracyOf(
  db: Db,
  userId: string,
): Promise<{ topicId: string; answered: number; correct: number }[]> {
  return db
    .select({
      topicId: userTopicStats.topicId,
      answered: userTopicStats.questionsAnswered,
      correct: userTopicStats.correctAnswers,
    })
    .from(userTopicStats)
    .where(and(eq(userTopicStats.userId, userId), gt(userTopicStats.questionsAnswered, 0)))
    .orderBy(
      asc(sql`${userTopicStats.correctAnswers}::float / ${userTopicStats.questionsAnswered}`),
      sql`${userTopicStats.lastPlayedAt} desc nulls last`,
    );
}
