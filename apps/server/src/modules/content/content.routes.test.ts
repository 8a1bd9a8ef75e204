import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { buildCategory, buildQuestions, buildTopic } from '../../test/factories';

describe('content read calls', () => {
  let app: TestApp;
  let science: { id: string };
  let physics: { id: string };

  beforeAll(async () => {
    app = await buildTestApp();
    const db = app.database.db;
    science = await buildCategory(db, {
      name: 'Science',
      description: 'Atoms and stars',
      difficultyLevel: 'intermediate',
      sortOrder: 1,
    });
    physics = await buildTopic(db, science.id, { name: 'Physics' });
    const chemistry = await buildTopic(db, science.id, { name: 'Chemistry' });
    await buildQuestions(db, physics.id, 12);
    await buildQuestions(db, chemistry.id, 5);
    await buildQuestions(db, chemistry.id, 3, { isActive: false });
    const hidden = await buildTopic(db, science.id, { name: 'Alchemy', isActive: false });
    await buildQuestions(db, hidden.id, 4);

    const history = await buildCategory(db, {
      name: '100% History',
      description: 'Kings and queens',
      sortOrder: 0,
    });
    await buildQuestions(db, (await buildTopic(db, history.id)).id, 2);
    await buildCategory(db, { name: 'Retired', isActive: false });
  });
  afterAll(() => app.close());

  it('lists active categories in order with counts derived from their active topics and questions', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/categories' });
    expect(response.statusCode).toBe(200);
    const { success, data } = response.json();
    expect(success).toBe(true);
    expect(data.categories.map((c: { name: string }) => c.name)).toEqual([
      '100% History',
      'Science',
    ]);
    expect(data.categories[1]).toMatchObject({
      id: science.id,
      topic_count: 2,
      question_count: 17,
      difficulty_level: 'intermediate',
      is_active: true,
    });
    expect(Object.keys(data.categories[1]).sort()).toEqual(
      [
        'color',
        'description',
        'difficulty_level',
        'estimated_time_minutes',
        'icon',
        'id',
        'is_active',
        'name',
        'popularity_score',
        'question_count',
        'slug',
        'topic_count',
      ].sort(),
    );
  });

  it('searches names and descriptions, case-insensitively, treating % literally', async () => {
    const byDescription = await app.inject({ method: 'GET', url: '/api/categories?search=STARS' });
    expect(byDescription.json().data.categories.map((c: { name: string }) => c.name)).toEqual([
      'Science',
    ]);
    const literal = await app.inject({ method: 'GET', url: '/api/categories?search=100%25' });
    expect(literal.json().data.categories.map((c: { name: string }) => c.name)).toEqual([
      '100% History',
    ]);
    const wildcard = await app.inject({ method: 'GET', url: '/api/categories?search=%25' });
    expect(wildcard.json().data.categories).toHaveLength(1);
  });

  it('filters by difficulty, with all as the default', async () => {
    const intermediate = await app.inject({
      method: 'GET',
      url: '/api/categories?difficulty=intermediate',
    });
    expect(intermediate.json().data.categories.map((c: { name: string }) => c.name)).toEqual([
      'Science',
    ]);
    const all = await app.inject({ method: 'GET', url: '/api/categories?difficulty=all' });
    expect(all.json().data.categories).toHaveLength(2);
  });

  it('finds a category under the level of any of its playable topics too', async () => {
    const db = app.database.db;
    const games = await buildCategory(db, { name: 'Games', difficultyLevel: 'intermediate' });
    const chess = await buildTopic(db, games.id, { name: 'Chess', difficultyLevel: 'advanced' });
    await buildQuestions(db, chess.id, 3, { difficulty: 'advanced' });
    // A topic without questions cannot be played, so it finds nothing.
    await buildTopic(db, games.id, { name: 'Go', difficultyLevel: 'beginner' });
    const names = async (level: string) =>
      (await app.inject({ method: 'GET', url: `/api/categories?difficulty=${level}` }))
        .json()
        .data.categories.map((c: { name: string }) => c.name);
    expect(await names('advanced')).toContain('Games');
    expect(await names('beginner')).not.toContain('Games');
  });

  it('refuses a bad difficulty, an oversized search and unknown query keys, naming the field', async () => {
    const cases: [string, string][] = [
      ['/api/categories?difficulty=expert', 'querystring.difficulty'],
      [`/api/categories?search=${'x'.repeat(101)}`, 'querystring.search'],
      ['/api/categories?sort=name', 'querystring.sort'],
    ];
    for (const [url, field] of cases) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(400);
      const body = response.json();
      expect(body.code).toBe('VALIDATION_FAILED');
      expect(body.error).toBe('Bad Request');
      expect(body.details.map((d: { field: string }) => d.field)).toContain(field);
      expect(body.message).toContain(field);
    }
  });

  it('gets one category and its active topics', async () => {
    const category = await app.inject({ method: 'GET', url: `/api/categories/${science.id}` });
    expect(category.statusCode).toBe(200);
    expect(category.json().data.category.name).toBe('Science');

    const topics = await app.inject({ method: 'GET', url: `/api/categories/${science.id}/topics` });
    expect(topics.statusCode).toBe(200);
    const list = topics.json().data.topics;
    expect(list.map((t: { name: string }) => t.name).sort()).toEqual(['Chemistry', 'Physics']);
    expect(list.find((t: { name: string }) => t.name === 'Physics')).toMatchObject({
      question_count: 12,
      estimated_time_minutes: 2,
      category_id: science.id,
    });
  });

  it('gets one topic', async () => {
    const response = await app.inject({ method: 'GET', url: `/api/topics/${physics.id}` });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.topic).toMatchObject({
      id: physics.id,
      name: 'Physics',
      question_count: 12,
    });
  });

  it('answers 404 for unknown or inactive ids and 400 for malformed ones', async () => {
    for (const url of [
      `/api/categories/${randomUUID()}`,
      `/api/categories/${randomUUID()}/topics`,
      `/api/topics/${randomUUID()}`,
    ]) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(404);
      expect(response.json().code).toBe('NOT_FOUND');
    }
    const malformed = await app.inject({ method: 'GET', url: '/api/topics/not-a-uuid' });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().details[0].field).toBe('params.id');
  });
});
