import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/client';
import { quizAnswers } from '../../db/schema';
import { manualClock } from '../../lib/clock';
import { buildTestApp, buildTestInstances, type TestApp } from '../../test/build-test-app';
import { signUp } from '../../test/auth-helpers';
import { buildCategory, buildQuestions, buildTopic } from '../../test/factories';
import {
  completeSession,
  correctOptionOf,
  sendAnswer,
  serveNext,
  startSession,
  type Headers,
  type Move,
} from '../../test/quiz-helpers';
import { createContentService } from '../content';
import { createStatsService } from '../scoring';
import { createQuizService } from './quiz.service';

type Statement = { kind: 'read' | 'write' | 'transaction'; text: string };

/**
 * The same database handle, noting every statement a caller starts on it: builder calls by
 * their method, raw SQL by its first word.
 */
function countingDb(db: Db) {
  const statements: Statement[] = [];
  const kinds: Record<string, Statement['kind']> = {
    select: 'read',
    selectDistinct: 'read',
    selectDistinctOn: 'read',
    $count: 'read',
    query: 'read',
    insert: 'write',
    update: 'write',
    delete: 'write',
    transaction: 'transaction',
  };
  const dialect = (db as unknown as { dialect: { sqlToQuery(query: unknown): { sql: string } } })
    .dialect;
  const counted = new Proxy(db, {
    get(target, property, receiver) {
      const value = Reflect.get(target, property, receiver);
      if (typeof property !== 'string') return value;
      if (property === 'execute') {
        return (query: unknown) => {
          const text = dialect.sqlToQuery(query).sql.trim();
          statements.push({ kind: /^select/i.test(text) ? 'read' : 'write', text });
          return (value as (query: unknown) => unknown).call(target, query);
        };
      }
      const kind = kinds[property];
      if (!kind) return value;
      if (typeof value !== 'function') {
        statements.push({ kind, text: property });
        return value;
      }
      return (...args: unknown[]) => {
        statements.push({ kind, text: property });
        return (value as (...args: unknown[]) => unknown).apply(target, args);
      };
    },
  });
  return { db: counted, statements };
}

describe('live play state held in memory', () => {
  const clock = manualClock(new Date('2026-06-01T12:00:00Z'));
  let app: TestApp;
  let topicId: string;

  beforeAll(async () => {
    app = await buildTestApp({ clock });
    const category = await buildCategory(app.database.db, { name: 'Science' });
    topicId = (await buildTopic(app.database.db, category.id, { name: 'Physics' })).id;
    await buildQuestions(app.database.db, topicId, 10);
  });
  afterAll(() => app.close());

  it('answers from memory: one write and no read per answer, one write per question served', async () => {
    const player = await signUp(app);
    const { db, statements } = countingDb(app.database.db);
    const quiz = createQuizService({
      db,
      clock,
      content: createContentService(db),
      stats: createStatsService(db, clock),
    });
    const session = await quiz.createSession(player.user.id, {
      topic_id: topicId,
      game_mode: 'timed',
    });
    for (let position = 1; position <= 3; position += 1) {
      statements.length = 0;
      const served = await quiz.nextQuestion(player.user.id, session.id);
      expect(served?.position).toBe(position);
      expect(statements.map((s) => s.kind)).toEqual(['write']);

      clock.advance(1_000);
      statements.length = 0;
      const result = await quiz.answer(player.user.id, session.id, {
        question_id: served!.id,
        selected_option: 'b',
      });
      expect(result.is_correct).toBe(true);
      expect(statements).toHaveLength(1);
      expect(statements[0]).toMatchObject({ kind: 'write' });
      expect(statements[0]!.text).toMatch(/^insert into "quiz_answers"/);
    }
    statements.length = 0;
    const state = await quiz.getSession(player.user.id, session.id);
    expect(state.answered_count).toBe(3);
    expect(statements).toEqual([]);
  });

  it('counts exactly one of two answers sent at once to the same question', async () => {
    const player = await signUp(app);
    const session = await startSession(app, player.headers, { topic_id: topicId });
    const question = (await serveNext(app, player.headers, session.id))!;
    clock.advance(1_000);
    const responses = await Promise.all(
      ['b', 'a'].map((option) => sendAnswer(app, player.headers, session.id, question.id, option)),
    );
    expect(responses.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(responses.find((r) => r.statusCode === 409)!.json().code).toBe('ALREADY_ANSWERED');
    const stored = await app.database.db
      .select()
      .from(quizAnswers)
      .where(eq(quizAnswers.sessionId, session.id));
    expect(stored).toHaveLength(1);
    const counted = responses.find((r) => r.statusCode === 200)!.json().data;
    expect(counted.answered_count).toBe(1);
    expect(stored[0]!.selectedOptionId).toBe(counted.selected_option);
  });
});

describe('two instances on one database', () => {
  const clock = manualClock(new Date('2026-06-01T12:00:00Z'));
  let a: TestApp;
  let b: TestApp;
  let topicId: string;

  beforeAll(async () => {
    [a, b] = await buildTestInstances({ clock });
    const category = await buildCategory(a.database.db, { name: 'Science' });
    topicId = (await buildTopic(a.database.db, category.id, { name: 'Physics' })).id;
    await buildQuestions(a.database.db, topicId, 10);
  });
  afterAll(async () => {
    await b?.close();
    await a?.close();
  });

  const moves: Move[] = [
    'right',
    'wrong',
    'right',
    'right',
    'timeout',
    'right',
    'wrong',
    'right',
    'right',
    'right',
  ];

  /** Plays the moves, each question served on `on[i][0]` and answered on `on[i][1]`. */
  async function play(headers: Headers, on: [TestApp, TestApp][], completeOn: TestApp) {
    const session = await startSession(on[0]![0], headers, {
      topic_id: topicId,
      game_mode: 'quick_fire',
    });
    const answers = [];
    for (const [index, move] of moves.entries()) {
      const [serveOn, answerOn] = on[index]!;
      const question = await serveNext(serveOn, headers, session.id);
      expect(question?.position).toBe(index + 1);
      const correct = await correctOptionOf(a.database.db, question!.id);
      const wrong = question!.options.find((option) => option.id !== correct)!.id;
      clock.advance(1_500);
      const selected = move === 'right' ? correct : move === 'wrong' ? wrong : null;
      const response = await sendAnswer(answerOn, headers, session.id, question!.id, selected);
      expect(response.statusCode).toBe(200);
      const { data } = response.json();
      answers.push([data.position, data.is_correct, data.points_earned, data.score.player_points]);
    }
    expect(await serveNext(on[0]![0], headers, session.id)).toBeNull();
    const completed = await completeSession(completeOn, headers, session.id);
    expect(completed.statusCode).toBe(200);
    return { answers, result: completed.json().data.quiz_results };
  }

  it('plays a quiz served and answered on alternating instances as on one', async () => {
    const alone = await play((await signUp(a)).headers, Array(10).fill([a, a]), a);
    const alternating = await play(
      (await signUp(a)).headers,
      [
        [a, b],
        [b, a],
        [a, b],
        [a, b],
        [b, b],
        [a, a],
        [b, a],
        [a, b],
        [b, a],
        [a, a],
      ],
      b,
    );
    expect(alternating).toEqual(alone);
    expect(alone.result.correct_answers).toBe(7);
  });

  it('refuses answers on one instance to a session abandoned on the other', async () => {
    const { headers } = await signUp(a);
    const session = await startSession(a, headers, { topic_id: topicId });
    const question = (await serveNext(a, headers, session.id))!;
    const abandoned = await b.inject({
      method: 'POST',
      url: `/api/games/session/${session.id}/abandon`,
      headers,
    });
    expect(abandoned.statusCode).toBe(200);
    const refused = await sendAnswer(a, headers, session.id, question.id, 'b');
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('SESSION_ABANDONED');
    expect(await serveNext(a, headers, session.id)).toBeNull();
    const stored = await a.database.db
      .select()
      .from(quizAnswers)
      .where(eq(quizAnswers.sessionId, session.id));
    expect(stored).toEqual([]);
  });
});
