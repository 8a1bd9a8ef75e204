import { and, count, countDistinct, eq, gt, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { categories, topics } from '../../db/schema';

/**
 * How much of the catalogue a set of played topics covers: the categories they sit in today
 * (a topic an admin moved counts under its new category), and the active categories whose
 * every playable topic is among them.
 */
export async function topicCoverage(
  db: Db,
  topicIds: string[],
): Promise<{ categoriesPlayed: number; categoriesCompleted: number }> {
  const played =
    topicIds.length > 0
      ? sql`${topics.id} in (${sql.join(
          topicIds.map((id) => sql`${id}`),
          sql`, `,
        )})`
      : sql`false`;
  const [[touched], [completed]] = await Promise.all([
    topicIds.length > 0
      ? db
          .select({ total: countDistinct(topics.categoryId) })
          .from(topics)
          .where(inArray(topics.id, topicIds))
      : Promise.resolve([{ total: 0 }]),
    db
      .select({ total: count() })
      .from(categories)
      .where(
        and(
          eq(categories.isActive, true),
          gt(categories.questionCount, 0),
          sql`not exists (
            select 1 from ${topics}
            where ${topics.categoryId} = ${categories.id}
              and ${topics.isActive} and ${topics.questionCount} > 0
              and not (${played}))`,
        ),
      ),
  ]);
  return {
    categoriesPlayed: Number(touched?.total ?? 0),
    categoriesCompleted: Number(completed?.total ?? 0),
  };
}
