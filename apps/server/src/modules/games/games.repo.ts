import { and, asc, eq, inArray, isNull, lt, ne, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { gamePlayers, games } from '../../db/schema';

export type GameRow = typeof games.$inferSelect;
export type GamePlayerRow = typeof gamePlayers.$inferSelect;

export async function insertGame(db: Db, values: typeof games.$inferInsert): Promise<GameRow> {
  const [row] = await db.insert(games).values(values).returning();
  return row!;
}

/** The game, its row locked until the transaction ends (seats, the start and the end take it). */
export async function lockGame(db: Db, id: string): Promise<GameRow | undefined> {
  const [row] = await db.select().from(games).where(eq(games.id, id)).for('update');
  return row;
}

export async function findGame(db: Db, id: string): Promise<GameRow | undefined> {
  const [row] = await db.select().from(games).where(eq(games.id, id));
  return row;
}

export async function playersOf(db: Db, gameId: string): Promise<GamePlayerRow[]> {
  return db
    .select()
    .from(gamePlayers)
    .where(eq(gamePlayers.gameId, gameId))
    .orderBy(asc(gamePlayers.joinedAt), asc(gamePlayers.userId));
}

/** Takes a seat; answers false when the player already has one. */
export async function insertPlayer(
  db: Db,
  values: typeof gamePlayers.$inferInsert,
): Promise<boolean> {
  const rows = await db.insert(gamePlayers).values(values).onConflictDoNothing().returning();
  return rows.length > 0;
}

export async function deletePlayer(db: Db, gameId: string, userId: string): Promise<void> {
  await db
    .delete(gamePlayers)
    .where(and(eq(gamePlayers.gameId, gameId), eq(gamePlayers.userId, userId)));
}

export async function setStatus(
  db: Db,
  id: string,
  status: 'active' | 'completed' | 'cancelled',
  at: Date,
): Promise<void> {
  await db
    .update(games)
    .set({
      status,
      ...(status === 'active' ? { startedAt: at } : { endedAt: at }),
    })
    .where(eq(games.id, id));
}

/**
 * Stores the engine's state as version `version`, unless a newer one is stored: an owner that
 * lost the game to another instance cannot write over what the new owner saved.
 */
export async function saveState(
  db: Db,
  id: string,
  state: unknown,
  version: number,
): Promise<boolean> {
  const rows = await db
    .update(games)
    .set({ state: sql`${JSON.stringify(state)}::jsonb`, stateVersion: version })
    .where(and(eq(games.id, id), lt(games.stateVersion, version), ne(games.status, 'completed')))
    .returning({ id: games.id });
  return rows.length > 0;
}

export async function recordResult(
  db: Db,
  gameId: string,
  userId: string,
  result: { place: number; points: number; prize: number },
): Promise<void> {
  await db
    .update(gamePlayers)
    .set(result)
    .where(and(eq(gamePlayers.gameId, gameId), eq(gamePlayers.userId, userId)));
}

/**
 * Gives the game to `owner` until `until`, when it is in play and nobody else holds a lease on
 * it that lasts past `now`. Answers the game when `owner` holds it now.
 */
export async function claim(
  db: Db,
  id: string,
  owner: string,
  now: Date,
  until: Date,
): Promise<GameRow | undefined> {
  const [row] = await db
    .update(games)
    .set({ owner, leaseUntil: until })
    .where(
      and(
        eq(games.id, id),
        inArray(games.status, ['waiting', 'active']),
        or(isNull(games.owner), eq(games.owner, owner), lt(games.leaseUntil, now)),
      ),
    )
    .returning();
  return row;
}

/** Extends `owner`'s leases on these games; answers the ids it still holds. */
export async function renew(db: Db, owner: string, ids: string[], until: Date): Promise<string[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .update(games)
    .set({ leaseUntil: until })
    .where(and(inArray(games.id, ids), eq(games.owner, owner)))
    .returning({ id: games.id });
  return rows.map((row) => row.id);
}

/** Games in play whose owner's lease ran out before `now`, oldest lease first. */
export async function orphaned(db: Db, now: Date, limit: number): Promise<string[]> {
  const rows = await db
    .select({ id: games.id })
    .from(games)
    .where(and(eq(games.status, 'active'), lt(games.leaseUntil, now)))
    .orderBy(asc(games.leaseUntil))
    .limit(limit);
  return rows.map((row) => row.id);
}
