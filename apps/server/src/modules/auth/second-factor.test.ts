import { RECOVERY_CODE_PATTERN, SECOND_FACTOR_RULES } from '@quizarena/contracts';
import { and, desc, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, recoveryCodes, userTotp } from '../../db/schema';
import { manualClock } from '../../lib/clock';
import {
  authenticatorFor,
  enableSecondFactor,
  signIn,
  signInWithCode,
  signUp,
  signUpStaff,
} from '../../test/auth-helpers';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { failureDelayMs, THROTTLE_RULES } from './auth-throttle';
import { requireStepUp } from './index';

const STEP_MS = SECOND_FACTOR_RULES.periodSeconds * 1000;

describe('two-factor authentication (battery: second factor)', () => {
  const clock = manualClock(new Date());
  let app: TestApp;
  let nextAddress = 0;
  beforeAll(async () => {
    app = await buildTestApp({ clock, config: { adminEmails: ['chief@example.com'] } });
  });
  afterAll(() => app.close());

  /** Wrong codes count against the address too: each test that makes some uses its own. */
  const freshAddress = () => `10.77.${Math.floor(nextAddress / 250)}.${(nextAddress++ % 250) + 1}`;

  const call = (
    method: 'GET' | 'POST',
    url: string,
    options: { headers?: Record<string, string>; payload?: object; ip?: string } = {},
  ) =>
    app.inject({
      method,
      url,
      ...(options.headers ? { headers: options.headers } : {}),
      ...(options.payload ? { payload: options.payload } : {}),
      ...(options.ip ? { remoteAddress: options.ip } : {}),
    });
  const status = async (headers: Record<string, string>) =>
    (await call('GET', '/api/auth/second-factor', { headers })).json().data;
  const login = (email: string, password: string, ip?: string) =>
    call('POST', '/api/auth/login', { payload: { email, password }, ...(ip ? { ip } : {}) });
  const secondStep = (ticket: string, code: string, ip?: string) =>
    call('POST', '/api/auth/second-factor', { payload: { ticket, code }, ...(ip ? { ip } : {}) });
  async function ticketFor(player: { email: string; password: string }) {
    const answer = await login(player.email, player.password);
    expect(answer.statusCode).toBe(200);
    return answer.json().ticket as string;
  }
  const eventsOf = async (userId: string, event: string) =>
    app.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.userId, userId), eq(auditLog.event, event)))
      .orderBy(desc(auditLog.id));

  it('sets up with a secret shown as a URI and as text, and is on only after a first code', async () => {
    const player = await signUp(app, { email: 'grace@example.com' });
    expect(await status(player.headers)).toEqual({
      enabled: false,
      pending: false,
      enabled_at: null,
      recovery_codes_left: 0,
      session_second_factor: false,
    });
    const setup = await call('POST', '/api/auth/second-factor/setup', { headers: player.headers });
    expect(setup.statusCode).toBe(200);
    const { otpauth_uri, secret } = setup.json().data;
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    const uri = new URL(otpauth_uri);
    expect(uri.protocol).toBe('otpauth:');
    expect(uri.host).toBe('totp');
    expect(decodeURIComponent(uri.pathname)).toBe('/QuizArena:grace@example.com');
    expect(Object.fromEntries(uri.searchParams)).toMatchObject({
      secret,
      issuer: 'QuizArena',
      algorithm: 'SHA1',
      digits: '6',
      period: '30',
    });
    // Sealed at rest: the row does not hold the secret.
    const [row] = await app.database.db
      .select()
      .from(userTotp)
      .where(eq(userTotp.userId, player.user.id));
    expect(row!.secretSealed).not.toContain(secret);
    expect(row!.enabledAt).toBeNull();
    expect(await status(player.headers)).toMatchObject({ enabled: false, pending: true });
    // Pending is not on: the password alone still signs in.
    expect((await login(player.email, player.password)).json().accessToken).toBeTruthy();

    const otp = authenticatorFor(app, secret);
    const ip = freshAddress();
    const confirm = (payload: object) =>
      call('POST', '/api/auth/second-factor/confirm', { headers: player.headers, payload, ip });
    const wrong = await confirm({ code: '000000', password: player.password });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({
      code: 'INVALID_CODE',
      details: [{ field: 'body.code' }],
    });
    expect(await confirm({ code: otp.codeAt() })).toMatchObject({ statusCode: 400 });
    expect((await confirm({ code: otp.codeAt() })).json().details).toEqual([
      { field: 'body.password', message: 'Enter your current password' },
    ]);
    const badPassword = await confirm({ code: otp.codeAt(), password: 'not my password' });
    expect(badPassword.json()).toMatchObject({ code: 'INVALID_CURRENT_PASSWORD' });
    expect((await confirm({ code: '12345', password: player.password })).json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      details: [
        { field: 'body.code', message: 'Enter the 6-digit code from your authenticator app' },
      ],
    });

    const confirmed = await confirm({ code: otp.code(), password: player.password });
    expect(confirmed.statusCode).toBe(200);
    const codes: string[] = confirmed.json().data.recovery_codes;
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const code of codes) expect(code).toMatch(RECOVERY_CODE_PATTERN);
    // Stored as hashes only.
    const stored = await app.database.db
      .select()
      .from(recoveryCodes)
      .where(eq(recoveryCodes.userId, player.user.id));
    expect(stored).toHaveLength(10);
    for (const code of codes)
      expect(stored.some((each) => each.codeHash.includes(code.replaceAll('-', '')))).toBe(false);
    // This session showed both factors.
    expect(await status(player.headers)).toMatchObject({
      enabled: true,
      pending: false,
      recovery_codes_left: 10,
      session_second_factor: true,
    });
    expect(
      (await call('POST', '/api/auth/second-factor/setup', { headers: player.headers })).statusCode,
    ).toBe(409);
    expect(await eventsOf(player.user.id, 'second_factor_enabled')).toHaveLength(1);
    expect(await eventsOf(player.user.id, 'second_factor_failed')).not.toEqual([]);
  });

  it('signs in in two steps: the password answers a ticket and no tokens, the code the session', async () => {
    const player = await signUp(app);
    const { otp } = await enableSecondFactor(app, player);
    const first = await call('POST', '/api/auth/login', {
      payload: { email: player.email, password: player.password, remember_me: true },
    });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({
      second_factor_required: true,
      ticket: expect.any(String),
      expires_in: SECOND_FACTOR_RULES.ticketLifetimeSeconds,
    });
    expect(first.cookies.find((cookie) => cookie.name === 'qa_refresh')).toBeUndefined();

    const ip = freshAddress();
    const wrong = await secondStep(first.json().ticket, '000000', ip);
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().code).toBe('INVALID_CODE');
    expect(await eventsOf(player.user.id, 'second_factor_failed')).toMatchObject([
      { ip, detail: { purpose: 'sign_in', reason: 'wrong' } },
    ]);

    const done = await secondStep(first.json().ticket, otp.code());
    expect(done.statusCode).toBe(200);
    expect(done.json().user.id).toBe(player.user.id);
    const cookie = done.cookies.find((each) => each.name === 'qa_refresh');
    // Remember me went through the ticket.
    expect(cookie?.expires).toBeDefined();
    const headers = { authorization: `Bearer ${done.json().accessToken}` };
    expect((await status(headers)).session_second_factor).toBe(true);
    expect((await eventsOf(player.user.id, 'sign_in'))[0]).toMatchObject({
      detail: { method: 'password', second_factor: 'totp' },
    });

    // A refreshed session is still the one signed in with the second factor.
    const refreshed = await call('POST', '/api/auth/refresh', {
      payload: { refreshToken: done.json().refreshToken },
    });
    expect(
      (await status({ authorization: `Bearer ${refreshed.json().accessToken}` }))
        .session_second_factor,
    ).toBe(true);
  });

  it('takes each code once: a replayed code and an older step are refused', async () => {
    const player = await signUp(app);
    const { otp } = await enableSecondFactor(app, player);
    const now = otp.codeAt(0);
    expect((await secondStep(await ticketFor(player), now)).statusCode).toBe(200);
    const ip = freshAddress();
    const replayed = await secondStep(await ticketFor(player), now, ip);
    expect(replayed.statusCode).toBe(401);
    expect(replayed.json().code).toBe('INVALID_CODE');
    // The step before is inside the window but older than the one used.
    expect((await secondStep(await ticketFor(player), otp.codeAt(-1), ip)).statusCode).toBe(401);
    expect(await eventsOf(player.user.id, 'second_factor_failed')).toMatchObject([
      { detail: { reason: 'replayed' } },
      { detail: { reason: 'replayed' } },
    ]);
    expect((await secondStep(await ticketFor(player), otp.codeAt(1))).statusCode).toBe(200);
  });

  it('spends a ticket once, after five minutes, or after five wrong codes', async () => {
    const player = await signUp(app);
    const { otp } = await enableSecondFactor(app, player);
    const ticket = await ticketFor(player);
    expect((await secondStep(ticket, otp.code())).statusCode).toBe(200);
    const again = await secondStep(ticket, otp.code());
    expect(again.statusCode).toBe(401);
    expect(again.json()).toMatchObject({
      code: 'INVALID_TOKEN',
      message: 'This sign-in has expired. Please sign in again.',
    });

    const stale = await ticketFor(player);
    clock.advance(SECOND_FACTOR_RULES.ticketLifetimeSeconds * 1000 + 1);
    expect((await secondStep(stale, otp.code())).json().code).toBe('INVALID_TOKEN');

    const tried = await ticketFor(player);
    const ip = freshAddress();
    for (let i = 0; i < SECOND_FACTOR_RULES.ticketAttempts; i += 1)
      expect((await secondStep(tried, '000000', ip)).json().code).toBe('INVALID_CODE');
    clock.advance(failureDelayMs(THROTTLE_RULES.freeFailures) + 1);
    expect((await secondStep(tried, otp.code())).json().code).toBe('INVALID_TOKEN');
    expect(
      (await call('POST', '/api/auth/second-factor', { payload: { ticket: 'x', code: '123456' } }))
        .statusCode,
    ).toBe(400);
  });

  it('takes a recovery code instead, once, however it is typed', async () => {
    const player = await signUp(app);
    const { recoveryCodes: codes } = await enableSecondFactor(app, player);
    const typed = codes[0]!.toUpperCase().replaceAll('-', ' ');
    const done = await secondStep(await ticketFor(player), typed);
    expect(done.statusCode).toBe(200);
    expect((await eventsOf(player.user.id, 'recovery_code_used'))[0]).toMatchObject({
      detail: { left: 9 },
    });
    expect((await eventsOf(player.user.id, 'sign_in'))[0]).toMatchObject({
      detail: { second_factor: 'recovery_code' },
    });
    const ip = freshAddress();
    expect((await secondStep(await ticketFor(player), codes[0]!, ip)).statusCode).toBe(401);
    const headers = { authorization: `Bearer ${done.json().accessToken}` };
    expect((await status(headers)).recovery_codes_left).toBe(9);
  });

  it('makes new recovery codes for a fresh code; the old ones stop working', async () => {
    const player = await signUp(app);
    const { otp, recoveryCodes: old } = await enableSecondFactor(app, player);
    const ip = freshAddress();
    const regenerate = (code: string) =>
      call('POST', '/api/auth/second-factor/recovery-codes', {
        headers: player.headers,
        payload: { code },
        ip,
      });
    expect((await regenerate('000000')).json()).toMatchObject({
      code: 'INVALID_CODE',
      details: [{ field: 'body.code' }],
    });
    // A recovery code is not a fresh code from the app.
    expect((await regenerate(old[0]!)).statusCode).toBe(400);
    const fresh = await regenerate(otp.code());
    expect(fresh.statusCode).toBe(200);
    const codes: string[] = fresh.json().data.recovery_codes;
    expect(codes).toHaveLength(10);
    expect(codes.some((code) => old.includes(code))).toBe(false);
    expect((await secondStep(await ticketFor(player), old[1]!, ip)).statusCode).toBe(401);
    expect((await secondStep(await ticketFor(player), codes[1]!)).statusCode).toBe(200);
    expect(await eventsOf(player.user.id, 'recovery_codes_regenerated')).toHaveLength(1);
  });

  it('turns off with the password and a current code; sign-in is one step again', async () => {
    const player = await signUp(app);
    const { otp } = await enableSecondFactor(app, player);
    const ip = freshAddress();
    const disable = (payload: object) =>
      call('POST', '/api/auth/second-factor/disable', { headers: player.headers, payload, ip });
    expect((await disable({ code: otp.codeAt() })).json().details).toEqual([
      { field: 'body.password', message: 'Enter your current password' },
    ]);
    expect((await disable({ code: '000000', password: player.password })).json()).toMatchObject({
      code: 'INVALID_CODE',
    });
    expect((await disable({ code: otp.code(), password: player.password })).statusCode).toBe(200);
    expect(await status(player.headers)).toMatchObject({
      enabled: false,
      pending: false,
      session_second_factor: false,
    });
    expect((await login(player.email, player.password)).json().accessToken).toBeTruthy();
    expect((await disable({ code: otp.code(), password: player.password })).statusCode).toBe(409);
    expect(await eventsOf(player.user.id, 'second_factor_disabled')).toMatchObject([
      { detail: { with: 'totp' } },
    ]);
  });

  it('throttles wrong codes like passwords, with Retry-After, and audits the refusal', async () => {
    const player = await signUp(app);
    const { otp } = await enableSecondFactor(app, player);
    const ticket = () => ticketFor(player);
    for (let i = 0; i < THROTTLE_RULES.freeFailures; i += 1) {
      // Each from another address: the account's own counter holds them.
      expect((await secondStep(await ticket(), '000000', freshAddress())).statusCode).toBe(401);
    }
    const blocked = await secondStep(await ticket(), otp.codeAt(), freshAddress());
    expect(blocked.statusCode).toBe(429);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    expect(await eventsOf(player.user.id, 'second_factor_throttled')).toHaveLength(1);
    // The password is not delayed by wrong codes.
    expect((await login(player.email, player.password)).statusCode).toBe(200);
    clock.advance(failureDelayMs(THROTTLE_RULES.freeFailures) + 1);
    expect((await secondStep(await ticket(), otp.code(), freshAddress())).statusCode).toBe(200);
  });

  describe('staff routes', () => {
    const auditLogOf = (headers: Record<string, string>) =>
      call('GET', '/api/admin/audit-log', { headers });

    it('answer 403 SECOND_FACTOR_REQUIRED to an admin without the second factor, 200 with it', async () => {
      const chief = await signUp(app, { email: 'chief@example.com' });
      expect(chief.user).toMatchObject({ role: 'admin' });
      const refused = await auditLogOf(chief.headers);
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toMatchObject({
        code: 'SECOND_FACTOR_REQUIRED',
        message: 'Staff tools need a session signed in with your second factor.',
      });
      const spanish = await call('GET', '/api/admin/audit-log', {
        headers: { ...chief.headers, 'accept-language': 'es' },
      });
      expect(spanish.json()).toMatchObject({
        code: 'SECOND_FACTOR_REQUIRED',
        message: 'Las herramientas del equipo necesitan una sesión iniciada con tu segundo factor.',
      });

      const before = await signIn(app, chief.email, chief.password);
      const { otp } = await enableSecondFactor(app, chief);
      // The session that turned it on showed both factors; one signed in before did not.
      expect((await auditLogOf(chief.headers)).statusCode).toBe(200);
      expect((await auditLogOf(before.headers)).json().code).toBe('SECOND_FACTOR_REQUIRED');
      clock.advance(STEP_MS);
      const full = await signInWithCode(app, chief.email, chief.password, otp.code());
      expect((await auditLogOf(full.headers)).statusCode).toBe(200);
    });

    it('stop counting sessions as second-factor ones when the factor is turned off', async () => {
      const staff = await signUpStaff(app, {}, { role: 'admin' });
      expect((await auditLogOf(staff.headers)).statusCode).toBe(200);
      const off = await call('POST', '/api/auth/second-factor/disable', {
        headers: staff.headers,
        payload: { code: staff.otp.code(), password: staff.password },
      });
      expect(off.statusCode).toBe(200);
      expect((await auditLogOf(staff.headers)).json().code).toBe('SECOND_FACTOR_REQUIRED');
    });

    it('refuse a moderator an admin route even with the second factor', async () => {
      const moderator = await signUpStaff(app, {}, { role: 'moderator' });
      const refused = await auditLogOf(moderator.headers);
      expect(refused.statusCode).toBe(403);
      expect(refused.json().code).toBe('FORBIDDEN');
    });
  });

  describe('step-up', () => {
    /** A request as a staff route's handler sees it. */
    async function requestOf(headers: Record<string, string>, ip: string) {
      const token = headers.authorization!.slice('Bearer '.length);
      return {
        auth: await app.accounts.authenticate(token),
        ip,
        headers: {},
        server: app,
      } as unknown as FastifyRequest;
    }

    it('takes a fresh code once, naming the field when it is missing or wrong', async () => {
      const staff = await signUpStaff(app, {}, { role: 'admin' });
      const ip = freshAddress();
      const request = await requestOf(staff.headers, ip);
      await expect(requireStepUp(app.accounts, request, undefined)).rejects.toMatchObject({
        statusCode: 400,
        code: 'VALIDATION_FAILED',
        options: { details: [{ field: 'body.otp_code' }] },
      });
      await expect(requireStepUp(app.accounts, request, '000000')).rejects.toMatchObject({
        statusCode: 400,
        code: 'INVALID_CODE',
        options: { details: [{ field: 'body.otp_code' }] },
      });
      const code = staff.otp.code();
      await expect(requireStepUp(app.accounts, request, code)).resolves.toBeUndefined();
      // Not twice, and not a recovery code.
      await expect(requireStepUp(app.accounts, request, code)).rejects.toMatchObject({
        code: 'INVALID_CODE',
      });
      await expect(
        requireStepUp(app.accounts, request, staff.recoveryCodes[0], 'body.code'),
      ).rejects.toMatchObject({ statusCode: 400, options: { details: [{ field: 'body.code' }] } });
      expect(await eventsOf(staff.user.id, 'step_up_verified')).toMatchObject([{ ip }]);
      expect(await eventsOf(staff.user.id, 'second_factor_failed')).toMatchObject([
        { detail: { purpose: 'step_up', reason: 'wrong' } },
        { detail: { purpose: 'step_up', reason: 'replayed' } },
        { detail: { purpose: 'step_up', reason: 'wrong' } },
      ]);
    });

    it('answers SECOND_FACTOR_REQUIRED to a caller without the second factor', async () => {
      const player = await signUp(app);
      await expect(
        requireStepUp(app.accounts, await requestOf(player.headers, freshAddress()), '123456'),
      ).rejects.toMatchObject({ statusCode: 403, code: 'SECOND_FACTOR_REQUIRED' });
    });
  });

  it('leaves players without the factor signing in as before', async () => {
    const player = await signUp(app);
    const again = await signIn(app, player.email, player.password);
    expect(again.accessToken).toBeTruthy();
  });
});
