import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { manualClock } from '../../lib/clock';
import { inTransaction, recordQuizCompletion, type QuizCompletion } from './index';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { signIn, signUp } from '../../test/auth-helpers';
import { buildCategory, buildQuestions, buildTopic } from '../../test/factories';
import { playSession, startSession, type Headers } from '../../test/quiz-helpers';

describe('stats, analytics and progress', () => {
  const clock = manualClock(new Date('2026-06-10T09:00:00Z'));
  let app: TestApp;
  let player: Awaited<ReturnType<typeof signUp>>;
  let headers: Headers;
  let science: { id: string };
  let history: { id: string };
  let physicsId: string;
  let chemistryId: string;
  let kingsId: string;

  beforeAll(async () => {
    app = await buildTestApp({ clock });
    const db = app.database.db;
    science = await buildCategory(db, { name: 'Science' });
    history = await buildCategory(db, { name: 'History' });
    physicsId = (await buildTopic(db, science.id, { name: 'Physics' })).id;
    chemistryId = (await buildTopic(db, science.id, { name: 'Chemistry' })).id;
    kingsId = (await buildTopic(db, history.id, { name: 'Kings' })).id;
    for (const id of [physicsId, chemistryId, kingsId]) await buildQuestions(db, id, 10);
    player = await signUp(app);
    headers = player.headers;
    const play = async (topicId: string, moves: ('right' | 'wrong')[]) => {
      const session = await startSession(app, headers, { topic_id: topicId, game_mode: 'timed' });
      return playSession(app, headers, session.id, moves, clock.advance);
    };
    await play(physicsId, ['right']); // 10/10, 150 points
    await play(chemistryId, ['right', 'wrong']); // 1/10, 15 points
    clock.advance(3 * 86_400_000);
    // Access tokens live 15 minutes on the test clock too.
    headers = (await signIn(app, player.email, player.password)).headers;
    await play(kingsId, ['wrong', 'right', 'right', 'right', 'right', 'wrong']); // 4/10, 60 points
  });
  afterAll(() => app.close());

  it('answers the spec shape for the current user and for another player by id', async () => {
    const current = await app.inject({
      method: 'GET',
      url: '/api/scoring/user-stats/current',
      headers,
    });
    expect(current.statusCode).toBe(200);
    expect(current.json()).toEqual({
      success: true,
      data: {
        profile: {
          // 225 from quizzes + 300 from achievement rewards (First Steps, Century, Flawless, On
          // Fire, Speed Demon, Ace; Completionist for Science; Explorer).
          user_id: player.user.id,
          points: 525,
          level: 3,
          rank: 1,
          games_played: 3,
          // Solo results count by the band: only the 10/10 game is a win.
          games_won: 1,
          win_rate: 33,
          questions_answered: 30,
          correct_answers: 15,
          accuracy_rate: 50,
          current_streak: 1,
          longest_streak: 1,
          best_answer_streak: 11,
          perfect_games: 1,
        },
        achievements: [],
      },
    });
    const other = await signUp(app);
    const byId = await app.inject({
      method: 'GET',
      url: `/api/scoring/user-stats/${player.user.id}`,
      headers: other.headers,
    });
    expect(byId.json().data.profile.points).toBe(525);
    const newcomer = await app.inject({
      method: 'GET',
      url: `/api/scoring/user-stats/${other.user.id}`,
      headers,
    });
    expect(newcomer.json().data.profile).toMatchObject({ points: 0, games_played: 0, rank: 2 });
    const missing = await app.inject({
      method: 'GET',
      url: `/api/scoring/user-stats/${randomUUID()}`,
      headers,
    });
    expect(missing.statusCode).toBe(404);
  });

  it('lists recent activity newest first, limited, quizzes and achievements alike', async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/api/scoring/user/recent-activity?limit=2',
      headers,
    });
    expect(response.json().data.activities).toHaveLength(2);
    const all = await app.inject({
      method: 'GET',
      url: '/api/scoring/user/recent-activity?limit=50',
      headers,
    });
    const activities = all.json().data.activities;
    expect(activities[0]).toMatchObject({
      type: 'achievement_unlocked',
      title: 'Achievement unlocked: Explorer',
      session_id: null,
      points: 20,
    });
    const quizzes = activities.filter((a: { type: string }) => a.type === 'quiz_completed');
    expect(quizzes.map((a: { title: string }) => a.title)).toEqual([
      'Completed Kings',
      'Completed Chemistry',
      'Completed Physics',
    ]);
    expect(quizzes[0]).toMatchObject({
      description: '4 of 10 correct (40%)',
      points: 60,
      accuracy: 40,
      game_mode: 'timed',
    });
    const bad = await app.inject({
      method: 'GET',
      url: '/api/scoring/user/recent-activity?limit=500',
      headers,
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().details[0].field).toBe('querystring.limit');
  });

  it('reports performance over a window from the ledger and the daily records', async () => {
    const day = await app.inject({
      method: 'GET',
      url: `/api/analytics/performance/${player.user.id}?timeframe=day`,
      headers,
    });
    expect(day.json().data).toMatchObject({
      timeframe: 'day',
      total_points: 80,
      games_played: 1,
      average_score: 40,
      current_streak: 1,
      global_rank: 1,
      level: 3,
    });
    const week = await app.inject({
      method: 'GET',
      url: `/api/analytics/performance/${player.user.id}`,
      headers,
    });
    expect(week.json().data).toMatchObject({
      timeframe: 'week',
      total_points: 525,
      games_played: 3,
      average_score: 50,
      // Each day's points include the achievement rewards paid that day.
      series: [
        { date: '2026-06-10', points: 445, games_played: 2, average_score: 55 },
        { date: '2026-06-13', points: 80, games_played: 1, average_score: 40 },
      ],
    });
    const bad = await app.inject({
      method: 'GET',
      url: `/api/analytics/performance/${player.user.id}?timeframe=decade`,
      headers,
    });
    expect(bad.statusCode).toBe(400);
  });

  it('reports accuracy per category and topic', async () => {
    const response = await app.inject({
      method: 'GET',
      url: `/api/analytics/skills/${player.user.id}`,
      headers,
    });
    const { categories, topics } = response.json().data;
    expect(categories).toEqual([
      {
        category_id: history.id,
        name: 'History',
        games_played: 1,
        questions_answered: 10,
        correct_answers: 4,
        accuracy: 40,
      },
      {
        category_id: science.id,
        name: 'Science',
        games_played: 2,
        questions_answered: 20,
        correct_answers: 11,
        accuracy: 55,
      },
    ]);
    expect(topics.map((t: { name: string }) => t.name)).toEqual(['Kings', 'Chemistry', 'Physics']);
  });

  it('shows topic completion rate and average score from real plays', async () => {
    const abandoned = await startSession(app, headers, { topic_id: physicsId });
    expect(abandoned.id).toBeDefined();
    const topics = await app.inject({ method: 'GET', url: `/api/categories/${science.id}/topics` });
    const physics = topics
      .json()
      .data.topics.find((topic: { name: string }) => topic.name === 'Physics');
    // One completed (100%) of two started.
    expect(physics).toMatchObject({ completion_rate: 50, average_score: 100 });
    const categories = await app.inject({ method: 'GET', url: '/api/categories' });
    const scienceCard = categories
      .json()
      .data.categories.find((category: { name: string }) => category.name === 'Science');
    expect(scienceCard.popularity_score).toBe(2);
  });

  it('keeps progress per topic, with bookmarks as the only thing a player sets', async () => {
    const saved = await app.inject({
      method: 'POST',
      url: '/api/progress',
      headers,
      payload: { topic_id: kingsId, bookmarked: true },
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data.progress).toMatchObject({
      topic_id: kingsId,
      topic_name: 'Kings',
      category_name: 'History',
      games_played: 1,
      accuracy: 40,
      best_accuracy: 40,
      bookmarked: true,
    });
    const other = await signUp(app);
    const unplayed = await app.inject({
      method: 'POST',
      url: '/api/progress',
      headers: other.headers,
      payload: { topic_id: physicsId, bookmarked: true },
    });
    expect(unplayed.json().data.progress).toMatchObject({ games_played: 0, bookmarked: true });
    const list = await app.inject({ method: 'GET', url: '/api/progress', headers });
    expect(list.json().data.progress.map((p: { topic_name: string }) => p.topic_name)).toEqual([
      'Kings',
      'Chemistry',
      'Physics',
    ]);
    const forged = await app.inject({
      method: 'POST',
      url: '/api/progress',
      headers,
      payload: { topic_id: kingsId, bookmarked: false, games_played: 99 },
    });
    expect(forged.statusCode).toBe(400);
    expect(forged.json().details[0].field).toBe('body.games_played');
    const missing = await app.inject({
      method: 'POST',
      url: '/api/progress',
      headers,
      payload: { topic_id: randomUUID(), bookmarked: true },
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().details[0].field).toBe('body.topic_id');
    const anonymous = await app.inject({ method: 'GET', url: '/api/progress' });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('days, in the player’s time zone', () => {
  const clock = manualClock(new Date('2026-09-01T11:00:00Z'));
  let app: TestApp;
  let topicId: string;

  beforeAll(async () => {
    app = await buildTestApp({ clock });
    const category = await buildCategory(app.database.db);
    topicId = (await buildTopic(app.database.db, category.id)).id;
    await buildQuestions(app.database.db, topicId, 3);
  });
  afterAll(() => app.close());

  const play = async (
    player: Awaited<ReturnType<typeof signUp>>,
    timeZone: string,
    move: 'right' | 'timeout',
  ) => {
    const fresh = await signIn(app, player.email, player.password);
    const session = await startSession(app, fresh.headers, {
      topic_id: topicId,
      time_zone: timeZone,
    });
    return playSession(app, fresh.headers, session.id, [move], clock.advance);
  };

  it('does not let a player stretch a streak by hopping time zones', async () => {
    const player = await signUp(app);
    await play(player, 'Etc/GMT+12', 'right');
    await play(player, 'UTC', 'right');
    const last = await play(player, 'Pacific/Kiritimati', 'right');
    expect(last.user_stats).toMatchObject({ current_streak: 1, longest_streak: 1 });
  });

  it('counts no day of play for a quiz left to run out without an answer', async () => {
    const player = await signUp(app);
    const idle = await play(player, 'UTC', 'timeout');
    expect(idle.user_stats).toMatchObject({ games_played: 1, current_streak: 0 });
  });

  it('covers the same calendar days with points, games and the series', async () => {
    const player = await signUp(app);
    clock.set(new Date('2026-09-01T01:00:00Z'));
    await play(player, 'UTC', 'right');
    clock.set(new Date('2026-09-08T20:00:00Z'));
    const fresh = await signIn(app, player.email, player.password);
    const week = await app.inject({
      method: 'GET',
      url: `/api/analytics/performance/${player.user.id}?timeframe=week`,
      headers: fresh.headers,
    });
    expect(week.json().data).toMatchObject({ total_points: 0, games_played: 0, series: [] });
    clock.set(new Date('2026-09-07T23:59:00Z'));
    const earlier = await signIn(app, player.email, player.password);
    const stillIn = await app.inject({
      method: 'GET',
      url: `/api/analytics/performance/${player.user.id}?timeframe=week`,
      headers: earlier.headers,
    });
    const inside = stillIn.json().data;
    expect(inside.games_played).toBe(1);
    expect(inside.total_points).toBeGreaterThan(45);
    expect(inside.total_points).toBe(
      inside.series.reduce((sum: number, day: { points: number }) => sum + day.points, 0),
    );
  });
});

describe('wins against an opponent', () => {
  const clock = manualClock(new Date('2026-10-05T10:00:00Z'));
  let app: TestApp;
  let category: { id: string };
  let topicId: string;

  beforeAll(async () => {
    app = await buildTestApp({ clock });
    category = await buildCategory(app.database.db);
    topicId = (await buildTopic(app.database.db, category.id)).id;
  });
  afterAll(() => app.close());

  const complete = (userId: string, game: Partial<QuizCompletion> & { correct: number }) =>
    inTransaction(app.database.db, (tx) =>
      recordQuizCompletion(tx, {
        userId,
        sessionId: randomUUID(),
        topicId,
        categoryId: category.id,
        topicName: 'Topic',
        gameMode: 'competitive',
        timeZone: 'UTC',
        completedAt: clock.now(),
        answers: Array.from({ length: 10 }, (_, index) => ({
          correct: index < game.correct,
          answered: true,
          fast: false,
        })),
        totalPoints: 15 * game.correct,
        opponentScores: [],
        ...game,
      }),
    );
  const statsOf = async (headers: Headers) =>
    (await app.inject({ method: 'GET', url: '/api/scoring/user-stats/current', headers })).json()
      .data.profile;

  it('counts a competitive game as won only by beating the opponent, as the results page does', async () => {
    const player = await signUp(app);
    // 70%, but the Practice Bot scored more: a loss, whatever the solo band would say.
    await complete(player.user.id, { correct: 7, opponentScores: [130] });
    expect(await statsOf(player.headers)).toMatchObject({
      games_played: 1,
      games_won: 0,
      win_rate: 0,
    });
    // An equal score is a draw, not a win.
    await complete(player.user.id, { correct: 7, opponentScores: [105] });
    // 40%, under the solo band, but above the bot: a win.
    await complete(player.user.id, { correct: 4, opponentScores: [45] });
    expect(await statsOf(player.headers)).toMatchObject({
      games_played: 3,
      games_won: 1,
      win_rate: 33,
    });
    // Achievements count competitive wins the same way: the one win by place unlocks Bot Slayer.
    const check = await app.inject({
      method: 'POST',
      url: `/api/achievements/check/${player.user.id}`,
      headers: player.headers,
    });
    expect(check.statusCode).toBe(200);
    const unlocked = check
      .json()
      .data.unlocked.map((a: { achievement_id: string }) => a.achievement_id);
    expect(unlocked).toContain('competitive-win');
    const list = await app.inject({
      method: 'GET',
      url: '/api/achievements',
      headers: player.headers,
    });
    const arena = list
      .json()
      .data.achievements.find((a: { id: string }) => a.id === 'competitive-wins-10');
    expect(arena.user_progress).toMatchObject({ progress_value: 1 });
  });

  it('keeps the 60% band for solo games, whatever the Practice Bot scored', async () => {
    const player = await signUp(app);
    await complete(player.user.id, { gameMode: 'timed', correct: 7, opponentScores: [130] });
    await complete(player.user.id, { gameMode: 'timed', correct: 4, opponentScores: [0] });
    expect(await statsOf(player.headers)).toMatchObject({ games_played: 2, games_won: 1 });
  });
});
