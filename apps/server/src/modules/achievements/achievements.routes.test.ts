import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ledgerTransactions, userActivity, userStats } from '../../db/schema';
import { manualClock } from '../../lib/clock';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { signUp } from '../../test/auth-helpers';
import { buildCategory, buildQuestions, buildTopic } from '../../test/factories';
import { playSession, startSession, type Headers } from '../../test/quiz-helpers';
import { totalOfAllBalances } from '../scoring';
import { ACHIEVEMENT_CATALOGUE } from './achievement-catalogue';
import { ACHIEVEMENT_METRICS } from './achievement-metrics';

describe('achievements', () => {
  const clock = manualClock(new Date('2026-10-01T10:00:00Z'));
  let app: TestApp;
  let firstTopic: string;
  let secondTopic: string;

  beforeAll(async () => {
    app = await buildTestApp({ clock });
    const category = await buildCategory(app.database.db, { name: 'Astronomy' });
    firstTopic = (await buildTopic(app.database.db, category.id, { name: 'Stars' })).id;
    secondTopic = (await buildTopic(app.database.db, category.id, { name: 'Planets' })).id;
    await buildQuestions(app.database.db, firstTopic, 10);
    await buildQuestions(app.database.db, secondTopic, 10);
  });
  afterAll(() => app.close());

  const play = (headers: Headers, topicId: string, moves: ('right' | 'wrong')[]) =>
    startSession(app, headers, { topic_id: topicId, game_mode: 'timed' }).then((session) =>
      playSession(app, headers, session.id, moves, clock.advance),
    );

  it('has at least 30 achievements that playing quizzes can unlock, each on a known metric', () => {
    const playable = ACHIEVEMENT_CATALOGUE.filter((entry) => entry.type !== 'social');
    expect(playable.length).toBeGreaterThanOrEqual(30);
    for (const entry of ACHIEVEMENT_CATALOGUE) {
      expect(ACHIEVEMENT_METRICS).toContain(entry.metric);
    }
    expect(new Set(ACHIEVEMENT_CATALOGUE.map((entry) => entry.id)).size).toBe(
      ACHIEVEMENT_CATALOGUE.length,
    );
  });

  it('unlocks what a perfect first quiz earns, pays the rewards through the ledger, and lists them', async () => {
    const player = await signUp(app);
    const announced: string[] = [];
    app.outbox.register('achievement.unlocked', 'test.announced', ({ userId, achievement }) => {
      if (userId === player.user.id) announced.push(achievement.achievement_id);
    });
    const completed = await play(player.headers, firstTopic, ['right']);
    await app.outbox.dispatchNow();
    const earned = completed.achievements_earned.map(
      (a: { achievement_id: string }) => a.achievement_id,
    );
    expect(earned.sort()).toEqual(
      ['answer-streak-10', 'fast-10', 'first-quiz', 'perfect-1', 'points-100', 'topic-ace'].sort(),
    );
    // Announced once each, through the outbox after the commit, for the realtime layer.
    expect(announced.sort()).toEqual([...earned].sort());
    const rewards = ACHIEVEMENT_CATALOGUE.filter((entry) => earned.includes(entry.id)).reduce(
      (sum, entry) => sum + entry.pointsReward,
      0,
    );
    const me = await app.inject({ method: 'GET', url: '/api/auth/me', headers: player.headers });
    expect(me.json().user.points).toBe(150 + rewards);
    expect(await totalOfAllBalances(app.database.db)).toBe(0);

    const list = await app.inject({
      method: 'GET',
      url: '/api/achievements',
      headers: player.headers,
    });
    const byId = new Map(
      list.json().data.achievements.map((a: { id: string }) => [a.id, a] as const),
    );
    expect(byId.get('first-quiz')).toMatchObject({
      achievement_type: 'games',
      criteria: { target_value: 1 },
      user_progress: {
        progress_value: 1,
        is_unlocked: true,
        unlocked_at: clock.now().toISOString(),
      },
    });
    expect(byId.get('games-10')).toMatchObject({
      user_progress: { progress_value: 1, is_unlocked: false, unlocked_at: null },
    });
    expect(byId.get('friend-1')).toMatchObject({ user_progress: { progress_value: 0 } });

    const stranger = await signUp(app);
    const publicList = await app.inject({
      method: 'GET',
      url: `/api/achievements/user/${player.user.id}`,
      headers: stranger.headers,
    });
    expect(publicList.json().data.achievements).toHaveLength(6);
    const stats = await app.inject({
      method: 'GET',
      url: '/api/achievements/stats',
      headers: player.headers,
    });
    expect(stats.json().data).toMatchObject({
      total: ACHIEVEMENT_CATALOGUE.length,
      unlocked: 6,
      points_earned: rewards,
    });
    expect(stats.json().data.recent).toHaveLength(5);
    const activity = await app.inject({
      method: 'GET',
      url: '/api/scoring/user/recent-activity?limit=10',
      headers: player.headers,
    });
    expect(
      activity
        .json()
        .data.activities.filter((a: { type: string }) => a.type === 'achievement_unlocked'),
    ).toHaveLength(6);
  });

  it('unlocks an achievement exactly once when many evaluations race', async () => {
    const player = await signUp(app);
    await play(player.headers, firstTopic, ['wrong']);
    // The player's record reaches 10 games behind the evaluator's back; ten checks then race.
    await app.database.db
      .update(userStats)
      .set({ gamesPlayed: 10 })
      .where(eq(userStats.userId, player.user.id));
    const checks = await Promise.all(
      Array.from({ length: 10 }, () =>
        app.inject({
          method: 'POST',
          url: `/api/achievements/check/${player.user.id}`,
          headers: player.headers,
        }),
      ),
    );
    expect(checks.every((check) => check.statusCode === 200)).toBe(true);
    const unlockedBy = checks.flatMap((check) =>
      check.json().data.unlocked.map((a: { achievement_id: string }) => a.achievement_id),
    );
    expect(unlockedBy).toEqual(['games-10']);
    const movements = await app.database.db
      .select()
      .from(ledgerTransactions)
      .where(eq(ledgerTransactions.idempotencyKey, `achievement:${player.user.id}:games-10`));
    expect(movements).toHaveLength(1);
    const activity = await app.database.db
      .select()
      .from(userActivity)
      .where(
        and(
          eq(userActivity.userId, player.user.id),
          eq(userActivity.title, 'Achievement unlocked: Getting Started'),
        ),
      );
    expect(activity).toHaveLength(1);
    expect(await totalOfAllBalances(app.database.db)).toBe(0);
  });

  it('unlocks Completionist for playing every topic of a category', async () => {
    const player = await signUp(app);
    const first = await play(player.headers, firstTopic, ['wrong']);
    expect(
      first.achievements_earned.map((a: { achievement_id: string }) => a.achievement_id),
    ).not.toContain('category-complete');
    const second = await play(player.headers, secondTopic, ['wrong']);
    expect(
      second.achievements_earned.map((a: { achievement_id: string }) => a.achievement_id),
    ).toContain('category-complete');
  });

  it('takes no progress from the client and checks only the caller’s own achievements', async () => {
    const player = await signUp(app);
    const forged = await app.inject({
      method: 'PUT',
      url: '/api/achievements/progress',
      headers: player.headers,
      payload: { achievement_id: 'games-10', progress_value: 10 },
    });
    expect(forged.statusCode).toBe(400);
    expect(forged.json().details[0].field).toBe('body.progress_value');
    const honest = await app.inject({
      method: 'PUT',
      url: '/api/achievements/progress',
      headers: player.headers,
      payload: { achievement_id: 'games-10' },
    });
    expect(honest.json().data.achievement.user_progress).toMatchObject({
      progress_value: 0,
      is_unlocked: false,
    });
    const unknown = await app.inject({
      method: 'PUT',
      url: '/api/achievements/progress',
      headers: player.headers,
      payload: { achievement_id: 'no-such-thing' },
    });
    expect(unknown.statusCode).toBe(404);
    const other = await signUp(app);
    const foreign = await app.inject({
      method: 'POST',
      url: `/api/achievements/check/${other.user.id}`,
      headers: player.headers,
    });
    expect(foreign.statusCode).toBe(403);
    const anonymous = await app.inject({ method: 'GET', url: '/api/achievements' });
    expect(anonymous.statusCode).toBe(401);
    const [row] = await app.database.db
      .select()
      .from(ledgerTransactions)
      .where(eq(ledgerTransactions.idempotencyKey, `achievement:${player.user.id}:games-10`));
    expect(row).toBeUndefined();
  });
});
