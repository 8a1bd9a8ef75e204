import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Database, Db } from '../../db/client';
import { manualClock } from '../../lib/clock';
import {
  CACHE_ENTRY_AGE_MS,
  createLocalInvalidationBus,
  type InvalidationBus,
} from '../../lib/invalidation-bus';
import { hideProfile, signUp } from '../../test/auth-helpers';
import {
  buildTestApp,
  buildTestInstances,
  openTestDatabase,
  type TestApp,
} from '../../test/build-test-app';
import { buildCategory, buildQuestions, buildTopic } from '../../test/factories';
import { playSession, startSession, type Headers } from '../../test/quiz-helpers';
import { createAuthAnnouncer, setAccountStatus } from '../auth';
import { inTransaction, postMovement } from '../scoring';
import { BOARD_CHANGED, createBoardCache } from './leaderboard.board-cache';
import { createLeaderboardService, notePlayerChanged } from './index';
import { addUser, earn } from './leaderboard.test-helpers';

// A Wednesday: its ISO week started on Monday 2026-06-08.
const NOW = new Date('2026-06-10T12:00:00Z');

/** Sets a player's global all-time score behind every cache's back, as a foreign writer would. */
const setScoreSilently = (db: Db, userId: string, points: number) =>
  db.execute(
    sql`update leaderboard_scores set points = ${points}
        where board = 'global' and window_key = 'all' and user_id = ${userId}`,
  );

describe('the top list cache of one instance', () => {
  const clock = manualClock(NOW);
  let database: Database;
  let db: Db;

  beforeAll(async () => {
    database = await openTestDatabase();
    db = database.db;
  });
  afterAll(() => database?.close());

  // Each test's players sit far above the ones before (one database for the file).
  let base = 0;
  async function setUp(bus: InvalidationBus) {
    base += 100_000_000;
    const service = createLeaderboardService({ db, clock, invalidation: bus });
    const leader = await addUser(db, { fullName: 'Lena Leader' });
    const runner = await addUser(db, { fullName: 'Rudi Runner' });
    await earn(service, db, leader, base + 900_000, clock.now());
    await earn(service, db, runner, base + 800_000, clock.now());
    const top = async () =>
      (await service.board(leader, { kind: 'global' }, { timeframe: 'all_time', limit: 2 }))
        .entries;
    return { service, leader, runner, top };
  }

  it('answers a warm top 10 without a query, and the new one after a published invalidation', async () => {
    const bus = createLocalInvalidationBus({ alone: true });
    const { leader, runner, top } = await setUp(bus);
    expect((await top()).map((entry) => entry.user_id)).toEqual([leader, runner]);

    await setScoreSilently(db, runner, base + 1_000_000);
    // Nobody announced the change: the warm list is answered from memory, whatever the table says.
    expect((await top()).map((entry) => [entry.user_id, entry.points])).toEqual([
      [leader, base + 900_000],
      [runner, base + 800_000],
    ]);
    clock.advance(CACHE_ENTRY_AGE_MS.uncovered);
    expect((await top())[0]!.user_id).toBe(leader);

    await bus.publish(BOARD_CHANGED, 'global');
    expect((await top()).map((entry) => [entry.user_id, entry.points])).toEqual([
      [runner, base + 1_000_000],
      [leader, base + 900_000],
    ]);
  });

  it('keeps an entry at most a second while the bus does not reach every writer', async () => {
    const { leader, runner, top } = await setUp(createLocalInvalidationBus({ alone: false }));
    expect((await top())[0]!.user_id).toBe(leader);
    await setScoreSilently(db, runner, base + 1_000_000);
    expect((await top())[0]!.user_id).toBe(leader);
    clock.advance(CACHE_ENTRY_AGE_MS.uncovered);
    expect((await top())[0]!.user_id).toBe(runner);
  });

  it("shows a listed player's new level after a payment that moved no board", async () => {
    const { service, leader, top } = await setUp(createLocalInvalidationBus({ alone: true }));
    const levelBefore = (await top())[0]!.level;
    // A held quiz pays the balance (so the level) without points on a board.
    await service.publishAfter(() =>
      inTransaction(db, async (tx) => {
        await postMovement(tx, {
          key: `test:${randomUUID()}`,
          kind: 'test_reward',
          at: clock.now(),
          legs: [
            { account: { system: 'rewards' }, amount: -5_000_000 },
            { account: { userId: leader }, amount: 5_000_000 },
          ],
        });
        notePlayerChanged(leader);
      }),
    );
    expect((await top())[0]!.level).toBeGreaterThan(levelBefore);
  });

  it('serves the new window once the old one is over', async () => {
    const { service, leader } = await setUp(createLocalInvalidationBus({ alone: true }));
    const weekly = () =>
      service.board(leader, { kind: 'global' }, { timeframe: 'weekly', limit: 10 });
    const thisWeek = await weekly();
    expect(thisWeek.window.key).toBe('w:2026-W24');
    expect(thisWeek.entries.map((entry) => entry.user_id)).toContain(leader);
    clock.set(new Date('2026-06-15T00:00:00Z'));
    const nextWeek = await weekly();
    expect(nextWeek.window.key).toBe('w:2026-W25');
    expect(nextWeek.entries).toEqual([]);
    clock.set(NOW);
  });
});

describe('a board cache entry', () => {
  it('never outlives its window, however trusted', async () => {
    const clock = manualClock(NOW);
    const cache = createBoardCache<number>({
      clock,
      bus: createLocalInvalidationBus({ alone: true }),
      maxEntries: 10,
    });
    const window = { key: 'd:2026-06-10', endsAt: new Date(NOW.getTime() + 1_000) };
    let loads = 0;
    const load = async () => (loads += 1);
    expect(await cache.get(['global'], window, 'top', load)).toBe(1);
    clock.advance(999);
    expect(await cache.get(['global'], window, 'top', load)).toBe(1);
    clock.advance(1);
    expect(await cache.get(['global'], window, 'top', load)).toBe(2);
  });

  it('keeps at most its bound, the least recently used going first', async () => {
    const clock = manualClock(NOW);
    const cache = createBoardCache<string>({
      clock,
      bus: createLocalInvalidationBus({ alone: true }),
      maxEntries: 2,
    });
    const window = { key: 'all', endsAt: null };
    const loads: string[] = [];
    const load = (board: string) => async () => {
      loads.push(board);
      return board;
    };
    await cache.get(['a'], window, 'top', load('a'));
    await cache.get(['b'], window, 'top', load('b'));
    await cache.get(['a'], window, 'top', load('a'));
    await cache.get(['c'], window, 'top', load('c'));
    expect(cache.size()).toBe(2);
    await cache.get(['a'], window, 'top', load('a'));
    await cache.get(['b'], window, 'top', load('b'));
    expect(loads).toEqual(['a', 'b', 'c', 'b']);
  });
});

/** Plays a whole quiz right at a human pace (two seconds an answer), so it is paid and listed. */
async function playQuiz(
  app: TestApp,
  headers: Headers,
  topicId: string,
  advance: (ms: number) => void,
) {
  const session = await startSession(app, headers, { topic_id: topicId, game_mode: 'timed' });
  return playSession(app, headers, session.id, ['right'], advance, 2_000);
}

describe('the top lists of the app, warm', () => {
  const clock = manualClock(NOW);
  let app: TestApp;
  let topicId: string;

  beforeAll(async () => {
    app = await buildTestApp({ clock });
    const db = app.database.db;
    const categoryId = (await buildCategory(db)).id;
    topicId = (await buildTopic(db, categoryId)).id;
    await buildQuestions(db, topicId, 10);
  });
  afterAll(() => app.close());

  const top = async (headers: Headers) =>
    (
      await app.inject({
        method: 'GET',
        url: '/api/leaderboards/global?timeframe=all_time&limit=100',
        headers,
      })
    ).json().data.entries as { user_id: string | null; name: string; points: number }[];

  it('shows a paid quiz completion on the next read', async () => {
    const first = await signUp(app, { name: 'Fiona First' });
    const second = await signUp(app, { name: 'Sam Second' });
    await playQuiz(app, first.headers, topicId, clock.advance);
    expect((await top(second.headers)).map((entry) => entry.name)).not.toContain('Sam Second');
    const done = await playQuiz(app, second.headers, topicId, clock.advance);
    const row = (await top(second.headers)).find((entry) => entry.name === 'Sam Second');
    expect(row?.points).toBeGreaterThanOrEqual(done.quiz_results.total_points);
  });

  it('shows a hidden profile and a ban on the next read', async () => {
    const shy = await signUp(app, { name: 'Hanna Hideaway' });
    const cheat = await signUp(app, { name: 'Bruno Banned' });
    await playQuiz(app, shy.headers, topicId, clock.advance);
    await playQuiz(app, cheat.headers, topicId, clock.advance);
    const names = async () => (await top(shy.headers)).map((entry) => entry.name);
    expect(await names()).toEqual(expect.arrayContaining(['Hanna Hideaway', 'Bruno Banned']));

    await hideProfile(app, shy.headers);
    expect(await names()).not.toContain('Hanna Hideaway');
    expect(await names()).toContain('Hidden player');

    await setAccountStatus(app.database.db, cheat.email, 'banned', {
      clock,
      announce: createAuthAnnouncer(app.invalidation),
    });
    expect(await names()).not.toContain('Bruno Banned');
  });
});

const sharedServers = process.env.TEST_REDIS_URL && process.env.TEST_DATABASE_URL;

describe.runIf(sharedServers)('two instances sharing Redis and PostgreSQL', () => {
  const clock = manualClock(NOW);
  let a: TestApp;
  let b: TestApp;
  let topicId: string;

  beforeAll(async () => {
    [a, b] = await buildTestInstances({ clock });
    await vi.waitFor(() => expect(a.invalidation.covers() && b.invalidation.covers()).toBe(true));
    const categoryId = (await buildCategory(a.database.db)).id;
    topicId = (await buildTopic(a.database.db, categoryId)).id;
    await buildQuestions(a.database.db, topicId, 10);
  });
  afterAll(async () => {
    await b?.close();
    await a?.close();
  });

  it('shows a completion made on one instance on the other within a second', async () => {
    const player = await signUp(a, { name: 'Ann Across' });
    const names = async () =>
      (
        (
          await b.inject({
            method: 'GET',
            url: '/api/leaderboards/global?timeframe=all_time&limit=10',
            headers: player.headers,
          })
        ).json().data.entries as { name: string }[]
      ).map((entry) => entry.name);
    expect(await names()).not.toContain('Ann Across');
    await playQuiz(a, player.headers, topicId, clock.advance);
    const since = Date.now();
    await vi.waitFor(async () => expect(await names()).toContain('Ann Across'), {
      timeout: 1_000,
      interval: 10,
    });
    expect(Date.now() - since).toBeLessThan(1_000);
  });
});
