import {
  AUTHORED_QUESTION_MESSAGES,
  QUESTION_CSV_COLUMNS,
  QUESTION_IMPORT_LIMITS,
  QUESTION_IMPORT_MESSAGES,
} from '@quizarena/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, questions } from '../../db/schema';
import { createServerI18n } from '../../lib/i18n';
import { signUp, signUpStaff } from '../../test/auth-helpers';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { buildCategory, buildTopic } from '../../test/factories';

const ADMIN_EMAIL = 'question-io-admin@example.com';
const UNVERIFIED_ADMIN_EMAIL = 'question-io-admin-2@example.com';

const CSV = 'text/csv';
const HEADER = 'type,question,option_1,option_2,option_3,correct,difficulty';
const goodRow = (n: number) => `single,Question ${n}?,Yes,No,Maybe,1,beginner`;

type Headers = Record<string, string>;

describe('question files: import, export and the template', () => {
  let app: TestApp;
  let owner: { id: string; headers: Headers };
  let stranger: Headers;
  let admin: Headers;
  let categoryId: string;

  const newSet = async (ownerId: string | null = owner.id) =>
    (
      await buildTopic(app.database.db, categoryId, {
        ownerId,
        visibility: ownerId ? 'private' : 'public',
      })
    ).id;

  const upload = (
    topicId: string,
    body: string,
    options: { type?: string; headers?: Headers; dryRun?: boolean } = {},
  ) =>
    app.inject({
      method: 'POST',
      url: `/api/sets/${topicId}/import${options.dryRun ? '?dry_run=true' : ''}`,
      headers: { ...(options.headers ?? owner.headers), 'content-type': options.type ?? CSV },
      payload: body,
    });

  const download = (url: string, headers: Headers = owner.headers) =>
    app.inject({ method: 'GET', url, headers });

  const countIn = async (topicId: string) =>
    (
      await app.database.db
        .select({ id: questions.id, source: questions.source })
        .from(questions)
        .where(eq(questions.topicId, topicId))
    ).length;

  const importsAudited = async (topicId: string) =>
    (
      await app.database.db.select().from(auditLog).where(eq(auditLog.event, 'questions_imported'))
    ).filter((row) => (row.detail as { topic_id?: string } | null)?.topic_id === topicId);

  beforeAll(async () => {
    app = await buildTestApp({ config: { adminEmails: [ADMIN_EMAIL, UNVERIFIED_ADMIN_EMAIL] } });
    const signed = await signUp(app);
    owner = { id: signed.user.id, headers: signed.headers };
    stranger = (await signUp(app)).headers;
    admin = (await signUpStaff(app, { email: ADMIN_EMAIL })).headers;
    categoryId = (await buildCategory(app.database.db)).id;
  });
  afterAll(() => app.close());

  describe('POST /api/sets/{id}/import', () => {
    it('writes every row of a clean CSV in one go, with one audit row', async () => {
      const topicId = await newSet();
      const rows = Array.from({ length: 25 }, (_, index) => goodRow(index + 1));
      const response = await upload(topicId, [HEADER, ...rows].join('\r\n'));
      expect(response.statusCode, response.body).toBe(201);
      expect(response.json().data.import).toEqual({
        dry_run: false,
        format: 'csv',
        questions: 25,
        imported: 25,
        question_count: 25,
      });
      const stored = await app.database.db
        .select({ source: questions.source, text: questions.questionText })
        .from(questions)
        .where(eq(questions.topicId, topicId));
      expect(stored.map((row) => row.source)).toEqual(Array(25).fill('import'));
      const [audit, ...more] = await importsAudited(topicId);
      expect(more).toEqual([]);
      expect(audit).toMatchObject({
        actorId: owner.id,
        detail: { topic_id: topicId, format: 'csv', questions: 25 },
      });
    });

    it('writes nothing when one row is bad, and names its line and field', async () => {
      const topicId = await newSet();
      const text = [HEADER, goodRow(1), goodRow(2), 'single,Broken,Yes,No,,,beginner', goodRow(4)];
      const response = await upload(topicId, text.join('\n'));
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json()).toMatchObject({
        code: 'VALIDATION_FAILED',
        message: QUESTION_IMPORT_MESSAGES.refused,
        details: [
          {
            field: 'body.line.4.correct',
            line: 4,
            message: AUTHORED_QUESTION_MESSAGES.exactlyOneCorrect,
          },
        ],
      });
      expect(await countIn(topicId)).toBe(0);
      expect(await importsAudited(topicId)).toEqual([]);
    });

    it('reports every bad row of a file, in the reader’s language', async () => {
      const topicId = await newSet();
      const text = [
        HEADER,
        'single,,Yes,No,,1,beginner',
        goodRow(2),
        'single,Q,Yes,No,,7,beginner',
      ];
      const response = await upload(topicId, text.join('\n'), {
        headers: { ...owner.headers, 'accept-language': 'es' },
      });
      expect(response.statusCode, response.body).toBe(400);
      const details = response.json().details as { line: number; field: string; message: string }[];
      expect(details.map((detail) => [detail.line, detail.field])).toEqual([
        [2, 'body.line.2.question'],
        [4, 'body.line.4.correct'],
      ]);
      const i18n = createServerI18n();
      expect(details[1]!.message).toBe(i18n.detail('es', QUESTION_IMPORT_MESSAGES.correctNumbers));
      expect(details[1]!.message).not.toBe(QUESTION_IMPORT_MESSAGES.correctNumbers);
    });

    it('checks only on a dry run', async () => {
      const topicId = await newSet();
      const response = await upload(topicId, [HEADER, goodRow(1), goodRow(2)].join('\n'), {
        dryRun: true,
      });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json().data.import).toEqual({
        dry_run: true,
        format: 'csv',
        questions: 2,
        imported: 0,
        question_count: 0,
      });
      expect(await countIn(topicId)).toBe(0);
      expect(await importsAudited(topicId)).toEqual([]);
    });

    it('reads JSON, reporting a bad item by its index', async () => {
      const topicId = await newSet();
      const item = {
        type: 'ordering',
        question_text: 'Smallest first',
        options: [{ option_text: '1' }, { option_text: '2' }, { option_text: '3' }],
      };
      const bad = await upload(topicId, JSON.stringify([item, { ...item, options: [] }]), {
        type: 'application/json',
      });
      expect(bad.statusCode, bad.body).toBe(400);
      expect(bad.json().details).toEqual([
        { field: 'body.1.options', index: 1, message: 'Give at least 2 options' },
      ]);
      const good = await upload(topicId, JSON.stringify({ questions: [item] }), {
        type: 'application/json',
      });
      expect(good.statusCode, good.body).toBe(201);
      expect(good.json().data.import.imported).toBe(1);
    });

    it('lets only who may edit the topic import: the owner, or an admin into the catalogue', async () => {
      const setId = await newSet();
      const catalogueId = await newSet(null);
      const file = [HEADER, goodRow(1)].join('\n');
      expect((await upload(setId, file, { headers: stranger })).statusCode).toBe(404);
      expect((await upload(setId, file, { headers: admin })).statusCode).toBe(403);
      expect((await upload(catalogueId, file)).statusCode).toBe(404);
      const byAdmin = await upload(catalogueId, file, { headers: admin });
      expect(byAdmin.statusCode, byAdmin.body).toBe(201);
      // A catalogue write asks an admin for the second factor, as the admin console does.
      const unverified = (await signUp(app, { email: UNVERIFIED_ADMIN_EMAIL })).headers;
      const refused = await upload(catalogueId, file, { headers: unverified });
      expect(refused.statusCode).toBe(403);
      expect(refused.json().code).toBe('SECOND_FACTOR_REQUIRED');
      expect(await countIn(setId)).toBe(0);
      expect(await countIn(catalogueId)).toBe(1);
      const signedOut = await app.inject({
        method: 'POST',
        url: `/api/sets/${setId}/import`,
        headers: { 'content-type': CSV },
        payload: file,
      });
      expect(signedOut.statusCode).toBe(401);
    });

    it('refuses another content type and a file over the size limit', async () => {
      const topicId = await newSet();
      const wrongType = await upload(topicId, 'question\nQ', { type: 'text/plain' });
      expect(wrongType.statusCode).toBe(415);
      expect(wrongType.json().details).toEqual([
        { field: 'headers.content-type', message: QUESTION_IMPORT_MESSAGES.contentType },
      ]);
      const huge = `question\n${'x'.repeat(QUESTION_IMPORT_LIMITS.maxBytes)}`;
      expect((await upload(topicId, huge)).statusCode).toBe(413);
      expect(await countIn(topicId)).toBe(0);
    });
  });

  describe('GET /api/sets/{id}/export', () => {
    it('writes what imports again as the same questions, in CSV and in JSON', async () => {
      const template = await download('/api/sets/import-template?format=csv');
      const first = await newSet();
      expect((await upload(first, template.body)).statusCode).toBe(201);
      for (const format of ['csv', 'json'] as const) {
        const exported = await download(`/api/sets/${first}/export?format=${format}`);
        expect(exported.statusCode, exported.body).toBe(200);
        const again = await newSet();
        const type = format === 'csv' ? CSV : 'application/json';
        expect((await upload(again, exported.body, { type })).statusCode).toBe(201);
        const twice = await download(`/api/sets/${again}/export?format=${format}`);
        expect(twice.body).toBe(exported.body);
      }
      const json = (await download(`/api/sets/${first}/export?format=json`)).json();
      expect(json.questions.map((question: { type: string }) => question.type)).toEqual([
        'single',
        'true_false',
        'multiple',
        'ordering',
        'typed',
      ]);
    });

    it('offers a CSV download, guarding text a spreadsheet would run', async () => {
      const topicId = await newSet();
      const file = `question,option_1,option_2,correct\n"=1+1, surely?",-2,@two,2\n`;
      expect((await upload(topicId, file)).statusCode).toBe(201);
      const exported = await download(`/api/sets/${topicId}/export`);
      expect(exported.headers['content-type']).toBe('text/csv; charset=utf-8');
      expect(exported.headers['content-disposition']).toMatch(
        /^attachment; filename="questions-topic-[a-z0-9]+\.csv"$/,
      );
      // UTF-8 with its byte-order mark, so spreadsheet programs show accents as written.
      expect(exported.body.startsWith('\uFEFF')).toBe(true);
      const [header, row] = exported.body.slice(1).split('\r\n');
      expect(header).toBe(QUESTION_CSV_COLUMNS.join(','));
      expect(row).toContain(`"'=1+1, surely?",'-2,'@two,,,,,2`);
    });

    it('is the editor’s alone', async () => {
      const topicId = await newSet();
      expect((await download(`/api/sets/${topicId}/export`, stranger)).statusCode).toBe(404);
      expect((await download(`/api/sets/${topicId}/export`, admin)).statusCode).toBe(403);
    });
  });

  describe('GET /api/sets/import-template', () => {
    it('gives the header and one example of each type, which import as they are', async () => {
      // Documentation: no session needed, so a plain link downloads it.
      const csv = await app.inject({ method: 'GET', url: '/api/sets/import-template' });
      expect(csv.statusCode).toBe(200);
      const lines = csv.body.slice(1).split('\r\n');
      expect(lines[0]).toBe(QUESTION_CSV_COLUMNS.join(','));
      expect(lines.slice(1, -1).map((line) => line.split(',')[0])).toEqual([
        'single',
        'true_false',
        'multiple',
        'ordering',
        'typed',
      ]);
      const json = await download('/api/sets/import-template?format=json');
      expect(json.headers['content-type']).toBe('application/json; charset=utf-8');
      const topicId = await newSet();
      for (const [file, type] of [
        [csv.body, CSV],
        [json.body, 'application/json'],
      ] as const) {
        const checked = await upload(topicId, file, { type, dryRun: true });
        expect(checked.statusCode, checked.body).toBe(200);
        expect(checked.json().data.import.questions).toBe(5);
      }
    });
  });

  it('lets an educator host a game of the questions they imported', async () => {
    const topicId = await newSet();
    const rows = Array.from({ length: 5 }, (_, index) => goodRow(index + 1));
    expect((await upload(topicId, [HEADER, ...rows].join('\n'))).statusCode).toBe(201);
    const hosted = await app.inject({
      method: 'POST',
      url: '/api/host-games',
      headers: owner.headers,
      payload: { category: categoryId, topic: topicId, total_questions: 5 },
    });
    expect(hosted.statusCode, hosted.body).toBe(201);
  });

  it('keeps imported questions in the order of the file', async () => {
    const topicId = await newSet();
    const rows = Array.from({ length: 30 }, (_, index) => goodRow(index + 1));
    expect((await upload(topicId, [HEADER, ...rows].join('\n'))).statusCode).toBe(201);
    const exported = (await download(`/api/sets/${topicId}/export?format=json`)).json();
    expect(
      exported.questions.map((question: { question_text: string }) => question.question_text),
    ).toEqual(rows.map((_, index) => `Question ${index + 1}?`));
    const active = await app.database.db
      .select({ id: questions.id })
      .from(questions)
      .where(and(eq(questions.topicId, topicId), eq(questions.isActive, true)));
    expect(active).toHaveLength(30);
  });
});
