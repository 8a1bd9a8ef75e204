import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { topics } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { buildCategory } from '../../test/factories';
import { form } from '../../test/multipart';
import { call, player, staffPlayer, type Player } from '../messages/messages.test-helpers';
import {
  educator,
  makeVisible,
  setWithQuestions,
  singleQuestion,
  startQuiz,
} from '../../test/question-set-helpers';

describe('question sets: writing them', () => {
  let app: TestApp;
  let erin: Player;
  let pat: Player;
  let categoryId: string;
  let admin: Player;

  beforeAll(async () => {
    app = await buildTestApp({ config: { adminEmails: ['admin-sets@example.com'] } });
    admin = await staffPlayer(app, { email: 'admin-sets@example.com', name: 'Ann Admin' });
    erin = await educator(app);
    pat = await player(app, { name: 'Pat Player' });
    categoryId = (await buildCategory(app.database.db)).id;
  });
  afterAll(() => app.close());

  it('lets educators and admins create sets, and refuses anyone else changing nothing', async () => {
    const refused = await call(app, pat, 'POST', '/api/sets', {
      name: 'Mine',
      category_id: categoryId,
    });
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe('Only educators and administrators can create question sets');
    expect((await call(app, pat, 'GET', '/api/sets')).body.data.sets).toEqual([]);

    const created = await call(app, erin, 'POST', '/api/sets', {
      name: 'Photosynthesis',
      description: 'Light, water, sugar',
      category_id: categoryId,
      language: 'es',
    });
    expect(created.status).toBe(201);
    expect(created.body.data.set).toMatchObject({
      name: 'Photosynthesis',
      category_id: categoryId,
      language: 'es',
      visibility: 'private',
      review_status: null,
      share_key: null,
      listed: false,
      question_count: 0,
    });
    const mine = await call(app, erin, 'GET', '/api/sets');
    expect(mine.body.data.sets.map((set: { id: string }) => set.id)).toContain(
      created.body.data.set.id,
    );

    const byAdmin = await call(app, admin, 'POST', '/api/sets', {
      name: 'Staff quiz',
      category_id: categoryId,
    });
    expect(byAdmin.status).toBe(201);
  });

  it('names the field at fault and writes nothing', async () => {
    const before = (await call(app, erin, 'GET', '/api/sets')).body.data.sets.length;
    const cases: [Record<string, unknown>, string][] = [
      [{ name: '', category_id: categoryId }, 'body.name'],
      [{ name: 'X', category_id: crypto.randomUUID() }, 'body.category_id'],
      [{ name: 'X', category_id: 'nope' }, 'body.category_id'],
      [{ name: 'X', category_id: categoryId, language: 'not a tag!' }, 'body.language'],
      [{ name: 'X', category_id: categoryId, owner_id: pat.id }, 'body.owner_id'],
    ];
    for (const [payload, field] of cases) {
      const answer = await call(app, erin, 'POST', '/api/sets', payload);
      expect(answer.status, JSON.stringify(payload)).toBe(400);
      expect(answer.body.details.map((d: { field: string }) => d.field)).toContain(field);
    }
    expect((await call(app, erin, 'GET', '/api/sets')).body.data.sets).toHaveLength(before);
  });

  it('takes questions of every type, shows them with their answers, and keeps option ids on edit', async () => {
    const { id } = await setWithQuestions(app, erin, 0);
    const add = (body: Record<string, unknown>) =>
      call(app, erin, 'POST', `/api/sets/${id}/questions`, { difficulty: 'beginner', ...body });
    const bodies = [
      singleQuestion(1),
      {
        type: 'true_false',
        question_text: 'Plants breathe?',
        options: [
          { option_text: 'True', is_correct: true },
          { option_text: 'False', is_correct: false },
        ],
      },
      {
        type: 'multiple',
        question_text: 'Which are green?',
        options: [
          { option_text: 'Leaf', is_correct: true },
          { option_text: 'Sky', is_correct: false },
          { option_text: 'Grass', is_correct: true },
        ],
      },
      {
        type: 'ordering',
        question_text: 'Order the steps',
        options: [{ option_text: 'Light' }, { option_text: 'Water' }, { option_text: 'Sugar' }],
      },
      {
        type: 'typed',
        question_text: 'What do leaves make?',
        accepted_answers: ['Sugar', 'Glucose'],
        max_typos: 1,
      },
    ];
    for (const body of bodies) expect((await add(body)).status).toBe(201);
    const listed = await call(app, erin, 'GET', `/api/sets/${id}/questions`);
    const questions = listed.body.data.questions;
    expect(questions.map((q: { type: string }) => q.type)).toEqual([
      'single',
      'true_false',
      'multiple',
      'ordering',
      'typed',
    ]);
    expect(questions[2].options.map((o: { is_correct: boolean }) => o.is_correct)).toEqual([
      true,
      false,
      true,
    ]);
    expect(questions[3].options.map((o: { option_text: string }) => o.option_text)).toEqual([
      'Light',
      'Water',
      'Sugar',
    ]);
    expect(questions[4]).toMatchObject({ accepted_answers: ['Sugar', 'Glucose'], max_typos: 1 });
    expect((await call(app, erin, 'GET', `/api/sets/${id}`)).body.data.set.question_count).toBe(5);

    // An edit that keeps an option's id keeps the option; a foreign id is refused by name.
    const first = questions[0];
    const kept = first.options[0];
    const edited = await call(app, erin, 'PUT', `/api/sets/${id}/questions/${first.id}`, {
      ...singleQuestion(1),
      question_text: 'Set question one, reworded?',
      options: [
        { id: kept.id, option_text: 'Right, reworded', is_correct: true },
        { option_text: 'A new wrong one', is_correct: false },
      ],
    });
    expect(edited.status).toBe(200);
    expect(edited.body.data.question.options[0]).toEqual({
      id: kept.id,
      option_text: 'Right, reworded',
      is_correct: true,
    });
    const foreign = await call(app, erin, 'PUT', `/api/sets/${id}/questions/${first.id}`, {
      ...singleQuestion(1),
      options: [
        { id: 'not-one-of-its', option_text: 'A', is_correct: true },
        { option_text: 'B', is_correct: false },
      ],
    });
    expect(foreign.status).toBe(400);
    expect(foreign.body.details[0].field).toBe('body.options.0.id');

    const wrong = await add({ type: 'typed', question_text: 'Q', options: [] });
    expect(wrong.status).toBe(400);
    expect(wrong.body.details.map((d: { field: string }) => d.field)).toContain(
      'body.accepted_answers',
    );

    const removed = await call(app, erin, 'DELETE', `/api/sets/${id}/questions/${first.id}`);
    expect(removed.status).toBe(200);
    expect(removed.body.data.set.question_count).toBe(4);
  });

  it('is 404 to a stranger and 403 to an admin, for every call on someone else’s set', async () => {
    const { id } = await setWithQuestions(app, erin, 1);
    const [question] = (await call(app, erin, 'GET', `/api/sets/${id}/questions`)).body.data
      .questions;
    const calls = [
      ['GET', `/api/sets/${id}`, undefined],
      ['PUT', `/api/sets/${id}`, { name: 'Taken' }],
      ['DELETE', `/api/sets/${id}`, undefined],
      ['GET', `/api/sets/${id}/questions`, undefined],
      ['POST', `/api/sets/${id}/questions`, singleQuestion(9)],
      ['PUT', `/api/sets/${id}/questions/${question.id}`, singleQuestion(9)],
      ['DELETE', `/api/sets/${id}/questions/${question.id}`, undefined],
      ['PUT', `/api/sets/${id}/visibility`, { visibility: 'link' }],
      ['POST', `/api/sets/${id}/share-key`, undefined],
    ] as const;
    for (const [method, url, payload] of calls) {
      expect((await call(app, pat, method, url, payload)).status, `${method} ${url}`).toBe(404);
      expect((await call(app, admin, method, url, payload)).status, `${method} ${url}`).toBe(403);
      expect((await call(app, null, method, url, payload)).status, `${method} ${url}`).toBe(401);
    }
    const after = (await call(app, erin, 'GET', `/api/sets/${id}`)).body.data.set;
    expect(after).toMatchObject({ name: 'Fractions for class 5B', visibility: 'private' });
    expect(
      (await call(app, erin, 'GET', `/api/sets/${id}/questions`)).body.data.questions,
    ).toHaveLength(1);
  });

  it('shares by a link whose key can be changed, and stops when made private', async () => {
    const { id } = await setWithQuestions(app, erin, 2);
    const shared = await makeVisible(app, erin, id, 'link');
    const key = shared.share_key!;
    expect(key).toMatch(/^[A-Za-z0-9_-]{24}$/);
    const page = await call(app, pat, 'GET', `/api/sets/shared/${key}`);
    expect(page.status).toBe(200);
    expect(page.body.data.set).toMatchObject({
      id,
      name: 'Fractions for class 5B',
      question_count: 2,
      owner_name: 'Erin Educator',
      mine: false,
    });
    expect(JSON.stringify(page.body)).not.toContain('Right 1');
    expect(page.body.data.set).not.toHaveProperty('share_key');

    const rotated = await call(app, erin, 'POST', `/api/sets/${id}/share-key`);
    const newKey = rotated.body.data.set.share_key as string;
    expect(newKey).not.toBe(key);
    expect((await call(app, pat, 'GET', `/api/sets/shared/${key}`)).status).toBe(404);
    expect((await startQuiz(app, pat, id, { share_key: key })).status).toBe(404);
    expect((await call(app, pat, 'GET', `/api/sets/shared/${newKey}`)).status).toBe(200);

    await makeVisible(app, erin, id, 'private');
    expect((await call(app, pat, 'GET', `/api/sets/shared/${newKey}`)).status).toBe(404);
    expect((await call(app, erin, 'POST', `/api/sets/${id}/share-key`)).status).toBe(409);
    expect((await call(app, pat, 'GET', '/api/sets/shared/not-a-key')).status).toBe(400);
  });

  it('deletes a set nobody played, and keeps a played one hidden for its results', async () => {
    const unplayed = await setWithQuestions(app, erin, 1);
    expect((await call(app, erin, 'DELETE', `/api/sets/${unplayed.id}`)).status).toBe(200);
    const gone = await app.database.db.select().from(topics).where(eq(topics.id, unplayed.id));
    expect(gone).toEqual([]);

    const played = await setWithQuestions(app, erin, 2);
    expect((await startQuiz(app, erin, played.id)).status).toBe(201);
    expect((await call(app, erin, 'DELETE', `/api/sets/${played.id}`)).status).toBe(200);
    const [kept] = await app.database.db.select().from(topics).where(eq(topics.id, played.id));
    expect(kept).toMatchObject({ isActive: false, visibility: 'private', shareKey: null });
    expect((await call(app, erin, 'GET', `/api/sets/${played.id}`)).status).toBe(404);
    const mine = (await call(app, erin, 'GET', '/api/sets')).body.data.sets;
    expect(mine.map((set: { id: string }) => set.id)).not.toContain(played.id);
    expect((await startQuiz(app, erin, played.id)).status).toBe(404);
  });

  it('takes question pictures from authors only, served as WebP and shown with their alt text', async () => {
    const png = await sharp({
      create: { width: 300, height: 200, channels: 3, background: { r: 20, g: 120, b: 60 } },
    })
      .png()
      .toBuffer();
    const upload = (who: Player) => {
      const body = form(
        { name: 'path', value: 'questions' },
        { name: 'file', filename: 'leaf.png', contentType: 'image/png', data: png },
      );
      return app.inject({
        method: 'POST',
        url: '/api/uploads',
        headers: { ...who.headers, ...body.headers },
        payload: body.payload,
      });
    };
    expect((await upload(pat)).statusCode).toBe(403);
    const uploaded = await upload(erin);
    expect(uploaded.statusCode).toBe(201);
    const url = uploaded.json().data.url as string;
    expect(url).toMatch(/^\/uploads\/questions\/[a-f0-9]{32}\.webp$/);
    const served = await app.inject({ method: 'GET', url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');

    const { id } = await setWithQuestions(app, erin, 0);
    const noAlt = await call(app, erin, 'POST', `/api/sets/${id}/questions`, {
      ...singleQuestion(1),
      image_url: url,
    });
    expect(noAlt.status).toBe(400);
    expect(noAlt.body.details[0].field).toBe('body.image_alt');
    const elsewhere = await call(app, erin, 'POST', `/api/sets/${id}/questions`, {
      ...singleQuestion(1),
      image_url: 'https://example.com/leaf.png',
      image_alt: 'A leaf',
    });
    expect(elsewhere.status).toBe(400);
    expect(elsewhere.body.details[0].field).toBe('body.image_url');
    const added = await call(app, erin, 'POST', `/api/sets/${id}/questions`, {
      ...singleQuestion(1),
      image_url: url,
      image_alt: 'A green leaf in the sun',
    });
    expect(added.status).toBe(201);

    const session = await startQuiz(app, erin, id);
    expect(session.status).toBe(201);
    const next = await call(
      app,
      erin,
      'POST',
      `/api/games/session/${session.body.data.session.id}/next`,
    );
    expect(next.body.data.question).toMatchObject({
      image_url: url,
      image_alt: 'A green leaf in the sun',
    });
  });
});
