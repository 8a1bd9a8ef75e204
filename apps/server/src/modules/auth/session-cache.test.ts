import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { authSessions } from '../../db/schema';
import { manualClock } from '../../lib/clock';
import { CACHE_ENTRY_AGE_MS, createLocalInvalidationBus } from '../../lib/invalidation-bus';
import { signUp, signUpStaff } from '../../test/auth-helpers';
import { buildTestApp, buildTestInstances, type TestApp } from '../../test/build-test-app';
import { createAuthAnnouncer, setAccountStatus, setUserRole } from './index';

const me = (app: TestApp, headers: Record<string, string>) =>
  app.inject({ method: 'GET', url: '/api/auth/me', headers });

/** Revokes the session row behind the caches' back, as a process without the bus would. */
const revokeSilently = (app: TestApp, sessionId: string) =>
  app.database.db
    .update(authSessions)
    .set({ revokedAt: new Date(), revokedReason: 'test' })
    .where(eq(authSessions.id, sessionId));

const sessionIdOf = (accessToken: string) =>
  (JSON.parse(Buffer.from(accessToken.split('.')[1]!, 'base64url').toString()) as { sid: string })
    .sid;

describe('the session cache on one instance', () => {
  let app: TestApp;
  beforeAll(async () => {
    // A bus that hears every writer (the embedded database, or Redis up): entries are trusted.
    app = await buildTestApp({ invalidation: createLocalInvalidationBus({ alone: true }) });
  });
  afterAll(() => app.close());

  it('answers a warm session from memory, without reading its rows again', async () => {
    const player = await signUp(app);
    expect((await me(app, player.headers)).statusCode).toBe(200);
    await revokeSilently(app, sessionIdOf(player.accessToken));
    expect((await me(app, player.headers)).statusCode).toBe(200);
  });

  it('refuses on the very next request after each kind of revocation made here', async () => {
    const ended = await signUp(app);
    expect((await me(app, ended.headers)).statusCode).toBe(200);
    const endOwn = await app.inject({
      method: 'DELETE',
      url: `/api/auth/sessions/${sessionIdOf(ended.accessToken)}`,
      headers: ended.headers,
    });
    expect(endOwn.statusCode).toBe(200);
    expect((await me(app, ended.headers)).statusCode).toBe(401);

    const banned = await signUp(app);
    expect((await me(app, banned.headers)).statusCode).toBe(200);
    await setAccountStatus(app.database.db, banned.email, 'banned', {
      clock: { now: () => new Date() },
      announce: createAuthAnnouncer(app.invalidation),
    });
    expect((await me(app, banned.headers)).statusCode).toBe(401);

    const leaving = await signUp(app);
    expect((await me(app, leaving.headers)).statusCode).toBe(200);
    await app.inject({ method: 'POST', url: '/api/auth/logout', headers: leaving.headers });
    expect((await me(app, leaving.headers)).statusCode).toBe(401);
  });

  it('shows a profile or role change on the next request', async () => {
    // With the second factor on, so that the role is all an admin route waits for.
    const player = await signUpStaff(app);
    expect((await me(app, player.headers)).json().user.full_name).not.toBe('Grace Hopper');
    const update = await app.inject({
      method: 'PUT',
      url: '/api/auth/profile',
      headers: player.headers,
      payload: { full_name: 'Grace Hopper' },
    });
    expect(update.statusCode).toBe(200);
    expect((await me(app, player.headers)).json().user.full_name).toBe('Grace Hopper');

    const adminOnly = () =>
      app.inject({ method: 'GET', url: '/api/admin/content/stats', headers: player.headers });
    expect((await adminOnly()).statusCode).toBe(403);
    await setUserRole(app.database.db, player.email, 'admin', {
      announce: createAuthAnnouncer(app.invalidation),
    });
    expect((await adminOnly()).statusCode).toBe(200);
  });
});

describe('two instances that do not hear each other (PostgreSQL without Redis)', () => {
  let a: TestApp;
  let b: TestApp;
  const clock = manualClock(new Date());

  beforeAll(async () => {
    // Each has its own bus, as two processes without Redis would.
    [a, b] = await buildTestInstances({ clock }, () => ({
      invalidation: createLocalInvalidationBus({ alone: false }),
    }));
  });
  afterAll(async () => {
    await b.close();
    await a.close();
  });

  it('refuses a session revoked elsewhere once its entry is a second old', async () => {
    const player = await signUp(a);
    expect((await me(b, player.headers)).statusCode).toBe(200);
    await setAccountStatus(a.database.db, player.email, 'banned', {
      clock,
      announce: createAuthAnnouncer(a.invalidation),
    });
    expect((await me(a, player.headers)).statusCode).toBe(401);
    clock.advance(CACHE_ENTRY_AGE_MS.uncovered);
    expect((await me(b, player.headers)).statusCode).toBe(401);
  });
});

const redisUrl = process.env.TEST_REDIS_URL;

describe.runIf(redisUrl)('two instances sharing Redis', () => {
  let a: TestApp;
  let b: TestApp;

  beforeAll(async () => {
    [a, b] = await buildTestInstances();
    await vi.waitFor(() => expect(a.invalidation.covers() && b.invalidation.covers()).toBe(true));
  });
  afterAll(async () => {
    await b.close();
    await a.close();
  });

  it('refuses a session revoked on the other instance within a second', async () => {
    const player = await signUp(a);
    const other = await signUp(a);
    expect((await me(b, player.headers)).statusCode).toBe(200);
    expect((await me(b, other.headers)).statusCode).toBe(200);

    await a.inject({ method: 'POST', url: '/api/auth/logout', headers: player.headers });
    const ended = await a.inject({
      method: 'DELETE',
      url: `/api/auth/sessions/${sessionIdOf(other.accessToken)}`,
      headers: other.headers,
    });
    expect(ended.statusCode).toBe(200);
    const since = Date.now();
    await vi.waitFor(
      async () => {
        expect((await me(b, player.headers)).statusCode).toBe(401);
        expect((await me(b, other.headers)).statusCode).toBe(401);
      },
      { timeout: 1_000, interval: 10 },
    );
    expect(Date.now() - since).toBeLessThan(1_000);
  });
});
