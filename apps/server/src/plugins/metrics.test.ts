import { afterAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test/build-test-app';
import { isLoopbackAddress } from './metrics';

describe('/metrics', () => {
  const apps: TestApp[] = [];
  afterAll(() => Promise.all(apps.map((app) => app.close())));
  const build = async (metricsToken?: string) => {
    const app = await buildTestApp({ config: { metricsToken } });
    apps.push(app);
    return app;
  };

  it('without METRICS_TOKEN answers loopback clients only, whatever X-Forwarded-For says', async () => {
    const app = await build();
    for (const remoteAddress of ['127.0.0.1', '::1', '::ffff:127.0.0.1']) {
      const answer = await app.inject({ method: 'GET', url: '/metrics', remoteAddress });
      expect(answer.statusCode, remoteAddress).toBe(200);
      expect(answer.body).toContain('process_cpu_user_seconds_total');
    }
    const outside = await app.inject({
      method: 'GET',
      url: '/metrics',
      remoteAddress: '203.0.113.7',
      headers: { 'x-forwarded-for': '127.0.0.1' },
    });
    expect(outside.statusCode).toBe(403);
    expect(outside.json()).toMatchObject({ code: 'FORBIDDEN' });
    expect(outside.body).not.toContain('process_cpu');
  });

  it('with METRICS_TOKEN answers only its bearer, from anywhere', async () => {
    const token = 'scrape-token-0123456789';
    const app = await build(token);
    const get = (headers: Record<string, string>, remoteAddress = '203.0.113.7') =>
      app.inject({ method: 'GET', url: '/metrics', headers, remoteAddress });
    const good = await get({ authorization: `Bearer ${token}` });
    expect(good.statusCode).toBe(200);
    expect(good.body).toContain('http_request_duration_seconds');
    const wrong: Record<string, string>[] = [
      {},
      { authorization: `Bearer ${token}x` },
      { authorization: token },
    ];
    for (const headers of wrong) {
      const refused = await get(headers);
      expect(refused.statusCode).toBe(401);
      expect(refused.headers['www-authenticate']).toBe('Bearer');
    }
    // Loopback is no way around a configured token.
    expect((await get({}, '127.0.0.1')).statusCode).toBe(401);
  });

  it('knows loopback addresses', () => {
    expect(['127.0.0.1', '127.1.2.3', '::1', '::ffff:127.0.0.1'].every(isLoopbackAddress)).toBe(
      true,
    );
    expect(
      ['10.0.0.1', '::ffff:10.0.0.1', '128.0.0.1', '', undefined].some(isLoopbackAddress),
    ).toBe(false);
  });
});
