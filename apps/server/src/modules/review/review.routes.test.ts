import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ledgerEntries,
  ledgerTransactions,
  questions,
  quizSessionQuestions,
  reviewCards,
} from '../../db/schema';
import { manualClock } from '../../lib/clock';
import { signIn, signUp } from '../../test/auth-helpers';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { buildCategory, buildQuestions, buildTopic } from '../../test/factories';
import {
  answerNext,
  correctOptionOf,
  playSession,
  startSession,
  type Headers,
} from '../../test/quiz-helpers';
import { expectFieldRefusals } from '../../test/refusals';

const DAY_MS = 86_400_000;

type Served = { id: string; position: number; options: { id: string }[] };

describe('review mode', () => {
  const clock = manualClock(new Date('2026-06-01T12:00:00Z'));
  const advance = (ms: number) => clock.advance(ms);
  let app: TestApp;
  let physics: string;
  let chemistry: string;
  let biology: string;

  beforeAll(async () => {
    app = await buildTestApp({ clock });
    const category = await buildCategory(app.database.db, { name: 'Science' });
    physics = (await buildTopic(app.database.db, category.id, { name: 'Physics' })).id;
    chemistry = (await buildTopic(app.database.db, category.id, { name: 'Chemistry' })).id;
    await buildQuestions(app.database.db, physics, 10);
    await buildQuestions(app.database.db, chemistry, 12);
    biology = (await buildTopic(app.database.db, category.id, { name: 'Biology' })).id;
    await buildQuestions(app.database.db, biology, 30);
  });
  afterAll(() => app.close());

  /** Moves the clock on by days; the player signs in again (access tokens last 15 minutes). */
  const daysLater = async (
    player: { email: string; password: string; headers: Headers },
    days: number,
  ) => {
    advance(days * DAY_MS);
    Object.assign(player.headers, (await signIn(app, player.email, player.password)).headers);
  };

  const call = (headers: Headers, method: 'GET' | 'POST', url: string, payload?: object) =>
    app.inject({ method, url, headers, ...(payload ? { payload } : {}) });

  const summaryOf = async (headers: Headers) => {
    const response = await call(headers, 'GET', '/api/review/summary');
    expect(response.statusCode).toBe(200);
    return response.json().data as {
      due_now: number;
      next_due_at: string | null;
      reviewed_today: number;
      daily_goal: number;
      goal_met: boolean;
      total_cards: number;
      topics: { topic_id: string; due: number }[];
    };
  };

  const startRound = async (headers: Headers, body: object = {}) => {
    const response = await call(headers, 'POST', '/api/review/sessions', body);
    expect(response.statusCode, response.body).toBe(201);
    return response.json().data.session as {
      id: string;
      total_questions: number;
      due_questions: number;
    };
  };

  const serve = async (headers: Headers, roundId: string) => {
    const response = await call(headers, 'POST', `/api/review/sessions/${roundId}/next`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data.question as Served | null;
  };

  /** Serves the next question, waits `waitMs`, answers it right or wrong. */
  const review = async (headers: Headers, roundId: string, right: boolean, waitMs = 8_000) => {
    const question = (await serve(headers, roundId))!;
    const correct = await correctOptionOf(app.database.db, question.id);
    advance(waitMs);
    const selected = right ? correct : question.options.find((o) => o.id !== correct)!.id;
    const response = await call(headers, 'POST', `/api/review/sessions/${roundId}/answer`, {
      question_id: question.id,
      selected_option: selected,
    });
    expect(response.statusCode, response.body).toBe(200);
    return { question, result: response.json().data };
  };

  /** Plays a practice quiz of Physics, answering the first question wrong and the rest right. */
  const quizMissingTheFirst = async (headers: Headers) => {
    const session = await startSession(app, headers, { topic_id: physics });
    const first = await answerNext(app, headers, session.id, 'wrong', advance, 4_000);
    await playSession(app, headers, session.id, ['right'], advance, 4_000);
    await app.outbox.dispatchNow();
    return first.question.id;
  };

  it('brings a question missed in a quiz back first once it is due', async () => {
    const player = await signUp(app);
    const missed = await quizMissingTheFirst(player.headers);

    // Every question answered has a memory; the missed one comes back the next day.
    const before = await summaryOf(player.headers);
    expect(before.total_cards).toBe(10);
    expect(before.due_now).toBe(0);
    expect(new Date(before.next_due_at!).getTime()).toBeLessThanOrEqual(
      clock.now().getTime() + DAY_MS,
    );

    await daysLater(player, 1);
    const due = await summaryOf(player.headers);
    expect(due.due_now).toBe(1);
    expect(due.topics).toEqual([{ topic_id: physics, due: 1 }]);

    const round = await startRound(player.headers);
    expect(round.due_questions).toBe(1);
    const { question, result } = await review(player.headers, round.id, true);
    expect(question.id).toBe(missed);
    expect(result).toMatchObject({ is_correct: true, position: 1 });
    // Known now: it waits longer than the day a miss waits.
    expect(new Date(result.next_due_at).getTime() - clock.now().getTime()).toBeGreaterThan(DAY_MS);
    expect((await summaryOf(player.headers)).due_now).toBe(0);
  });

  it('records the answers of an abandoned quiz too', async () => {
    const player = await signUp(app);
    const session = await startSession(app, player.headers, { topic_id: chemistry });
    const { question } = await answerNext(app, player.headers, session.id, 'wrong', advance);
    const quit = await call(player.headers, 'POST', `/api/games/session/${session.id}/abandon`);
    expect(quit.statusCode).toBe(200);
    await app.outbox.dispatchNow();
    const cards = await app.database.db
      .select()
      .from(reviewCards)
      .where(eq(reviewCards.userId, player.user.id));
    expect(cards.map((card) => [card.questionId, card.lastRating])).toEqual([
      [question.id, 'again'],
    ]);
  });

  it('serves due questions, then new ones from the weakest topic, without the answer', async () => {
    const player = await signUp(app);
    await quizMissingTheFirst(player.headers);
    // Biology at 80% is weaker than Physics at 90%: new questions come from it.
    const session = await startSession(app, player.headers, { topic_id: biology });
    await playSession(app, player.headers, session.id, ['wrong', 'wrong', 'right'], advance, 4_000);
    await app.outbox.dispatchNow();
    await daysLater(player, 1);
    const round = await startRound(player.headers, { size: 5 });
    expect(round).toMatchObject({ total_questions: 5, due_questions: 3 });
    const served = await serve(player.headers, round.id);
    expect(Object.keys(served!)).not.toContain('correct_option');
    expect(JSON.stringify(served)).not.toContain('is_correct');
    // The same question again while unanswered, its clock kept.
    expect(await serve(player.headers, round.id)).toEqual(served);
    // Starting again resumes the round in play.
    expect((await startRound(player.headers)).id).toBe(round.id);
    await review(player.headers, round.id, true);
    await review(player.headers, round.id, true);
    await review(player.headers, round.id, true);
    const fresh = [
      (await review(player.headers, round.id, true)).question.id,
      (await review(player.headers, round.id, true)).question.id,
    ];
    const topics = await app.database.db
      .select({ topicId: questions.topicId })
      .from(questions)
      .where(inArray(questions.id, fresh));
    expect(topics.map((row) => row.topicId)).toEqual([biology, biology]);
    const seen = await app.database.db
      .select()
      .from(quizSessionQuestions)
      .where(inArray(quizSessionQuestions.questionId, fresh));
    expect(seen).toEqual([]);
  });

  it('pays practice’s points through the ledger, once per answer, and counts them on the boards', async () => {
    const player = await signUp(app);
    const round = await startRound(player.headers, { topic_id: chemistry, size: 2 });
    const { result } = await review(player.headers, round.id, true, 3_000);
    expect(result.points_earned).toBeGreaterThan(0);
    const legs = await app.database.db
      .select({ amount: ledgerEntries.amount, kind: ledgerTransactions.kind })
      .from(ledgerEntries)
      .innerJoin(ledgerTransactions, eq(ledgerTransactions.id, ledgerEntries.transactionId))
      .where(eq(ledgerTransactions.idempotencyKey, `review_answer:${round.id}:1`));
    expect(legs.map((leg) => leg.amount).sort((a, b) => a - b)).toEqual([
      -result.points_earned,
      result.points_earned,
    ]);
    expect(legs.every((leg) => leg.kind === 'review_reward')).toBe(true);
    const stats = await call(player.headers, 'GET', '/api/scoring/user-stats/current');
    expect(stats.json().data.profile.points).toBe(result.points_earned);
    // A wrong answer pays nothing; the ledger still sums to zero.
    const wrong = await review(player.headers, round.id, false);
    expect(wrong.result).toMatchObject({ points_earned: 0, rating: 'again', is_last: true });
    const [sum] = await app.database.db
      .select({ total: sql<string>`coalesce(sum(${ledgerEntries.amount}), 0)` })
      .from(ledgerEntries);
    expect(Number(sum!.total)).toBe(0);
    // On the topic's board, as a practice quiz's points are.
    const board = await call(player.headers, 'GET', `/api/leaderboards/topic/${chemistry}`);
    expect(board.statusCode).toBe(200);
    expect(board.json().data.user_rank.points).toBe(result.points_earned);
  });

  it('counts the day for the streak at the tenth review answer of the day', async () => {
    const player = await signUp(app);
    const streak = async () =>
      (await call(player.headers, 'GET', '/api/scoring/user-stats/current')).json().data.profile
        .current_streak as number;
    const round = await startRound(player.headers, { topic_id: biology, size: 10 });
    for (let n = 1; n <= 9; n += 1) await review(player.headers, round.id, n % 2 === 0);
    expect(await streak()).toBe(0);
    expect(await summaryOf(player.headers)).toMatchObject({
      reviewed_today: 9,
      daily_goal: 10,
      goal_met: false,
    });
    const { result } = await review(player.headers, round.id, false);
    expect(result).toMatchObject({ reviewed_today: 10, goal_met: true, is_last: true });
    expect(await streak()).toBe(1);
    const done = await call(player.headers, 'POST', `/api/review/sessions/${round.id}/complete`);
    expect(done.statusCode).toBe(200);
    expect(done.json().data).toMatchObject({ answered_count: 10, goal_met: true });
    // The next day's goal extends it.
    await daysLater(player, 1);
    // Six missed yesterday are due; four new ones fill the round.
    const next = await startRound(player.headers, { topic_id: biology, size: 10 });
    expect(next.due_questions).toBe(6);
    for (let n = 0; n < next.total_questions; n += 1) await review(player.headers, next.id, true);
    expect(next.total_questions).toBe(10);
    expect(await streak()).toBe(2);
  });

  it('counts what is due per topic', async () => {
    const player = await signUp(app);
    const first = await startRound(player.headers, { topic_id: physics, size: 3 });
    for (let n = 0; n < 3; n += 1) await review(player.headers, first.id, false);
    await call(player.headers, 'POST', `/api/review/sessions/${first.id}/complete`);
    const second = await startRound(player.headers, { topic_id: chemistry, size: 2 });
    for (let n = 0; n < 2; n += 1) await review(player.headers, second.id, false);
    await call(player.headers, 'POST', `/api/review/sessions/${second.id}/complete`);
    await daysLater(player, 1.01);
    const summary = await summaryOf(player.headers);
    expect(summary.due_now).toBe(5);
    expect(summary.topics).toEqual([
      { topic_id: physics, due: 3 },
      { topic_id: chemistry, due: 2 },
    ]);
    const onlyChemistry = await startRound(player.headers, { topic_id: chemistry, size: 5 });
    expect(onlyChemistry.due_questions).toBe(2);
  });

  it('shows mastery per topic from the memories', async () => {
    const player = await signUp(app);
    const round = await startRound(player.headers, { topic_id: physics, size: 4 });
    for (let n = 0; n < 4; n += 1) await review(player.headers, round.id, n < 3);
    const response = await call(player.headers, 'GET', '/api/review/mastery');
    expect(response.statusCode).toBe(200);
    expect(response.json().data.topics).toEqual([
      expect.objectContaining({
        topic_id: physics,
        reviewed: 4,
        mastered: 3,
        questions: 10,
        mastery: 30,
      }),
    ]);
  });

  it('says when there is nothing to review', async () => {
    const player = await signUp(app);
    const response = await call(player.headers, 'POST', '/api/review/sessions', {});
    expect(response.statusCode).toBe(409);
    expect(response.json().code).toBe('NOTHING_TO_REVIEW');
    expect(await summaryOf(player.headers)).toMatchObject({
      due_now: 0,
      next_due_at: null,
      total_cards: 0,
      topics: [],
    });
  });

  it('refuses answers out of turn and other players’ rounds', async () => {
    const player = await signUp(app);
    const other = await signUp(app);
    const round = await startRound(player.headers, { topic_id: physics, size: 2 });
    const served = (await serve(player.headers, round.id))!;
    const answer = (headers: Headers, body: object) =>
      call(headers, 'POST', `/api/review/sessions/${round.id}/answer`, body);
    const notFound = await answer(other.headers, { question_id: served.id, selected_option: 'b' });
    expect(notFound.statusCode).toBe(404);
    expect((await call(other.headers, 'GET', `/api/review/sessions/${round.id}`)).statusCode).toBe(
      404,
    );
    const bad = await answer(player.headers, { question_id: served.id, selected_option: 'z' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().details[0].field).toBe('body.selected_option');
    const stranger = await answer(player.headers, {
      question_id: '00000000-0000-4000-8000-000000000000',
      selected_option: 'b',
    });
    expect(stranger.statusCode).toBe(400);
    expect(stranger.json().details[0].field).toBe('body.question_id');
    expect(
      (await answer(player.headers, { question_id: served.id, selected_option: 'b' })).statusCode,
    ).toBe(200);
    const again = await answer(player.headers, { question_id: served.id, selected_option: 'b' });
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('ALREADY_ANSWERED');
    // Nothing the refusals touched moved a memory twice.
    const cards = await app.database.db
      .select()
      .from(reviewCards)
      .where(and(eq(reviewCards.userId, player.user.id), eq(reviewCards.questionId, served.id)));
    expect(cards.map((card) => card.reps)).toEqual([1]);
    await call(player.headers, 'POST', `/api/review/sessions/${round.id}/complete`);
    const late = await call(player.headers, 'POST', `/api/review/sessions/${round.id}/next`);
    expect(late.statusCode).toBe(409);
  });

  it('asks for a session on every call', async () => {
    const id = '00000000-0000-4000-8000-000000000000';
    for (const [method, url] of [
      ['GET', '/api/review/summary'],
      ['GET', '/api/review/mastery'],
      ['POST', '/api/review/sessions'],
      ['GET', `/api/review/sessions/${id}`],
      ['POST', `/api/review/sessions/${id}/next`],
      ['POST', `/api/review/sessions/${id}/answer`],
      ['POST', `/api/review/sessions/${id}/complete`],
    ] as const) {
      expect((await app.inject({ method, url })).statusCode, url).toBe(401);
    }
  });

  it('refuses a topic that is not there, naming it', async () => {
    const player = await signUp(app);
    const response = await call(player.headers, 'POST', '/api/review/sessions', {
      topic_id: '00000000-0000-4000-8000-000000000000',
    });
    expect(response.statusCode).toBe(404);
    expect(response.json().details[0].field).toBe('body.topic_id');
  });

  it('names the field of a bad request, and changes nothing', async () => {
    const player = await signUp(app);
    const post = (url: string, payload: object) => call(player.headers, 'POST', url, payload);
    await expectFieldRefusals(
      (url) => {
        const [path, body] = url.split('#');
        return post(path!, JSON.parse(body!) as object);
      },
      [
        ['/api/review/sessions#{"size":0}', 'body.size'],
        ['/api/review/sessions#{"size":21}', 'body.size'],
        ['/api/review/sessions#{"size":2.5}', 'body.size'],
        ['/api/review/sessions#{"topic_id":"physics"}', 'body.topic_id'],
        ['/api/review/sessions#{"unknown":1}', 'body'],
        [
          '/api/review/sessions/not-a-uuid/answer#{"question_id":"x","selected_option":"b"}',
          'params.id',
        ],
      ],
    );
    expect((await summaryOf(player.headers)).total_cards).toBe(0);
  });
});
