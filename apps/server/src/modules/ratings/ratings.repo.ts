import { and, asc, count, desc, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { skillRatingChanges, skillRatings, users } from '../../db/schema';
import { identityColumns } from '../auth';

export type RatingRow = typeof skillRatings.$inferSelect;
export type NewChange = typeof skillRatingChanges.$inferInsert;

/** The rows of one category, 'General' (null) being its own. */
const inCategory = (column: typeof skillRatings.categoryId, categoryId: string | null): SQL =>
  categoryId === null ? isNull(column) : eq(column, categoryId);

/** Whether any player's rating has moved for this game already. */
export async function gameRated(tx: Db, gameId: string): Promise<boolean> {
  const rows = await tx
    .select({ gameId: skillRatingChanges.gameId })
    .from(skillRatingChanges)
    .where(eq(skillRatingChanges.gameId, gameId))
    .limit(1);
  return rows.length > 0;
}

/**
 * The players' rows in one category, created at `initial` for those without one, then locked
 * until the transaction ends. Both statements take the players in id order, so two games
 * rating the same players wait for each other instead of deadlocking.
 */
export async function lockRatings(
  tx: Db,
  userIds: readonly string[],
  categoryId: string | null,
  initial: { mu: number; sigma: number; conservative: number },
  at: Date,
): Promise<RatingRow[]> {
  const ordered = [...userIds].sort();
  await tx
    .insert(skillRatings)
    .values(ordered.map((userId) => ({ userId, categoryId, ...initial, updatedAt: at })))
    .onConflictDoNothing({ target: [skillRatings.userId, skillRatings.categoryId] });
  return tx
    .select()
    .from(skillRatings)
    .where(
      and(inArray(skillRatings.userId, ordered), inCategory(skillRatings.categoryId, categoryId)),
    )
    .orderBy(asc(skillRatings.userId))
    .for('update');
}

export type RatingUpdate = {
  userId: string;
  mu: number;
  sigma: number;
  conservative: number;
  won: boolean;
  lost: boolean;
};

/** Writes the players' new ratings (rows already locked) and counts the game, in one statement. */
export async function saveRatings(
  tx: Db,
  categoryId: string | null,
  updates: readonly RatingUpdate[],
  at: Date,
): Promise<void> {
  const values = sql.join(
    updates.map(
      (row) =>
        sql`(${row.userId}::uuid, ${row.mu}::double precision, ${row.sigma}::double precision, ${row.conservative}::int, ${row.won ? 1 : 0}::int, ${row.lost ? 1 : 0}::int)`,
    ),
    sql`, `,
  );
  await tx.execute(
    sql`update skill_ratings s
        set mu = v.mu, sigma = v.sigma, conservative = v.conservative, games = s.games + 1,
            wins = s.wins + v.won, losses = s.losses + v.lost, updated_at = ${at}
        from (values ${values}) as v(user_id, mu, sigma, conservative, won, lost)
        where s.user_id = v.user_id
          and ${categoryId === null ? sql`s.category_id is null` : sql`s.category_id = ${categoryId}`}`,
  );
}

export async function insertChanges(tx: Db, changes: readonly NewChange[]): Promise<void> {
  await tx.insert(skillRatingChanges).values([...changes]);
}

/** The rows the players have in one category; players without one are absent. */
export async function ratingsIn(
  db: Db,
  userIds: readonly string[],
  categoryId: string | null,
): Promise<RatingRow[]> {
  if (userIds.length === 0) return [];
  return db
    .select()
    .from(skillRatings)
    .where(
      and(
        inArray(skillRatings.userId, [...userIds]),
        inCategory(skillRatings.categoryId, categoryId),
      ),
    );
}

/** Who a board lists: active players only (a ban takes them off at once), as the points boards. */
const listed = (categoryId: string | null) =>
  and(inCategory(skillRatings.categoryId, categoryId), eq(users.status, 'active'));

/**
 * One page of a category's board in its one order: conservative rating descending, then games,
 * then user id (`nulls last` matches the index, so PostgreSQL reads it instead of sorting).
 */
export async function boardPage(db: Db, categoryId: string | null, limit: number, offset: number) {
  return db
    .select({
      mu: skillRatings.mu,
      conservative: skillRatings.conservative,
      games: skillRatings.games,
      wins: skillRatings.wins,
      player: { ...identityColumns, avatarUrl: users.avatarUrl },
    })
    .from(skillRatings)
    .innerJoin(users, eq(users.id, skillRatings.userId))
    .where(listed(categoryId))
    .orderBy(
      sql`${skillRatings.conservative} desc nulls last`,
      sql`${skillRatings.games} desc nulls last`,
      asc(skillRatings.userId),
    )
    .limit(limit)
    .offset(offset);
}

/** Players listed on a category's board. */
export async function boardSize(db: Db, categoryId: string | null): Promise<number> {
  const [row] = await db
    .select({ players: count() })
    .from(skillRatings)
    .innerJoin(users, eq(users.id, skillRatings.userId))
    .where(listed(categoryId));
  return row?.players ?? 0;
}

/** A player's ratings, each with its newest change (none before the first rated game). */
export async function ratingsOfUser(db: Db, userId: string) {
  const newest = db
    .select({
      muBefore: skillRatingChanges.muBefore,
      muAfter: skillRatingChanges.muAfter,
      at: skillRatingChanges.at,
    })
    .from(skillRatingChanges)
    .where(
      and(
        eq(skillRatingChanges.userId, skillRatings.userId),
        sql`${skillRatingChanges.categoryId} is not distinct from ${skillRatings.categoryId}`,
      ),
    )
    .orderBy(desc(skillRatingChanges.at))
    .limit(1)
    .as('newest');
  return db
    .select({
      categoryId: skillRatings.categoryId,
      mu: skillRatings.mu,
      conservative: skillRatings.conservative,
      games: skillRatings.games,
      wins: skillRatings.wins,
      losses: skillRatings.losses,
      last: { muBefore: newest.muBefore, muAfter: newest.muAfter, at: newest.at },
    })
    .from(skillRatings)
    .leftJoinLateral(newest, sql`true`)
    .where(eq(skillRatings.userId, userId));
}

/** What the public-identity rule needs to decide who may see a player's ratings. */
export async function identityOf(db: Db, userId: string) {
  const [row] = await db.select(identityColumns).from(users).where(eq(users.id, userId));
  return row;
}
