import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { categories, topics } from '../../db/schema';

/** Counts a started quiz of a topic, in the transaction that starts it. */
export async function recordPlayStarted(tx: Db, topicId: string): Promise<void> {
  await tx
    .update(topics)
    .set({ playsStarted: sql`${topics.playsStarted} + 1` })
    .where(eq(topics.id, topicId));
}

/**
 * Counts a completed quiz of a topic and its accuracy, and makes its category more popular,
 * in the transaction that completes it, in one statement. The category's row is updated from
 * the topic's update's output, so it is locked after the topic's in every completion: two
 * completions never hold one each while waiting for the other.
 */
export async function recordPlayCompleted(
  tx: Db,
  play: { topicId: string; categoryId: string; accuracy: number },
): Promise<void> {
  await tx.execute(sql`
    with topic as (
      update ${topics}
      set plays_completed = plays_completed + 1, score_sum = score_sum + ${play.accuracy}::int
      where id = ${play.topicId}
      returning id
    )
    update ${categories}
    set popularity_score = popularity_score + 1
    from topic
    where ${categories.id} = ${play.categoryId}`);
}
