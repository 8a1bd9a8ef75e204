import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { questions } from '../../db/schema';
import { signUp } from '../../test/auth-helpers';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { buildCategory, buildQuestions, buildTopic } from '../../test/factories';
import * as contentRepo from './content.repo';

type PlayerQuestion = {
  id: string;
  topic_id: string;
  question_text: string;
  options: { id: string; option_text: string }[];
  points: number;
  difficulty: string;
};

describe('player question reads', () => {
  let app: TestApp;
  let headers: Record<string, string>;
  let topic: { id: string };
  let secretId: string;
  let inactiveQuestionId: string;
  let hiddenTopic: { id: string };
  let retiredCategoryTopic: { id: string };

  const get = (url: string, withSession = true) =>
    app.inject({ method: 'GET', url, ...(withSession ? { headers } : {}) });

  beforeAll(async () => {
    app = await buildTestApp();
    headers = (await signUp(app)).headers;
    const db = app.database.db;
    const category = await buildCategory(db, { name: 'Science' });
    topic = await buildTopic(db, category.id, { name: 'Physics' });
    await buildQuestions(db, topic.id, 12);
    // A question whose explanation and correct option are easy to spot in raw JSON.
    await contentRepo.insertQuestions(db, [
      {
        topicId: topic.id,
        questionText: 'Which particle carries a negative charge?',
        options: [
          { id: 'opt-proton', text: 'Proton' },
          { id: 'opt-electron', text: 'Electron' },
          { id: 'opt-neutron', text: 'Neutron' },
        ],
        correctOptionId: 'opt-electron',
        explanation: 'SECRET-EXPLANATION electrons are negative',
        difficulty: 'intermediate',
        points: 20,
        source: 'test',
      },
    ]);
    await contentRepo.insertQuestions(db, [
      {
        topicId: topic.id,
        questionText: 'Retired question?',
        options: [
          { id: 'x', text: 'X' },
          { id: 'y', text: 'Y' },
        ],
        correctOptionId: 'x',
        difficulty: 'beginner',
        source: 'test',
        isActive: false,
      },
    ]);
    await contentRepo.recountTopics(db, [topic.id]);
    const all = await get(`/api/questions?topic_id=${topic.id}&limit=50`);
    const listed = all.json().data.questions as PlayerQuestion[];
    secretId = listed.find((q) => q.question_text.startsWith('Which particle'))!.id;

    hiddenTopic = await buildTopic(db, category.id, { isActive: false });
    await buildQuestions(db, hiddenTopic.id, 3);
    const retired = await buildCategory(db, { isActive: false });
    retiredCategoryTopic = await buildTopic(db, retired.id);
    await buildQuestions(db, retiredCategoryTopic.id, 3);

    const [retiredQuestion] = await db
      .select({ id: questions.id })
      .from(questions)
      .where(eq(questions.questionText, 'Retired question?'));
    inactiveQuestionId = retiredQuestion!.id;
  });
  afterAll(() => app.close());

  it('answers random active questions of a topic, ten by default, without answers', async () => {
    const response = await get(`/api/questions?topic_id=${topic.id}`);
    expect(response.statusCode).toBe(200);
    const { success, data } = response.json();
    expect(success).toBe(true);
    expect(data.questions).toHaveLength(10);
    for (const question of data.questions as PlayerQuestion[]) {
      expect(Object.keys(question).sort()).toEqual(
        [
          'difficulty',
          'id',
          'image_alt',
          'image_url',
          'language',
          'options',
          'points',
          'question_text',
          'topic_id',
        ].sort(),
      );
      expect(question.topic_id).toBe(topic.id);
      for (const option of question.options) {
        expect(Object.keys(option).sort()).toEqual(['id', 'option_text']);
      }
    }
    expect(new Set(data.questions.map((q: PlayerQuestion) => q.id)).size).toBe(10);
  });

  it('honours limit, and never lists inactive questions', async () => {
    const few = await get(`/api/questions?topic_id=${topic.id}&limit=3`);
    expect(few.json().data.questions).toHaveLength(3);
    const all = await get(`/api/questions?topic_id=${topic.id}&limit=50`);
    const texts = all.json().data.questions.map((q: PlayerQuestion) => q.question_text);
    expect(texts).toHaveLength(13);
    expect(texts).not.toContain('Retired question?');
  });

  it('never tells which option is correct, nor the explanation, anywhere in the raw answer', async () => {
    const bodies = [
      (await get(`/api/questions?topic_id=${topic.id}&limit=50`)).body,
      (await get(`/api/questions/${secretId}`)).body,
    ];
    for (const body of bodies) {
      expect(body).toContain('Which particle carries a negative charge?');
      expect(body).not.toMatch(/correct|explanation|SECRET|is_answer|answer/i);
    }
    const { question } = JSON.parse(bodies[1]!).data;
    expect(question).toMatchObject({ id: secretId, points: 20, difficulty: 'intermediate' });
    expect(question.options.map((o: { id: string }) => o.id).sort()).toEqual([
      'opt-electron',
      'opt-neutron',
      'opt-proton',
    ]);
  });

  it('shuffles the options on every read, so stored order gives nothing away', async () => {
    const orders = new Set<string>();
    for (let read = 0; read < 20; read += 1) {
      const { question } = (await get(`/api/questions/${secretId}`)).json().data;
      orders.add(question.options.map((o: { id: string }) => o.id).join(','));
    }
    expect(orders.size).toBeGreaterThan(1);
  });

  it('needs a session', async () => {
    for (const url of [`/api/questions?topic_id=${topic.id}`, `/api/questions/${secretId}`]) {
      const response = await get(url, false);
      expect(response.statusCode, url).toBe(401);
      expect(response.json().code).toBe('UNAUTHORIZED');
    }
  });

  it('hides inactive questions, inactive topics and topics of inactive categories', async () => {
    for (const url of [
      `/api/questions/${inactiveQuestionId}`,
      `/api/questions/${randomUUID()}`,
      `/api/questions?topic_id=${hiddenTopic.id}`,
      `/api/questions?topic_id=${retiredCategoryTopic.id}`,
      `/api/questions?topic_id=${randomUUID()}`,
      `/api/topics/${retiredCategoryTopic.id}`,
    ]) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.json().code).toBe('NOT_FOUND');
    }
  });

  it('refuses a missing topic, a bad limit and unknown keys, naming the field', async () => {
    const cases: [string, string][] = [
      ['/api/questions', 'querystring.topic_id'],
      ['/api/questions?topic_id=nope', 'querystring.topic_id'],
      [`/api/questions?topic_id=${topic.id}&limit=0`, 'querystring.limit'],
      [`/api/questions?topic_id=${topic.id}&limit=51`, 'querystring.limit'],
      [`/api/questions?topic_id=${topic.id}&limit=ten`, 'querystring.limit'],
      [`/api/questions?topic_id=${topic.id}&with_answers=true`, 'querystring.with_answers'],
      ['/api/questions/not-a-uuid', 'params.id'],
    ];
    for (const [url, field] of cases) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(400);
      expect(response.json().code).toBe('VALIDATION_FAILED');
      expect(response.json().details.map((d: { field: string }) => d.field)).toContain(field);
    }
  });
});
