import { REALTIME_CLOSE } from '@quizarena/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, users } from '../../db/schema';
import { signInWithCode, signUp, signUpStaff } from '../../test/auth-helpers';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { buildCategory, buildQuestions, buildTopic } from '../../test/factories';
import { playSession, startSession } from '../../test/quiz-helpers';
import { listen, openSocket } from '../../test/socket-helpers';
import { steerableTime } from '../../test/steerable-time';

const ADMIN_EMAIL = 'users-admin@example.com';
const SECOND_ADMIN_EMAIL = 'users-admin-two@example.com';
const DAY = 24 * 60 * 60_000;

type Headers = { authorization: string };

describe('admin users', () => {
  const time = steerableTime();
  let app: TestApp;
  let host: string;
  let admin: Awaited<ReturnType<typeof signUpStaff>>;
  /** A code the admin's app shows 31 s later: a step the server has not seen yet. */
  const freshCode = (who: { otp: { code(): string } } = admin) => {
    time.advance(31_000);
    return who.otp.code();
  };
  let topicId: string;

  const put = (id: string, payload: Record<string, unknown>, headers: Headers = admin.headers) =>
    app.inject({ method: 'PUT', url: `/api/admin/users/${id}`, headers, payload });
  const get = (url: string, headers: Headers = admin.headers) =>
    app.inject({ method: 'GET', url, headers });
  const login = (email: string, password: string) =>
    app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } });
  const auditOf = (userId: string, event: string) =>
    app.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.userId, userId), eq(auditLog.event, event)));

  beforeAll(async () => {
    app = await buildTestApp({
      clock: time.clock,
      config: { adminEmails: [ADMIN_EMAIL, SECOND_ADMIN_EMAIL] },
    });
    host = await listen(app);
    admin = await signUpStaff(app, { email: ADMIN_EMAIL, name: 'Ada Admin' });
    const category = await buildCategory(app.database.db, { name: 'Science' });
    topicId = (await buildTopic(app.database.db, category.id, { name: 'Physics' })).id;
    await buildQuestions(app.database.db, topicId, 5);
  });
  afterAll(() => app.close());

  it('refuses every users call to a player and to a moderator, and without a session', async () => {
    const player = await signUp(app);
    const moderator = await signUpStaff(app, {}, { role: 'moderator' });
    const calls = [
      { method: 'GET', url: '/api/admin/users' },
      { method: 'GET', url: `/api/admin/users/${player.user.id}` },
      { method: 'PUT', url: `/api/admin/users/${player.user.id}`, payload: { role: 'admin' } },
      { method: 'DELETE', url: `/api/admin/users/${player.user.id}` },
      { method: 'DELETE', url: `/api/admin/users/${player.user.id}/sessions` },
    ] as const;
    for (const call of calls) {
      const anonymous = await app.inject(call);
      expect(anonymous.statusCode, `${call.method} ${call.url}`).toBe(401);
      for (const headers of [player.headers, moderator.headers]) {
        const refused = await app.inject({ ...call, headers });
        expect(refused.statusCode, `${call.method} ${call.url}`).toBe(403);
      }
    }
    const row = await app.database.db.select().from(users).where(eq(users.id, player.user.id));
    expect(row[0]!.role).toBe('user');
  });

  it('finds accounts by part of the name or email, role, status and age band, a page at a time', async () => {
    const marker = `zq${Date.now().toString(36)}`;
    const young = await signUp(app, {
      name: `Young ${marker}`,
      user_type: 'student',
      birth_year: time.clock.now().getUTCFullYear() - 14,
    });
    const grown = await signUp(app, { name: `Grown ${marker}`, birth_year: 1980 });
    const byMail = await signUp(app, { email: `${marker}@example.com`, name: 'Mail Match' });

    const all = (await get(`/api/admin/users?q=${marker}&sort=name&order=asc`)).json().data;
    expect(all.users.map((user: { id: string }) => user.id)).toEqual(
      [grown.user.id, byMail.user.id, young.user.id].sort((a, b) => {
        const names: Record<string, string> = {
          [grown.user.id]: `grown ${marker}`,
          [byMail.user.id]: 'mail match',
          [young.user.id]: `young ${marker}`,
        };
        return names[a]!.localeCompare(names[b]!);
      }),
    );
    expect(all.has_more).toBe(false);

    const minors = (await get(`/api/admin/users?q=${marker}&age_band=under_16`)).json().data;
    expect(minors.users.map((user: { id: string }) => user.id)).toEqual([young.user.id]);
    expect(minors.users[0].age_band).toBe('under_16');

    const first = (
      await get(`/api/admin/users?q=${marker}&limit=2&sort=created_at&order=asc`)
    ).json().data;
    expect(first.users.map((user: { id: string }) => user.id)).toEqual([
      young.user.id,
      grown.user.id,
    ]);
    expect(first.has_more).toBe(true);
    const second = (
      await get(`/api/admin/users?q=${marker}&limit=2&page=2&sort=created_at&order=asc`)
    ).json().data;
    expect(second.users.map((user: { id: string }) => user.id)).toEqual([byMail.user.id]);

    const admins = (await get('/api/admin/users?role=admin')).json().data;
    expect(admins.users.map((user: { email: string }) => user.email)).toContain(ADMIN_EMAIL);
    expect(admins.users.every((user: { role: string }) => user.role === 'admin')).toBe(true);

    // A percent sign is a character to look for, not a wildcard.
    expect((await get('/api/admin/users?q=%25%25')).json().data.users).toEqual([]);

    const bad = await get('/api/admin/users?status=gone&limit=500');
    expect(bad.statusCode).toBe(400);
    const fields = bad.json().details.map((detail: { field: string }) => detail.field);
    expect(fields).toEqual(expect.arrayContaining(['querystring.status', 'querystring.limit']));
  });

  it('shows an account with its sessions, games, reports and ledger', async () => {
    const player = await signUp(app, { name: 'Detail Dora' });
    const other = await signUp(app, { name: 'Reporter Rita' });
    const started = await startSession(app, player.headers, {
      topic_id: topicId,
      game_mode: 'timed',
    });
    // Five seconds an answer: a pace nobody would hold for review.
    await playSession(app, player.headers, started.id, ['right'], time.advance, 5_000);
    const reported = await app.inject({
      method: 'POST',
      url: '/api/social/reports',
      headers: other.headers,
      payload: { subject_type: 'user', subject_id: player.user.id, reason: 'spam' },
    });
    expect(reported.statusCode).toBe(201);

    const response = await get(`/api/admin/users/${player.user.id}`);
    expect(response.statusCode).toBe(200);
    const detail = response.json().data;
    expect(detail.user).toMatchObject({
      name: 'Detail Dora',
      email: player.email,
      role: 'user',
      status: 'active',
      age_band: 'adult',
    });
    expect(detail.user.last_sign_in_at).not.toBeNull();
    expect(detail.sessions).toHaveLength(1);
    expect(detail.games).toHaveLength(1);
    expect(detail.games[0]).toMatchObject({
      category: 'Science',
      topic: 'Physics',
      status: 'completed',
      correct_answers: 5,
      held_for_review: false,
    });
    expect(detail.reports.about).toEqual([
      expect.objectContaining({
        reason: 'spam',
        other: { id: other.user.id, name: 'Reporter Rita' },
      }),
    ]);
    expect(detail.reports.filed).toEqual([]);
    const entries = detail.ledger.entries as { amount: number }[];
    expect(detail.ledger.balance).toBe(entries.reduce((sum, entry) => sum + entry.amount, 0));
    expect(entries.map((entry) => entry.amount)).toContain(detail.games[0].score);

    expect((await get(`/api/admin/users/${crypto.randomUUID()}`)).statusCode).toBe(404);
    const badId = await get('/api/admin/users/not-an-id');
    expect(badId.statusCode).toBe(400);
    expect(badId.json().details[0].field).toBe('params.id');
  });

  it('suspends until a date: sessions and sockets end at once, sign-in says why, it lifts by itself', async () => {
    const player = await signUp(app, { name: 'Suspended Sam' });
    const socket = await openSocket(app, host, player.headers);
    const until = new Date(time.clock.now().getTime() + 3 * DAY);

    for (const [payload, field] of [
      [{ status: 'suspended', reason: 'Spam' }, 'body.suspended_until'],
      [{ status: 'suspended', suspended_until: until.toISOString() }, 'body.reason'],
      [
        {
          status: 'suspended',
          suspended_until: new Date(time.clock.now().getTime() - DAY).toISOString(),
          reason: 'Spam',
        },
        'body.suspended_until',
      ],
      [
        { status: 'banned', suspended_until: until.toISOString(), reason: 'x' },
        'body.suspended_until',
      ],
      [{}, 'body.status'],
    ] as const) {
      const refused = await put(player.user.id, payload);
      expect(refused.statusCode, JSON.stringify(payload)).toBe(400);
      expect(refused.json().details.map((d: { field: string }) => d.field)).toContain(field);
    }
    expect((await get('/api/auth/me', player.headers)).statusCode).toBe(200);

    const asked = performance.now();
    const suspended = await put(player.user.id, {
      status: 'suspended',
      suspended_until: until.toISOString(),
      reason: 'Spamming the chat',
    });
    expect(suspended.statusCode).toBe(200);
    expect(suspended.json().data.user).toMatchObject({
      status: 'suspended',
      suspended_until: until.toISOString(),
      status_reason: 'Spamming the chat',
    });
    expect((await socket.closed).code).toBe(REALTIME_CLOSE.sessionEnded);
    // Well inside a second; the regular session check alone would take up to two.
    expect(performance.now() - asked).toBeLessThan(1_000);
    expect((await get('/api/auth/me', player.headers)).statusCode).toBe(401);

    const refused = await login(player.email, player.password);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('ACCOUNT_SUSPENDED');
    expect(refused.json().message).toContain('Spamming the chat');
    expect(refused.json().message).toContain(until.toISOString().slice(0, 10));
    const inSpanish = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'accept-language': 'es' },
      payload: { email: player.email, password: player.password },
    });
    expect(inSpanish.json().message).toMatch(
      /^Esta cuenta está suspendida hasta .*Spamming the chat$/,
    );
    // Gone from public lists and pages.
    expect((await get(`/api/users/${player.user.id}/profile`, admin.headers)).statusCode).toBe(404);

    const [audit] = await auditOf(player.user.id, 'account_suspended');
    expect(audit).toMatchObject({ actorId: admin.user.id, ip: '127.0.0.1' });
    expect(audit!.detail).toMatchObject({
      before: { status: 'active' },
      after: { status: 'suspended', reason: 'Spamming the chat', until: until.toISOString() },
    });

    time.advance(3 * DAY + 60_000);
    await app.scheduler.runDue();
    admin = { ...admin, ...(await signInWithCode(app, admin.email, admin.password, freshCode())) };
    expect((await get(`/api/admin/users/${player.user.id}`)).json().data.user).toMatchObject({
      status: 'active',
      suspended_until: null,
      status_reason: null,
    });
    expect((await login(player.email, player.password)).statusCode).toBe(200);
    expect(await auditOf(player.user.id, 'account_reinstated')).toHaveLength(1);
  });

  it('bans with a reason the person reads, and reinstates', async () => {
    const player = await signUp(app, { name: 'Banned Ben' });
    const banned = await put(player.user.id, { status: 'banned', reason: 'Cheating' });
    expect(banned.json().data.user).toMatchObject({ status: 'banned', suspended_until: null });
    const refused = await login(player.email, player.password);
    expect(refused.json()).toMatchObject({
      code: 'ACCOUNT_BANNED',
      message: 'This account has been banned. Reason: Cheating',
    });
    const listed = (await get('/api/admin/users?status=banned')).json().data.users;
    expect(listed.map((user: { id: string }) => user.id)).toContain(player.user.id);

    expect((await put(player.user.id, { status: 'active' })).json().data.user.status).toBe(
      'active',
    );
    expect((await login(player.email, player.password)).statusCode).toBe(200);
    const [audit] = await auditOf(player.user.id, 'account_reinstated');
    expect(audit).toMatchObject({ actorId: admin.user.id });
  });

  it('changes roles, audited; never one’s own account; never the last admin', async () => {
    const player = await signUp(app, { name: 'Promoted Pat' });
    // A role change asks for a fresh code of the admin's second factor, and changes nothing without.
    const uncoded = await put(player.user.id, { role: 'moderator' });
    expect(uncoded.statusCode).toBe(400);
    expect(uncoded.json().details[0].field).toBe('body.otp_code');
    const wrong = await put(player.user.id, { role: 'moderator', otp_code: '000000' });
    expect(wrong.statusCode).toBe(400);
    expect((await get(`/api/admin/users/${player.user.id}`)).json().data.user.role).toBe('user');
    const promoted = await put(player.user.id, { role: 'moderator', otp_code: freshCode() });
    expect(promoted.statusCode).toBe(200);
    expect(promoted.json().data.user.role).toBe('moderator');
    const [granted] = await auditOf(player.user.id, 'role_granted');
    expect(granted).toMatchObject({ actorId: admin.user.id });
    expect(granted!.detail).toMatchObject({ role: 'moderator', previous: 'user' });

    const self = await put(admin.user.id, { role: 'user' });
    expect(self.statusCode).toBe(400);
    expect(self.json().details[0].field).toBe('params.id');
    const selfBan = await put(admin.user.id, { status: 'banned', reason: 'x' });
    expect(selfBan.statusCode).toBe(400);

    // Two admins: one may demote the other, after which the one left cannot be demoted.
    const second = await signUp(app, { email: SECOND_ADMIN_EMAIL, name: 'Second Admin' });
    expect((await put(second.user.id, { role: 'user', otp_code: freshCode() })).statusCode).toBe(
      200,
    );
    const [remaining] = await app.database.db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.role, 'admin'), eq(users.status, 'active')));
    expect(remaining!.id).toBe(admin.user.id);
    expect((await get(`/api/admin/users/${admin.user.id}`)).json().data.user.role).toBe('admin');
  });

  it('keeps an admin when two admins demote each other at once', async () => {
    const [one, two] = [
      await signUpStaff(
        app,
        { email: 'race-one@example.com', name: 'Race One' },
        { role: 'admin' },
      ),
      await signUpStaff(
        app,
        { email: 'race-two@example.com', name: 'Race Two' },
        { role: 'admin' },
      ),
    ];
    // The first admin steps aside so only the racers remain.
    await app.database.db.update(users).set({ role: 'user' }).where(eq(users.id, admin.user.id));
    time.advance(31_000);
    const outcomes = await Promise.all([
      put(two.user.id, { role: 'user', otp_code: one.otp.code() }, one.headers),
      put(one.user.id, { role: 'user', otp_code: two.otp.code() }, two.headers),
    ]);
    const codes = outcomes.map((outcome) => outcome.statusCode).sort();
    // The loser is refused: as the last admin's target (409), or, demoted first, as no admin (403).
    expect(codes[0]).toBe(200);
    expect([403, 409]).toContain(codes[1]);
    const admins = await app.database.db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.role, 'admin'), eq(users.status, 'active')));
    expect(admins).toHaveLength(1);
    // Back as it was for the tests after this one.
    await app.database.db.update(users).set({ role: 'admin' }).where(eq(users.id, admin.user.id));
    admin = { ...admin, ...(await signInWithCode(app, admin.email, admin.password, freshCode())) };
  });

  it('signs an account out everywhere without changing its standing', async () => {
    const player = await signUp(app);
    const ended = await app.inject({
      method: 'DELETE',
      url: `/api/admin/users/${player.user.id}/sessions`,
      headers: admin.headers,
    });
    expect(ended.statusCode).toBe(200);
    expect(ended.json().data.ended).toBe(1);
    expect((await get('/api/auth/me', player.headers)).statusCode).toBe(401);
    expect((await login(player.email, player.password)).statusCode).toBe(200);
    const [audit] = await auditOf(player.user.id, 'sessions_ended');
    expect(audit).toMatchObject({ actorId: admin.user.id });
  });

  it('erases an account at once, audited, and never oneself', async () => {
    const player = await signUp(app);
    const withoutCode = await app.inject({
      method: 'DELETE',
      url: `/api/admin/users/${player.user.id}`,
      headers: admin.headers,
      payload: {},
    });
    expect(withoutCode.statusCode).toBe(400);
    expect(withoutCode.json().details[0].field).toBe('body.otp_code');
    expect((await get(`/api/admin/users/${player.user.id}`)).statusCode).toBe(200);
    const erased = await app.inject({
      method: 'DELETE',
      url: `/api/admin/users/${player.user.id}`,
      headers: admin.headers,
      payload: { otp_code: freshCode() },
    });
    expect(erased.statusCode).toBe(200);
    expect(erased.json().data).toEqual({ id: player.user.id, erased: true });
    expect((await get(`/api/admin/users/${player.user.id}`)).statusCode).toBe(404);
    expect((await get('/api/auth/me', player.headers)).statusCode).toBe(401);
    expect((await login(player.email, player.password)).statusCode).toBe(401);
    // The audit log keeps the trail: who asked, and that it was done.
    const [asked] = await auditOf(player.user.id, 'account_erasure_requested');
    expect(asked).toMatchObject({ actorId: admin.user.id });
    expect(await auditOf(player.user.id, 'account_erased')).toHaveLength(1);
    const self = await app.inject({
      method: 'DELETE',
      url: `/api/admin/users/${admin.user.id}`,
      headers: admin.headers,
      payload: {},
    });
    expect(self.statusCode).toBe(400);
  });
});
