import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, emailTokens, users } from '../../db/schema';
import { manualClock } from '../../lib/clock';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import {
  GOOD_PASSWORD,
  lastMailedToken,
  registrationBody,
  signIn,
  signUp,
} from '../../test/auth-helpers';

describe('registration and email verification', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await buildTestApp({ config: { adminEmails: ['boss@example.com'] } });
  });
  afterAll(() => app.close());

  it('creates an unverified account, mails a link, and signs nobody in until it is used', async () => {
    const body = registrationBody({ email: 'Grace.Hopper@Example.com' });
    const response = await app.inject({ method: 'POST', url: '/api/auth/register', payload: body });
    expect(response.statusCode).toBe(201);
    const answer = response.json();
    expect(answer).toEqual({
      accessToken: null,
      refreshToken: null,
      user: null,
      session: null,
      verification_required: true,
      message: 'Thanks! Please check your email: we have sent you a message to finish signing up.',
    });
    const [stored] = await app.database.db
      .select()
      .from(users)
      .where(eq(users.emailNormalized, 'grace.hopper@example.com'));
    expect(stored).toMatchObject({
      email: 'Grace.Hopper@Example.com',
      fullName: 'Ada Lovelace',
      userType: 'professional',
      birthYear: 1990,
      organization: 'Analytical Engines',
      emailVerifiedAt: null,
      role: 'user',
    });
    expect(response.cookies.find((c) => c.name === 'qa_refresh')).toBeUndefined();
    expect(app.mail.at(-1)).toMatchObject({ to: 'Grace.Hopper@Example.com', kind: 'verify-email' });
    expect(app.mail.at(-1)!.link).toMatch(/^http:\/\/localhost:3000\/verify-email\?token=/);

    const early = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'grace.hopper@example.com', password: GOOD_PASSWORD },
    });
    expect(early.statusCode).toBe(403);
    expect(early.json().code).toBe('EMAIL_NOT_VERIFIED');

    const token = lastMailedToken(app, body.email);
    const verified = await app.inject({
      method: 'POST',
      url: '/api/auth/verify-email',
      payload: { token },
    });
    expect(verified.statusCode).toBe(200);
    expect(verified.json().user).toMatchObject({
      email: 'Grace.Hopper@Example.com',
      full_name: 'Ada Lovelace',
      email_verified: true,
      level: 1,
      points: 0,
    });
    const again = await app.inject({
      method: 'POST',
      url: '/api/auth/verify-email',
      payload: { token },
    });
    expect(again.statusCode).toBe(400);
    expect(again.json().code).toBe('INVALID_TOKEN');

    const login = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: '  GRACE.HOPPER@example.com ', password: GOOD_PASSWORD },
    });
    expect(login.statusCode).toBe(200);
    expect(login.json()).toMatchObject({
      user: { email_verified: true },
      session: { token_type: 'bearer' },
    });
  });

  it('answers a taken address exactly as a new one, and mails its owner sign-in and reset links (battery: enumeration)', async () => {
    const owner = await signUp(app);
    const tokensBefore = await app.database.db.select({ n: count() }).from(emailTokens);
    const mailsBefore = app.mail.length;
    const fresh = registrationBody();
    const taken = registrationBody({ email: owner.email.toUpperCase(), name: 'Someone Else' });
    const answers = [];
    for (const body of [fresh, taken])
      answers.push(await app.inject({ method: 'POST', url: '/api/auth/register', payload: body }));
    const [forNew, forTaken] = answers;
    expect(forTaken!.statusCode).toBe(forNew!.statusCode);
    expect(forTaken!.body).toBe(forNew!.body);
    expect(Object.keys(forTaken!.headers).sort()).toEqual(Object.keys(forNew!.headers).sort());
    expect(forTaken!.headers['content-length']).toBe(forNew!.headers['content-length']);

    // The same work for both: one mail each and one stored token each.
    expect(app.mail.slice(mailsBefore).map((mail) => mail.kind)).toEqual([
      'verify-email',
      'account-exists',
    ]);
    const [tokensAfter] = await app.database.db.select({ n: count() }).from(emailTokens);
    expect(tokensAfter!.n).toBe(tokensBefore[0]!.n + 2);

    const notice = app.mail.at(-1)!;
    expect(notice.to).toBe(owner.email);
    expect(notice.text).toContain('http://localhost:3000/login');
    expect(notice.link).toMatch(/^http:\/\/localhost:3000\/reset-password\?token=/);
    expect(notice.text).toContain(notice.link);
    // Nothing about the account changed, and its reset link works.
    await signIn(app, owner.email, owner.password);
    const reset = await app.inject({
      method: 'POST',
      url: '/api/auth/reset-password/confirm',
      payload: { token: lastMailedToken(app, owner.email), password: 'a brand new passphrase 7' },
    });
    expect(reset.statusCode).toBe(200);
    await signIn(app, owner.email, 'a brand new passphrase 7');
    const [named] = await app.database.db
      .select({ fullName: users.fullName })
      .from(users)
      .where(eq(users.emailNormalized, owner.email.toLowerCase()));
    expect(named!.fullName).toBe('Ada Lovelace');
  });

  it('hashes the password for a taken address too, so both answers take as long', async () => {
    const time = async (body: Record<string, unknown>) => {
      const started = performance.now();
      const response = await app.inject({
        method: 'POST',
        url: '/api/auth/register',
        payload: body,
      });
      expect(response.statusCode).toBe(201);
      return performance.now() - started;
    };
    const fresh: number[] = [];
    const taken: number[] = [];
    for (let i = 0; i < 5; i += 1) {
      // A new owner each round, so the mail throttle (3 per address per 5 minutes) stays out.
      const owner = await signUp(app);
      fresh.push(await time(registrationBody()));
      taken.push(await time(registrationBody({ email: owner.email })));
    }
    const median = (values: number[]) => values.sort((a, b) => a - b)[2]!;
    const ratio = median(taken) / median(fresh);
    // A registration costs one argon2 hash (tens of ms); without it a taken address answers
    // in a few ms. Generous bounds, since the machine is shared.
    expect(ratio).toBeGreaterThan(0.5);
    expect(ratio).toBeLessThan(2);
  });

  it('limits registrations per address to 10 an hour, answering alike for taken and new addresses', async () => {
    const clock = manualClock(new Date());
    const limited = await buildTestApp({ clock });
    try {
      const owner = await signUp(limited);
      // The owner's own sign-up was the first registration of that address.
      for (const [email, before] of [
        [owner.email, 1],
        ['not-yet-registered@example.com', 0],
      ] as const) {
        const statuses: number[] = [];
        for (let i = before; i < 11; i += 1) {
          const response = await limited.inject({
            method: 'POST',
            url: '/api/auth/register',
            payload: registrationBody({ email }),
          });
          statuses.push(response.statusCode);
          if (response.statusCode === 429) {
            expect(response.json().code).toBe('RATE_LIMITED');
            expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
          }
          // Past the mail limit (3 per 5 minutes): only the hourly one is left to stop it.
          clock.advance(5 * 60_000 + 1000);
        }
        expect(statuses).toEqual([...Array(10 - before).fill(201), 429]);
      }
    } finally {
      await limited.close();
    }
  });

  it.each([
    [{ email: undefined }, 'body.email'],
    [{ email: 'not-an-email' }, 'body.email'],
    [{ password: 'short' }, 'body.password'],
    [{ password: 'x'.repeat(129) }, 'body.password'],
    [{ name: '' }, 'body.name'],
    [{ name: 'n'.repeat(101) }, 'body.name'],
    [{ user_type: 'wizard' }, 'body.user_type'],
    [{ birth_year: '1990' }, 'body.birth_year'],
    [{ birth_year: 1919 }, 'body.birth_year'],
    [{ organization: 'o'.repeat(121) }, 'body.organization'],
    [{ role: 'admin' }, 'body.role'],
    [{ points: 1_000_000 }, 'body.points'],
  ])('refuses %o naming %s, and stores nothing', async (change, field) => {
    const [before] = await app.database.db.select({ n: count() }).from(users);
    const response = await app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: registrationBody(change),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().details.map((d: { field: string }) => d.field)).toContain(field);
    const [after] = await app.database.db.select({ n: count() }).from(users);
    expect(after!.n).toBe(before!.n);
  });

  it('records refused mass assignment in the audit log', async () => {
    await app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: registrationBody({ role: 'admin' }),
    });
    await new Promise((resolve) => setTimeout(resolve, 50));
    const rows = await app.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.event, 'tampering_refused'));
    expect(rows.some((row) => JSON.stringify(row.detail).includes('body.role'))).toBe(true);
  });

  it('refuses control characters in names and profile text with a 400, not a 500', async () => {
    const registered = await app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: registrationBody({ name: 'A\u0000B' }),
    });
    expect(registered.statusCode).toBe(400);
    expect(registered.json().details[0].field).toBe('body.name');
    const player = await signUp(app);
    const updated = await app.inject({
      method: 'PUT',
      url: '/api/auth/profile',
      headers: player.headers,
      payload: { bio: 'hello\u0000world' },
    });
    expect(updated.statusCode).toBe(400);
    expect(updated.json().details[0].field).toBe('body.bio');
  });

  it('enforces the age bands with the spec messages', async () => {
    const year = new Date().getUTCFullYear();
    const cases = [
      ['student', year - 12, 'Students should be between 13-30 years old'],
      ['student', year - 31, 'Students should be between 13-30 years old'],
      ['professional', year - 15, 'Professionals should be between 16-70 years old'],
      ['educator', year - 20, 'Educators should be between 21-70 years old'],
      ['educator', year - 71, 'Educators should be between 21-70 years old'],
    ] as const;
    for (const [userType, birthYear, message] of cases) {
      const response = await app.inject({
        method: 'POST',
        url: '/api/auth/register',
        payload: registrationBody({ user_type: userType, birth_year: birthYear }),
      });
      expect(response.statusCode, `${userType} ${birthYear}`).toBe(400);
      expect(response.json()).toMatchObject({
        code: 'VALIDATION_FAILED',
        message,
        details: [{ field: 'body.birth_year', message }],
      });
    }
    const future = await app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: registrationBody({ birth_year: year + 1 }),
    });
    expect(future.json().message).toBe('Please enter a valid year of birth');
  });

  it('refuses the most common passwords', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: registrationBody({ password: 'password123' }),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('WEAK_PASSWORD');
  });

  it('makes an ADMIN_EMAILS address an admin, and nobody else', async () => {
    const boss = await signUp(app, { email: 'Boss@example.com' });
    expect(boss.user).toMatchObject({ role: 'admin' });
    const player = await signUp(app);
    expect(player.user).toMatchObject({ role: 'user' });
  });

  it('resends the verification link with the same answer whether or not the account exists', async () => {
    const body = registrationBody();
    await app.inject({ method: 'POST', url: '/api/auth/register', payload: body });
    const mailsBefore = app.mail.length;
    const known = await app.inject({
      method: 'POST',
      url: '/api/auth/resend-confirmation',
      payload: { email: body.email },
    });
    const unknown = await app.inject({
      method: 'POST',
      url: '/api/auth/resend-confirmation',
      payload: { email: 'nobody-here@example.com' },
    });
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(known.json()).toEqual(unknown.json());
    expect(app.mail.length).toBe(mailsBefore + 1);
  });
});

describe('signing in, sessions and profile', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(() => app.close());

  it('answers the spec shape and sets the refresh cookie HttpOnly, SameSite=Strict on /api/auth', async () => {
    const user = await signUp(app);
    expect(user.accessToken).toEqual(expect.any(String));
    expect(user.refreshToken).toEqual(expect.any(String));
    expect(user.cookie).toMatchObject({
      value: user.refreshToken,
      httpOnly: true,
      sameSite: 'Strict',
      path: '/api/auth',
    });
    // Without remember me the cookie ends with the browser.
    expect(user.cookie?.expires).toBeUndefined();
    expect(user.cookie?.secure).toBeFalsy();

    const remembered = await signIn(app, user.email, user.password, { remember_me: true });
    expect(remembered.cookie?.expires).toBeInstanceOf(Date);
  });

  it('sets the cookie Secure outside loopback', async () => {
    const user = await signUp(app);
    const response = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { host: 'quizarena.example.org' },
      payload: { email: user.email, password: user.password },
    });
    expect(response.cookies.find((c) => c.name === 'qa_refresh')?.secure).toBe(true);
  });

  it('answers the same for a wrong password and an unknown email', async () => {
    const user = await signUp(app);
    const wrong = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: user.email, password: 'not the password' },
    });
    const unknown = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'nobody@example.com', password: 'not the password' },
    });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual(unknown.json());
    expect(wrong.json()).toMatchObject({
      code: 'INVALID_CREDENTIALS',
      message: 'Invalid email or password',
    });
  });

  it('serves me, verify, session and the v1 profile to the signed-in user only', async () => {
    const user = await signUp(app);
    for (const url of [
      '/api/auth/me',
      '/api/auth/verify',
      '/api/auth/session',
      '/api/v1/users/profile',
    ]) {
      const anonymous = await app.inject({ method: 'GET', url });
      expect(anonymous.statusCode, url).toBe(401);
      expect(anonymous.json().code).toBe('UNAUTHORIZED');
      const signed = await app.inject({ method: 'GET', url, headers: user.headers });
      expect(signed.statusCode, url).toBe(200);
    }
    const session = (
      await app.inject({ method: 'GET', url: '/api/auth/session', headers: user.headers })
    ).json().session;
    expect(session.expires_at).toBeGreaterThan(Date.now() + 14 * 60_000);
    expect(session.expires_at).toBeLessThanOrEqual(Date.now() + 15 * 60_000 + 1000);
    expect(session).toMatchObject({
      access_token: user.accessToken,
      refresh_token: null,
      token_type: 'bearer',
    });
    const verify = (
      await app.inject({ method: 'GET', url: '/api/auth/verify', headers: user.headers })
    ).json();
    expect(verify).toMatchObject({ valid: true, user: { id: user.user.id } });
    const profile = (
      await app.inject({ method: 'GET', url: '/api/v1/users/profile', headers: user.headers })
    ).json();
    expect(profile).toMatchObject({ success: true, data: { id: user.user.id } });
  });

  it('updates only the caller’s editable profile fields', async () => {
    const user = await signUp(app);
    const response = await app.inject({
      method: 'PUT',
      url: '/api/auth/profile',
      headers: user.headers,
      payload: {
        full_name: 'Ada King',
        bio: 'Poetical science',
        location: 'London',
        website: 'https://ada.example.org',
        organization: '',
      },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().user).toMatchObject({
      full_name: 'Ada King',
      name: 'Ada King',
      bio: 'Poetical science',
      location: 'London',
      website: 'https://ada.example.org',
      organization: null,
    });
    for (const [payload, field] of [
      [{ role: 'admin' }, 'body.role'],
      [{ points: 999 }, 'body.points'],
      [{ website: 'javascript:alert(1)' }, 'body.website'],
      [{ bio: 'b'.repeat(501) }, 'body.bio'],
      [{ full_name: 42 }, 'body.full_name'],
    ] as const) {
      const refused = await app.inject({
        method: 'PUT',
        url: '/api/auth/profile',
        headers: user.headers,
        payload,
      });
      expect(refused.statusCode, JSON.stringify(payload)).toBe(400);
      expect(refused.json().details.map((d: { field: string }) => d.field)).toContain(field);
    }
    const me = (
      await app.inject({ method: 'GET', url: '/api/auth/me', headers: user.headers })
    ).json().user;
    expect(me).toMatchObject({ role: 'user', points: 0, full_name: 'Ada King' });
    const anonymous = await app.inject({
      method: 'PUT',
      url: '/api/auth/profile',
      payload: { full_name: 'X' },
    });
    expect(anonymous.statusCode).toBe(401);
  });

  it('lists the caller’s sessions and ends one, which stops its tokens at once', async () => {
    const user = await signUp(app);
    const second = await signIn(app, user.email, user.password);
    const list = (
      await app.inject({ method: 'GET', url: '/api/auth/sessions', headers: user.headers })
    ).json().data.sessions;
    expect(list).toHaveLength(2);
    expect(list.filter((s: { current: boolean }) => s.current)).toHaveLength(1);
    const other = list.find((s: { current: boolean }) => !s.current);

    const stranger = await signUp(app);
    const notYours = await app.inject({
      method: 'DELETE',
      url: `/api/auth/sessions/${other.id}`,
      headers: stranger.headers,
    });
    expect(notYours.statusCode).toBe(404);

    const ended = await app.inject({
      method: 'DELETE',
      url: `/api/auth/sessions/${other.id}`,
      headers: user.headers,
    });
    expect(ended.statusCode).toBe(200);
    expect(
      (await app.inject({ method: 'GET', url: '/api/auth/me', headers: second.headers }))
        .statusCode,
    ).toBe(401);
    const refresh = await app.inject({
      method: 'POST',
      url: '/api/auth/refresh',
      payload: { refreshToken: second.refreshToken },
    });
    expect(refresh.statusCode).toBe(401);
    expect(
      (await app.inject({ method: 'GET', url: '/api/auth/me', headers: user.headers })).statusCode,
    ).toBe(200);
  });
});
