import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpStaff } from '../../test/auth-helpers';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { buildCategory, buildQuestions, buildTopic } from '../../test/factories';
import { expectFieldRefusals } from '../../test/refusals';

const ADMIN_EMAIL = 'content-audit-admin@example.com';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
type AuditRow = {
  event: string;
  actor: { id: string } | null;
  user: unknown;
  ip: string | null;
  detail: Record<string, unknown> | null;
};

describe('bulk activation and the audit of catalogue writes', () => {
  let app: TestApp;
  let admin: { id: string; headers: Record<string, string> };

  const call = (method: Method, url: string, payload?: unknown) =>
    app.inject({
      method,
      url,
      headers: admin.headers,
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
  const bulk = (payload: unknown) => call('POST', '/api/admin/content/questions/bulk', payload);
  const auditOf = async (event: string): Promise<AuditRow[]> => {
    const response = await call('GET', `/api/admin/audit-log?event=${event}`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data.entries;
  };
  const questionsOf = async (topicId: string) =>
    (await call('GET', `/api/admin/content/topics/${topicId}/questions?page_size=100`)).json().data
      .questions as { id: string; is_active: boolean }[];
  const publicCount = async (topicId: string) =>
    (await app.inject({ method: 'GET', url: `/api/topics/${topicId}` })).json().data.topic
      .question_count as number;

  beforeAll(async () => {
    app = await buildTestApp({ config: { adminEmails: [ADMIN_EMAIL] } });
    const signed = await signUpStaff(app, { email: ADMIN_EMAIL });
    admin = { id: signed.user.id, headers: signed.headers };
  });
  afterAll(() => app.close());

  describe('POST /api/admin/content/questions/bulk', () => {
    it('turns the chosen questions off and on in one call, with the counters players see', async () => {
      const category = await buildCategory(app.database.db);
      const topic = await buildTopic(app.database.db, category.id);
      await buildQuestions(app.database.db, topic.id, 5);
      const ids = (await questionsOf(topic.id)).map((question) => question.id);
      expect(await publicCount(topic.id)).toBe(5);

      const off = await bulk({ ids: ids.slice(0, 3), is_active: false });
      expect(off.statusCode, off.body).toBe(200);
      expect(off.json().data.changed).toBe(3);
      expect(
        off
          .json()
          .data.questions.map((q: { id: string; is_active: boolean }) => [q.id, q.is_active]),
      ).toEqual(ids.slice(0, 3).map((id) => [id, false]));
      expect(await publicCount(topic.id)).toBe(2);
      const stored = await questionsOf(topic.id);
      expect(
        stored
          .filter((question) => !question.is_active)
          .map((q) => q.id)
          .sort(),
      ).toEqual(ids.slice(0, 3).sort());

      // Already off: nothing changes, and nothing more is audited.
      const entriesBefore = (await auditOf('questions_bulk_status')).length;
      const again = await bulk({ ids: ids.slice(0, 2), is_active: false });
      expect(again.json().data.changed).toBe(0);
      expect(await auditOf('questions_bulk_status')).toHaveLength(entriesBefore);

      // Back on, mixed with one that was never off: only the three change.
      const on = await bulk({ ids: ids.slice(0, 4), is_active: true });
      expect(on.json().data.changed).toBe(3);
      expect(await publicCount(topic.id)).toBe(5);

      const [latest] = await auditOf('questions_bulk_status');
      expect(latest).toMatchObject({
        actor: { id: admin.id },
        user: null,
        ip: '127.0.0.1',
        detail: {
          before: { is_active: false },
          after: { is_active: true },
          topic_ids: [topic.id],
        },
      });
      expect((latest!.detail!.ids as string[]).sort()).toEqual(ids.slice(0, 3).sort());
    });

    it('recounts every topic the questions belong to', async () => {
      const category = await buildCategory(app.database.db);
      const first = await buildTopic(app.database.db, category.id);
      const second = await buildTopic(app.database.db, category.id);
      await buildQuestions(app.database.db, first.id, 2);
      await buildQuestions(app.database.db, second.id, 2);
      const ids = [(await questionsOf(first.id))[0]!.id, (await questionsOf(second.id))[0]!.id];
      expect((await bulk({ ids, is_active: false })).statusCode).toBe(200);
      expect(await publicCount(first.id)).toBe(1);
      expect(await publicCount(second.id)).toBe(1);
      const categoryRead = await app.inject({
        method: 'GET',
        url: `/api/categories/${category.id}`,
      });
      expect(categoryRead.json().data.category.question_count).toBe(2);
    });

    it('refuses an unknown id, naming it, and changes nothing', async () => {
      const category = await buildCategory(app.database.db);
      const topic = await buildTopic(app.database.db, category.id);
      await buildQuestions(app.database.db, topic.id, 2);
      const [known] = await questionsOf(topic.id);
      const refused = await bulk({ ids: [known!.id, randomUUID()], is_active: false });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().details).toEqual([
        { field: 'body.ids.1', message: 'Question not found' },
      ]);
      expect((await questionsOf(topic.id)).every((question) => question.is_active)).toBe(true);
      expect(await publicCount(topic.id)).toBe(2);
    });

    it('refuses bad bodies with 400 naming the field', async () => {
      const id = randomUUID();
      const cases: [unknown, string][] = [
        [{ ids: [], is_active: true }, 'body.ids'],
        [{ ids: [id, id], is_active: true }, 'body.ids'],
        [{ ids: Array.from({ length: 101 }, () => randomUUID()), is_active: true }, 'body.ids'],
        [{ ids: ['not-a-uuid'], is_active: true }, 'body.ids.0'],
        [{ ids: [id] }, 'body.is_active'],
        [{ ids: [id], is_active: 'yes' }, 'body.is_active'],
        [{ ids: [id], is_active: true, extra: 1 }, 'body'],
      ];
      await expectFieldRefusals(
        (index) => bulk(cases[Number(index)]![0]),
        cases.map(([, field], index) => [String(index), field]),
      );
    });
  });

  describe('the audit log', () => {
    it('records every catalogue write with the admin, the address, and what changed', async () => {
      const created = await call('POST', '/api/categories', {
        name: 'Audited',
        color: '#112233',
        icon: 'book-open',
      });
      const category = created.json().data.category;
      await call('PUT', `/api/categories/${category.id}`, { name: 'Audited Again' });
      await call('DELETE', `/api/categories/${category.id}`);
      // A delete that changes nothing records nothing.
      await call('DELETE', `/api/categories/${category.id}`);

      const [made] = await auditOf('category_created');
      expect(made).toMatchObject({
        actor: { id: admin.id },
        ip: '127.0.0.1',
        detail: { id: category.id, before: null, after: { name: 'Audited', color: '#112233' } },
      });
      expect(made!.detail!.after).not.toHaveProperty('created_at');
      const [renamed] = await auditOf('category_updated');
      expect(renamed!.detail).toEqual({
        id: category.id,
        before: { name: 'Audited', slug: 'audited' },
        after: { name: 'Audited Again', slug: 'audited-again' },
      });
      const deleted = await auditOf('category_deleted');
      expect(deleted.filter((entry) => entry.detail?.id === category.id)).toHaveLength(1);
      expect(deleted[0]!.detail).toMatchObject({
        before: { is_active: true },
        after: { is_active: false },
      });
    });

    it('records topic and question writes, options and answers included', async () => {
      const category = await buildCategory(app.database.db);
      const topic = (
        await call('POST', `/api/categories/${category.id}/topics`, { name: 'Logged', icon: 'x' })
      ).json().data.topic;
      await call('PUT', `/api/topics/${topic.id}`, { description: 'Now described' });
      const question = (
        await call('POST', '/api/questions', {
          topic_id: topic.id,
          question_text: 'Two plus two?',
          options: [
            { option_text: '4', is_correct: true },
            { option_text: '5', is_correct: false },
          ],
          difficulty: 'beginner',
        })
      ).json().data.question;
      const options = question.options.map((option: { id: string; option_text: string }) => ({
        id: option.id,
        option_text: option.option_text,
        is_correct: option.option_text === '5',
      }));
      await call('PUT', `/api/questions/${question.id}`, { options });
      await call('DELETE', `/api/questions/${question.id}`);
      await call('DELETE', `/api/topics/${topic.id}`);

      expect((await auditOf('topic_created'))[0]!.detail).toMatchObject({
        id: topic.id,
        after: { name: 'Logged', category_id: category.id },
      });
      expect((await auditOf('topic_updated'))[0]!.detail).toEqual({
        id: topic.id,
        before: { description: null },
        after: { description: 'Now described' },
      });
      expect((await auditOf('question_created'))[0]!.detail).toMatchObject({
        id: question.id,
        after: { question_text: 'Two plus two?', topic_id: topic.id },
      });
      const [changed] = await auditOf('question_updated');
      expect(changed!.detail!.before).toEqual({ options: question.options });
      expect((changed!.detail!.after as { options: unknown[] }).options).toEqual(options);
      expect((await auditOf('question_deleted'))[0]!.detail).toMatchObject({
        id: question.id,
        after: { is_active: false },
      });
      expect((await auditOf('topic_deleted'))[0]!.detail).toMatchObject({
        id: topic.id,
        before: { is_active: true },
        after: { is_active: false },
      });
    });
  });
});
