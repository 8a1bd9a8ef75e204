import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp } from '../../test/auth-helpers';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { TICKETS_RETRY_AFTER_SECONDS } from './realtime.tickets';

/** Redis configured but not there: nothing listens on port 1, and commands fail fast. */
describe('Redis down', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await buildTestApp({ config: { redisUrl: 'redis://127.0.0.1:1' } });
  }, 30_000);
  afterAll(() => app.close());

  it('answers a socket ticket with 503 and Retry-After, not 500', async () => {
    const player = await signUp(app);
    const answer = await app.inject({
      method: 'POST',
      url: '/api/realtime/ticket',
      headers: player.headers,
    });
    expect(answer.statusCode).toBe(503);
    expect(answer.headers['retry-after']).toBe(String(TICKETS_RETRY_AFTER_SECONDS));
    expect(answer.json()).toMatchObject({ code: 'SERVICE_UNAVAILABLE' });
  });

  it('says in /readyz that Redis is the dependency down, and stays ready', async () => {
    const answer = await app.inject({ method: 'GET', url: '/readyz' });
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toMatchObject({
      status: 'ready',
      checks: { database: 'ok', redis: 'down' },
      down: ['redis'],
      message: expect.stringMatching(/^Redis is down: new realtime sockets cannot open/),
    });
  });
});
