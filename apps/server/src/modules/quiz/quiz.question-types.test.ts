import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { questions } from '../../db/schema';
import { manualClock } from '../../lib/clock';
import { signUp } from '../../test/auth-helpers';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { buildCategory, buildTopic } from '../../test/factories';
import { completeSession, serveNext, startSession } from '../../test/quiz-helpers';
import { pointsBalanceOf } from '../scoring';

const option = (id: string, text: string) => ({ id, text });

/** One question of each kind beyond single choice, as an author would store them. */
const BANK = [
  {
    questionText: 'Which of these are prime?',
    type: 'multiple' as const,
    options: [option('a', 'Two'), option('b', 'Four'), option('c', 'Five'), option('d', 'Nine')],
    correctOptionId: null,
    answerKey: { type: 'multiple' as const, correct_option_ids: ['a', 'c'] },
  },
  {
    questionText: 'Put these in order, smallest first',
    type: 'ordering' as const,
    options: [option('p', 'Atom'), option('q', 'Cell'), option('r', 'Planet')],
    correctOptionId: null,
    answerKey: { type: 'ordering' as const, order: ['p', 'q', 'r'] },
  },
  {
    questionText: 'The longest river in the United States?',
    type: 'typed' as const,
    options: [],
    correctOptionId: null,
    answerKey: { type: 'typed' as const, accepted: ['Missouri', 'Missouri River'], max_typos: 1 },
  },
  {
    questionText: 'The Sun is a star.',
    type: 'true_false' as const,
    options: [option('t', 'True'), option('f', 'False')],
    correctOptionId: 't',
    answerKey: null,
  },
];

describe('question types in solo play', () => {
  const clock = manualClock(new Date('2026-06-01T12:00:00Z'));
  let app: TestApp;
  let topicId: string;

  beforeAll(async () => {
    app = await buildTestApp({ clock });
    const category = await buildCategory(app.database.db, { name: 'Science' });
    topicId = (await buildTopic(app.database.db, category.id, { name: 'Mixed' })).id;
    await app.database.db.insert(questions).values(
      BANK.map((question) => ({
        ...question,
        topicId,
        explanation: null,
        difficulty: 'beginner',
        source: 'test',
      })),
    );
  });
  afterAll(() => app.close());

  /** Serves the next question and answers it with `body` after a second. */
  async function answer(
    headers: { authorization: string },
    sessionId: string,
    body: (question: { id: string; type: string }) => Record<string, unknown>,
  ) {
    const question = (await serveNext(app, headers, sessionId))!;
    clock.advance(1_000);
    const response = await app.inject({
      method: 'POST',
      url: `/api/games/session/${sessionId}/answer`,
      headers,
      payload: { question_id: question.id, ...body(question) },
    });
    return { question, response };
  }

  it('serves each type without its key, judges each by its rule, and pays partial credit through the ledger', async () => {
    const { headers, user } = await signUp(app);
    const session = await startSession(app, headers, { topic_id: topicId, game_mode: 'practice' });
    const seen = new Map<string, Record<string, unknown>>();
    const responses: Record<string, Record<string, unknown>> = {
      multiple: { response: { option_ids: ['a', 'b', 'c'] } },
      ordering: { response: { order: ['q', 'p', 'r'] } },
      typed: { response: { text: '  missori ' } },
      true_false: { selected_option: 't' },
    };
    for (let index = 0; index < BANK.length; index++) {
      const { question, response } = await answer(
        headers,
        session.id,
        (served) => responses[served.type]!,
      );
      expect(response.statusCode).toBe(200);
      expect(JSON.stringify(question)).not.toMatch(/correct|accepted|Missouri/);
      seen.set(question.type, response.json().data);
    }

    // Two right of three ticked, one wrong: (2 - 1) / 2 of the points.
    expect(seen.get('multiple')).toMatchObject({
      type: 'multiple',
      is_correct: false,
      credit: 0.5,
      correct_option: null,
      correct_response: { option_ids: ['a', 'c'] },
      correct_answer: 'Two, Five',
      response: { option_ids: ['a', 'b', 'c'] },
    });
    // One swap of neighbours in three: 2 of 3 pairs right, tau 1/3.
    expect(seen.get('ordering')).toMatchObject({
      is_correct: false,
      correct_answer: 'Atom → Cell → Planet',
    });
    expect(seen.get('ordering')!.credit).toBeCloseTo(1 / 3);
    // Folded and one typo forgiven.
    expect(seen.get('typed')).toMatchObject({ is_correct: true, credit: 1, selected_option: null });
    expect(seen.get('true_false')).toMatchObject({ is_correct: true, correct_answer: 'True' });
    const full = seen.get('typed')!.points_earned as number;
    expect(seen.get('multiple')!.points_earned).toBe(Math.round(full / 2));

    const completed = await completeSession(app, headers, session.id);
    expect(completed.statusCode).toBe(200);
    const paid = [...seen.values()].reduce((sum, r) => sum + (r.points_earned as number), 0);
    expect(completed.json().data.quiz_results).toMatchObject({
      total_points: paid,
      correct_answers: 2,
    });
    // The ledger paid the answers and whatever the first quiz unlocked, nothing else.
    const rewards = (
      completed.json().data.achievements_earned as { points_reward: number }[]
    ).reduce((sum, earned) => sum + earned.points_reward, 0);
    expect(await pointsBalanceOf(app.database.db, user.id)).toBe(paid + rewards);

    const results = (
      await app.inject({ method: 'GET', url: `/api/games/session/${session.id}/results`, headers })
    ).json().data;
    expect(results.breakdown.total).toBe(paid);
    expect(results.answers.map((a: { type: string }) => a.type).sort()).toEqual(
      ['multiple', 'ordering', 'true_false', 'typed'].sort(),
    );
  });

  it('refuses a response of the wrong shape or naming an unknown option, naming the field, and changes nothing', async () => {
    const { headers } = await signUp(app);
    const session = await startSession(app, headers, { topic_id: topicId, game_mode: 'practice' });
    const question = (await serveNext(app, headers, session.id))!;
    const send = (payload: Record<string, unknown>) =>
      app.inject({
        method: 'POST',
        url: `/api/games/session/${session.id}/answer`,
        headers,
        payload: { question_id: question.id, ...payload },
      });
    const wrongShape =
      question.type === 'typed' ? { response: { order: ['p', 'q'] } } : { response: { text: 'x' } };
    const refused = await send(wrongShape);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.field ?? refused.body).toContain('body.response');
    const viaChoice = await send({ selected_option: 'zz' });
    expect(viaChoice.statusCode).toBe(400);
    expect(viaChoice.body).toContain('body.selected_option');
    const both = await send({ selected_option: 'a', response: { option_ids: ['a'] } });
    expect(both.statusCode).toBe(400);
    expect(both.body).toContain('response');
    // Nothing was recorded: the same question is still the one to answer.
    expect((await serveNext(app, headers, session.id))!.id).toBe(question.id);
  });
});
