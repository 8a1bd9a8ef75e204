import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ledgerTransactions, questions, quizAnswers } from '../../db/schema';
import { manualClock } from '../../lib/clock';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { signIn, signUp } from '../../test/auth-helpers';
import { buildCategory, buildQuestions, buildTopic } from '../../test/factories';
import {
  answerNext,
  completeSession,
  correctOptionOf,
  playSession,
  sendAnswer,
  serveNext,
  startSession,
  type Headers,
} from '../../test/quiz-helpers';
import { totalOfAllBalances } from '../scoring';

describe('solo quiz play, scored by the server', () => {
  const clock = manualClock(new Date('2026-06-01T12:00:00Z'));
  let app: TestApp;
  let categoryId: string;
  let topicId: string;
  let smallTopicId: string;
  let otherTopicId: string;
  let emptyTopicId: string;
  let player: Awaited<ReturnType<typeof signUp>>;
  let headers: Headers;

  beforeAll(async () => {
    app = await buildTestApp({ clock });
    const db = app.database.db;
    const category = await buildCategory(db, { name: 'Science' });
    categoryId = category.id;
    topicId = (await buildTopic(db, categoryId, { name: 'Physics' })).id;
    await buildQuestions(db, topicId, 15);
    smallTopicId = (await buildTopic(db, categoryId, { name: 'Optics' })).id;
    await buildQuestions(db, smallTopicId, 3, { difficulty: 'advanced' });
    otherTopicId = (await buildTopic(db, categoryId, { name: 'Chemistry' })).id;
    await buildQuestions(db, otherTopicId, 10);
    emptyTopicId = (await buildTopic(db, categoryId, { name: 'Empty' })).id;
  });
  afterAll(() => app.close());

  // A player has one quiz in play at a time, so every test plays as a new player.
  beforeEach(async () => {
    player = await signUp(app);
    headers = player.headers;
  });

  it('battery "anti-cheat": starts a session of 10 shuffled questions without revealing any answer', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/games/session',
      headers,
      payload: { topic_id: topicId, category_id: categoryId, game_mode: 'timed' },
    });
    expect(response.statusCode).toBe(201);
    const session = response.json().data.session;
    expect(session).toMatchObject({
      topic_id: topicId,
      category_id: categoryId,
      topic_name: 'Physics',
      category_name: 'Science',
      game_mode: 'timed',
      multiplier: 1,
      status: 'active',
      total_questions: 10,
      answered_count: 0,
      time_per_question: 10,
      opponent_name: 'Practice Bot',
      current_question: null,
    });
    const next = await app.inject({
      method: 'POST',
      url: `/api/games/session/${session.id}/next`,
      headers,
    });
    const question = next.json().data.question;
    expect(question).toMatchObject({ position: 1, time_limit_seconds: 10, elapsed_seconds: 0 });
    expect(Object.keys(question.options[0]).sort()).toEqual(['id', 'option_text']);
    for (const body of [response.body, next.body]) {
      expect(body).not.toMatch(
        /is_correct|correct_option|correct_answer|explanation|selected_option/,
      );
    }
  });

  it('plays a whole quiz: right, wrong and timed-out answers, paid once through the ledger', async () => {
    const before = await app.inject({ method: 'GET', url: '/api/auth/me', headers });
    expect(before.json().user.points).toBe(0);
    const session = await startSession(app, headers, { topic_id: topicId, game_mode: 'timed' });
    const moves = ['right', 'right', 'wrong', 'timeout', 'right'] as const;
    const results: { points_earned: number; is_correct: boolean; timed_out: boolean }[] = [];
    for (let index = 0; index < 10; index += 1) {
      const move = moves[Math.min(index, moves.length - 1)]!;
      const {
        question,
        correct,
        response: answered,
      } = await answerNext(app, headers, session.id, move, clock.advance);
      expect(question.position).toBe(index + 1);
      expect(answered.statusCode).toBe(200);
      const result = answered.json().data;
      expect(result.correct_option).toBe(correct);
      expect(result.correct_answer).toBe(`Option ${correct}`);
      expect(result.bot).toMatchObject({ points_earned: expect.any(Number) });
      expect(result.is_last).toBe(index === 9);
      results.push(result);
    }
    expect(results.map((r) => r.points_earned)).toEqual([15, 15, 0, 0, 15, 15, 15, 15, 15, 15]);
    expect(results[3]).toMatchObject({ timed_out: true, is_correct: false });
    expect(await serveNext(app, headers, session.id)).toBeNull();

    const completed = await completeSession(app, headers, session.id);
    expect(completed.statusCode).toBe(200);
    // The first quiz also unlocks First Steps (+10) and Century (+10), paid in the same transaction.
    expect(completed.json().data).toMatchObject({
      session_id: session.id,
      quiz_results: { total_points: 120, accuracy: 80, correct_answers: 8, total_questions: 10 },
      user_stats: {
        user_id: player.user.id,
        games_played: 1,
        total_points: 140,
        accuracy_rate: 80,
        current_streak: 1,
        longest_streak: 1,
        level: 2,
      },
      achievements_earned: [
        { achievement_id: 'first-quiz', points_reward: 10 },
        { achievement_id: 'points-100', points_reward: 10 },
      ],
    });
    const me = await app.inject({ method: 'GET', url: '/api/auth/me', headers });
    expect(me.json().user).toMatchObject({ points: 140, level: 2 });
    expect(await totalOfAllBalances(app.database.db)).toBe(0);

    const stored = await app.inject({
      method: 'GET',
      url: `/api/games/session/${session.id}/results`,
      headers,
    });
    expect(stored.statusCode).toBe(200);
    const data = stored.json().data;
    expect(data).toMatchObject({
      session_id: session.id,
      topic: { id: topicId, name: 'Physics' },
      game_mode: 'timed',
      correct_answers: 8,
      timed_out_answers: 1,
      accuracy: 80,
      total_points: 120,
      result_level: 'excellent',
      headline: 'YOU WIN',
      outcome: 'win',
      breakdown: { base_points: 80, speed_bonus: 40, mode_bonus: 0, total: 120 },
      opponent: { name: 'Practice Bot' },
      level_progress: { points: 120, level: 2, level_before: 1, points_to_next_level: 280 },
    });
    expect(data.answers).toHaveLength(10);
    expect(data.answers[3]).toMatchObject({ selected_option: null, timed_out: true });
    expect(data.average_time).toBe(1);
  });

  it('battery "anti-cheat": scores an answer that arrives after the countdown and its grace as a timeout', async () => {
    const session = await startSession(app, headers, { topic_id: topicId, game_mode: 'timed' });
    const question = (await serveNext(app, headers, session.id))!;
    const correct = await correctOptionOf(app.database.db, question.id);
    clock.advance(10_600);
    const late = await sendAnswer(app, headers, session.id, question.id, correct);
    expect(late.statusCode).toBe(200);
    expect(late.json().data).toMatchObject({
      is_correct: false,
      timed_out: true,
      points_earned: 0,
      time_taken: 10,
      correct_option: correct,
    });
  });

  it('accepts an answer inside the grace, at the slowest speed factor', async () => {
    const session = await startSession(app, headers, { topic_id: topicId, game_mode: 'timed' });
    const { response: answered } = await answerNext(
      app,
      headers,
      session.id,
      'right',
      clock.advance,
      10_400,
    );
    expect(answered.json().data).toMatchObject({ is_correct: true, points_earned: 8 });
  });

  it('has no countdown in practice, and applies the mode multiplier in competitive', async () => {
    const practice = await startSession(app, headers, { topic_id: topicId });
    const { question, response: slow } = await answerNext(
      app,
      headers,
      practice.id,
      'right',
      clock.advance,
      45_000,
    );
    expect(question).toMatchObject({ time_limit_seconds: null });
    expect(slow.json().data).toMatchObject({
      is_correct: true,
      timed_out: false,
      points_earned: 8,
    });

    const competitive = await startSession(app, headers, {
      topic_id: topicId,
      game_mode: 'competitive',
    });
    const { response: fast } = await answerNext(
      app,
      headers,
      competitive.id,
      'right',
      clock.advance,
      500,
    );
    expect(fast.json().data.points_earned).toBe(23); // 10 x 1.5 x 1.5
  });

  it('records a question whose time ran out when the next one is asked for', async () => {
    const session = await startSession(app, headers, {
      topic_id: topicId,
      game_mode: 'quick_fire',
    });
    const first = (await serveNext(app, headers, session.id))!;
    clock.advance(2_000);
    const again = (await serveNext(app, headers, session.id))!;
    expect(again).toMatchObject({ id: first.id, position: 1, elapsed_seconds: 2 });
    clock.advance(9_000);
    const second = (await serveNext(app, headers, session.id))!;
    expect(second.position).toBe(2);
    const late = await sendAnswer(app, headers, session.id, first.id, first.options[0]!.id);
    expect(late.statusCode).toBe(409);
    expect(late.json().code).toBe('ALREADY_ANSWERED');
  });

  it('battery "anti-cheat": refuses a second answer, a foreign question and a foreign option', async () => {
    const session = await startSession(app, headers, { topic_id: topicId, game_mode: 'timed' });
    const question = (await serveNext(app, headers, session.id))!;
    clock.advance(1000);
    const first = await sendAnswer(app, headers, session.id, question.id, question.options[0]!.id);
    expect(first.statusCode).toBe(200);
    const second = await sendAnswer(app, headers, session.id, question.id, question.options[1]!.id);
    expect(second.statusCode).toBe(409);
    expect(second.json().code).toBe('ALREADY_ANSWERED');

    const stranger = await signUp(app);
    const other = await startSession(app, stranger.headers, {
      topic_id: otherTopicId,
      game_mode: 'timed',
    });
    const foreign = (await serveNext(app, stranger.headers, other.id))!;
    const refused = await sendAnswer(app, headers, session.id, foreign.id, foreign.options[0]!.id);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().details[0].field).toBe('body.question_id');

    // Only the first answer was stored, and the session still counts one.
    const state = await app.inject({
      method: 'GET',
      url: `/api/games/session/${session.id}`,
      headers,
    });
    expect(state.json().data.session.answered_count).toBe(1);
    const stored = await app.database.db
      .select()
      .from(quizAnswers)
      .where(eq(quizAnswers.sessionId, session.id));
    expect(stored.map((row) => row.selectedOptionId)).toEqual([question.options[0]!.id]);

    const next = (await serveNext(app, headers, session.id))!;
    const badOption = await sendAnswer(app, headers, session.id, next.id, 'not-an-option');
    expect(badOption.statusCode).toBe(400);
    expect(badOption.json().details[0].field).toBe('body.selected_option');
  });

  it('takes exactly one of two answers sent at once to the same question', async () => {
    const session = await startSession(app, headers, { topic_id: topicId, game_mode: 'timed' });
    const question = (await serveNext(app, headers, session.id))!;
    clock.advance(1000);
    const both = await Promise.all(
      question.options
        .slice(0, 2)
        .map((option) => sendAnswer(app, headers, session.id, question.id, option.id)),
    );
    expect(both.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    const rows = await app.database.db
      .select()
      .from(quizAnswers)
      .where(eq(quizAnswers.sessionId, session.id));
    expect(rows).toHaveLength(1);
  });

  it('refuses to answer a question before it is served', async () => {
    const session = await startSession(app, headers, {
      topic_id: smallTopicId,
      game_mode: 'timed',
    });
    const first = (await serveNext(app, headers, session.id))!;
    const peek = await app.inject({
      method: 'GET',
      url: `/api/games/session/${session.id}/results`,
      headers,
    });
    expect(peek.statusCode).toBe(409);
    expect(peek.json().code).toBe('SESSION_NOT_COMPLETED');
    clock.advance(1000);
    await sendAnswer(app, headers, session.id, first.id, null);
    // Guess the id of question 2 from the topic's questions: it is refused until served.
    const rows = await app.database.db.query.quizSessionQuestions.findMany({
      where: (table, { eq: equals }) => equals(table.sessionId, session.id),
    });
    const unserved = rows.find((row) => row.position === 2)!;
    const early = await sendAnswer(app, headers, session.id, unserved.questionId, null);
    expect(early.statusCode).toBe(409);
    expect(early.json().code).toBe('QUESTION_NOT_CURRENT');
  });

  it('flags answers faster than a person can read, without refusing them', async () => {
    const session = await startSession(app, headers, { topic_id: topicId, game_mode: 'timed' });
    const { response: answered } = await answerNext(
      app,
      headers,
      session.id,
      'right',
      clock.advance,
      50,
    );
    expect(answered.json().data.is_correct).toBe(true);
    const [row] = await app.database.db
      .select()
      .from(quizAnswers)
      .where(eq(quizAnswers.sessionId, session.id));
    expect(row!.flagged).toBe(true);
  });

  it('battery "anti-cheat": ignores forged correctness, points and times sent to complete', async () => {
    const session = await startSession(app, headers, {
      topic_id: smallTopicId,
      game_mode: 'timed',
    });
    const answers = [];
    for (let index = 0; index < 3; index += 1) {
      const question = (await serveNext(app, headers, session.id))!;
      clock.advance(2000);
      await sendAnswer(app, headers, session.id, question.id, null);
      answers.push({
        question_id: question.id,
        selected_option: question.options[0]!.id,
        is_correct: true,
        points_earned: 1000,
        time_taken: 0.1,
      });
    }
    const completed = await completeSession(app, headers, session.id, {
      topic_id: smallTopicId,
      category_id: categoryId,
      difficulty: 'medium',
      game_mode: 'timed',
      answers,
      total_time_spent: 1,
    });
    expect(completed.statusCode).toBe(200);
    expect(completed.json().data.quiz_results).toMatchObject({
      total_points: 0,
      accuracy: 0,
      correct_answers: 0,
    });
    const tampered = await completeSession(app, headers, session.id, { points: 500 });
    expect(tampered.statusCode).toBe(400);
    expect(tampered.json().details[0].field).toBe('body.points');
  });

  it('pays once when the same quiz is completed many times at once', async () => {
    const user = await signUp(app);
    const session = await startSession(app, user.headers, {
      topic_id: topicId,
      game_mode: 'timed',
    });
    for (let index = 0; index < 10; index += 1) {
      await answerNext(app, user.headers, session.id, 'right', clock.advance);
    }
    const answers = await Promise.all(
      Array.from({ length: 8 }, () => completeSession(app, user.headers, session.id)),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(8).fill(200));
    expect(
      new Set(answers.map((answer) => JSON.stringify(answer.json().data.quiz_results))).size,
    ).toBe(1);
    expect(answers[0]!.json().data.quiz_results.total_points).toBe(150);
    // Achievement rewards are announced and paid once too, by whichever completion won.
    const earned = answers.flatMap((answer) => answer.json().data.achievements_earned) as {
      achievement_id: string;
      points_reward: number;
    }[];
    expect(new Set(earned.map((a) => a.achievement_id)).size).toBe(earned.length);
    const balance = 150 + earned.reduce((sum, a) => sum + a.points_reward, 0);
    const me = await app.inject({ method: 'GET', url: '/api/auth/me', headers: user.headers });
    expect(me.json().user.points).toBe(balance);
    const movements = await app.database.db
      .select()
      .from(ledgerTransactions)
      .where(eq(ledgerTransactions.reference, session.id));
    expect(movements).toHaveLength(1);
    const stats = await app.inject({
      method: 'GET',
      url: '/api/scoring/user-stats/current',
      headers: user.headers,
    });
    expect(stats.json().data.profile).toMatchObject({ games_played: 1, points: balance });
    expect(await totalOfAllBalances(app.database.db)).toBe(0);
  });

  it('counts questions never answered as timeouts when a quiz is completed early', async () => {
    const user = await signUp(app);
    const session = await startSession(app, user.headers, {
      topic_id: topicId,
      game_mode: 'timed',
    });
    const { question } = await answerNext(app, user.headers, session.id, 'right', clock.advance);
    const completed = await completeSession(app, user.headers, session.id);
    expect(completed.json().data.quiz_results).toMatchObject({
      total_points: 15,
      correct_answers: 1,
      accuracy: 10,
    });
    const after = await sendAnswer(app, user.headers, session.id, question.id, null);
    expect(after.statusCode).toBe(409);
    expect(after.json().code).toBe('SESSION_COMPLETED');
    expect(await serveNext(app, user.headers, session.id)).toBeNull();
  });

  it('keeps every session private to its player', async () => {
    const session = await startSession(app, headers, {
      topic_id: smallTopicId,
      game_mode: 'timed',
    });
    const question = (await serveNext(app, headers, session.id))!;
    const intruder = await signUp(app);
    const calls = [
      { method: 'GET' as const, url: `/api/games/session/${session.id}` },
      { method: 'POST' as const, url: `/api/games/session/${session.id}/next` },
      {
        method: 'POST' as const,
        url: `/api/games/session/${session.id}/answer`,
        payload: { question_id: question.id, selected_option: null },
      },
      { method: 'GET' as const, url: `/api/games/session/${session.id}/results` },
      { method: 'POST' as const, url: '/api/quiz/complete', payload: { session_id: session.id } },
    ];
    for (const call of calls) {
      const response = await app.inject({ ...call, headers: intruder.headers });
      expect(response.statusCode, call.url).toBe(404);
      expect(response.body).not.toContain(question.id);
      const anonymous = await app.inject(call);
      expect(anonymous.statusCode, call.url).toBe(401);
    }
    const state = await app.inject({
      method: 'GET',
      url: `/api/games/session/${session.id}`,
      headers,
    });
    expect(state.json().data.session.answered_count).toBe(0);
    expect(state.json().data.session.current_question.id).toBe(question.id);
  });

  it('prefers questions the player has not seen yet', async () => {
    const user = await signUp(app);
    const first = await startSession(app, user.headers, { topic_id: topicId });
    await playSession(app, user.headers, first.id, ['right'], clock.advance);
    const firstIds = (
      await app.inject({
        method: 'GET',
        url: `/api/games/session/${first.id}/results`,
        headers: user.headers,
      })
    )
      .json()
      .data.answers.map((answer: { question_id: string }) => answer.question_id);
    const second = await startSession(app, user.headers, { topic_id: topicId });
    await playSession(app, user.headers, second.id, ['wrong'], clock.advance);
    const secondIds: string[] = (
      await app.inject({
        method: 'GET',
        url: `/api/games/session/${second.id}/results`,
        headers: user.headers,
      })
    )
      .json()
      .data.answers.map((answer: { question_id: string }) => answer.question_id);
    expect(new Set(secondIds).size).toBe(10);
    // 15 questions: the 5 unseen ones all come back, the other 5 are repeats.
    expect(secondIds.filter((id) => !firstIds.includes(id))).toHaveLength(5);
  });

  it('refuses unknown, empty and mismatched topics and bad bodies, naming the field', async () => {
    const unknown = await app.inject({
      method: 'POST',
      url: '/api/games/session',
      headers,
      payload: { topic_id: randomUUID() },
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().details[0].field).toBe('body.topic_id');
    const empty = await app.inject({
      method: 'POST',
      url: '/api/games/session',
      headers,
      payload: { topic_id: emptyTopicId },
    });
    expect(empty.statusCode).toBe(409);
    expect(empty.json()).toMatchObject({
      code: 'NO_QUESTIONS',
      message: 'No questions available for this topic',
    });
    const cases: [Record<string, unknown>, string][] = [
      [{ topic_id: topicId, category_id: randomUUID() }, 'body.category_id'],
      [{ topic_id: topicId, game_mode: 'tournament' }, 'body.game_mode'],
      [{ topic_id: topicId, time_zone: 'Mars/Olympus' }, 'body.time_zone'],
      [{ topic_id: 'nope' }, 'body.topic_id'],
      [{ topic_id: topicId, is_correct: true }, 'body.is_correct'],
    ];
    for (const [payload, field] of cases) {
      const response = await app.inject({
        method: 'POST',
        url: '/api/games/session',
        headers,
        payload,
      });
      expect(response.statusCode, field).toBe(400);
      expect(response.json().details.map((d: { field: string }) => d.field)).toContain(field);
    }
  });

  it('keeps one quiz in play: the same topic and mode resume it, another abandons it', async () => {
    const user = await signUp(app);
    const first = await startSession(app, user.headers, { topic_id: topicId, game_mode: 'timed' });
    const { question } = await answerNext(app, user.headers, first.id, 'right', clock.advance);
    const served = (await serveNext(app, user.headers, first.id))!;
    clock.advance(3000);

    const resumed = await app.inject({
      method: 'POST',
      url: '/api/games/session',
      headers: user.headers,
      payload: { topic_id: topicId, game_mode: 'timed' },
    });
    expect(resumed.json().data.session).toMatchObject({
      id: first.id,
      answered_count: 1,
      score: { player_points: 15, player_correct: 1 },
      current_question: { id: served.id, position: 2, elapsed_seconds: 3 },
    });

    // Scouting answers in a second quiz would close the first: it cannot be answered any more.
    const second = await startSession(app, user.headers, {
      topic_id: topicId,
      game_mode: 'practice',
    });
    expect(second.id).not.toBe(first.id);
    const late = await sendAnswer(app, user.headers, first.id, served.id, served.options[0]!.id);
    expect(late.statusCode).toBe(409);
    expect(late.json().code).toBe('SESSION_ABANDONED');
    expect(await serveNext(app, user.headers, first.id)).toBeNull();
    const completeFirst = await completeSession(app, user.headers, first.id);
    expect(completeFirst.json().code).toBe('SESSION_ABANDONED');
    const results = await app.inject({
      method: 'GET',
      url: `/api/games/session/${first.id}/results`,
      headers: user.headers,
    });
    expect(results.statusCode).toBe(409);
    expect(results.body).not.toContain(question.id);
    const me = await app.inject({ method: 'GET', url: '/api/auth/me', headers: user.headers });
    expect(me.json().user.points).toBe(0);
  });

  it('abandons on request, once, and never a completed quiz', async () => {
    const user = await signUp(app);
    const session = await startSession(app, user.headers, { topic_id: smallTopicId });
    const abandon = () =>
      app.inject({
        method: 'POST',
        url: `/api/games/session/${session.id}/abandon`,
        headers: user.headers,
      });
    const first = await abandon();
    expect(first.statusCode).toBe(200);
    expect(first.json().data.session).toMatchObject({
      status: 'abandoned',
      current_question: null,
    });
    expect((await abandon()).statusCode).toBe(200);
    const stranger = await signUp(app);
    const foreign = await app.inject({
      method: 'POST',
      url: `/api/games/session/${session.id}/abandon`,
      headers: stranger.headers,
    });
    expect(foreign.statusCode).toBe(404);

    const fresh = await startSession(app, user.headers, { topic_id: smallTopicId });
    expect(fresh.id).not.toBe(session.id);
    await playSession(app, user.headers, fresh.id, ['right'], clock.advance);
    const late = await app.inject({
      method: 'POST',
      url: `/api/games/session/${fresh.id}/abandon`,
      headers: user.headers,
    });
    expect(late.statusCode).toBe(409);
    expect(late.json().code).toBe('SESSION_COMPLETED');
  });

  it('lets only one of two simultaneous starts open a quiz', async () => {
    const user = await signUp(app);
    const starts = await Promise.all(
      [topicId, otherTopicId].map((id) =>
        app.inject({
          method: 'POST',
          url: '/api/games/session',
          headers: user.headers,
          payload: { topic_id: id },
        }),
      ),
    );
    expect(starts.map((start) => start.statusCode)).toEqual([201, 201]);
    const active = await app.database.db.query.quizSessions.findMany({
      where: (table, { and: all, eq: equals }) =>
        all(equals(table.userId, user.user.id), equals(table.status, 'active')),
    });
    expect(active).toHaveLength(1);
  });

  it('keeps a practice answer left open for weeks within bounds', async () => {
    const user = await signUp(app);
    const session = await startSession(app, user.headers, { topic_id: smallTopicId });
    const question = (await serveNext(app, user.headers, session.id))!;
    clock.advance(25 * 86_400_000);
    const again = await signIn(app, user.email, user.password);
    const answered = await sendAnswer(
      app,
      again.headers,
      session.id,
      question.id,
      await correctOptionOf(app.database.db, question.id),
    );
    expect(answered.statusCode).toBe(200);
    expect(answered.json().data).toMatchObject({ is_correct: true, time_taken: 600 });
    expect((await completeSession(app, again.headers, session.id)).statusCode).toBe(200);
  });

  it('plays and reports each question as it was when the quiz started, whatever an admin edits', async () => {
    const user = await signUp(app);
    const session = await startSession(app, user.headers, { topic_id: smallTopicId });
    const question = (await serveNext(app, user.headers, session.id))!;
    const correct = await correctOptionOf(app.database.db, question.id);
    await app.database.db
      .update(questions)
      .set({
        questionText: 'Edited?',
        options: [{ id: 'z', text: 'New' }],
        correctOptionId: 'z',
        points: 90,
      })
      .where(eq(questions.id, question.id));
    const reserved = (await serveNext(app, user.headers, session.id))!;
    expect(reserved.options.map((option) => option.option_text).sort()).toEqual([
      'Option a',
      'Option b',
      'Option c',
      'Option d',
    ]);
    clock.advance(1000);
    const answered = await sendAnswer(app, user.headers, session.id, question.id, correct);
    expect(answered.json().data).toMatchObject({ is_correct: true, points_earned: 15 });
    await playSession(app, user.headers, session.id, ['wrong'], clock.advance);
    const results = (
      await app.inject({
        method: 'GET',
        url: `/api/games/session/${session.id}/results`,
        headers: user.headers,
      })
    ).json().data;
    expect(results.answers[0]).toMatchObject({
      question_text: expect.stringMatching(/^Question \d+\?$/),
      correct_option: correct,
      points_earned: 15,
    });
    expect(results.breakdown.total).toBe(results.total_points);
  });

  it('serves each question with the language it was written in when the quiz started', async () => {
    const spanishTopic = await buildTopic(app.database.db, categoryId, {
      name: 'Óptica',
      language: 'es',
    });
    await buildQuestions(app.database.db, spanishTopic.id, 3, { language: 'es' });
    const session = await startSession(app, headers, { topic_id: spanishTopic.id });
    const question = (await serveNext(app, headers, session.id))!;
    expect(question.language).toBe('es');
    await app.database.db
      .update(questions)
      .set({ language: 'en' })
      .where(eq(questions.id, question.id));
    expect((await serveNext(app, headers, session.id))!.language).toBe('es');
  });

  it('counts day streaks in the player’s time zone and lets them lapse', async () => {
    const streakClock = manualClock(new Date('2026-07-01T20:00:00Z'));
    const local = await buildTestApp({ clock: streakClock });
    try {
      const category = await buildCategory(local.database.db);
      const topic = await buildTopic(local.database.db, category.id);
      await buildQuestions(local.database.db, topic.id, 3);
      const user = await signUp(local);
      const play = async () => {
        const fresh = await signIn(local, user.email, user.password);
        const session = await startSession(local, fresh.headers, {
          topic_id: topic.id,
          time_zone: 'Asia/Tokyo',
        });
        return {
          stats: await playSession(
            local,
            fresh.headers,
            session.id,
            ['right'],
            streakClock.advance,
          ),
          fresh,
        };
      };
      // 20:00 UTC is already the next day in Tokyo: 2 July, then 3 July, then (4 h later) 3 July again.
      expect((await play()).stats.user_stats.current_streak).toBe(1);
      streakClock.advance(24 * 3600_000);
      expect((await play()).stats.user_stats.current_streak).toBe(2);
      streakClock.advance(2 * 3600_000);
      const sameDay = await play();
      expect(sameDay.stats.user_stats).toMatchObject({ current_streak: 2, longest_streak: 2 });
      streakClock.advance(3 * 24 * 3600_000);
      const later = await signIn(local, user.email, user.password);
      const stats = await local.inject({
        method: 'GET',
        url: '/api/scoring/user-stats/current',
        headers: later.headers,
      });
      expect(stats.json().data.profile).toMatchObject({
        current_streak: 0,
        longest_streak: 2,
        games_played: 3,
      });
    } finally {
      await local.close();
    }
  });
});
