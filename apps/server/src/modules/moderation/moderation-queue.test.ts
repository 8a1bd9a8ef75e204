import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, notifications, playReviews, reports, users } from '../../db/schema';
import { manualClock } from '../../lib/clock';
import { totalOfAllBalances } from '../scoring';
import { signInWithCode, signUpStaff } from '../../test/auth-helpers';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { buildCategory, buildQuestions, buildTopic } from '../../test/factories';
import { playSession, startSession } from '../../test/quiz-helpers';
import {
  befriend,
  call,
  directBetween,
  player,
  send,
  signInAgain,
  type Player,
} from '../messages/messages.test-helpers';

const MINUTE = 60_000;

describe('the moderation queue', () => {
  const clock = manualClock(new Date('2026-11-28T10:00:00Z'));
  let app: TestApp;
  let moderator: Player & { otp: { code(): string } };
  let second: typeof moderator;
  let reporter: Player;
  let offender: Player;
  let conversation: string;
  let topicId: string;

  type Staff = Player & { otp: { code(): string } };
  /** A moderator as staff routes want them: the second factor on and used to sign in. */
  const staff = async (name: string): Promise<Staff> => {
    const signed = await signUpStaff(app, { name }, { role: 'moderator' });
    return { ...signed, id: signed.user.id, name };
  };
  /** Signs a player or a moderator in again (access tokens last 15 minutes). */
  const again = async (who: Player & { otp?: Staff['otp'] }) => {
    if (!who.otp) return signInAgain(app, who);
    clock.advance(31_000);
    who.headers = (await signInWithCode(app, who.email, who.password, who.otp.code())).headers;
  };
  const report = async (body: Record<string, unknown>, who: Player = reporter) => {
    const filed = await call(app, who, 'POST', '/api/social/reports', body);
    expect(filed.status, JSON.stringify(filed.body)).toBe(201);
    return filed.body.data.id as string;
  };
  const notificationsOf = (userId: string) =>
    app.database.db.select().from(notifications).where(eq(notifications.userId, userId));

  beforeAll(async () => {
    app = await buildTestApp({ clock });
    moderator = await staff('Mona Moderator');
    second = await staff('Max Moderator');
    reporter = await player(app, { name: 'Rita Reporter' });
    offender = await player(app, { name: 'Olly Offender' });
    await befriend(app.database.db, reporter.id, offender.id);
    conversation = await directBetween(app, reporter, offender);
    const db = app.database.db;
    topicId = (await buildTopic(db, (await buildCategory(db)).id)).id;
    await buildQuestions(db, topicId, 10);
  });
  afterAll(() => app.close());

  it('is refused without a session (401) and to a player (403), changing nothing', async () => {
    const id = await report({ subject_type: 'user', subject_id: offender.id, reason: 'spam' });
    const routes = [
      ['GET', '/api/admin/moderation/pending', undefined],
      ['GET', `/api/admin/moderation/${id}`, undefined],
      ['POST', `/api/admin/moderation/${id}/claim`, undefined],
      ['POST', `/api/admin/moderation/${id}/approve`, { reason: 'x' }],
      ['POST', `/api/admin/moderation/${id}/reject`, { reason: 'x' }],
    ] as const;
    for (const [method, url, payload] of routes) {
      expect((await call(app, null, method, url, payload)).status, url).toBe(401);
      expect((await call(app, reporter, method, url, payload)).status, url).toBe(403);
    }
    // A moderator reaches the queue and nothing else of the console.
    expect((await call(app, moderator, 'GET', '/api/admin/moderation/pending')).status).toBe(200);
    expect((await call(app, moderator, 'GET', '/api/admin/users')).status).toBe(403);
    expect((await call(app, moderator, 'GET', '/api/admin/audit-log')).status).toBe(403);
    for (const report of ['dashboard', 'users', 'content', 'revenue'])
      expect((await call(app, moderator, 'GET', `/api/admin/analytics/${report}`)).status).toBe(
        403,
      );
    const [row] = await app.database.db.select().from(reports).where(eq(reports.id, id));
    expect(row!.status).toBe('pending');
    // Out of the way of the tests below.
    expect(
      (await call(app, moderator, 'POST', `/api/admin/moderation/${id}/reject`, { reason: 'Test' }))
        .status,
    ).toBe(200);
  });

  it('lets two moderators work at once without taking the same item; a claim expires', async () => {
    const id = await report({
      subject_type: 'user',
      subject_id: offender.id,
      reason: 'harassment',
    });
    const [first, other] = await Promise.all([
      call(app, moderator, 'POST', `/api/admin/moderation/${id}/claim`),
      call(app, second, 'POST', `/api/admin/moderation/${id}/claim`),
    ]);
    const statuses = [first.status, other.status].sort();
    expect(statuses).toEqual([200, 409]);
    const [winner, loser] = first.status === 200 ? [moderator, second] : [second, moderator];
    const refused = first.status === 409 ? first : other;
    expect(refused.body.code).toBe('ITEM_CLAIMED');

    // The loser sees who holds it, and cannot decide it meanwhile.
    const listed = await call(app, loser, 'GET', '/api/admin/moderation/pending?kind=report');
    const item = listed.body.data.items.find((entry: { id: string }) => entry.id === id);
    expect(item.claim).toMatchObject({ moderator: { id: winner.id }, mine: false });
    const blocked = await call(app, loser, 'POST', `/api/admin/moderation/${id}/reject`, {
      reason: 'Nothing wrong',
    });
    expect(blocked.status).toBe(409);
    expect(blocked.body.code).toBe('ITEM_CLAIMED');

    clock.advance(16 * MINUTE);
    // Access tokens last 15 minutes too.
    for (const who of [moderator, second, reporter, offender]) await again(who);
    const taken = await call(app, loser, 'POST', `/api/admin/moderation/${id}/claim`);
    expect(taken.status).toBe(200);
    expect(taken.body.data.claim).toMatchObject({ mine: true, moderator: { id: loser.id } });
    expect(
      (await call(app, loser, 'POST', `/api/admin/moderation/${id}/reject`, { reason: 'Fine' }))
        .status,
    ).toBe(200);
  });

  it('shows a reported message with the thread around it, removes it and mutes the sender', async () => {
    await send(app, reporter, conversation, 'hello there');
    const rude = await send(app, offender, conversation, 'you are rubbish');
    const answer = await send(app, reporter, conversation, 'that is not nice', {
      reply_to: rude.id,
    });
    const id = await report({ subject_type: 'message', subject_id: rude.id, reason: 'harassment' });

    const detail = await call(app, moderator, 'GET', `/api/admin/moderation/${id}`);
    expect(detail.status).toBe(200);
    const item = detail.body.data;
    expect(item).toMatchObject({
      kind: 'report',
      subject_type: 'message',
      status: 'pending',
      subject: { id: offender.id, name: 'Olly Offender' },
      report: { reporter: { id: reporter.id }, snapshot: { content: 'you are rubbish' } },
      history: { status: 'active', muted_until: null },
    });
    expect(item.thread.map((line: { content: string }) => line.content)).toEqual([
      'hello there',
      'you are rubbish',
      'that is not nice',
    ]);
    expect(item.thread.find((line: { reported: boolean }) => line.reported).id).toBe(rude.id);

    // Rules of the decision, each naming its field and changing nothing.
    for (const [body, field] of [
      [{ reason: 'x', sanction: 'mute' }, 'body.until'],
      [{ reason: 'x', sanction: 'warn', until: '2027-01-01T00:00:00Z' }, 'body.until'],
      [{ reason: 'x', sanction: 'mute', until: '2026-01-01T00:00:00Z' }, 'body.until'],
      [{ sanction: 'warn' }, 'body.reason'],
    ] as const) {
      const refused = await call(
        app,
        moderator,
        'POST',
        `/api/admin/moderation/${id}/approve`,
        body,
      );
      expect(refused.status, JSON.stringify(body)).toBe(400);
      expect(refused.body.details.map((d: { field: string }) => d.field)).toContain(field);
    }

    const until = new Date(clock.now().getTime() + 60 * MINUTE).toISOString();
    const approved = await call(app, moderator, 'POST', `/api/admin/moderation/${id}/approve`, {
      reason: 'Insulting another player',
      remove_content: true,
      sanction: 'mute',
      until,
    });
    expect(approved.status).toBe(200);
    expect(approved.body.data).toEqual({
      id,
      status: 'upheld',
      actions: ['remove_content', 'mute'],
    });

    const thread = await call(
      app,
      reporter,
      'GET',
      `/api/social/conversations/${conversation}/messages`,
    );
    const removed = thread.body.data.messages.find((m: { id: string }) => m.id === rude.id);
    expect(removed).toMatchObject({ removed: true, content: '' });
    // A reply quoting it no longer shows its text either.
    const quoting = thread.body.data.messages.find((m: { id: string }) => m.id === answer.id);
    expect(quoting.reply_to).toMatchObject({ id: rude.id, removed: true, content: '' });
    const muted = await call(app, offender, 'POST', '/api/social/messages', {
      conversation_id: conversation,
      content: 'sorry',
    });
    expect(muted.status).toBe(403);
    expect(muted.body.code).toBe('MUTED');

    const toReporter = await notificationsOf(reporter.id);
    const outcome = toReporter.find(
      (n) => n.kind === 'report_resolved' && (n.data as { report_id: string }).report_id === id,
    );
    expect(outcome?.data).toMatchObject({ outcome: 'action_taken' });
    const toOffender = (await notificationsOf(offender.id)).filter(
      (n) => n.kind === 'moderation_notice',
    );
    expect(toOffender.map((n) => (n.data as { action: string }).action).sort()).toEqual([
      'content_removed',
      'muted',
    ]);
    const [audit] = await app.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.event, 'moderation_decided'), eq(auditLog.actorId, moderator.id)))
      .orderBy(sql`${auditLog.id} desc`)
      .limit(1);
    expect(audit!.detail).toMatchObject({ item_id: id, outcome: 'upheld' });

    const again = await call(app, moderator, 'POST', `/api/admin/moderation/${id}/approve`, {
      reason: 'again',
    });
    expect(again.status).toBe(409);
    expect(again.body.code).toBe('ITEM_DECIDED');
    const history = (await call(app, moderator, 'GET', `/api/admin/moderation/${id}`)).body.data;
    expect(history.status).toBe('upheld');
    expect(history.history.decisions).toContainEqual(
      expect.objectContaining({ outcome: 'upheld', actions: ['remove_content', 'mute'] }),
    );
    expect(history.history.muted_until).toBe(until);

    // A player report cannot remove content; dismissing tells the reporter nothing was found.
    const other = await report({ subject_type: 'user', subject_id: offender.id, reason: 'spam' });
    const wrong = await call(app, moderator, 'POST', `/api/admin/moderation/${other}/approve`, {
      reason: 'x',
      remove_content: true,
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.details[0].field).toBe('body.remove_content');
    const dismissed = await call(app, moderator, 'POST', `/api/admin/moderation/${other}/reject`, {
      reason: 'Not spam',
    });
    expect(dismissed.body.data).toMatchObject({ status: 'dismissed' });
    const outcomes = (await notificationsOf(reporter.id))
      .filter((n) => n.kind === 'report_resolved')
      .map((n) => n.data as { report_id: string; outcome: string });
    expect(outcomes.find((n) => n.report_id === other)?.outcome).toBe('no_action');

    // The conversation's last message removed: the list says so rather than show its text.
    const last = await send(app, reporter, conversation, 'and you smell');
    const lastReport = await report(
      { subject_type: 'message', subject_id: last.id, reason: 'harassment' },
      offender,
    );
    expect(
      (
        await call(app, moderator, 'POST', `/api/admin/moderation/${lastReport}/approve`, {
          reason: 'Insult',
          remove_content: true,
        })
      ).status,
    ).toBe(200);
    const list = await call(app, offender, 'GET', '/api/social/conversations');
    const listed = list.body.data.conversations.find((c: { id: string }) => c.id === conversation);
    expect(listed.last_message).toMatchObject({ id: last.id, removed: true, content: '' });
  });

  it('keeps a moderator off items about themselves, and staff standing for admins', async () => {
    const aboutMe = await report({
      subject_type: 'user',
      subject_id: moderator.id,
      reason: 'spam',
    });
    const own = await call(app, moderator, 'POST', `/api/admin/moderation/${aboutMe}/reject`, {
      reason: 'Not me',
    });
    expect(own.status).toBe(403);
    const [still] = await app.database.db.select().from(reports).where(eq(reports.id, aboutMe));
    expect(still!.status).toBe('pending');
    // Another moderator may decide it, but suspending staff is an admin's call.
    const suspend = await call(app, second, 'POST', `/api/admin/moderation/${aboutMe}/approve`, {
      reason: 'Spam',
      sanction: 'suspend',
      until: new Date(clock.now().getTime() + 60 * MINUTE).toISOString(),
    });
    expect(suspend.status).toBe(400);
    expect(suspend.body.details[0].field).toBe('body.sanction');
    const [row] = await app.database.db.select().from(users).where(eq(users.id, moderator.id));
    expect(row!.status).toBe('active');
    const warned = await call(app, second, 'POST', `/api/admin/moderation/${aboutMe}/approve`, {
      reason: 'Spam',
      sanction: 'warn',
    });
    expect(warned.status).toBe(200);
  });

  it('suspends the reported player from the queue: their sessions end at once', async () => {
    const target = await player(app, { name: 'Sid Suspended' });
    const id = await report({ subject_type: 'user', subject_id: target.id, reason: 'hate' });
    const approved = await call(app, moderator, 'POST', `/api/admin/moderation/${id}/approve`, {
      reason: 'Hate speech in the profile',
      sanction: 'suspend',
      until: new Date(clock.now().getTime() + 7 * 24 * 60 * MINUTE).toISOString(),
    });
    expect(approved.body.data.actions).toEqual(['suspend']);
    expect((await call(app, target, 'GET', '/api/auth/me')).status).toBe(401);
    const [row] = await app.database.db.select().from(users).where(eq(users.id, target.id));
    expect(row).toMatchObject({ status: 'suspended', statusReason: 'Hate speech in the profile' });
  });

  it('confirms a fast-answer flag: exactly that session’s points are taken back through the ledger', async () => {
    const bot = await player(app, { name: 'Bea Bot' });
    const honest = await startSession(app, bot.headers, { topic_id: topicId, game_mode: 'timed' });
    const fair = await playSession(app, bot.headers, honest.id, ['right'], clock.advance, 5_000);
    const scripted = await startSession(app, bot.headers, {
      topic_id: topicId,
      game_mode: 'timed',
    });
    const fast = await playSession(app, bot.headers, scripted.id, ['right'], clock.advance, 250);
    const flaggedPoints = fast.quiz_results.total_points as number;
    const balance = async () =>
      (await call(app, bot, 'GET', '/api/auth/me')).body.user.points as number;
    const before = await balance();
    expect(before).toBeGreaterThanOrEqual(
      flaggedPoints + (fair.quiz_results.total_points as number),
    );

    const listed = await call(
      app,
      moderator,
      'GET',
      '/api/admin/moderation/pending?kind=flagged_session',
    );
    const item = listed.body.data.items.find((entry: { id: string }) => entry.id === scripted.id);
    expect(item).toMatchObject({ kind: 'flagged_session', subject: { id: bot.id } });
    expect(listed.body.data.counts.flagged_session).toBeGreaterThanOrEqual(1);
    const detail = (await call(app, moderator, 'GET', `/api/admin/moderation/${scripted.id}`)).body
      .data;
    expect(detail.session.points).toBe(flaggedPoints);
    expect(detail.session.answers).toHaveLength(10);
    expect(detail.session.answers.every((a: { implausible: boolean }) => a.implausible)).toBe(true);

    const confirmed = await call(
      app,
      moderator,
      'POST',
      `/api/admin/moderation/${scripted.id}/approve`,
      {
        reason: 'Answers faster than anyone reads',
      },
    );
    expect(confirmed.status).toBe(200);
    expect(confirmed.body.data.actions).toEqual(['confirm_flag']);
    expect(await balance()).toBe(before - flaggedPoints);
    const [review] = await app.database.db
      .select()
      .from(playReviews)
      .where(eq(playReviews.sessionId, scripted.id));
    expect(review!.status).toBe('confirmed');
    // The ledger still sums to zero.
    expect(await totalOfAllBalances(app.database.db)).toBe(0);
    const notice = (await notificationsOf(bot.id)).find((n) => n.kind === 'moderation_notice');
    expect(notice?.data).toMatchObject({ action: 'points_voided', points: flaggedPoints });
  });
});
