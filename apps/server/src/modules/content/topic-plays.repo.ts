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
 * in the transaction that completes it.
 */
export async function recordPlayCompleted(
  tx: Db,
  play: { topicId: string; categoryId: string; accuracy: number },
): Promise<void> {
  await tx
    .update(topics)
    .set({
      playsCompleted: sql`${topics.playsCompleted} + 1`,
      scoreSum: sql`${topics.scoreSum} + ${play.accuracy}`,
    })
    .where(eq(topics.id, play.topicId));
  await tx
    .update(categories)
    .set({ popularityScore: sql`${categories.popularityScore} + 1` })
    .where(eq(categories.id, play.categoryId));
}
