import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, notifications } from '../../db/schema';
import { manualClock } from '../../lib/clock';
import { signUpStaff } from '../../test/auth-helpers';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { call, player, type Player } from '../messages/messages.test-helpers';
import {
  educator,
  makeVisible,
  setWithQuestions,
  singleQuestion,
} from '../../test/question-set-helpers';

type Staff = Player & { otp: { code(): string } };

describe('question sets: publication through the moderation queue', () => {
  const clock = manualClock(new Date('2026-11-28T10:00:00Z'));
  let app: TestApp;
  let erin: Player;
  let moderator: Staff;
  let pat: Player;

  beforeAll(async () => {
    app = await buildTestApp({ clock });
    erin = await educator(app);
    pat = await player(app, { name: 'Pat Player' });
    // A moderator who teaches too: she writes sets of her own.
    const signed = await signUpStaff(
      app,
      { name: 'Mona Moderator', user_type: 'educator', birth_year: 1980 },
      { role: 'moderator' },
    );
    moderator = { ...signed, id: signed.user.id, name: 'Mona Moderator' };
  });
  afterAll(() => app.close());

  const listedIn = async (categoryId: string, setId: string) => {
    const topics = (await call(app, pat, 'GET', `/api/categories/${categoryId}/topics`)).body.data
      .topics as { id: string }[];
    return topics.some((topic) => topic.id === setId);
  };
  const counters = async (categoryId: string) =>
    (await call(app, pat, 'GET', `/api/categories/${categoryId}`)).body.data.category as {
      topic_count: number;
      question_count: number;
    };
  const pending = async () =>
    (await call(app, moderator, 'GET', '/api/admin/moderation/pending?kind=set_publication')).body
      .data;
  const itemFor = async (setId: string) => {
    const page = await pending();
    for (const item of page.items) {
      const detail = await call(app, moderator, 'GET', `/api/admin/moderation/${item.id}`);
      if (detail.body.data.question_set?.id === setId) return detail.body.data;
    }
    return undefined;
  };
  const noticesOf = (userId: string) =>
    app.database.db
      .select()
      .from(notifications)
      .where(
        and(eq(notifications.userId, userId), eq(notifications.kind, 'question_set_reviewed')),
      );

  it('asks a moderator, who reads every question, rejects with a note, then approves', async () => {
    const empty = await setWithQuestions(app, erin, 0);
    const refused = await call(app, erin, 'PUT', `/api/sets/${empty.id}/visibility`, {
      visibility: 'public',
    });
    expect(refused.status).toBe(400);
    expect(refused.body.details[0].field).toBe('body.visibility');

    const { id, categoryId } = await setWithQuestions(app, erin, 2);
    const asked = await makeVisible(app, erin, id, 'public');
    expect(asked).toMatchObject({ review_status: 'pending' });
    expect(asked.share_key).toMatch(/^[A-Za-z0-9_-]{24}$/);
    expect(await listedIn(categoryId, id)).toBe(false);

    const item = await itemFor(id);
    expect(item).toMatchObject({
      kind: 'set_publication',
      status: 'pending',
      subject: { id: erin.id, name: 'Erin Educator' },
      reported_name: 'Fractions for class 5B',
      question_set: { name: 'Fractions for class 5B', visibility: 'public' },
    });
    expect(item.question_set.questions).toHaveLength(2);
    expect(item.question_set.questions[0].options[0]).toMatchObject({ is_correct: true });
    expect((await pending()).counts.set_publication).toBeGreaterThanOrEqual(1);

    // Approving a set acts on nobody.
    const sanction = await call(
      app,
      moderator,
      'POST',
      `/api/admin/moderation/${item.id}/approve`,
      {
        reason: 'fine',
        sanction: 'warn',
      },
    );
    expect(sanction.status).toBe(400);
    expect(sanction.body.details[0].field).toBe('body.sanction');

    const rejected = await call(app, moderator, 'POST', `/api/admin/moderation/${item.id}/reject`, {
      reason: 'Question 2 has two right answers',
    });
    expect(rejected.status).toBe(200);
    expect(rejected.body.data).toMatchObject({ status: 'dismissed', actions: ['refuse_listing'] });
    const afterReject = (await call(app, erin, 'GET', `/api/sets/${id}`)).body.data.set;
    expect(afterReject).toMatchObject({
      review_status: 'rejected',
      review_note: 'Question 2 has two right answers',
      listed: false,
    });
    expect((await noticesOf(erin.id)).map((notice) => notice.data)).toContainEqual({
      set_id: id,
      set_name: 'Fractions for class 5B',
      outcome: 'rejected',
      note: 'Question 2 has two right answers',
    });
    expect(
      (
        await call(app, moderator, 'POST', `/api/admin/moderation/${item.id}/approve`, {
          reason: 'x',
        })
      ).status,
    ).toBe(409);

    // Asked again a minute later: a new request, which this time is approved and lists the set.
    clock.advance(60_000);
    await makeVisible(app, erin, id, 'public');
    const again = await itemFor(id);
    expect(again.id).not.toBe(item.id);
    const before = await counters(categoryId);
    const approved = await call(
      app,
      moderator,
      'POST',
      `/api/admin/moderation/${again.id}/approve`,
      {
        reason: 'Clear and correct',
      },
    );
    expect(approved.status).toBe(200);
    expect(approved.body.data).toMatchObject({ status: 'upheld', actions: ['list_set'] });
    expect((await call(app, erin, 'GET', `/api/sets/${id}`)).body.data.set).toMatchObject({
      review_status: 'approved',
      listed: true,
      review_note: 'Clear and correct',
    });
    expect(await listedIn(categoryId, id)).toBe(true);
    expect(await counters(categoryId)).toEqual(
      expect.objectContaining({
        topic_count: before.topic_count + 1,
        question_count: before.question_count + 2,
      }),
    );
    expect((await call(app, pat, 'POST', '/api/games/session', { topic_id: id })).status).toBe(201);
    const audit = await app.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.event, 'moderation_decided'));
    expect(audit.some((row) => (row.detail as { item_id?: string }).item_id === again.id)).toBe(
      true,
    );

    // An edit of a listed set sends it back to the queue, off the lists until approved again.
    const edited = await call(app, erin, 'POST', `/api/sets/${id}/questions`, singleQuestion(3));
    expect(edited.body.data.set).toMatchObject({ review_status: 'pending', listed: false });
    expect(await listedIn(categoryId, id)).toBe(false);
    expect(await counters(categoryId)).toEqual(expect.objectContaining(before));
    expect((await itemFor(id))?.status).toBe('pending');
  });

  it('takes a waiting request back when the set leaves public, and refuses a decision on it', async () => {
    const { id } = await setWithQuestions(app, erin, 1);
    await makeVisible(app, erin, id, 'public');
    const item = await itemFor(id);
    const shared = await makeVisible(app, erin, id, 'link');
    expect(shared).toMatchObject({ review_status: null });
    expect(await itemFor(id)).toBeUndefined();
    const late = await call(app, moderator, 'POST', `/api/admin/moderation/${item.id}/approve`, {
      reason: 'ok',
    });
    expect(late.status).toBe(409);
    expect((await call(app, erin, 'GET', `/api/sets/${id}`)).body.data.set.listed).toBe(false);
  });

  it('does not let a moderator decide on their own set', async () => {
    const { id } = await setWithQuestions(app, moderator, 1);
    await makeVisible(app, moderator, id, 'public');
    const item = await itemFor(id);
    const own = await call(app, moderator, 'POST', `/api/admin/moderation/${item.id}/approve`, {
      reason: 'mine',
    });
    expect(own.status).toBe(403);
  });
});
