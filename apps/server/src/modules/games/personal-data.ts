import { eq, sql } from 'drizzle-orm';
import { gamePlayers, gameSpectators, games } from '../../db/schema';
import { rowsOfPerson, type PersonalDataPart } from '../../lib/personal-data';

/** Live games the person hosted, played (their seat and result) or watched. */
export const gamesPersonalData: PersonalDataPart = {
  module: 'games',
  describes: 'Live games you hosted, your seats and results in games you played, games you watched',
  tables: ['games', 'game_players', 'game_spectators'],
  async export(db, userId) {
    const seats = await db
      .select({
        game_id: gamePlayers.gameId,
        game_name: games.name,
        kind: games.kind,
        joined_at: gamePlayers.joinedAt,
        fee_paid: gamePlayers.feePaid,
        nickname: gamePlayers.nickname,
        place: gamePlayers.place,
        points: gamePlayers.points,
        prize: gamePlayers.prize,
        ended_at: games.endedAt,
      })
      .from(gamePlayers)
      .innerJoin(games, eq(games.id, gamePlayers.gameId))
      .where(eq(gamePlayers.userId, userId));
    return {
      hosted: await db
        .select({
          id: games.id,
          kind: games.kind,
          name: games.name,
          status: games.status,
          created_at: games.createdAt,
          ended_at: games.endedAt,
        })
        .from(games)
        .where(eq(games.hostId, userId)),
      seats,
      spectated: await rowsOfPerson(db, gameSpectators, gameSpectators.userId, userId),
    };
  },
  /**
   * Seats and watching cascade; a game outlives its host (`host_id` is `set null`). A game's
   * saved engine state (a resumable snapshot, dropped anyway when the game ends) names its
   * players: one naming them is dropped. A game still running saves a fresh one at its next
   * question, and drops it at its end.
   */
  async erase(tx, userId) {
    await tx
      .update(games)
      .set({ state: null })
      .where(sql`${games.state}::text like ${`%${userId}%`}`);
  },
};
