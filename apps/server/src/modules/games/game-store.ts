import { prizeShares, type DifficultyLevel, type RoomMode } from '@quizarena/contracts';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import { notePlayerChanged, recordEarnedPoints, type EarnedPoints } from '../leaderboard';
import { creditPlayerDay, inTransaction, postMovement, recordLiveGame } from '../scoring';
import * as repo from './games.repo';

/** What a room was set up with (stored as `games.settings`). */
export type StoredSettings = {
  mode: RoomMode;
  difficulty: DifficultyLevel;
  secondsPerQuestion: number;
  questionCount: number;
  maxPlayers: number;
  isPrivate: boolean;
  spectatorsAllowed: boolean;
  powerUpsEnabled: boolean;
  honourAccommodations: boolean;
  chatEnabled: boolean;
  /** The host locked the room: no more seats. */
  locked: boolean;
};

/** A player's place, points and answers as the engine's `results` gives them at the end. */
export type GameResult = {
  userId: string;
  place: number;
  points: number;
  /** Left during play. */
  left?: boolean;
  /** Total answer time (ms), the engine's tie-break after the score. */
  timeMs?: number;
  answers: {
    correct: boolean;
    answered: boolean;
    fast: boolean;
    /** The question answered, with the time taken and the player's countdown (ms). */
    questionId?: string;
    timeMs?: number;
    limitMs?: number;
  }[];
};

export const GAME_NOT_FOUND = "This game session doesn't exist or has ended.";

/** The kinds of game whose results move the players' skill ratings (DECISIONS #49). */
const RATED_KINDS: ReadonlySet<string> = new Set(['match', 'challenge', 'tournament']);

/** Moves the players' skill ratings by a settled game, inside its settlement's transaction. */
export type RateGame = (
  tx: Db,
  input: {
    gameId: string;
    categoryId: string | null;
    at: Date;
    standings: { userId: string; place: number; left: boolean }[];
  },
) => Promise<unknown>;

/**
 * A game's end as the module that gathered its players learns it (a challenge, later a
 * tournament): settled with its seated players' results in place order, or cancelled before it
 * started.
 */
export type GameEnd = { game: repo.GameRow; at: Date } & (
  { outcome: 'settled'; results: readonly GameResult[] } | { outcome: 'cancelled' }
);

/**
 * Runs inside the transaction that settles or cancels the game, so what it records commits
 * with the game's end or not at all; it may answer work to run once that transaction committed
 * (telling players, which must not happen for an end that rolled back).
 */
export type GameEndHook = (tx: Db, end: GameEnd) => Promise<(() => void) | void>;

/**
 * The games' records and their money (DECISIONS #20, #46): seats and their entry fees (held in
 * the escrow account from the seat on), the engine's state after each question, and the end,
 * which pays each player's points and the prize pool in one transaction, once. Every movement's
 * key names the game and the player, so a retry, or an instance taking the game over and
 * settling it again, posts nothing twice; a game's escrow always ends at zero.
 */
export function createGameStore(deps: {
  db: Db;
  clock: Clock;
  /** Brings the cached rankings up to the points a settlement paid. */
  leaderboard?: { publishAfter<T>(work: () => Promise<T>): Promise<T> };
  /** Rates a settled match or challenge; without it no game is rated. */
  rate?: RateGame;
  /** Told of work after a game's end that failed (it is not the game's error). */
  onError?: (message: string, error: unknown) => void;
}) {
  const { db, clock } = deps;
  const published = <T>(work: () => Promise<T>) =>
    deps.leaderboard ? deps.leaderboard.publishAfter(work) : work();
  const endHooks: GameEndHook[] = [];

  /**
   * Runs the end hooks in `tx`; `after` collects what they want done after the commit (reset
   * by the caller at each attempt, since a transaction may be retried).
   */
  async function ended(tx: Db, end: GameEnd, after: (() => void)[]) {
    for (const hook of endHooks) {
      const then = await hook(tx, end);
      if (then) after.push(then);
    }
  }

  /** Runs the hooks' work once their transaction committed; one failing stops no other. */
  function runAfter(after: readonly (() => void)[]) {
    for (const work of after) {
      try {
        work();
      } catch (error) {
        deps.onError?.('work after a game ended failed', error);
      }
    }
  }

  const lockWaiting = async (tx: Db, gameId: string) => {
    const game = await repo.lockGame(tx, gameId);
    if (!game) throw AppError.notFound(GAME_NOT_FOUND);
    if (game.status !== 'waiting')
      throw new AppError(409, 'CONFLICT', 'This game has already started');
    return game;
  };

  /** Seats a player in a game under lock, charging its entry fee into escrow. */
  async function seatIn(tx: Db, game: repo.GameRow, userId: string): Promise<boolean> {
    const settings = game.settings as StoredSettings;
    const seats = await repo.playersOf(tx, game.id);
    if (seats.some((seat) => seat.userId === userId)) return false;
    if (seats.length >= settings.maxPlayers) {
      throw new AppError(409, 'CONFLICT', 'This room is full');
    }
    const joinedAt = clock.now();
    await repo.insertPlayer(tx, { gameId: game.id, userId, joinedAt, feePaid: game.entryFee });
    if (game.entryFee > 0) {
      // Not enough points fails the whole transaction, seat and all (409 INSUFFICIENT_POINTS).
      // The seat's time is in the key: a player who left (refunded) and came back pays again.
      await postMovement(tx, {
        key: `game:${game.id}:fee:${userId}:${joinedAt.getTime()}`,
        kind: 'game_entry_fee',
        reference: game.id,
        at: joinedAt,
        legs: [
          { account: { userId }, amount: -game.entryFee },
          { account: { system: 'escrow' }, amount: game.entryFee },
        ],
      });
    }
    return true;
  }

  /** Gives a seat's fee back from escrow. */
  async function refund(tx: Db, gameId: string, seat: repo.GamePlayerRow) {
    if (seat.feePaid <= 0) return;
    await postMovement(tx, {
      key: `game:${gameId}:refund:${seat.userId}:${seat.joinedAt.getTime()}`,
      kind: 'game_entry_refund',
      reference: gameId,
      at: clock.now(),
      legs: [
        { account: { system: 'escrow' }, amount: -seat.feePaid },
        { account: { userId: seat.userId }, amount: seat.feePaid },
      ],
    });
  }

  /**
   * A hosted game keeps nothing of its guests once over (DECISIONS #48): their rows go, and so
   * does the saved state that named them (only a takeover needed it).
   */
  async function forgetGuests(tx: Db, gameId: string) {
    await repo.deleteGuests(tx, gameId);
    await repo.clearState(tx, gameId);
  }

  return {
    /**
     * Creates a game: a room's host takes the first seat (paying the fee like anyone); a hosted
     * game's host runs it from the shared screen and does not play; a match or a challenge
     * seats its players at once and has no host.
     */
    create(
      input: {
        name: string;
        topicId: string | null;
        categoryId: string | null;
        settings: StoredSettings;
        entryFee: number;
        passwordHash?: string | null;
        pin?: string;
      } & (
        | { kind: 'room' | 'hosted' | 'study'; hostId: string }
        | { kind: 'match' | 'challenge' | 'tournament'; seats: string[] }
      ),
    ): Promise<repo.GameRow> {
      return inTransaction(db, async (tx) => {
        const { seats, ...values } = 'seats' in input ? input : { ...input, seats: undefined };
        const game = await repo.insertGame(tx, { ...values, createdAt: clock.now() });
        // A room's and a study session's host plays; a class game's host only runs it.
        if (input.kind === 'room' || input.kind === 'study') await seatIn(tx, game, input.hostId);
        for (const userId of seats ?? []) await seatIn(tx, game, userId);
        return game;
      });
    },

    /** Takes a seat before the start: false when the player already has one. */
    seat(gameId: string, userId: string): Promise<boolean> {
      return inTransaction(db, async (tx) => seatIn(tx, await lockWaiting(tx, gameId), userId));
    },

    /** Leaves before the start: the seat is freed and its fee refunded. */
    unseat(gameId: string, userId: string): Promise<void> {
      return inTransaction(db, async (tx) => {
        await lockWaiting(tx, gameId);
        const seat = (await repo.playersOf(tx, gameId)).find((row) => row.userId === userId);
        if (!seat) return;
        await refund(tx, gameId, seat);
        await repo.deletePlayer(tx, gameId, userId);
      });
    },

    /** The seats in joining order. */
    players: (gameId: string) => repo.playersOf(db, gameId),

    find: (gameId: string) => repo.findGame(db, gameId),

    /** The game has started: seats are final, fees stay in escrow until the end. */
    markStarted(gameId: string): Promise<void> {
      return inTransaction(db, async (tx) => {
        await lockWaiting(tx, gameId);
        await repo.setStatus(tx, gameId, 'active', clock.now());
      });
    },

    /**
     * Takes the game for `owner` for `leaseMs`, unless another instance's lease still runs;
     * answers the game (with its saved state) when `owner` holds it.
     */
    claim(gameId: string, owner: string, leaseMs: number) {
      const now = clock.now();
      return repo.claim(db, gameId, owner, now, new Date(now.getTime() + leaseMs));
    },

    /** Extends `owner`'s leases; answers the games it still holds (the rest were taken over). */
    renew(owner: string, gameIds: string[], leaseMs: number) {
      return repo.renew(db, owner, gameIds, new Date(clock.now().getTime() + leaseMs));
    },

    /** Games in play whose owner stopped renewing its lease. */
    orphaned: (limit = 50) => repo.orphaned(db, clock.now(), limit),

    /** The host's crown passed (the host left): the room's calls follow the new host. */
    recordHost: (gameId: string, hostId: string) => repo.updateGame(db, gameId, { hostId }),

    /** Saves the engine's state after a question closed (see `repo.saveState`). */
    saveState: (gameId: string, state: unknown, version: number) =>
      repo.saveState(db, gameId, state, version),

    /**
     * Adds a hook every settlement and cancellation runs inside its transaction (a module
     * built after games registers it, so games never imports it).
     */
    onEnd(hook: GameEndHook): void {
      endHooks.push(hook);
    },

    /** A game that never started: every fee goes back and the game is cancelled. */
    async cancel(gameId: string): Promise<void> {
      const after: (() => void)[] = [];
      await inTransaction(db, async (tx) => {
        after.length = 0;
        const game = await lockWaiting(tx, gameId);
        for (const seat of await repo.playersOf(tx, gameId)) await refund(tx, gameId, seat);
        const at = clock.now();
        await repo.setStatus(tx, gameId, 'cancelled', at);
        await forgetGuests(tx, gameId);
        await ended(tx, { outcome: 'cancelled', game, at }, after);
      });
      runAfter(after);
    },

    /**
     * Pays and records a finished game once: each player's points from the rewards account, the
     * prize pool (every fee in escrow) by place, the game in each player's stats and day (a game
     * played, won by first place, the streak), the places, the ratings (rated kinds), what the
     * end hooks record, the points on the leaderboards, all in one transaction. A game already
     * settled answers false and moves nothing.
     */
    async settle(gameId: string, results: readonly GameResult[]): Promise<boolean> {
      const after: (() => void)[] = [];
      const settled = await published(() =>
        inTransaction(db, async (tx) => {
          after.length = 0;
          const game = await repo.lockGame(tx, gameId);
          if (!game) throw AppError.notFound(GAME_NOT_FOUND);
          if (game.status === 'completed' || game.status === 'cancelled') return false;
          const at = clock.now();
          const seats = await repo.playersOf(tx, gameId);
          const pool = seats.reduce((sum, seat) => sum + seat.feePaid, 0);
          // Only seated players are paid (a guest of a host-led game earns nothing).
          const seated = new Set(seats.map((seat) => seat.userId));
          const ranked = results
            .filter((result) => seated.has(result.userId))
            .sort((a, b) => a.place - b.place);
          // Nobody to pay: the fees go back, so escrow still ends at zero.
          if (ranked.length === 0) for (const seat of seats) await refund(tx, gameId, seat);
          const shares = prizeShares(pool, ranked.length);
          const earned: EarnedPoints[] = [];
          for (const [index, result] of ranked.entries()) {
            const prize = shares[index] ?? 0;
            if (result.points > 0) {
              await postMovement(tx, {
                key: `game:${gameId}:points:${result.userId}`,
                kind: 'game_reward',
                reference: gameId,
                at,
                legs: [
                  { account: { system: 'rewards' }, amount: -result.points },
                  { account: { userId: result.userId }, amount: result.points },
                ],
              });
              earned.push({
                userId: result.userId,
                points: result.points,
                at,
                categoryId: game.categoryId ?? undefined,
                topicId: game.topicId ?? undefined,
              });
            }
            if (prize > 0) {
              await postMovement(tx, {
                key: `game:${gameId}:prize:${result.userId}`,
                kind: 'game_prize',
                reference: gameId,
                at,
                legs: [
                  { account: { system: 'escrow' }, amount: -prize },
                  { account: { userId: result.userId }, amount: prize },
                ],
              });
              earned.push({ userId: result.userId, points: prize, at });
            }
            // A game played (won by first place), a day of play, the topic, and what the game
            // paid in the player's day, as the ledger has it.
            await recordLiveGame(tx, {
              userId: result.userId,
              name: game.name,
              topicId: game.topicId,
              categoryId: game.categoryId,
              completedAt: at,
              answers: result.answers,
              points: result.points,
              place: result.place,
              players: ranked.length,
            });
            await creditPlayerDay(tx, { userId: result.userId, at, points: prize });
            notePlayerChanged(result.userId);
            await repo.recordResult(tx, gameId, result.userId, {
              place: result.place,
              points: result.points,
              prize,
            });
          }
          if (deps.rate && RATED_KINDS.has(game.kind)) {
            await deps.rate(tx, {
              gameId,
              categoryId: game.categoryId,
              at,
              standings: ranked.map((result) => ({
                userId: result.userId,
                place: result.place,
                left: result.left ?? false,
              })),
            });
          }
          await ended(tx, { outcome: 'settled', game, at, results: ranked }, after);
          await repo.setStatus(tx, gameId, 'completed', at);
          if (game.kind === 'hosted') await forgetGuests(tx, gameId);
          // Last, as every payer of the boards does (see `recordEarnedPoints`).
          await recordEarnedPoints(tx, earned);
          return true;
        }),
      );
      runAfter(after);
      return settled;
    },
  };
}
export type GameStore = ReturnType<typeof createGameStore>;
