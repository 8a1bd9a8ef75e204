import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { categories, questions, topics } from '../../db/schema';
import { playableTopicsWhere } from '../games';

export { gameSeatsOf } from '../games';

export { blocksAmong } from '../social';

/**
 * A random active topic with at least `minimum` active questions, of the category (null: of
 * any category): where the Practice Bot plays a search that found nobody.
 */
export async function randomPlayableTopic(
  db: Db,
  categoryId: string | null,
  minimum = 5,
): Promise<{ id: string; categoryId: string } | null> {
  const [row] = await db
    .select({ id: topics.id, categoryId: topics.categoryId })
    .from(topics)
    .innerJoin(categories, eq(categories.id, topics.categoryId))
    .where(
      and(
        playableTopicsWhere(categoryId),
        sql`(select count(*) from ${questions} where ${questions.topicId} = ${topics.id} and ${questions.isActive}) >= ${minimum}`,
      ),
    )
    .orderBy(sql`random()`)
    .limit(1);
  return row ?? null;
}
