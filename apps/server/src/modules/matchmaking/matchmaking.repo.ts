import { HIDDEN_PLAYER_NAME, publicAvatar, publicIdentity } from '@quizarena/contracts';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { categories, questions, topics, users } from '../../db/schema';

import { identityColumns, toIdentityInput } from '../auth';
import { playableTopicsWhere } from '../games';

export { blocksAmong } from '../social';

/**
 * Names and avatars of the players matched, as strangers may see them (docs/PRIVACY.md: the
 * public-identity rule; a possible minor by the short name without avatar).
 */
export async function peopleOf(db: Db, userIds: string[], currentYear: number) {
  const rows = await db
    .select({ identity: identityColumns, avatarUrl: users.avatarUrl })
    .from(users)
    .where(inArray(users.id, userIds));
  return new Map(
    rows.map((row) => {
      const input = toIdentityInput(row.identity);
      const identity = publicIdentity(input, currentYear);
      return [
        row.identity.id,
        {
          name: identity.listed ? identity.displayName : HIDDEN_PLAYER_NAME,
          avatarUrl: publicAvatar(identity, row.avatarUrl),
        },
      ];
    }),
  );
}

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
