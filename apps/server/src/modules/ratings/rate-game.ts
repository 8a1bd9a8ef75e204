import {
  conservativeRating,
  displayRating,
  isProvisional,
  RATING_RULES,
  type ResultOutcome,
} from '@quizarena/contracts';
import type { Db } from '../../db/client';
import * as repo from './ratings.repo';
import { rateStandings, type Skill, type Standing } from './ratings.update';

export type { Standing };

export type RateGameInput = {
  gameId: string;
  /** The game's category; null for 'General' (questions from every category). */
  categoryId: string | null;
  /** When the game ended: the change's time. */
  at: Date;
  standings: Standing[];
};

/** A player's rating before or after a game, as the model keeps it and as people see it. */
export type RatingSnapshot = Skill & { rating: number };

/** One player's move in one rated game. */
export type RatingChange = {
  userId: string;
  categoryId: string | null;
  place: number;
  left: boolean;
  /** The rank the update used (a leaver's comes after everyone who stayed). */
  rank: number;
  outcome: ResultOutcome;
  before: RatingSnapshot;
  after: RatingSnapshot;
};

const INITIAL: Skill = { mu: RATING_RULES.initialMu, sigma: RATING_RULES.initialSigma };
const snapshot = (skill: Skill): RatingSnapshot => ({ ...skill, rating: displayRating(skill.mu) });

/**
 * Rates one finished game inside the caller's transaction `tx` (the game's settlement), so a
 * rating moves only with the result it comes from. Each player's rating in the game's category
 * ('General' when null) is locked, moved by `rateStandings` and counted (games; a win alone at
 * the top; a loss below someone, or for leaving), and the change is recorded. Answers the
 * changes, or none: for fewer than two players, and for a game already rated, which changes
 * nothing (checked again once the rows are locked, so a concurrent rating of the same game that
 * committed meanwhile is seen).
 */
export async function rateGame(tx: Db, input: RateGameInput): Promise<RatingChange[]> {
  const { gameId, categoryId, at, standings } = input;
  const userIds = standings.map((standing) => standing.userId);
  if (new Set(userIds).size !== userIds.length) {
    throw new Error(`rateGame: a player is listed twice in game ${gameId}`);
  }
  if (standings.length < 2 || (await repo.gameRated(tx, gameId))) return [];
  const rows = await repo.lockRatings(
    tx,
    userIds,
    categoryId,
    { ...INITIAL, conservative: conservativeRating(INITIAL.mu, INITIAL.sigma) },
    at,
  );
  if (await repo.gameRated(tx, gameId)) return [];
  const current = new Map(rows.map((row) => [row.userId, { mu: row.mu, sigma: row.sigma }]));
  const rated = rateStandings(
    standings,
    standings.map((standing) => current.get(standing.userId)!),
  );
  await repo.saveRatings(
    tx,
    categoryId,
    rated.map((player) => ({
      userId: player.userId,
      ...player.after,
      conservative: conservativeRating(player.after.mu, player.after.sigma),
      won: player.outcome === 'win',
      lost: player.outcome === 'loss',
    })),
    at,
  );
  await repo.insertChanges(
    tx,
    rated.map((player) => ({
      gameId,
      userId: player.userId,
      categoryId,
      muBefore: player.before.mu,
      sigmaBefore: player.before.sigma,
      muAfter: player.after.mu,
      sigmaAfter: player.after.sigma,
      place: player.place,
      left: player.left,
      at,
    })),
  );
  return rated.map((player) => ({
    userId: player.userId,
    categoryId,
    place: player.place,
    left: player.left,
    rank: player.rank,
    outcome: player.outcome,
    before: snapshot(player.before),
    after: snapshot(player.after),
  }));
}

/** A player's standing in one category, as matchmaking and the screens use it. */
export type PlayerRating = {
  mu: number;
  sigma: number;
  games: number;
  /** On the display scale. */
  rating: number;
  provisional: boolean;
};

/**
 * The players' ratings in one category ('General' when null), one entry per id asked for: a
 * player who has not played a rated game there has a new player's (1000, provisional).
 */
export async function ratingsOf(
  db: Db,
  userIds: string[],
  categoryId: string | null,
): Promise<Map<string, PlayerRating>> {
  const rows = await repo.ratingsIn(db, [...new Set(userIds)], categoryId);
  const found = new Map(rows.map((row) => [row.userId, row]));
  return new Map(
    userIds.map((userId) => {
      const { mu, sigma, games } = found.get(userId) ?? { ...INITIAL, games: 0 };
      return [
        userId,
        { mu, sigma, games, rating: displayRating(mu), provisional: isProvisional(games) },
      ];
    }),
  );
}
