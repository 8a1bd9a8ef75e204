import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/client';
import { questionIdsOf, seedPlayers, seedSoloQuiz } from '../../test/answer-seeding';
import { signUpStaff } from '../../test/auth-helpers';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { buildCategory, buildQuestions, buildTopic } from '../../test/factories';

const ADMIN_EMAIL = 'discrimination-admin@example.com';

describe('the content report’s questions that discriminate badly', () => {
  let app: TestApp;
  let db: Db;
  let admin: Awaited<ReturnType<typeof signUpStaff>>;
  let topicId: string;
  let anchors: string[];
  let backwards: string;

  const content = async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/api/admin/analytics/content',
      headers: admin.headers,
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data;
  };

  beforeAll(async () => {
    app = await buildTestApp({ config: { adminEmails: [ADMIN_EMAIL] } });
    db = app.database.db;
    admin = await signUpStaff(app, { email: ADMIN_EMAIL });
    const categoryId = (await buildCategory(db)).id;
    topicId = (await buildTopic(db, categoryId, { name: 'Optics' })).id;
    await buildQuestions(db, topicId, 10, { difficulty: 'intermediate' });
    await buildQuestions(db, topicId, 1, { difficulty: 'beginner' });
    anchors = await questionIdsOf(db, topicId, 'intermediate');
    backwards = (await questionIdsOf(db, topicId, 'beginner'))[0]!;
    // Ten levels of players: a stronger one gets more of the ten questions right, but the odd
    // question out is answered right by the weaker half only.
    const players = await seedPlayers(db, 120);
    for (const [p, userId] of players.entries()) {
      const level = Math.floor(p / 12);
      await seedSoloQuiz(db, {
        userId,
        topicId,
        categoryId,
        startedAt: new Date(Date.now() - 60 * 60_000),
        answers: [
          ...anchors.map((questionId, q) => ({ questionId, correct: level >= q })),
          { questionId: backwards, correct: level < 5 },
        ],
      });
    }
  });
  afterAll(() => app.close());

  it('is empty before the first calibration', async () => {
    expect((await content()).badly_discriminating_questions).toEqual([]);
  });

  it('lists the question the stronger players get wrong, with its figures and both levels', async () => {
    await app.calibration.calibrate();
    const listed = (await content()).badly_discriminating_questions as Record<string, unknown>[];
    expect(listed).toHaveLength(1);
    expect(listed[0]).toMatchObject({
      id: backwards,
      text: 'Question 1?',
      topic_id: topicId,
      topic_name: 'Optics',
      answers: 120,
      source_difficulty: 'beginner',
      calibrated_difficulty: 'intermediate',
    });
    expect(listed[0]!.discrimination).toBeLessThan(-0.5);
  });

  it('shows the admin’s question list both levels and the answers measured', async () => {
    const response = await app.inject({
      method: 'GET',
      url: `/api/admin/content/topics/${topicId}/questions?search=Question%201%3F`,
      headers: admin.headers,
    });
    expect(response.statusCode, response.body).toBe(200);
    const listed = (response.json().data.questions as Record<string, unknown>[]).find(
      (question) => question.id === backwards,
    );
    expect(listed).toMatchObject({
      difficulty: 'beginner',
      calibrated_difficulty: 'intermediate',
      calibration_answers: 120,
    });
  });

  it('leaves out a hidden question', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/admin/content/questions/bulk',
      headers: admin.headers,
      payload: { ids: [backwards], is_active: false },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect((await content()).badly_discriminating_questions).toEqual([]);
  });
});
