import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp, signUpStaff } from '../../test/auth-helpers';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { buildCategory, buildQuestions, buildTopic } from '../../test/factories';
import { slugify } from './content.admin.service';

const ADMIN_EMAIL = 'content-admin@example.com';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

function questionBody(topicId: string, overrides: Record<string, unknown> = {}) {
  return {
    topic_id: topicId,
    question_text: 'What is the chemical symbol of gold?',
    options: [
      { option_text: 'Au', is_correct: true },
      { option_text: 'Ag', is_correct: false },
      { option_text: 'Gd', is_correct: false },
    ],
    explanation: 'From the Latin aurum.',
    difficulty: 'advanced',
    ...overrides,
  };
}

describe('content admin calls', () => {
  let app: TestApp;
  let admin: Record<string, string>;
  let player: Record<string, string>;

  const call = (
    method: Method,
    url: string,
    payload?: unknown,
    // null: signed out (undefined would mean the admin).
    headers: Record<string, string> | null = admin,
  ) =>
    app.inject({
      method,
      url,
      ...(headers ? { headers } : {}),
      ...(payload === undefined ? {} : { payload: payload as object }),
    });

  const publicCategory = async (id: string) =>
    (await app.inject({ method: 'GET', url: '/api/categories' }))
      .json()
      .data.categories.find((category: { id: string }) => category.id === id);

  beforeAll(async () => {
    app = await buildTestApp({ config: { adminEmails: [ADMIN_EMAIL] } });
    admin = (await signUpStaff(app, { email: ADMIN_EMAIL })).headers;
    player = (await signUp(app)).headers;
  });
  afterAll(() => app.close());

  describe('access', () => {
    const id = randomUUID();
    const operations: [Method, string, unknown?][] = [
      ['POST', '/api/categories', { name: 'X', color: '#000000', icon: 'x' }],
      ['PUT', `/api/categories/${id}`, { name: 'X' }],
      ['DELETE', `/api/categories/${id}`],
      ['POST', `/api/categories/${id}/topics`, { name: 'X', icon: 'x' }],
      ['POST', '/api/topics', { category_id: id, name: 'X', icon: 'x' }],
      ['PUT', `/api/topics/${id}`, { name: 'X' }],
      ['DELETE', `/api/topics/${id}`],
      ['POST', '/api/questions', questionBody(id)],
      ['PUT', `/api/questions/${id}`, { points: 5 }],
      ['DELETE', `/api/questions/${id}`],
      ['GET', '/api/admin/content/categories'],
      ['GET', `/api/admin/content/categories/${id}/topics`],
      ['GET', `/api/admin/content/topics/${id}/questions`],
      ['GET', `/api/admin/content/questions/${id}`],
      ['GET', '/api/admin/content/stats'],
    ];

    it('refuses players with 403 and signed-out callers with 401 on every write and admin read', async () => {
      for (const [method, url, body] of operations) {
        const asPlayer = await call(method, url, body, player);
        expect(asPlayer.statusCode, `${method} ${url}`).toBe(403);
        expect(asPlayer.json().code).toBe('FORBIDDEN');
        // Junk bodies get the same answer: the role is checked before the schema.
        const junk = await call(method, url, method === 'GET' ? undefined : { junk: 1 }, player);
        expect(junk.statusCode, `${method} ${url} junk`).toBe(403);
        const signedOut = await call(method, url, body, null);
        expect(signedOut.statusCode, `${method} ${url}`).toBe(401);
        expect(signedOut.json().code).toBe('UNAUTHORIZED');
      }
    });

    it('lets the admin through (404 for the unknown ids)', async () => {
      for (const [method, url, body] of operations) {
        const response = await call(method, url, body);
        expect([200, 201, 400, 404], `${method} ${url} -> ${response.body}`).toContain(
          response.statusCode,
        );
        expect(response.statusCode, `${method} ${url}`).not.toBe(403);
      }
    });
  });

  describe('writes', () => {
    it('creates a category with a slug from its name and derived fields, shown at once to players', async () => {
      // Fill the players' cache first: the write must clear it.
      await app.inject({ method: 'GET', url: '/api/categories' });
      const response = await call('POST', '/api/categories', {
        name: '  Art & Design ',
        description: 'Shapes and colours',
        color: '#aa33cc',
        icon: 'palette',
      });
      expect(response.statusCode).toBe(201);
      const { category } = response.json().data;
      expect(category).toMatchObject({
        name: 'Art & Design',
        slug: 'art-and-design',
        is_active: true,
        difficulty_level: 'beginner',
        topic_count: 0,
        question_count: 0,
        estimated_time_minutes: 1,
      });
      expect(category.created_at).toEqual(expect.any(String));
      expect(await publicCategory(category.id)).toMatchObject({ name: 'Art & Design' });
    });

    it('refuses a duplicate category name in any letter case with 409, naming the field', async () => {
      await call('POST', '/api/categories', { name: 'Geography', color: '#000000', icon: 'globe' });
      const duplicate = await call('POST', '/api/categories', {
        name: 'GEOGRAPHY',
        color: '#000000',
        icon: 'globe',
      });
      expect(duplicate.statusCode).toBe(409);
      expect(duplicate.json()).toMatchObject({
        code: 'CONFLICT',
        details: [{ field: 'body.name' }],
      });
    });

    it('derives counters, estimate and difficulty from question writes, and players see them at once', async () => {
      const category = (
        await call('POST', '/api/categories', {
          name: 'Chemistry',
          color: '#123456',
          icon: 'flask',
        })
      ).json().data.category;
      const created = await call('POST', `/api/categories/${category.id}/topics`, {
        name: 'Elements',
        icon: 'atom',
      });
      expect(created.statusCode).toBe(201);
      const topic = created.json().data.topic;
      expect(topic).toMatchObject({
        slug: 'elements',
        category_id: category.id,
        question_count: 0,
      });
      expect(await publicCategory(category.id)).toMatchObject({
        topic_count: 1,
        question_count: 0,
      });

      const question = await call('POST', '/api/questions', questionBody(topic.id));
      expect(question.statusCode).toBe(201);
      const stored = question.json().data.question;
      expect(stored).toMatchObject({
        topic_id: topic.id,
        points: 10,
        difficulty: 'advanced',
        explanation: 'From the Latin aurum.',
        source: 'admin',
        is_active: true,
      });
      expect(stored.options.map((o: { is_correct: boolean }) => o.is_correct)).toEqual([
        true,
        false,
        false,
      ]);
      const ids = stored.options.map((o: { id: string }) => o.id);
      expect(new Set(ids).size).toBe(3);

      expect(await publicCategory(category.id)).toMatchObject({
        topic_count: 1,
        question_count: 1,
        estimated_time_minutes: 1,
        difficulty_level: 'advanced',
      });
      const publicTopic = await app.inject({ method: 'GET', url: `/api/topics/${topic.id}` });
      expect(publicTopic.json().data.topic).toMatchObject({
        question_count: 1,
        difficulty_level: 'advanced',
      });

      // Two beginner questions of three: the topic now leans to the beginner end.
      for (const text of ['Symbol of iron?', 'Symbol of tin?']) {
        await call(
          'POST',
          '/api/questions',
          questionBody(topic.id, { question_text: text, difficulty: 'beginner', points: 30 }),
        );
      }
      expect(await publicCategory(category.id)).toMatchObject({
        question_count: 3,
        difficulty_level: 'beginner',
      });

      // A delete is soft, hides the question from players and is counted out.
      const removed = await call('DELETE', `/api/questions/${stored.id}`);
      expect(removed.statusCode).toBe(200);
      expect(removed.json().data.question.is_active).toBe(false);
      expect(await publicCategory(category.id)).toMatchObject({
        question_count: 2,
        difficulty_level: 'beginner',
      });
      const hidden = await call('GET', `/api/questions/${stored.id}`, undefined, player);
      expect(hidden.statusCode).toBe(404);
      const again = await call('DELETE', `/api/questions/${stored.id}`);
      expect(again.statusCode).toBe(200);
      expect(again.json().data.question.is_active).toBe(false);
      const listed = await call('GET', `/api/questions?topic_id=${topic.id}`, undefined, player);
      expect(listed.json().data.questions.map((q: { id: string }) => q.id)).not.toContain(
        stored.id,
      );

      // The admin still sees it, answer included, and can restore it.
      const adminView = await call('GET', `/api/admin/content/questions/${stored.id}`);
      expect(adminView.json().data.question).toMatchObject({ id: stored.id, is_active: false });
      const restored = await call('PUT', `/api/questions/${stored.id}`, { is_active: true });
      expect(restored.json().data.question.is_active).toBe(true);
      expect(await publicCategory(category.id)).toMatchObject({ question_count: 3 });
    });

    it('lets one of several concurrent writes of a name win; the others get 409, never 500', async () => {
      const creates = await Promise.all(
        Array.from({ length: 5 }, () =>
          call('POST', '/api/categories', { name: 'Racing', color: '#555555', icon: 'r' }),
        ),
      );
      expect(creates.map((answer) => answer.statusCode).sort()).toEqual([201, 409, 409, 409, 409]);

      const renamed = await Promise.all(
        ['Rally One', 'Rally Two', 'Rally Three'].map(async (name) => {
          const { category } = (
            await call('POST', '/api/categories', { name, color: '#555555', icon: 'r' })
          ).json().data;
          return category.id as string;
        }),
      );
      const renames = await Promise.all(
        renamed.map((id) => call('PUT', `/api/categories/${id}`, { name: 'Rally' })),
      );
      expect(renames.map((answer) => answer.statusCode).sort()).toEqual([200, 409, 409]);
    });

    it('keeps the counters true under concurrent question writes to one topic', async () => {
      const category = await buildCategory(app.database.db);
      const topic = await buildTopic(app.database.db, category.id);
      const answers = await Promise.all(
        Array.from({ length: 12 }, (_, index) =>
          call('POST', '/api/questions', questionBody(topic.id, { question_text: `Q${index}?` })),
        ),
      );
      expect(answers.map((answer) => answer.statusCode)).toEqual(Array(12).fill(201));
      expect(await publicCategory(category.id)).toMatchObject({ question_count: 12 });
      const publicTopic = await app.inject({ method: 'GET', url: `/api/topics/${topic.id}` });
      expect(publicTopic.json().data.topic.question_count).toBe(12);
    });

    it('updates a question, keeping the options sent with their id', async () => {
      const category = await buildCategory(app.database.db);
      const topic = await buildTopic(app.database.db, category.id);
      const created = (await call('POST', '/api/questions', questionBody(topic.id))).json().data
        .question;
      const [gold, silver] = created.options;

      const updated = await call('PUT', `/api/questions/${created.id}`, {
        question_text: 'Which symbol is silver?',
        options: [
          { id: gold.id, option_text: 'Au', is_correct: false },
          { id: silver.id, option_text: 'Ag', is_correct: true },
          { option_text: 'Si', is_correct: false },
          { option_text: 'Sv', is_correct: false },
        ],
        explanation: null,
        points: 50,
      });
      expect(updated.statusCode).toBe(200);
      const question = updated.json().data.question;
      expect(question).toMatchObject({
        question_text: 'Which symbol is silver?',
        explanation: null,
        points: 50,
        difficulty: 'advanced',
      });
      expect(question.options.slice(0, 2)).toEqual([
        { id: gold.id, option_text: 'Au', is_correct: false },
        { id: silver.id, option_text: 'Ag', is_correct: true },
      ]);
      expect(question.options).toHaveLength(4);

      const foreign = await call('PUT', `/api/questions/${created.id}`, {
        options: [
          { id: gold.id, option_text: 'Au', is_correct: true },
          { id: 'not-ours', option_text: 'Ag', is_correct: false },
        ],
      });
      expect(foreign.statusCode).toBe(400);
      expect(foreign.json().details[0].field).toBe('body.options.1.id');
    });

    it('moves a topic between categories, recounting both, and refuses a taken name there', async () => {
      const from = (
        await call('POST', '/api/categories', { name: 'Moving From', color: '#111111', icon: 'a' })
      ).json().data.category;
      const to = (
        await call('POST', '/api/categories', { name: 'Moving To', color: '#222222', icon: 'b' })
      ).json().data.category;
      const topic = (
        await call('POST', '/api/topics', { category_id: from.id, name: 'Wanderer', icon: 'map' })
      ).json().data.topic;
      await buildQuestions(app.database.db, topic.id, 4);
      await call('POST', '/api/topics', { category_id: to.id, name: 'Resident', icon: 'home' });

      const moved = await call('PUT', `/api/topics/${topic.id}`, { category_id: to.id });
      expect(moved.statusCode).toBe(200);
      expect(moved.json().data.topic.category_id).toBe(to.id);
      expect(await publicCategory(from.id)).toMatchObject({ topic_count: 0, question_count: 0 });
      expect(await publicCategory(to.id)).toMatchObject({ topic_count: 2, question_count: 4 });

      const clash = await call('PUT', `/api/topics/${topic.id}`, { name: 'resident' });
      expect(clash.statusCode).toBe(409);
      const unknown = await call('PUT', `/api/topics/${topic.id}`, { category_id: randomUUID() });
      expect(unknown.statusCode).toBe(400);
      expect(unknown.json().details[0].field).toBe('body.category_id');
    });

    it('soft-deletes topics and categories: hidden from players, kept for admins, restorable', async () => {
      const category = (
        await call('POST', '/api/categories', { name: 'Ephemera', color: '#333333', icon: 'c' })
      ).json().data.category;
      const topic = (
        await call('POST', '/api/topics', { category_id: category.id, name: 'Leaflets', icon: 'd' })
      ).json().data.topic;
      const question = (await call('POST', '/api/questions', questionBody(topic.id))).json().data
        .question;

      const deletedTopic = await call('DELETE', `/api/topics/${topic.id}`);
      expect(deletedTopic.json().data.topic.is_active).toBe(false);
      expect(await publicCategory(category.id)).toMatchObject({
        topic_count: 0,
        question_count: 0,
      });
      expect((await call('GET', `/api/topics/${topic.id}`, undefined, player)).statusCode).toBe(
        404,
      );
      expect(
        (await call('GET', `/api/questions/${question.id}`, undefined, player)).statusCode,
      ).toBe(404);
      expect((await call('DELETE', `/api/topics/${topic.id}`)).statusCode).toBe(200);
      await call('PUT', `/api/topics/${topic.id}`, { is_active: true });
      expect(await publicCategory(category.id)).toMatchObject({
        topic_count: 1,
        question_count: 1,
      });

      const deletedCategory = await call('DELETE', `/api/categories/${category.id}`);
      expect(deletedCategory.json().data.category.is_active).toBe(false);
      expect(await publicCategory(category.id)).toBeUndefined();
      for (const url of [
        `/api/categories/${category.id}`,
        `/api/topics/${topic.id}`,
        `/api/questions/${question.id}`,
        `/api/questions?topic_id=${topic.id}`,
      ]) {
        expect((await call('GET', url, undefined, player)).statusCode, url).toBe(404);
      }
      expect((await call('DELETE', `/api/categories/${category.id}`)).statusCode).toBe(200);

      const admins = (await call('GET', '/api/admin/content/categories')).json().data.categories;
      expect(admins.find((c: { id: string }) => c.id === category.id)).toMatchObject({
        is_active: false,
      });
      const renamedTwin = await call('POST', '/api/categories', {
        name: 'ephemera',
        color: '#333333',
        icon: 'c',
      });
      expect(renamedTwin.statusCode).toBe(409);
      expect(renamedTwin.json().message).toContain('restore');

      await call('PUT', `/api/categories/${category.id}`, { is_active: true });
      expect(await publicCategory(category.id)).toMatchObject({ topic_count: 1 });
      expect(
        (await call('GET', `/api/questions/${question.id}`, undefined, player)).statusCode,
      ).toBe(200);
    });

    it('answers 404 for writes to unknown ids and 400 for a body naming an unknown parent', async () => {
      const id = randomUUID();
      for (const [method, url, body] of [
        ['PUT', `/api/categories/${id}`, { name: 'Nowhere' }],
        ['DELETE', `/api/categories/${id}`, undefined],
        ['POST', `/api/categories/${id}/topics`, { name: 'Nowhere', icon: 'x' }],
        ['PUT', `/api/topics/${id}`, { name: 'Nowhere' }],
        ['DELETE', `/api/topics/${id}`, undefined],
        ['PUT', `/api/questions/${id}`, { points: 5 }],
        ['DELETE', `/api/questions/${id}`, undefined],
      ] as [Method, string, unknown][]) {
        const response = await call(method, url, body);
        expect(response.statusCode, `${method} ${url}`).toBe(404);
        expect(response.json().code).toBe('NOT_FOUND');
      }
      const topic = await call('POST', '/api/topics', { category_id: id, name: 'X', icon: 'x' });
      expect(topic.statusCode).toBe(400);
      expect(topic.json().details[0].field).toBe('body.category_id');
      const question = await call('POST', '/api/questions', questionBody(id));
      expect(question.statusCode).toBe(400);
      expect(question.json().details[0].field).toBe('body.topic_id');
    });
  });

  describe('validation', () => {
    let topicId: string;

    beforeAll(async () => {
      const category = await buildCategory(app.database.db);
      topicId = (await buildTopic(app.database.db, category.id)).id;
    });

    const option = (option_text: string, is_correct = false) => ({ option_text, is_correct });

    it('refuses bad question bodies, naming the field', async () => {
      const cases: [unknown, string, RegExp?][] = [
        [questionBody(topicId, { options: [option('Only', true)] }), 'body.options'],
        [
          questionBody(topicId, {
            options: Array.from({ length: 7 }, (_, i) => option(`${i}`, i === 0)),
          }),
          'body.options',
        ],
        [
          questionBody(topicId, { options: [option('A', true), option('B', true)] }),
          'body.options',
          /exactly one/i,
        ],
        [
          questionBody(topicId, { options: [option('A'), option('B')] }),
          'body.options',
          /exactly one/i,
        ],
        [
          questionBody(topicId, { options: [option('Same', true), option('same')] }),
          'body.options',
          /differ/i,
        ],
        [
          questionBody(topicId, { options: [option('A', true), option('   ')] }),
          'body.options.1.option_text',
        ],
        [
          questionBody(topicId, {
            options: [{ id: 'mine', option_text: 'A', is_correct: true }, option('B')],
          }),
          'body.options.0.id',
        ],
        [questionBody(topicId, { points: 0 }), 'body.points'],
        [questionBody(topicId, { points: 101 }), 'body.points'],
        [questionBody(topicId, { points: 2.5 }), 'body.points'],
        [questionBody(topicId, { difficulty: 'medium' }), 'body.difficulty'],
        [questionBody(topicId, { question_text: '' }), 'body.question_text'],
        [questionBody(topicId, { topic_id: 'nope' }), 'body.topic_id'],
        [questionBody(topicId, { correct_answer: 'Au' }), 'body.correct_answer'],
        [questionBody(topicId, { source: 'opentdb' }), 'body.source'],
      ];
      for (const [body, field, message] of cases) {
        const response = await call('POST', '/api/questions', body);
        expect(response.statusCode, field).toBe(400);
        const answer = response.json();
        expect(answer.code).toBe('VALIDATION_FAILED');
        expect(
          answer.details.map((d: { field: string }) => d.field),
          field,
        ).toContain(field);
        if (message) expect(answer.message).toMatch(message);
      }
    });

    it('refuses bad category and topic bodies and empty updates, naming the field', async () => {
      const cases: [Method, string, unknown, string][] = [
        ['POST', '/api/categories', { name: 'A', color: 'red', icon: 'x' }, 'body.color'],
        ['POST', '/api/categories', { name: 'A', color: '#000000', icon: 'Bad Icon' }, 'body.icon'],
        ['POST', '/api/categories', { name: '', color: '#000000', icon: 'x' }, 'body.name'],
        ['POST', '/api/categories', { name: '!!!', color: '#000000', icon: 'x' }, 'body.name'],
        [
          'POST',
          '/api/categories',
          { name: 'A', color: '#000000', icon: 'x', difficulty_level: 'advanced' },
          'body.difficulty_level',
        ],
        [
          'POST',
          '/api/categories',
          { name: 'A', color: '#000000', icon: 'x', question_count: 500 },
          'body.question_count',
        ],
        ['POST', '/api/topics', { name: 'A', icon: 'x' }, 'body.category_id'],
        // Names and search terms are one line: line breaks and tabs are refused there.
        ['POST', '/api/categories', { name: 'A\nB', color: '#000000', icon: 'x' }, 'body.name'],
        ['PUT', `/api/categories/${randomUUID()}`, { name: 'A\r\nB' }, 'body.name'],
        [
          'POST',
          '/api/topics',
          { category_id: randomUUID(), name: 'A\tB', icon: 'x' },
          'body.name',
        ],
        ['PUT', `/api/topics/${randomUUID()}`, { name: 'A\nB' }, 'body.name'],
        ['GET', '/api/categories?search=a%0Ab', undefined, 'querystring.search'],
        [
          'GET',
          `/api/admin/content/topics/${topicId}/questions?search=a%09b`,
          undefined,
          'querystring.search',
        ],
        [
          'POST',
          '/api/topics',
          { category_id: randomUUID(), name: 'A', icon: 'x', icon_url: 'javascript:alert(1)' },
          'body.icon_url',
        ],
        ['PUT', `/api/categories/${randomUUID()}`, {}, 'body'],
        ['PUT', `/api/topics/${randomUUID()}`, {}, 'body'],
        ['PUT', `/api/questions/${randomUUID()}`, {}, 'body'],
        ['PUT', `/api/questions/${randomUUID()}`, { slug: 'x' }, 'body.slug'],
        [
          'GET',
          `/api/admin/content/topics/${topicId}/questions?page=0`,
          undefined,
          'querystring.page',
        ],
        [
          'GET',
          `/api/admin/content/topics/${topicId}/questions?page_size=101`,
          undefined,
          'querystring.page_size',
        ],
        [
          'GET',
          `/api/admin/content/topics/${topicId}/questions?sort=x`,
          undefined,
          'querystring.sort',
        ],
      ];
      for (const [method, url, body, field] of cases) {
        const response = await call(method, url, body);
        expect(response.statusCode, `${method} ${url} ${field}`).toBe(400);
        expect(
          response.json().details.map((d: { field: string }) => d.field),
          `${method} ${url}`,
        ).toContain(field);
      }
    });
  });

  describe('one-line fields', () => {
    it('stores nothing for a name with a line break, and keeps line breaks in a description', async () => {
      const refused = await call('POST', '/api/categories', {
        name: 'Two\nLines',
        color: '#000000',
        icon: 'x',
      });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().details.map((d: { field: string }) => d.field)).toEqual(['body.name']);
      const names = (await call('GET', '/api/admin/content/categories'))
        .json()
        .data.categories.map((c: { name: string }) => c.name);
      expect(names.filter((name: string) => name.startsWith('Two'))).toEqual([]);

      const kept = await call('POST', '/api/categories', {
        name: 'Multi-line description',
        description: 'First line.\nSecond line.',
        color: '#000000',
        icon: 'x',
      });
      expect(kept.statusCode).toBe(201);
      expect(kept.json().data.category.description).toBe('First line.\nSecond line.');
    });
  });

  describe('under generated bad input, as the admin', () => {
    it('answers 4xx or 2xx, never 5xx, on every write, with real and unknown ids', async () => {
      const category = (
        await call('POST', '/api/categories', { name: 'Fuzzed', color: '#444444', icon: 'f' })
      ).json().data.category;
      const topic = (
        await call('POST', '/api/topics', { category_id: category.id, name: 'Fuzz', icon: 'f' })
      ).json().data.topic;
      const question = (await call('POST', '/api/questions', questionBody(topic.id))).json().data
        .question;

      const text = fc.oneof(fc.string({ unit: 'binary', maxLength: 40 }), fc.constant('\u0000'));
      const value = fc.oneof(text, fc.anything({ maxDepth: 2 }), fc.integer(), fc.uuid());
      const optionArb = fc.record(
        { id: value, option_text: value, is_correct: fc.boolean() },
        { requiredKeys: [] },
      );
      const body = fc.oneof(
        fc.anything({ maxDepth: 3 }),
        fc.record(
          {
            name: value,
            description: value,
            color: value,
            icon: value,
            icon_url: value,
            sort_order: value,
            is_active: value,
            category_id: fc.oneof(value, fc.constant(category.id)),
            topic_id: fc.oneof(value, fc.constant(topic.id)),
            question_text: value,
            options: fc.oneof(value, fc.array(optionArb, { maxLength: 7 })),
            explanation: value,
            points: value,
            difficulty: fc.oneof(value, fc.constantFrom('beginner', 'advanced')),
          },
          { requiredKeys: [] },
        ),
      );
      const target = fc.oneof(
        fc.constantFrom(
          ['POST', '/api/categories'],
          ['PUT', `/api/categories/${category.id}`],
          ['POST', `/api/categories/${category.id}/topics`],
          ['POST', '/api/topics'],
          ['PUT', `/api/topics/${topic.id}`],
          ['POST', '/api/questions'],
          ['PUT', `/api/questions/${question.id}`],
        ),
        fc.constant(['PUT', `/api/questions/${randomUUID()}`]),
      );
      await fc.assert(
        fc.asyncProperty(target, body, async ([method, url], payload) => {
          const response = await app.inject({
            method: method as Method,
            url: url!,
            headers: { ...admin, 'content-type': 'application/json' },
            payload: JSON.stringify(payload) ?? 'null',
          });
          expect(response.statusCode, `${method} ${url} -> ${response.body}`).toBeLessThan(500);
        }),
        { numRuns: 300 },
      );
      // Whatever got through kept the derived counters true.
      const listed = await call(
        'GET',
        `/api/admin/content/topics/${topic.id}/questions?page_size=100`,
      );
      const active = listed
        .json()
        .data.questions.filter((q: { is_active: boolean }) => q.is_active).length;
      const stored = (
        await call('GET', `/api/admin/content/categories/${category.id}/topics`)
      ).json().data.topics;
      const fuzzTopic = stored.find((t: { id: string }) => t.id === topic.id);
      if (fuzzTopic) expect(fuzzTopic.question_count).toBe(active);
    }, 120_000);

    it('refuses control characters in texts and searches instead of failing in the database', async () => {
      const nul = await call('POST', '/api/categories', {
        name: 'Bad\u0000Name',
        color: '#000000',
        icon: 'x',
      });
      expect(nul.statusCode).toBe(400);
      expect(nul.json().details[0].field).toBe('body.name');
      const search = await app.inject({ method: 'GET', url: '/api/categories?search=a%00b' });
      expect(search.statusCode).toBe(400);
      expect(search.json().details[0].field).toBe('querystring.search');
    });
  });

  describe('admin reads', () => {
    it('lists every category and every topic of one, inactive ones included', async () => {
      const category = await buildCategory(app.database.db, { name: 'Reads', isActive: false });
      await buildTopic(app.database.db, category.id, { name: 'Shown' });
      await buildTopic(app.database.db, category.id, { name: 'Hidden', isActive: false });

      const categories = (await call('GET', '/api/admin/content/categories')).json().data
        .categories;
      expect(categories.find((c: { id: string }) => c.id === category.id)).toMatchObject({
        name: 'Reads',
        is_active: false,
        sort_order: 0,
      });
      const topics = await call('GET', `/api/admin/content/categories/${category.id}/topics`);
      expect(topics.statusCode).toBe(200);
      expect(topics.json().data.category.id).toBe(category.id);
      expect(topics.json().data.topics.map((t: { name: string }) => t.name)).toEqual([
        'Hidden',
        'Shown',
      ]);
    });

    it('pages and searches the questions of a topic, with their answers', async () => {
      const category = await buildCategory(app.database.db);
      const topic = await buildTopic(app.database.db, category.id);
      await buildQuestions(app.database.db, topic.id, 12);
      await buildQuestions(app.database.db, topic.id, 1, { isActive: false });

      const page = await call(
        'GET',
        `/api/admin/content/topics/${topic.id}/questions?page=3&page_size=5`,
      );
      expect(page.statusCode).toBe(200);
      const { data } = page.json();
      expect(data.topic.id).toBe(topic.id);
      expect(data.pagination).toEqual({ page: 3, page_size: 5, total: 13, total_pages: 3 });
      expect(data.questions).toHaveLength(3);
      expect(data.questions[0].options.find((o: { id: string }) => o.id === 'b')).toEqual({
        id: 'b',
        option_text: 'Option b',
        is_correct: true,
      });
      expect(data.questions.some((q: { is_active: boolean }) => !q.is_active)).toBe(true);

      const searched = await call(
        'GET',
        `/api/admin/content/topics/${topic.id}/questions?search=${encodeURIComponent('question 1')}`,
      );
      // "Question 1?", "Question 10?" .. "Question 12?", and the inactive "Question 1?".
      expect(searched.json().data.pagination.total).toBe(5);
      const literal = await call(
        'GET',
        `/api/admin/content/topics/${topic.id}/questions?search=${encodeURIComponent('%')}`,
      );
      expect(literal.json().data.pagination.total).toBe(0);
    });

    it('counts content, active and inactive', async () => {
      const before = (await call('GET', '/api/admin/content/stats')).json().data.stats;
      const category = await buildCategory(app.database.db, { isActive: false });
      const topic = await buildTopic(app.database.db, category.id);
      await buildQuestions(app.database.db, topic.id, 2);
      await buildQuestions(app.database.db, topic.id, 1, { isActive: false });
      const after = (await call('GET', '/api/admin/content/stats')).json().data.stats;
      expect(after.categories.inactive).toBe(before.categories.inactive + 1);
      expect(after.topics.active).toBe(before.topics.active + 1);
      expect(after.questions).toEqual({
        total: before.questions.total + 3,
        active: before.questions.active + 2,
        inactive: before.questions.inactive + 1,
      });
    });
  });
});

describe('slugify', () => {
  it('makes URL keys the way the seed does, keeping letters of any script', () => {
    expect(slugify('Science & Nature')).toBe('science-and-nature');
    expect(slugify('  Café  Crème! ')).toBe('cafe-creme');
    expect(slugify('日本の歴史')).toBe('日本の歴史');
    expect(slugify('?!')).toBe('');
  });
});
