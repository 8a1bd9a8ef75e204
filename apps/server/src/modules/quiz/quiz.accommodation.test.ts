import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { manualClock } from '../../lib/clock';
import { signUp } from '../../test/auth-helpers';
import { buildTestInstances, type TestApp } from '../../test/build-test-app';
import { buildCategory, buildQuestions, buildTopic } from '../../test/factories';
import {
  answerNext,
  completeSession,
  serveNext,
  startSession,
  type Headers,
} from '../../test/quiz-helpers';

/** decision 39 in docs/DECISIONS.md: time accommodations in solo play. */
describe('quiz time accommodations', () => {
  const clock = manualClock(new Date('2026-06-01T12:00:00Z'));
  // Two instances on one database: the second holds nothing and loads a session from its row.
  let app: TestApp;
  let other: TestApp;
  let topicId: string;

  beforeAll(async () => {
    [app, other] = await buildTestInstances({ clock });
    const category = await buildCategory(app.database.db, { name: 'Science' });
    topicId = (await buildTopic(app.database.db, category.id, { name: 'Physics' })).id;
    await buildQuestions(app.database.db, topicId, 10);
  });
  afterAll(async () => {
    await other.close();
    await app.close();
  });

  const setExtendedTime = async (headers: Headers, extended_time: number) => {
    const response = await app.inject({
      method: 'PUT',
      url: '/api/auth/profile',
      headers,
      payload: { extended_time },
    });
    expect(response.statusCode).toBe(200);
  };
  /** A signed-up player with the accommodation `factor`. */
  const playerWith = async (factor: number) => {
    const { headers } = await signUp(app);
    if (factor !== 1) await setExtendedTime(headers, factor);
    return headers;
  };
  const sessionOf = async (on: TestApp, headers: Headers, id: string) =>
    (await on.inject({ method: 'GET', url: `/api/games/session/${id}`, headers })).json().data
      .session;
  const resultsOf = async (headers: Headers, id: string) =>
    (await app.inject({ method: 'GET', url: `/api/games/session/${id}/results`, headers })).json()
      .data;

  it('gives a 2x player 20 s a timed question: an answer at 14 s counts, and is late for a 1x player', async () => {
    const doubled = await playerWith(2);
    const session = await startSession(app, doubled, { topic_id: topicId, game_mode: 'timed' });
    expect(session).toMatchObject({ time_per_question: 20, extended_time: 2 });
    const answered = await answerNext(app, doubled, session.id, 'right', clock.advance, 14_000);
    expect(answered.response.json().data).toMatchObject({
      is_correct: true,
      timed_out: false,
      time_taken: 14,
    });
    expect(answered.response.json().data.points_earned).toBeGreaterThan(0);

    const standard = await playerWith(1);
    const plain = await startSession(app, standard, { topic_id: topicId, game_mode: 'timed' });
    expect(plain).toMatchObject({ time_per_question: 10, extended_time: 1 });
    const late = await answerNext(app, standard, plain.id, 'right', clock.advance, 14_000);
    expect(late.response.json().data).toMatchObject({
      is_correct: false,
      timed_out: true,
      points_earned: 0,
    });
  });

  it('serves the extended countdown and records a timeout only once it and its grace ran out', async () => {
    const doubled = await playerWith(2);
    const session = await startSession(app, doubled, { topic_id: topicId, game_mode: 'timed' });
    const first = await serveNext(app, doubled, session.id);
    expect(first).toMatchObject({ position: 1, time_limit_seconds: 20 });
    clock.advance(15_000);
    // Past the mode's 10 s, within the player's 20 s: still the same question.
    expect(await serveNext(app, doubled, session.id)).toMatchObject({ position: 1 });
    clock.advance(5_501);
    expect(await serveNext(app, doubled, session.id)).toMatchObject({ position: 2 });
    const results = (await completeSession(app, doubled, session.id)).json().data;
    expect(results.quiz_results.correct_answers).toBe(0);
  });

  it('extends quick fire too: 7.5 s for a 1.5x player', async () => {
    const player = await playerWith(1.5);
    const session = await startSession(app, player, {
      topic_id: topicId,
      game_mode: 'quick_fire',
    });
    expect(session).toMatchObject({ time_per_question: 7.5, extended_time: 1.5 });
    expect(await serveNext(app, player, session.id)).toMatchObject({ time_limit_seconds: 7.5 });
    clock.advance(7_900);
    const question = (await serveNext(app, player, session.id))!;
    expect(question.position).toBe(1);
  });

  it('leaves practice untimed and records no accommodation for it', async () => {
    const player = await playerWith(2);
    const session = await startSession(app, player, { topic_id: topicId, game_mode: 'practice' });
    expect(session).toMatchObject({ time_per_question: null, extended_time: 1 });
    expect(await serveNext(app, player, session.id)).toMatchObject({ time_limit_seconds: null });
  });

  it('pays a 2x player at 8 s what it pays a 1x player at 4 s (the speed factor of the own limit)', async () => {
    const paidAt = async (factor: number, waitMs: number) => {
      const headers = await playerWith(factor);
      const session = await startSession(app, headers, { topic_id: topicId, game_mode: 'timed' });
      const { response } = await answerNext(
        app,
        headers,
        session.id,
        'right',
        clock.advance,
        waitMs,
      );
      return response.json().data.points_earned as number;
    };
    const doubled = await paidAt(2, 8_000);
    expect(doubled).toBe(await paidAt(1, 4_000));
    // 10 base points x 1.27 (four tenths of the limit).
    expect(doubled).toBe(13);
    expect(await paidAt(1.5, 6_000)).toBe(doubled);
  });

  it('keeps the limit a session started with when the preference changes mid-quiz', async () => {
    const player = await playerWith(2);
    const session = await startSession(app, player, { topic_id: topicId, game_mode: 'timed' });
    await answerNext(app, player, session.id, 'right', clock.advance, 1_000);
    await setExtendedTime(player, 1);

    // On this instance, on one that loads the session from its row, and on a resume.
    expect(await sessionOf(app, player, session.id)).toMatchObject({
      time_per_question: 20,
      extended_time: 2,
    });
    expect(await sessionOf(other, player, session.id)).toMatchObject({
      time_per_question: 20,
      extended_time: 2,
    });
    const resumed = await startSession(app, player, { topic_id: topicId, game_mode: 'timed' });
    expect(resumed).toMatchObject({ id: session.id, time_per_question: 20, extended_time: 2 });

    const onOther = await answerNext(other, player, session.id, 'right', clock.advance, 14_000);
    expect(onOther.question).toMatchObject({ position: 2, time_limit_seconds: 20 });
    expect(onOther.response.json().data).toMatchObject({ is_correct: true, timed_out: false });
    const onThis = await answerNext(app, player, session.id, 'right', clock.advance, 14_000);
    expect(onThis.response.json().data).toMatchObject({ is_correct: true, timed_out: false });

    expect((await completeSession(app, player, session.id)).statusCode).toBe(200);
    const results = await resultsOf(player, session.id);
    expect(results).toMatchObject({
      time_per_question: 20,
      extended_time: 2,
      correct_answers: 3,
      timed_out_answers: 7,
    });
    // Each answer's stored time and the breakdown are measured against the 20 s it was played with.
    expect(results.answers.slice(0, 3).map((a: { time_taken: number }) => a.time_taken)).toEqual([
      1, 14, 14,
    ]);
    expect(results.breakdown.total).toBe(results.total_points);

    // The next quiz takes the new preference.
    const next = await startSession(app, player, { topic_id: topicId, game_mode: 'timed' });
    expect(next).toMatchObject({ time_per_question: 10, extended_time: 1 });
  });

  it('shows the standard limit and factor on the results of a quiz without accommodation', async () => {
    const player = await playerWith(1);
    const session = await startSession(app, player, {
      topic_id: topicId,
      game_mode: 'quick_fire',
    });
    expect((await completeSession(app, player, session.id)).statusCode).toBe(200);
    expect(await resultsOf(player, session.id)).toMatchObject({
      time_per_question: 5,
      extended_time: 1,
    });
  });
});
