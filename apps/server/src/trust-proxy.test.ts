import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from './config';
import { buildTestApp, type TestApp } from './test/build-test-app';

const REAL_CLIENT = '203.0.113.7';

/**
 * Behind one proxy at 127.0.0.1 (inject's socket address), which appends the address it saw to
 * whatever X-Forwarded-For the client sent. A client writing extra hops must not become a new
 * address to the sign-in throttle.
 */
describe.each([
  ['a hop count', '1'],
  ['the proxy address', '127.0.0.0/8'],
])('TRUST_PROXY as %s', (_label, setting) => {
  let app: TestApp;
  beforeAll(async () => {
    app = await buildTestApp({
      config: { trustProxy: loadConfig({ TRUST_PROXY: setting }).trustProxy },
    });
  });
  afterAll(() => app.close());

  const failedSignIn = (n: number, forwardedFor: string) =>
    app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'x-forwarded-for': forwardedFor },
      payload: { email: `nobody-${setting}-${n}@example.com`, password: 'wrong password 123' },
    });

  it('counts a client by the hop the proxy wrote, whatever hops it forged before it', async () => {
    for (let n = 0; n < 5; n += 1) {
      const answer = await failedSignIn(n, `10.9.9.${n}, ${REAL_CLIENT}`);
      expect(answer.statusCode).toBe(401);
    }
    // A sixth forged hop is no new address: the address's delay applies.
    const sixth = await failedSignIn(5, `10.9.9.99, 192.0.2.1, ${REAL_CLIENT}`);
    expect(sixth.statusCode).toBe(429);
    // Someone else behind the same proxy is not held up.
    expect((await failedSignIn(6, '198.51.100.9')).statusCode).toBe(401);
  });
});
