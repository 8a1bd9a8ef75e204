import { and, asc, eq, lte, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { categories, topics, tournamentMatches, tournaments } from '../../db/schema';

// A tournament's bracket: its matches, the sweep's look-up and a match's claim. Names come from
// content's `categories` and `topics` (Table ownership, docs/ARCHITECTURE.md).

export type MatchRow = typeof tournamentMatches.$inferSelect;

export async function insertMatches(
  tx: Db,
  rows: (typeof tournamentMatches.$inferInsert)[],
): Promise<MatchRow[]> {
  if (rows.length === 0) return [];
  return tx.insert(tournamentMatches).values(rows).returning();
}

export async function matchesOf(db: Db, tournamentId: string, round?: number): Promise<MatchRow[]> {
  const where: SQL | undefined = and(
    eq(tournamentMatches.tournamentId, tournamentId),
    round === undefined ? undefined : eq(tournamentMatches.round, round),
  );
  return db
    .select()
    .from(tournamentMatches)
    .where(where)
    .orderBy(asc(tournamentMatches.round), asc(tournamentMatches.position));
}

/** Matches waiting for their game whose round has begun, in active tournaments. */
export async function dueMatches(db: Db, now: Date) {
  return db
    .select({
      match: tournamentMatches,
      tournament: tournaments,
      categoryName: categories.name,
      topicName: topics.name,
    })
    .from(tournamentMatches)
    .innerJoin(tournaments, eq(tournaments.id, tournamentMatches.tournamentId))
    .innerJoin(categories, eq(categories.id, tournaments.categoryId))
    .leftJoin(topics, eq(topics.id, tournaments.topicId))
    .where(
      and(
        eq(tournamentMatches.status, 'pending'),
        sql`${tournamentMatches.gameId} is null`,
        lte(tournamentMatches.opensAt, now),
        eq(tournaments.status, 'active'),
      ),
    )
    .orderBy(
      asc(tournamentMatches.opensAt),
      asc(tournamentMatches.round),
      asc(tournamentMatches.position),
    )
    .limit(200);
}

export async function lockMatchOfGame(tx: Db, gameId: string): Promise<MatchRow | null> {
  const [row] = await tx
    .select()
    .from(tournamentMatches)
    .where(eq(tournamentMatches.gameId, gameId))
    .for('update');
  return row ?? null;
}

export async function updateMatch(
  tx: Db,
  id: string,
  values: Partial<typeof tournamentMatches.$inferInsert>,
): Promise<MatchRow> {
  const [row] = await tx
    .update(tournamentMatches)
    .set(values)
    .where(eq(tournamentMatches.id, id))
    .returning();
  return row!;
}

/**
 * Claims a due match for one opener before its game is opened: only one of any concurrent
 * sweeps gets it (its `starts_at` set to the game's latest start), and a claim whose opener
 * never recorded a game (a crash) lapses after `lapseMs`, so a later sweep opens it then.
 */
export async function claimMatch(
  db: Db,
  id: string,
  now: Date,
  startsAt: Date,
  lapseMs: number,
): Promise<boolean> {
  const lapsed = new Date(now.getTime() - lapseMs);
  const rows = await db
    .update(tournamentMatches)
    .set({ startsAt })
    .where(
      and(
        eq(tournamentMatches.id, id),
        eq(tournamentMatches.status, 'pending'),
        sql`${tournamentMatches.gameId} is null`,
        sql`(${tournamentMatches.startsAt} is null or ${tournamentMatches.startsAt} < ${lapsed})`,
        sql`exists (select 1 from ${tournaments} t
                    where t.id = ${tournamentMatches.tournamentId} and t.status = 'active')`,
      ),
    )
    .returning({ id: tournamentMatches.id });
  return rows.length === 1;
}

/** Records a claimed match's game: it is playing. */
export async function setMatchGame(tx: Db, id: string, gameId: string): Promise<void> {
  await tx
    .update(tournamentMatches)
    .set({ gameId, status: 'playing' })
    .where(and(eq(tournamentMatches.id, id), sql`${tournamentMatches.gameId} is null`));
}
