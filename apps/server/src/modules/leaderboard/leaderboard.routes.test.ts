import { randomUUID } from 'node:crypto';
import { levelForPoints } from '@quizarena/contracts';
import { sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { manualClock } from '../../lib/clock';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { signUp } from '../../test/auth-helpers';
import { expectFieldRefusals } from '../../test/refusals';
import { buildCategory, buildQuestions, buildTopic } from '../../test/factories';
import { playSession, startSession } from '../../test/quiz-helpers';

describe('leaderboard routes', () => {
  const clock = manualClock(new Date('2026-06-10T09:00:00Z'));
  let app: TestApp;
  let player: Awaited<ReturnType<typeof signUp>>;
  let other: Awaited<ReturnType<typeof signUp>>;
  let categoryId: string;
  let topicId: string;
  let quizPoints = 0;
  let rewardPoints = 0;

  beforeAll(async () => {
    app = await buildTestApp({ clock });
    const db = app.database.db;
    categoryId = (await buildCategory(db)).id;
    topicId = (await buildTopic(db, categoryId)).id;
    await buildQuestions(db, topicId, 10);
    player = await signUp(app, { name: 'Grace Hopper', organization: 'Navy' });
    other = await signUp(app, { organization: null });
    // Organization boards list only members who opted in.
    await app.inject({
      method: 'PUT',
      url: '/api/auth/profile',
      headers: player.headers,
      payload: { list_on_organization_board: true },
    });
    const session = await startSession(app, player.headers, {
      topic_id: topicId,
      game_mode: 'timed',
    });
    const done = await playSession(app, player.headers, session.id, ['right'], clock.advance);
    quizPoints = done.quiz_results.total_points;
    rewardPoints = (done.achievements_earned as { points_reward: number }[]).reduce(
      (sum, achievement) => sum + achievement.points_reward,
      0,
    );
  });
  afterAll(() => app.close());

  const get = (url: string, headers = player.headers) =>
    app.inject({ method: 'GET', url, headers });

  it('refuses signed-out callers', async () => {
    for (const url of [
      '/api/scoring/leaderboard',
      '/api/leaderboards/global',
      '/api/leaderboards/stats',
      `/api/leaderboards/user/${randomUUID()}/rank`,
    ]) {
      expect((await app.inject({ method: 'GET', url })).statusCode, url).toBe(401);
    }
  });

  it('answers 400 naming the field for bad parameters', async () => {
    const cases: [string, string][] = [
      ['/api/scoring/leaderboard?timeframe=yearly', 'querystring.timeframe'],
      ['/api/scoring/leaderboard?limit=0', 'querystring.limit'],
      ['/api/scoring/leaderboard?limit=101', 'querystring.limit'],
      ['/api/scoring/leaderboard?scope=nobody', 'querystring.scope'],
      ['/api/scoring/leaderboard?scope=topic_42', 'querystring.scope'],
      ['/api/leaderboards/global?extra=1', 'querystring'],
      ['/api/leaderboards/category/not-a-uuid', 'params.id'],
      ['/api/leaderboards/user/42/rank', 'params.userId'],
      ['/api/leaderboards/stats?x=1', 'querystring'],
    ];
    await expectFieldRefusals(get, cases);
    expect((await get(`/api/leaderboards/category/${randomUUID()}`)).statusCode).toBe(404);
    expect((await get(`/api/leaderboards/user/${randomUUID()}/rank`)).statusCode).toBe(404);
  });

  it('ranks a completed quiz on the global, category, topic and organization boards', async () => {
    const global = (await get('/api/scoring/leaderboard')).json();
    expect(global.success).toBe(true);
    const entry = global.data.entries[0];
    // Global counts the quiz and the achievement rewards it unlocked; a category only the quiz.
    expect(entry).toMatchObject({
      user_id: player.user.id,
      name: 'Grace Hopper',
      rank: 1,
      organization: 'Navy',
      games_played: 1,
      games_won: 1,
      win_rate: 100,
      trend: 'new',
      previousRank: null,
      is_current_user: true,
    });
    expect(entry.points).toBeGreaterThan(quizPoints);
    expect(global.data.window.key).toBe('w:2026-W24');
    for (const url of [
      `/api/scoring/leaderboard?scope=${categoryId}`,
      `/api/scoring/leaderboard/category/${categoryId}`,
      `/api/leaderboards/category/${categoryId}`,
      `/api/leaderboards/topic/${topicId}`,
      `/api/scoring/leaderboard?scope=topic_${topicId}`,
    ]) {
      const data = (await get(url)).json().data;
      expect(
        data.entries.map((e: { points: number }) => e.points),
        url,
      ).toEqual([quizPoints]);
    }
    const org = (await get('/api/scoring/leaderboard?scope=organization&timeframe=daily')).json();
    expect(org.data.entries).toHaveLength(1);
    expect(org.data.requires).toBeNull();
    const level = (await get('/api/scoring/leaderboard?scope=level', other.headers)).json();
    expect(level.data.levels).toEqual({ from: 1, to: 2 });
  });

  it('moves the boards once by what a completion paid, its achievement rewards included', async () => {
    expect(rewardPoints).toBeGreaterThan(0);
    const rows = async <T>(query: SQL) =>
      ((await app.database.db.execute(query)) as unknown as { rows: T[] }).rows;
    const scores = await rows<{ board: string; points: string | number }>(
      sql`select board, points from leaderboard_scores
          where user_id = ${player.user.id} and window_key = 'all' order by board`,
    );
    const total = quizPoints + rewardPoints;
    expect(scores.map((row) => [row.board, Number(row.points)])).toEqual(
      [
        ['global', total],
        [`level:${levelForPoints(total)}`, total],
        ['org:navy', total],
        [`category:${categoryId}`, quizPoints],
        [`topic:${topicId}`, quizPoints],
      ].sort(([a], [b]) => (String(a) < String(b) ? -1 : 1)),
    );
    // Recorded once: a histogram row per score and tier, one player each. Recording the quiz
    // and each reward in turn would have left rows at the scores passed on the way, emptied.
    const histogram = await rows<{
      board: string;
      tier: number;
      points: string | number;
      players: number;
    }>(
      sql`select board, tier, points, players from leaderboard_histogram where window_key = 'all'`,
    );
    expect(histogram.filter((row) => row.players !== 1)).toEqual([]);
    expect(
      histogram
        .filter((row) => row.board === 'global' && Number(row.tier) === 0)
        .map((row) => Number(row.points)),
    ).toEqual([total]);
  });

  it("answers the caller's own rank when off the board, and what the profile lacks", async () => {
    const data = (await get('/api/scoring/leaderboard?scope=organization', other.headers)).json()
      .data;
    expect(data).toMatchObject({ entries: [], requires: 'organization', total_players: 0 });
    expect(data.user_rank).toMatchObject({ user_id: other.user.id, rank: null, points: 0 });
    const global = (await get('/api/leaderboards/global?limit=5', other.headers)).json().data;
    expect(global.user_rank.rank).toBeNull();
    expect(global.entries[0].is_current_user).toBe(false);
  });

  it('answers a rank, the points movements and the totals', async () => {
    const rank = (
      await get(`/api/leaderboards/user/${player.user.id}/rank?timeframe=all_time`)
    ).json().data;
    expect(rank).toMatchObject({ rank: 1, previousRank: 1, trend: 'same', total_players: 1 });
    const activity = (
      await get(`/api/leaderboards/user/${player.user.id}/activity?limit=20`)
    ).json().data;
    expect(activity.activities.length).toBeGreaterThan(0);
    expect(activity.activities.some((a: { kind: string }) => a.kind === 'quiz_reward')).toBe(true);
    const stats = (await get('/api/leaderboards/stats')).json().data;
    expect(stats.windows.map((w: { timeframe: string }) => w.timeframe)).toEqual([
      'daily',
      'weekly',
      'monthly',
      'all_time',
    ]);
    expect(stats.windows[3]).toMatchObject({ players: 1, points: rank.points });
  });
});
