import { randomBytes, randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database, Db } from '../../db/client';
import { manualClock } from '../../lib/clock';
import { createLocalInvalidationBus } from '../../lib/invalidation-bus';
import { openRedis, type RedisHandle } from '../../lib/redis';
import { openTestDatabase } from '../../test/build-test-app';
import { buildCategory, buildTopic } from '../../test/factories';
import { createLeaderboardService, type LeaderboardService } from './index';
import { addUser, earn } from './leaderboard.test-helpers';

const DAY = 86_400_000;
// A Wednesday: its ISO week started on Monday 2026-06-08.
const NOW = new Date('2026-06-10T12:00:00Z');

/** The histogram as it should be: rebuilt from the scores table, both tiers. */
async function histogramMismatches(db: Db): Promise<unknown[]> {
  const result = (await db.execute(sql`
    with expected as (
      select board, window_key, 0 as tier, points, count(*)::int as players, sum(points)::bigint as points_sum
      from leaderboard_scores group by board, window_key, points
      union all
      select board, window_key, 1, (points / 1024) * 1024, count(*)::int, sum(points)::bigint
      from leaderboard_scores group by board, window_key, points / 1024
    ), actual as (
      select board, window_key, tier::int as tier, points, players, points_sum
      from leaderboard_histogram where players <> 0 or points_sum <> 0
    )
    (select 'missing' as kind, * from expected except select 'missing', * from actual)
    union all
    (select 'extra', * from actual except select 'extra', * from expected)`)) as unknown as {
    rows: unknown[];
  };
  return result.rows;
}

const engines: { name: string; redisUrl: string | undefined }[] = [
  { name: 'SQL histogram', redisUrl: undefined },
  ...(process.env.TEST_REDIS_URL
    ? [{ name: 'Redis sorted sets', redisUrl: process.env.TEST_REDIS_URL }]
    : []),
];

describe.each(engines)('leaderboard rankings ($name)', ({ redisUrl }) => {
  const clock = manualClock(NOW);
  let database: Database;
  let db: Db;
  let redis: RedisHandle | undefined;
  let prefix: string;
  let service: LeaderboardService;

  beforeAll(async () => {
    database = await openTestDatabase();
    db = database.db;
    redis = redisUrl ? openRedis(redisUrl) : undefined;
    await redis?.ready();
    prefix = `qa-test-${randomBytes(6).toString('hex')}:`;
    service = createLeaderboardService({
      db,
      clock,
      redis,
      redisPrefix: prefix,
      invalidation: createLocalInvalidationBus({ alone: true }),
    });
  });
  afterAll(async () => {
    await service?.idle();
    if (redis) {
      const keys = await redis.client.keys(`${prefix}*`);
      if (keys.length > 0) await redis.client.del(...keys);
      await redis.close();
    }
    await database?.close();
  });

  /** Reads twice with Redis: once to start the rebuild, once from the rebuilt set. */
  async function board(
    callerId: string,
    scope: Parameters<LeaderboardService['board']>[1],
    timeframe: 'daily' | 'weekly' | 'monthly' | 'all_time',
    limit = 10,
  ) {
    const first = await service.board(callerId, scope, { timeframe, limit });
    await service.idle();
    const second = await service.board(callerId, scope, { timeframe, limit });
    expect(second).toEqual(first);
    return second;
  }

  it('ranks ties the same (1, 2, 2, 4) in a stable order: points, then user id', async () => {
    const category = await buildCategory(db);
    const a = await addUser(db, { fullName: 'A' });
    const b = await addUser(db, { fullName: 'B' });
    const c = await addUser(db, { fullName: 'C' });
    const d = await addUser(db, { fullName: 'D' });
    const extra = { categoryId: category.id };
    await earn(service, db, a, 100, NOW, extra);
    await earn(service, db, b, 80, NOW, extra);
    await earn(service, db, c, 50, NOW, extra);
    await earn(service, db, c, 30, NOW, extra); // 80, a tie with b
    await earn(service, db, d, 50, NOW, extra);
    const [first, second] = [b, c].sort();
    const data = await board(d, { kind: 'category', id: category.id }, 'weekly');
    expect(data.entries.map((e) => [e.user_id, e.rank, e.points])).toEqual([
      [a, 1, 100],
      [first, 2, 80],
      [second, 2, 80],
      [d, 4, 50],
    ]);
    expect(data.entries.map((e) => e.is_current_user)).toEqual([false, false, false, true]);
    expect(data.user_rank).toMatchObject({ user_id: d, rank: 4, points: 50 });
    expect(data.total_players).toBe(4);
    // Outside the top N, the caller's own rank is still there.
    const top2 = await board(d, { kind: 'category', id: category.id }, 'weekly', 2);
    expect(top2.entries.map((e) => e.rank)).toEqual([1, 2]);
    expect(top2.user_rank.rank).toBe(4);
  });

  it('counts points in their window: yesterday not today, last week only in the month', async () => {
    const topic = await buildTopic(db, (await buildCategory(db)).id);
    const extra = { topicId: topic.id };
    const p = await addUser(db);
    const q = await addUser(db);
    await earn(service, db, p, 40, new Date('2026-05-20T10:00:00Z'), extra); // May
    await earn(service, db, p, 30, new Date('2026-06-03T10:00:00Z'), extra); // last week
    await earn(service, db, p, 20, new Date('2026-06-09T23:59:59Z'), extra); // yesterday
    await earn(service, db, p, 10, new Date('2026-06-10T00:00:00Z'), extra); // today
    await earn(service, db, q, 25, NOW, extra);
    const scope = { kind: 'topic' as const, id: topic.id };
    const pointsOf = async (timeframe: 'daily' | 'weekly' | 'monthly' | 'all_time') =>
      (await board(p, scope, timeframe)).entries.map((e) => [e.user_id, e.points]);
    expect(await pointsOf('daily')).toEqual([
      [q, 25],
      [p, 10],
    ]);
    expect(await pointsOf('weekly')).toEqual([
      [p, 30],
      [q, 25],
    ]);
    expect(await pointsOf('monthly')).toEqual([
      [p, 60],
      [q, 25],
    ]);
    expect(await pointsOf('all_time')).toEqual([
      [p, 100],
      [q, 25],
    ]);
    const daily = await board(p, scope, 'daily');
    expect(daily.window).toEqual({
      timeframe: 'daily',
      key: 'd:2026-06-10',
      starts_at: '2026-06-10T00:00:00.000Z',
      ends_at: '2026-06-11T00:00:00.000Z',
    });
    // Trend against yesterday: p led yesterday (1) and is second today; q is new.
    expect(daily.entries.map((e) => [e.rank, e.previousRank, e.trend])).toEqual([
      [1, null, 'new'],
      [2, 1, 'down'],
    ]);
    const allTime = await board(p, scope, 'all_time');
    expect(allTime.entries.map((e) => [e.rank, e.previousRank, e.trend])).toEqual([
      [1, 1, 'same'],
      [2, 2, 'same'],
    ]);
  });

  it('trends up against last week', async () => {
    const category = await buildCategory(db);
    const extra = { categoryId: category.id };
    const x = await addUser(db);
    const y = await addUser(db);
    await earn(service, db, x, 50, new Date(NOW.getTime() - 7 * DAY), extra);
    await earn(service, db, y, 40, new Date(NOW.getTime() - 7 * DAY), extra);
    await earn(service, db, y, 70, NOW, extra);
    await earn(service, db, x, 10, NOW, extra);
    const data = await board(x, { kind: 'category', id: category.id }, 'weekly');
    expect(data.entries.map((e) => [e.user_id, e.rank, e.previousRank, e.trend])).toEqual([
      [y, 1, 2, 'up'],
      [x, 2, 1, 'down'],
    ]);
  });

  it('answers my organization, or says the profile needs one', async () => {
    const org = `Org ${randomUUID().slice(0, 6)}`;
    const listed = { listOnOrganizationBoard: true };
    const m1 = await addUser(db, { organization: org, ...listed });
    const m2 = await addUser(db, { organization: `  ${org.toUpperCase()} `, ...listed });
    const unlisted = await addUser(db, { organization: org });
    const outsider = await addUser(db, { organization: 'Elsewhere', ...listed });
    const none = await addUser(db);
    await earn(service, db, m1, 30, NOW);
    await earn(service, db, m2, 60, NOW);
    await earn(service, db, unlisted, 75, NOW);
    await earn(service, db, outsider, 90, NOW);
    const data = await board(m1, { kind: 'organization' }, 'weekly');
    expect(data.entries.map((e) => [e.user_id, e.rank])).toEqual([
      [m2, 1],
      [m1, 2],
    ]);
    expect(data.requires).toBeNull();
    // The unlisted member is counted by the histogram but not listed: the caller's own rank is
    // the one the list shows.
    expect(data.user_rank).toMatchObject({ user_id: m1, rank: 2, points: 30 });
    const missing = await board(none, { kind: 'organization' }, 'weekly');
    expect(missing).toMatchObject({ entries: [], requires: 'organization', total_players: 0 });
    expect(missing.user_rank).toMatchObject({ user_id: none, rank: null, points: 0 });
  });

  it('answers my level: players within one level, moved when they level up', async () => {
    // Levels: 1 below 100 points, 2 from 100, 3 from 400, 4 from 900, 5 from 1600.
    const caller = await addUser(db);
    const same = await addUser(db);
    const below = await addUser(db);
    const far = await addUser(db);
    const climber = await addUser(db);
    const at = new Date('2026-01-15T10:00:00Z'); // all time only, nothing this week
    await earn(service, db, caller, 950, at); // level 4
    await earn(service, db, same, 1000, at); // level 4
    await earn(service, db, below, 500, at); // level 3
    await earn(service, db, far, 2000, at); // level 5? 2000 >= 1600: level 5, within one
    await earn(service, db, climber, 80, at); // level 1: not within one
    let data = await board(caller, { kind: 'level' }, 'all_time');
    expect(data.levels).toEqual({ from: 3, to: 5 });
    expect(data.entries.map((e) => [e.user_id, e.level, e.rank])).toEqual([
      [far, 5, 1],
      [same, 4, 2],
      [caller, 4, 3],
      [below, 3, 4],
    ]);
    await earn(service, db, climber, 420, at); // 500: level 3, its rows move to level 3
    data = await board(caller, { kind: 'level' }, 'all_time');
    expect(data.entries.map((e) => [e.user_id, e.rank])).toEqual([
      [far, 1],
      [same, 2],
      [caller, 3],
      [[below, climber].sort()[0], 4],
      [[below, climber].sort()[1], 4],
    ]);
    expect(await histogramMismatches(db)).toEqual([]);
  });

  it('answers a player rank on the global board with the window before', async () => {
    const solo = await addUser(db);
    const yesterday = new Date(NOW.getTime() - DAY);
    await earn(service, db, solo, 5_000, yesterday);
    await earn(service, db, solo, 5_000, NOW);
    const first = await service.userRank(solo, solo, 'daily');
    await service.idle();
    const rank = await service.userRank(solo, solo, 'daily');
    expect(rank).toEqual(first);
    expect(rank).toMatchObject({
      user_id: solo,
      rank: 1,
      points: 5_000,
      previousRank: 1,
      trend: 'same',
    });
  });

  it('keeps the histogram equal to the scores under concurrent point movements', async () => {
    const category = await buildCategory(db);
    const players = await Promise.all(Array.from({ length: 8 }, () => addUser(db)));
    await Promise.all(
      players.flatMap((id, index) =>
        Array.from({ length: 5 }, (_, round) =>
          earn(service, db, id, 7 + ((index * 13 + round * 29) % 50), NOW, {
            categoryId: category.id,
          }),
        ),
      ),
    );
    expect(await histogramMismatches(db)).toEqual([]);
    const data = await board(players[0]!, { kind: 'category', id: category.id }, 'all_time');
    const result = (await db.execute(sql`
        select user_id, points from leaderboard_scores
        where board = ${`category:${category.id}`} and window_key = 'all'
        order by points desc, user_id`)) as unknown as {
      rows: { user_id: string; points: string | number }[];
    };
    const expected = result.rows;
    expect(data.entries.map((e) => [e.user_id, e.points])).toEqual(
      expected.map((row) => [row.user_id, Number(row.points)]),
    );
  });

  it.runIf(redisUrl)('answers right when Redis is flushed or down, and rebuilds', async () => {
    const category = await buildCategory(db);
    const scope = { kind: 'category' as const, id: category.id };
    const r1 = await addUser(db);
    const r2 = await addUser(db);
    await earn(service, db, r1, 10, NOW, { categoryId: category.id });
    await earn(service, db, r2, 20, NOW, { categoryId: category.id });
    const expectRanks = async (expected: [string, number][]) => {
      const data = await service.board(r1, scope, { timeframe: 'weekly', limit: 10 });
      expect(data.entries.map((e) => [e.user_id, e.rank])).toEqual(expected);
      expect(data.user_rank.rank).toBe(expected.find(([id]) => id === r1)![1]);
    };
    await board(r1, scope, 'weekly');
    const keyCount = async () =>
      (await redis!.client.keys(`${prefix}lb:category:${category.id}:*`)).length;
    expect(await keyCount()).toBeGreaterThan(0);

    // Flushed: the sets are gone; answers come from SQL while they rebuild.
    await redis!.client.del(...(await redis!.client.keys(`${prefix}lb:*`)));
    await expectRanks([
      [r2, 1],
      [r1, 2],
    ]);
    await service.idle();
    expect(await redis!.client.exists(`${prefix}lb:category:${category.id}:w:2026-W24:ready`)).toBe(
      1,
    );

    // Down: a publish fails, nothing is lost, SQL answers; back up, the set is rebuilt.
    redis!.client.disconnect();
    await earn(service, db, r1, 30, NOW, { categoryId: category.id }); // r1: 40
    await expectRanks([
      [r1, 1],
      [r2, 2],
    ]);
    await redis!.client.connect();
    await expectRanks([
      [r1, 1],
      [r2, 2],
    ]);
    await service.idle();
    expect(
      Number(await redis!.client.zscore(`${prefix}lb:category:${category.id}:w:2026-W24`, r1)),
    ).toBe(40);
    await expectRanks([
      [r1, 1],
      [r2, 2],
    ]);
  });
});
