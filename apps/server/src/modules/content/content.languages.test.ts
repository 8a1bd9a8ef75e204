import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp, signUpStaff } from '../../test/auth-helpers';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { buildCategory, buildQuestions, buildTopic } from '../../test/factories';

const ADMIN_EMAIL = 'language-admin@example.com';

type Named = { name: string };
const names = (items: Named[]) => items.map((item) => item.name);

/** decision 40 in docs/DECISIONS.md: the language of topics and questions. */
describe('content languages', () => {
  let app: TestApp;
  let admin: Record<string, string>;
  let science: { id: string };
  let physics: { id: string };
  let fisica: { id: string };

  beforeAll(async () => {
    app = await buildTestApp({ config: { adminEmails: [ADMIN_EMAIL] } });
    admin = (await signUpStaff(app, { email: ADMIN_EMAIL })).headers;
    const db = app.database.db;
    // Science: two English topics, a Spanish one and a retired Spanish one.
    science = await buildCategory(db, { name: 'Science', sortOrder: 1 });
    physics = await buildTopic(db, science.id, { name: 'Physics' });
    await buildQuestions(db, physics.id, 12);
    const chemistry = await buildTopic(db, science.id, { name: 'Chemistry' });
    await buildQuestions(db, chemistry.id, 5);
    fisica = await buildTopic(db, science.id, { name: 'Física', language: 'es' });
    await buildQuestions(db, fisica.id, 4, { language: 'es' });
    const retired = await buildTopic(db, science.id, {
      name: 'Alquimia',
      language: 'es',
      isActive: false,
    });
    await buildQuestions(db, retired.id, 4, { language: 'es' });
    // History: English only. Arte: Spanish only, and advanced.
    const history = await buildCategory(db, { name: 'History', sortOrder: 2 });
    await buildQuestions(db, (await buildTopic(db, history.id, { name: 'Rome' })).id, 3);
    const arte = await buildCategory(db, { name: 'Arte', sortOrder: 3 });
    const pintura = await buildTopic(db, arte.id, {
      name: 'Pintura',
      language: 'es',
      difficultyLevel: 'advanced',
    });
    await buildQuestions(db, pintura.id, 2, { language: 'es', difficulty: 'advanced' });
    // Neither a retired topic nor the topics of a retired category offer their language.
    await buildTopic(db, science.id, { name: 'Optique', language: 'fr', isActive: false });
    const retiredCategory = await buildCategory(db, { name: 'Archiv', isActive: false });
    await buildTopic(db, retiredCategory.id, { name: 'Physik', language: 'de' });
  });
  afterAll(() => app.close());

  const get = (url: string, headers: Record<string, string> = {}) =>
    app.inject({ method: 'GET', url, headers });
  const categories = async (query = '') =>
    (await get(`/api/categories${query}`)).json().data.categories as (Named & {
      id: string;
      topic_count: number;
      question_count: number;
      estimated_time_minutes: number;
    })[];
  const languages = async () => (await get('/api/categories/languages')).json().data.languages;
  const topicsOf = async (categoryId: string, query = '') =>
    (await get(`/api/categories/${categoryId}/topics${query}`)).json().data.topics as (Named & {
      language: string;
    })[];

  it('shows the language of every topic and question, English unless written otherwise', async () => {
    expect((await get(`/api/topics/${physics.id}`)).json().data.topic.language).toBe('en');
    expect((await get(`/api/topics/${fisica.id}`)).json().data.topic.language).toBe('es');
    const { headers } = await signUp(app);
    const questions = (await get(`/api/questions?topic_id=${fisica.id}&limit=3`, headers)).json()
      .data.questions;
    expect(questions.map((q: { language: string }) => q.language)).toEqual(['es', 'es', 'es']);
    const one = (await get(`/api/questions/${questions[0].id}`, headers)).json().data.question;
    expect(one.language).toBe('es');
  });

  it('lists every category with its stored counts without a language', async () => {
    const all = await categories();
    expect(names(all)).toEqual(['Science', 'History', 'Arte']);
    expect(all[0]).toMatchObject({ topic_count: 3, question_count: 21, estimated_time_minutes: 2 });
  });

  it('lists only categories with active topics in the language, counting just those topics', async () => {
    const spanish = await categories('?language=es');
    expect(names(spanish)).toEqual(['Science', 'Arte']);
    expect(spanish[0]).toMatchObject({
      id: science.id,
      topic_count: 1,
      question_count: 4,
      // Four questions of 10 s and a 2 s pause each: under a minute, shown as one.
      estimated_time_minutes: 1,
    });
    expect(spanish[1]).toMatchObject({ topic_count: 1, question_count: 2 });
    const english = await categories('?language=en');
    expect(names(english)).toEqual(['Science', 'History']);
    expect(english[0]).toMatchObject({ topic_count: 2, question_count: 17 });
    expect(await categories('?language=fr')).toEqual([]);
    // Any casing of a tag is the same language.
    expect(names(await categories('?language=ES'))).toEqual(['Science', 'Arte']);
  });

  it('combines the language with the difficulty and search filters', async () => {
    expect(names(await categories('?language=es&difficulty=advanced'))).toEqual(['Arte']);
    expect(names(await categories('?language=en&difficulty=advanced'))).toEqual([]);
    expect(names(await categories('?language=es&search=sci'))).toEqual(['Science']);
  });

  it('lists a category’s topics in the language asked for, or all of them', async () => {
    expect(names(await topicsOf(science.id)).sort()).toEqual(['Chemistry', 'Física', 'Physics']);
    const spanish = await topicsOf(science.id, '?language=es');
    expect(spanish).toMatchObject([{ name: 'Física', language: 'es' }]);
    expect(names(await topicsOf(science.id, '?language=en')).sort()).toEqual([
      'Chemistry',
      'Physics',
    ]);
    expect(await topicsOf(science.id, '?language=de')).toEqual([]);
  });

  it('lists the languages of the active topics once each, the values the filter can take', async () => {
    const response = await get('/api/categories/languages');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, data: { languages: ['en', 'es'] } });
  });

  it('refuses a language that is not a language tag, naming the field', async () => {
    for (const url of [
      '/api/categories?language=english',
      `/api/categories/${science.id}/topics?language=en_US`,
      `/api/categories/${science.id}/topics?language=${'x'.repeat(40)}`,
      `/api/categories/${science.id}/topics?sort=name`,
    ]) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(400);
      expect(response.json().code).toBe('VALIDATION_FAILED');
      const field = url.includes('sort=') ? 'querystring.sort' : 'querystring.language';
      expect(response.json().details.map((d: { field: string }) => d.field)).toEqual([field]);
    }
  });

  describe('admin writes', () => {
    const call = (method: 'POST' | 'PUT', url: string, payload: object) =>
      app.inject({ method, url, headers: admin, payload });
    const question = (topicId: string, extra: object = {}) => ({
      topic_id: topicId,
      question_text: '¿Cuál es el símbolo químico del oro?',
      options: [
        { option_text: 'Au', is_correct: true },
        { option_text: 'Ag', is_correct: false },
      ],
      difficulty: 'beginner',
      ...extra,
    });

    it('create a topic in English unless told, and in the language given in its usual casing', async () => {
      const english = await call('POST', '/api/topics', {
        category_id: science.id,
        name: 'Astronomy',
        icon: 'star',
      });
      expect(english.statusCode).toBe(201);
      expect(english.json().data.topic.language).toBe('en');
      const brazilian = await call('POST', `/api/categories/${science.id}/topics`, {
        name: 'Astronomia',
        icon: 'star',
        language: 'pt-br',
      });
      expect(brazilian.statusCode).toBe(201);
      expect(brazilian.json().data.topic.language).toBe('pt-BR');
      expect(await languages()).toEqual(['en', 'es', 'pt-BR']);
      const moved = await call('PUT', `/api/topics/${english.json().data.topic.id}`, {
        language: 'es',
      });
      expect(moved.json().data.topic.language).toBe('es');
    });

    it('write a question in its topic’s language unless told otherwise', async () => {
      const inTopic = await call('POST', '/api/questions', question(fisica.id));
      expect(inTopic.statusCode).toBe(201);
      expect(inTopic.json().data.question.language).toBe('es');
      const told = await call('POST', '/api/questions', question(physics.id, { language: 'es' }));
      expect(told.json().data.question.language).toBe('es');
      const id = told.json().data.question.id;
      const changed = await call('PUT', `/api/questions/${id}`, { language: 'EN' });
      expect(changed.statusCode).toBe(200);
      expect(changed.json().data.question.language).toBe('en');
      const read = await app.inject({
        method: 'GET',
        url: `/api/admin/content/questions/${id}`,
        headers: admin,
      });
      expect(read.json().data.question.language).toBe('en');
    });

    it('refuse a language that is not a language tag, naming the field', async () => {
      const cases: ['POST' | 'PUT', string, object][] = [
        [
          'POST',
          '/api/topics',
          { category_id: science.id, name: 'X', icon: 'x', language: 'xx_YY' },
        ],
        ['PUT', `/api/topics/${physics.id}`, { language: 'english' }],
        ['POST', '/api/questions', question(physics.id, { language: '' })],
        ['PUT', `/api/topics/${physics.id}`, { language: 7 }],
      ];
      for (const [method, url, payload] of cases) {
        const response = await call(method, url, payload);
        expect(response.statusCode, JSON.stringify(payload)).toBe(400);
        expect(response.json().details.map((d: { field: string }) => d.field)).toEqual([
          'body.language',
        ]);
      }
    });
  });
});
