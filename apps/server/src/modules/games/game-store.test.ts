import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import { games, leaderboardScores, userActivity, userDailyStats, userStats } from '../../db/schema';
import { manualClock } from '../../lib/clock';
import { buildCategory, buildTopic } from '../../test/factories';
import { openTestDatabase } from '../../test/build-test-app';
import { pointsBalanceOf } from '../scoring';
import { createGameStore, type GameStore, type StoredSettings } from './game-store';
import { escrowFor, fundedPlayer } from './games.test-helpers';

const clock = manualClock(new Date('2026-11-27T10:00:00Z'));
const SETTINGS: StoredSettings = {
  mode: 'classic',
  secondsPerQuestion: 30,
  questionCount: 10,
  maxPlayers: 4,
  isPrivate: false,
  spectatorsAllowed: true,
  powerUpsEnabled: true,
  honourAccommodations: false,
  difficulty: 'beginner',
  chatEnabled: true,
  locked: false,
};

describe('the game store', () => {
  let database: Database;
  let store: GameStore;
  let topic: { id: string; categoryId: string };

  beforeAll(async () => {
    database = await openTestDatabase();
    const category = await buildCategory(database.db);
    topic = await buildTopic(database.db, category.id);
    store = createGameStore({ db: database.db, clock });
  });
  afterAll(() => database?.close());

  const player = (points = 1_000) => fundedPlayer(database.db, points);
  const balance = (userId: string) => pointsBalanceOf(database.db, userId);
  const escrow = (gameId: string) => escrowFor(database.db, gameId);
  const room = (
    hostId: string,
    overrides: Partial<{ entryFee: number; maxPlayers: number }> = {},
  ) =>
    store.create({
      kind: 'room',
      hostId,
      name: 'Friday quiz',
      topicId: topic.id,
      categoryId: topic.categoryId,
      settings: { ...SETTINGS, maxPlayers: overrides.maxPlayers ?? SETTINGS.maxPlayers },
      entryFee: overrides.entryFee ?? 0,
    });

  it('seats the host and each player once, charging the entry fee into escrow, and refuses a full room', async () => {
    const [host, second, third] = [await player(), await player(), await player()];
    const game = await room(host, { entryFee: 50, maxPlayers: 2 });
    clock.advance(1_000);
    expect(await store.seat(game.id, second)).toBe(true);
    expect(await store.seat(game.id, second)).toBe(false);
    await expect(store.seat(game.id, third)).rejects.toMatchObject({
      statusCode: 409,
      message: 'This room is full',
    });
    expect([await balance(host), await balance(second), await balance(third)]).toEqual([
      950, 950, 1_000,
    ]);
    expect(await escrow(game.id)).toBe(100);
    expect((await store.players(game.id)).map((seat) => seat.userId)).toEqual([host, second]);
  });

  it('refuses a seat its player cannot pay for, and leaves no seat behind', async () => {
    const host = await player();
    const poor = await player(10);
    const game = await room(host, { entryFee: 50 });
    await expect(store.seat(game.id, poor)).rejects.toMatchObject({
      statusCode: 409,
      code: 'INSUFFICIENT_POINTS',
    });
    expect((await store.players(game.id)).map((seat) => seat.userId)).toEqual([host]);
    expect(await balance(poor)).toBe(10);
  });

  it('refunds a seat left before the start, charges it again on return, and refunds everyone when the game is cancelled', async () => {
    const [host, guest] = [await player(), await player()];
    const game = await room(host, { entryFee: 30 });
    await store.seat(game.id, guest);
    await store.unseat(game.id, guest);
    expect(await balance(guest)).toBe(1_000);
    clock.advance(1_000);
    await store.seat(game.id, guest);
    expect(await balance(guest)).toBe(970);
    await store.cancel(game.id);
    expect([await balance(host), await balance(guest)]).toEqual([1_000, 1_000]);
    expect(await escrow(game.id)).toBe(0);
    expect((await store.find(game.id))!.status).toBe('cancelled');
    await expect(store.seat(game.id, await player())).rejects.toMatchObject({ statusCode: 409 });
  });

  it('keeps only the newest saved state: an owner that lost the game cannot write over its successor', async () => {
    const game = await room(await player());
    await store.markStarted(game.id);
    expect(await store.saveState(game.id, { index: 2 }, 3)).toBe(true);
    expect(await store.saveState(game.id, { index: 1 }, 2)).toBe(false);
    expect(await store.saveState(game.id, { index: 2 }, 3)).toBe(false);
    const stored = await store.find(game.id);
    expect(stored).toMatchObject({ status: 'active', state: { index: 2 }, stateVersion: 3 });
  });

  it('pays points and the prize pool by place once, however often it is settled, and empties the escrow', async () => {
    const players = [await player(), await player(), await player(), await player()];
    const game = await room(players[0]!, { entryFee: 25 });
    for (const userId of players.slice(1)) await store.seat(game.id, userId);
    await store.markStarted(game.id);
    const answered = (correct: number) =>
      Array.from({ length: 4 }, (_, n) => ({ correct: n < correct, answered: true, fast: false }));
    const results = [
      { userId: players[2]!, place: 1, points: 900, answers: answered(4) },
      { userId: players[0]!, place: 2, points: 400, answers: answered(2) },
      { userId: players[3]!, place: 3, points: 0, answers: answered(0) },
      { userId: players[1]!, place: 4, points: 120, answers: answered(1) },
    ];
    expect(await store.settle(game.id, results)).toBe(true);
    // Pool 100: 50/30/20 to the first three places.
    const after = await Promise.all(players.map(balance));
    expect(after).toEqual([975 + 400 + 30, 975 + 120, 975 + 900 + 50, 975 + 20]);
    expect(await escrow(game.id)).toBe(0);
    // Settling again (a retry, or an owner that took the game over) moves nothing.
    expect(await store.settle(game.id, results)).toBe(false);
    expect(await Promise.all(players.map(balance))).toEqual(after);
    expect((await store.players(game.id)).find((seat) => seat.userId === players[2])).toMatchObject(
      { place: 1, points: 900, prize: 50 },
    );
    // The points and the prize count on the global board.
    const [board] = await database.db
      .select({ points: leaderboardScores.points })
      .from(leaderboardScores)
      .where(
        and(
          eq(leaderboardScores.userId, players[2]!),
          eq(leaderboardScores.board, 'global'),
          eq(leaderboardScores.windowKey, 'all'),
        ),
      );
    expect(board?.points).toBe(950);
    // The game counts in each player's stats: played by all, won by the first, a day of play.
    const totals = await database.db
      .select({
        userId: userStats.userId,
        gamesPlayed: userStats.gamesPlayed,
        gamesWon: userStats.gamesWon,
        competitiveWins: userStats.competitiveWins,
        perfectGames: userStats.perfectGames,
        currentStreak: userStats.currentStreak,
      })
      .from(userStats)
      .where(inArray(userStats.userId, players));
    const winner = totals.find((row) => row.userId === players[2]);
    expect(winner).toMatchObject({
      gamesPlayed: 1,
      gamesWon: 1,
      competitiveWins: 1,
      perfectGames: 1,
      currentStreak: 1,
    });
    expect(totals.filter((row) => row.gamesPlayed === 1 && row.gamesWon === 0)).toHaveLength(3);
    const [feed] = await database.db
      .select({
        kind: userActivity.kind,
        title: userActivity.title,
        text: userActivity.description,
      })
      .from(userActivity)
      .where(eq(userActivity.userId, players[1]!));
    expect(feed).toEqual({
      kind: 'game_completed',
      title: 'Played Friday quiz',
      text: 'Place 4 of 4, 1 of 4 correct (25%)',
    });
    // And in the player's day, as the ledger paid them.
    const days = await database.db
      .select({ points: userDailyStats.points })
      .from(userDailyStats)
      .where(eq(userDailyStats.userId, players[2]!));
    expect(days).toEqual([{ points: 950 }]);
  });

  it('runs the end hooks inside the settlement and the cancellation, and their work only after a commit', async () => {
    const hooked = createGameStore({ db: database.db, clock });
    const seen: string[] = [];
    let failNext = false;
    hooked.onEnd(async (tx, end) => {
      // Inside the transaction: the game is not marked completed yet, and a failure undoes all;
      // the results come in place order.
      const [row] = await tx
        .select({ status: games.status })
        .from(games)
        .where(eq(games.id, end.game.id));
      seen.push(
        `${end.outcome}:${row!.status}:${end.outcome === 'settled' ? end.results.map((one) => one.place).join(',') : ''}`,
      );
      if (failNext) throw new Error('the hook failed');
      return () => seen.push(`after:${end.outcome}`);
    });
    const [host, guest] = [await player(), await player()];
    const settled = await hooked.create({
      kind: 'room',
      hostId: host,
      name: 'Hooked',
      topicId: topic.id,
      categoryId: topic.categoryId,
      settings: SETTINGS,
      entryFee: 0,
    });
    await hooked.seat(settled.id, guest);
    const results = [
      {
        userId: guest,
        place: 2,
        points: 10,
        answers: [{ correct: true, answered: true, fast: false }],
      },
      {
        userId: host,
        place: 1,
        points: 20,
        answers: [{ correct: true, answered: true, fast: false }],
      },
    ];
    failNext = true;
    await expect(hooked.settle(settled.id, results)).rejects.toThrow('the hook failed');
    // Rolled back whole: nothing paid, the game still open, no work after.
    expect(await balance(host)).toBe(1_000);
    expect((await hooked.find(settled.id))!.status).toBe('waiting');
    failNext = false;
    expect(await hooked.settle(settled.id, results)).toBe(true);
    expect(await hooked.settle(settled.id, results)).toBe(false);
    expect(await balance(host)).toBe(1_020);
    const cancelled = await room(host);
    await hooked.cancel(cancelled.id);
    expect(seen).toEqual([
      'settled:waiting:1,2',
      'settled:waiting:1,2',
      'after:settled',
      'cancelled:cancelled:',
      'after:cancelled',
    ]);
  });
});
