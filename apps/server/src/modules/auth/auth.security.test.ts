import { randomBytes } from 'node:crypto';
import { SignJWT, UnsecuredJWT } from 'jose';
import { and, count, eq, sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { auditLog } from '../../db/schema';
import { manualClock } from '../../lib/clock';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { lastMailedToken, registrationBody, signIn, signUp } from '../../test/auth-helpers';
import { failureDelayMs, THROTTLE_RULES } from './auth-throttle';
import { isOutboxPoll } from '../../test/outbox-poll';

const me = (app: TestApp, token: string) =>
  app.inject({ method: 'GET', url: '/api/auth/me', headers: { authorization: `Bearer ${token}` } });

describe('refresh tokens (battery: refresh reuse)', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(() => app.close());

  it('rotates: a refresh answers new tokens and the old refresh token stops working', async () => {
    const user = await signUp(app);
    const first = await app.inject({
      method: 'POST',
      url: '/api/auth/refresh',
      payload: { refreshToken: user.refreshToken },
    });
    expect(first.statusCode).toBe(200);
    const rotated = first.json();
    expect(rotated.refreshToken).not.toBe(user.refreshToken);
    expect(first.cookies.find((c) => c.name === 'qa_refresh')?.value).toBe(rotated.refreshToken);
    expect((await me(app, rotated.accessToken)).statusCode).toBe(200);
  });

  it('reads the refresh token from the cookie when the body has none', async () => {
    const user = await signUp(app);
    const response = await app.inject({
      method: 'POST',
      url: '/api/auth/refresh',
      cookies: { qa_refresh: user.refreshToken },
      payload: {},
    });
    expect(response.statusCode).toBe(200);
    const empty = await app.inject({ method: 'POST', url: '/api/auth/refresh' });
    expect(empty.statusCode).toBe(401);
  });

  it('answers 401 to a replayed rotated token and revokes the whole family', async () => {
    const user = await signUp(app);
    const rotated = (
      await app.inject({
        method: 'POST',
        url: '/api/auth/refresh',
        payload: { refreshToken: user.refreshToken },
      })
    ).json();
    const replay = await app.inject({
      method: 'POST',
      url: '/api/auth/refresh',
      payload: { refreshToken: user.refreshToken },
    });
    expect(replay.statusCode).toBe(401);
    expect(replay.json().code).toBe('INVALID_TOKEN');
    // The legitimate holder's newer token and access token die with the family.
    const legit = await app.inject({
      method: 'POST',
      url: '/api/auth/refresh',
      payload: { refreshToken: rotated.refreshToken },
    });
    expect(legit.statusCode).toBe(401);
    expect((await me(app, rotated.accessToken)).statusCode).toBe(401);
  });

  it('lets exactly one of two concurrent refreshes with one token win', async () => {
    const user = await signUp(app);
    const results = await Promise.all(
      [1, 2].map(() =>
        app.inject({
          method: 'POST',
          url: '/api/auth/refresh',
          payload: { refreshToken: user.refreshToken },
        }),
      ),
    );
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 401]);
  });

  it('refuses random and malformed refresh tokens', async () => {
    const random = await app.inject({
      method: 'POST',
      url: '/api/auth/refresh',
      payload: { refreshToken: randomBytes(32).toString('base64url') },
    });
    expect(random.statusCode).toBe(401);
    const malformed = await app.inject({
      method: 'POST',
      url: '/api/auth/refresh',
      payload: { refreshToken: 42 },
    });
    expect(malformed.statusCode).toBe(400);
  });
});

describe('ending sessions (battery: revocation)', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(() => app.close());

  it('logout ends every session of the user: refresh and access tokens all fail', async () => {
    const user = await signUp(app);
    const laptop = await signIn(app, user.email, user.password);
    const out = await app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: user.headers,
    });
    expect(out.statusCode).toBe(200);
    expect(out.cookies.find((c) => c.name === 'qa_refresh')?.value).toBe('');
    for (const session of [user, laptop]) {
      expect((await me(app, session.accessToken)).statusCode).toBe(401);
      const refresh = await app.inject({
        method: 'POST',
        url: '/api/auth/refresh',
        payload: { refreshToken: session.refreshToken },
      });
      expect(refresh.statusCode).toBe(401);
    }
  });

  it('logout works from the refresh cookie alone, and answers 200 when signed out already', async () => {
    const user = await signUp(app);
    const out = await app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      cookies: { qa_refresh: user.refreshToken },
    });
    expect(out.statusCode).toBe(200);
    expect((await me(app, user.accessToken)).statusCode).toBe(401);
    expect((await app.inject({ method: 'POST', url: '/api/auth/logout' })).statusCode).toBe(200);
  });

  it('a password reset ends every session; the link works once; the old password stops working', async () => {
    const user = await signUp(app);
    const unknown = await app.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { email: 'ghost@example.com' },
    });
    const known = await app.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { email: user.email },
    });
    expect(known.statusCode).toBe(200);
    expect(known.json()).toEqual(unknown.json());
    const token = lastMailedToken(app, user.email);
    expect(app.mail.at(-1)!.link).toContain('/reset-password?token=');

    const weak = await app.inject({
      method: 'POST',
      url: '/api/auth/reset-password/confirm',
      payload: { token, password: 'password' },
    });
    expect(weak.statusCode).toBe(400);
    const reset = await app.inject({
      method: 'POST',
      url: '/api/auth/reset-password/confirm',
      payload: { token, password: 'a brand new passphrase 7' },
    });
    expect(reset.statusCode).toBe(200);
    const reuse = await app.inject({
      method: 'POST',
      url: '/api/auth/reset-password/confirm',
      payload: { token, password: 'another new passphrase 8' },
    });
    expect(reuse.statusCode).toBe(400);
    expect(reuse.json().code).toBe('INVALID_TOKEN');

    expect((await me(app, user.accessToken)).statusCode).toBe(401);
    const refresh = await app.inject({
      method: 'POST',
      url: '/api/auth/refresh',
      payload: { refreshToken: user.refreshToken },
    });
    expect(refresh.statusCode).toBe(401);
    const oldPassword = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: user.email, password: user.password },
    });
    expect(oldPassword.statusCode).toBe(401);
    await signIn(app, user.email, 'a brand new passphrase 7');
  });

  it('changing the password ends the other sessions and hands this client a fresh one', async () => {
    const user = await signUp(app);
    const phone = await signIn(app, user.email, user.password);
    const wrong = await app.inject({
      method: 'PUT',
      url: '/api/auth/update-password',
      headers: user.headers,
      payload: { password: 'not my password', newPassword: 'a different passphrase 9' },
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({
      code: 'INVALID_CURRENT_PASSWORD',
      message: 'Current password is incorrect',
      details: [{ field: 'body.password', message: 'Current password is incorrect' }],
    });
    // The mistake keeps the user signed in: their token still works.
    expect((await me(app, user.accessToken)).statusCode).toBe(200);

    const changed = await app.inject({
      method: 'PUT',
      url: '/api/auth/update-password',
      headers: user.headers,
      payload: { password: user.password, newPassword: 'a different passphrase 9' },
    });
    expect(changed.statusCode).toBe(200);
    const fresh = changed.json();
    expect((await me(app, fresh.accessToken)).statusCode).toBe(200);
    expect((await me(app, phone.accessToken)).statusCode).toBe(401);
    expect((await me(app, user.accessToken)).statusCode).toBe(401);
  });
});

describe('access tokens (battery: jwt tamper)', () => {
  const clock = manualClock(new Date());
  let app: TestApp;
  let user: Awaited<ReturnType<typeof signUp>>;
  beforeAll(async () => {
    app = await buildTestApp({ clock, config: { jwtSecret: 'k'.repeat(48) } });
    user = await signUp(app);
  });
  afterAll(() => app.close());

  const claims = () => {
    const [, payload] = user.accessToken.split('.');
    return JSON.parse(Buffer.from(payload!, 'base64url').toString()) as Record<string, unknown>;
  };

  it('accepts the genuine token', async () => {
    expect((await me(app, user.accessToken)).statusCode).toBe(200);
  });

  it('refuses alg none', async () => {
    const token = new UnsecuredJWT(claims()).encode();
    expect((await me(app, token)).statusCode).toBe(401);
  });

  it('refuses a wrong audience, a wrong issuer and a wrong token type even when signed with the key', async () => {
    const key = new TextEncoder().encode('k'.repeat(48));
    const sign = (header: Record<string, string>, overrides: Record<string, unknown>) =>
      new SignJWT({ ...claims(), ...overrides })
        .setProtectedHeader({ alg: 'HS256', ...header })
        .sign(key);
    const genuine = await sign({ typ: 'at+jwt' }, {});
    expect((await me(app, genuine)).statusCode).toBe(200);
    expect((await me(app, await sign({ typ: 'at+jwt' }, { aud: 'someone-else' }))).statusCode).toBe(
      401,
    );
    expect((await me(app, await sign({ typ: 'at+jwt' }, { iss: 'evil' }))).statusCode).toBe(401);
    expect((await me(app, await sign({ typ: 'JWT' }, {}))).statusCode).toBe(401);
  });

  it('refuses a token signed with another key, and a refresh token used as an access token', async () => {
    const other = await new SignJWT(claims())
      .setProtectedHeader({ alg: 'HS256', typ: 'at+jwt' })
      .sign(new TextEncoder().encode('x'.repeat(48)));
    expect((await me(app, other)).statusCode).toBe(401);
    expect((await me(app, user.refreshToken)).statusCode).toBe(401);
    expect((await me(app, 'garbage')).statusCode).toBe(401);
  });

  it('refuses an expired token', async () => {
    const fresh = await signIn(app, user.email, user.password);
    clock.advance(15 * 60_000 + 1000);
    expect((await me(app, fresh.accessToken)).statusCode).toBe(401);
  });
});

describe('sign-in throttling (battery: throttle)', () => {
  const clock = manualClock(new Date());
  let app: TestApp;
  beforeAll(async () => {
    app = await buildTestApp({ clock });
  });
  afterAll(() => app.close());

  const attempt = (email: string, password: string, ip = '10.0.0.1') =>
    app.inject({
      method: 'POST',
      url: '/api/auth/login',
      remoteAddress: ip,
      payload: { email, password },
    });

  it('delays exponentially after five failures, with Retry-After, for known and unknown emails alike', async () => {
    const user = await signUp(app);
    for (const email of [user.email, 'unknown-person@example.com']) {
      for (let i = 0; i < THROTTLE_RULES.freeFailures; i += 1) {
        expect((await attempt(email, 'wrong password', `10.1.0.${email.length}`)).statusCode).toBe(
          401,
        );
      }
      const blocked = await attempt(email, 'wrong password', `10.1.0.${email.length}`);
      expect(blocked.statusCode).toBe(429);
      expect(blocked.json().code).toBe('RATE_LIMITED');
      expect(Number(blocked.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    }
    // Even the right password waits out the delay: the throttle runs before the hash.
    expect((await attempt(user.email, user.password, '10.1.0.99')).statusCode).toBe(429);
    clock.advance(failureDelayMs(THROTTLE_RULES.freeFailures) + 1);
    expect((await attempt(user.email, user.password, '10.1.0.99')).statusCode).toBe(200);
  });

  it('evaluates at most 100 failures per account per hour however many addresses try', async () => {
    const user = await signUp(app);
    let evaluated = 0;
    const started = clock.now().getTime();
    for (let i = 0; i < 400 && clock.now().getTime() - started < 60 * 60_000; i += 1) {
      const response = await attempt(
        user.email,
        'wrong password',
        `10.2.${Math.floor(i / 250)}.${i % 250}`,
      );
      if (response.statusCode === 401) evaluated += 1;
      else expect(response.statusCode).toBe(429);
      clock.advance(10_000);
    }
    expect(evaluated).toBeGreaterThan(THROTTLE_RULES.freeFailures);
    expect(evaluated).toBeLessThanOrEqual(THROTTLE_RULES.accountFailuresPerHour);
  });

  /** Failures that reached the password check, as the audit log recorded them. */
  const evaluatedFailures = async (where: SQL) => {
    const [row] = await app.database.db
      .select({ n: count() })
      .from(auditLog)
      .where(and(eq(auditLog.event, 'sign_in_failed'), where));
    return row!.n;
  };

  it('evaluates exactly the free failures when 100 sign-ins for one account arrive at once (battery: parallel throttle)', async () => {
    const user = await signUp(app);
    const answers = await Promise.all(
      Array.from({ length: 100 }, (_, i) => attempt(user.email, 'wrong password', `10.4.0.${i}`)),
    );
    expect(answers.filter((response) => response.statusCode === 401)).toHaveLength(
      THROTTLE_RULES.freeFailures,
    );
    expect(answers.filter((response) => response.statusCode === 429)).toHaveLength(
      100 - THROTTLE_RULES.freeFailures,
    );
    expect(await evaluatedFailures(sql`${auditLog.detail}->>'email' = ${user.email}`)).toBe(
      THROTTLE_RULES.freeFailures,
    );
  });

  it('evaluates exactly the free failures when 150 sign-ins from one address arrive at once, for 150 accounts', async () => {
    const ip = '10.5.0.1';
    const answers = await Promise.all(
      Array.from({ length: 150 }, (_, i) =>
        attempt(`burst-${i}-${randomBytes(3).toString('hex')}@example.com`, 'wrong password', ip),
      ),
    );
    expect(answers.filter((response) => response.statusCode === 401)).toHaveLength(
      THROTTLE_RULES.freeFailures,
    );
    expect(answers.every((response) => [401, 429].includes(response.statusCode))).toBe(true);
    expect(await evaluatedFailures(eq(auditLog.ip, ip))).toBe(THROTTLE_RULES.freeFailures);
  });

  it('evaluates exactly 100 failures per address per day, whatever the accounts', async () => {
    const ip = '10.6.0.1';
    const started = clock.now().getTime();
    let evaluated = 0;
    for (let i = 0; i < 110 && evaluated < THROTTLE_RULES.addressFailuresPerDay; i += 1) {
      const response = await attempt(`daily-${i}@example.com`, 'wrong password', ip);
      expect(response.statusCode).toBe(401);
      evaluated += 1;
      // Waiting out each delay exactly: only the daily cap can stop this address.
      clock.advance(failureDelayMs(evaluated));
    }
    expect(evaluated).toBe(THROTTLE_RULES.addressFailuresPerDay);
    const dayLeft = started + 24 * 60 * 60_000 - clock.now().getTime();
    expect(dayLeft).toBeGreaterThan(THROTTLE_RULES.maxDelayMs);
    const capped = await attempt('daily-extra@example.com', 'wrong password', ip);
    expect(capped.statusCode).toBe(429);
    // Past the cap the wait runs to the end of the day's window, not the 15-minute delay.
    expect(Number(capped.headers['retry-after'])).toBe(Math.ceil(dayLeft / 1000));
    clock.advance(dayLeft);
    expect((await attempt('daily-next@example.com', 'wrong password', ip)).statusCode).toBe(401);
  });

  it('gives the right password its reservation back: a success does not count against the address', async () => {
    const user = await signUp(app);
    const ip = '10.7.0.1';
    for (let i = 0; i < 10; i += 1)
      expect((await attempt(user.email, user.password, ip)).statusCode).toBe(200);
    for (let i = 0; i < THROTTLE_RULES.freeFailures; i += 1)
      expect((await attempt(`other-${i}@example.com`, 'wrong password', ip)).statusCode).toBe(401);
  });

  it('never blocks a password reset request because sign-in is locked', async () => {
    const user = await signUp(app);
    for (let i = 0; i < 6; i += 1) await attempt(user.email, 'wrong password', '10.3.0.1');
    expect((await attempt(user.email, 'wrong password', '10.3.0.1')).statusCode).toBe(429);
    const reset = await app.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { email: user.email },
    });
    expect(reset.statusCode).toBe(200);
  });

  it.each([
    ['/api/auth/reset-password', 'verified'],
    ['/api/auth/resend-confirmation', 'unverified'],
  ])(
    'answers %s alike for known and unknown addresses, after the same statements (battery: enumeration)',
    async (url, kind) => {
      const known = `known-${randomBytes(3).toString('hex')}@example.com`;
      if (kind === 'verified') await signUp(app, { email: known });
      else
        await app.inject({
          method: 'POST',
          url: '/api/auth/register',
          payload: registrationBody({ email: known }),
        });
      const unknown = `nobody-${randomBytes(3).toString('hex')}@example.com`;
      // Every statement the request sends, transactions included (they share the session class).
      const session = Object.getPrototypeOf(
        (app.database.db as unknown as { session: object }).session,
      ) as { prepareQuery: (query: { sql: string }, ...rest: unknown[]) => unknown };
      const spy = vi.spyOn(session, 'prepareQuery');
      const ask = async (email: string) => {
        clock.advance(5 * 60_000 + 1000);
        spy.mockClear();
        const response = await app.inject({ method: 'POST', url, payload: { email } });
        expect(response.statusCode).toBe(200);
        // The outbox's poll may land in the window on its own timer: it is not the request's.
        const statements = spy.mock.calls
          .map(([query]) => query.sql)
          .filter((statement) => !isOutboxPoll(statement));
        return { body: response.body, statements };
      };
      try {
        const mailsBefore = app.mail.length;
        const forKnown = await ask(known);
        const forUnknown = await ask(unknown);
        expect(app.mail.slice(mailsBefore).map((mail) => mail.to)).toEqual([known]);
        expect(forUnknown.body).toBe(forKnown.body);
        expect(forKnown.statements.length).toBeGreaterThan(0);
        expect(forUnknown.statements).toEqual(forKnown.statements);
      } finally {
        spy.mockRestore();
      }
    },
  );

  it('sends at most three mails per address in five minutes', async () => {
    const email = 'mail-limit@example.com';
    const answers = [];
    for (let i = 0; i < 4; i += 1) {
      answers.push(
        (await app.inject({ method: 'POST', url: '/api/auth/reset-password', payload: { email } }))
          .statusCode,
      );
    }
    expect(answers).toEqual([200, 200, 200, 429]);
    clock.advance(5 * 60_000 + 1000);
    expect(
      (await app.inject({ method: 'POST', url: '/api/auth/reset-password', payload: { email } }))
        .statusCode,
    ).toBe(200);
  });
});
