import { and, eq, gt } from 'drizzle-orm';
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
