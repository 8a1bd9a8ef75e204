import { sql } from 'drizzle-orm';
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
  const touched =
    topicIds.length > 0
      ? sql`(select count(distinct ${topics.categoryId}) from ${topics} where ${played})`
      : sql`0`;
  // One statement: the two counts as scalar subqueries.
  const result = (await db.execute(sql`
    select ${touched} as touched,
      (select count(*) from ${categories}
        where ${categories.isActive} and ${categories.questionCount} > 0
          and not exists (
            select 1 from ${topics}
            where ${topics.categoryId} = ${categories.id}
              and ${topics.isActive} and ${topics.questionCount} > 0
              and not (${played}))) as completed`)) as unknown as {
    rows: { touched: string | number; completed: string | number }[];
  };
  const [row] = result.rows;
  return {
    categoriesPlayed: Number(row?.touched ?? 0),
    categoriesCompleted: Number(row?.completed ?? 0),
  };
}
