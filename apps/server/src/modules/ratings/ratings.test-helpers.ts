import type { Db } from '../../db/client';
import { games } from '../../db/schema';
import { inTransaction } from '../scoring';
import { rateGame, type RateGameInput } from './index';

/** A finished match to rate (the changes' key): just its row, no seats or questions. */
export async function addGame(db: Db, categoryId: string | null, at: Date): Promise<string> {
  const [row] = await db
    .insert(games)
    .values({
      kind: 'match',
      name: 'Rated match',
      categoryId,
      status: 'completed',
      settings: {},
      createdAt: at,
      endedAt: at,
    })
    .returning({ id: games.id });
  return row!.id;
}

/** Plays a new game in `categoryId` with these standings and rates it, as a settlement would. */
export async function playRated(
  db: Db,
  categoryId: string | null,
  at: Date,
  standings: RateGameInput['standings'],
) {
  const gameId = await addGame(db, categoryId, at);
  const changes = await inTransaction(db, (tx) =>
    rateGame(tx, { gameId, categoryId, at, standings }),
  );
  return { gameId, changes };
}

/** Standings where the players finished in the order given, nobody tied or gone. */
export const inOrder = (...userIds: string[]) =>
  userIds.map((userId, index) => ({ userId, place: index + 1, left: false }));
