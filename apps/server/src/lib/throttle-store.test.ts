import { randomBytes } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { openRedis } from '../plugins/redis';
import {
  createMemoryThrottleStore,
  createRedisThrottleStore,
  type ThrottleStore,
} from './throttle-store';

const redisUrl = process.env.TEST_REDIS_URL;
const redis = redisUrl ? openRedis(redisUrl) : undefined;
afterAll(() => redis?.close());

const stores: [string, () => ThrottleStore][] = [['memory', createMemoryThrottleStore]];
if (redis) {
  await redis.ready();
  const prefix = `qa-test-${randomBytes(4).toString('hex')}:`;
  stores.push(['redis', () => createRedisThrottleStore(redis.client, prefix)]);
}

describe.each(stores)('the %s throttle store', (_name, make) => {
  it('counts hits within a window measured on the caller’s clock, then starts afresh', async () => {
    const store = make();
    const key = `k-${randomBytes(4).toString('hex')}`;
    expect(await store.hit(key, 1000, 10_000)).toEqual({
      count: 1,
      lastAt: 10_000,
      resetAt: 11_000,
    });
    expect(await store.hit(key, 1000, 10_500)).toEqual({
      count: 2,
      lastAt: 10_500,
      resetAt: 11_000,
    });
    expect(await store.get(key, 10_600)).toEqual({ count: 2, lastAt: 10_500, resetAt: 11_000 });
    expect((await store.get(key, 11_000)).count).toBe(0);
    expect(await store.hit(key, 1000, 11_200)).toEqual({
      count: 1,
      lastAt: 11_200,
      resetAt: 12_200,
    });
  });

  it('forgets a key on reset', async () => {
    const store = make();
    const key = `r-${randomBytes(4).toString('hex')}`;
    await store.hit(key, 60_000, 1);
    await store.reset(key);
    expect((await store.get(key, 2)).count).toBe(0);
  });
});

if (redis)
  describe('Redis-backed counts', () => {
    it('are shared by every instance using the same Redis', async () => {
      const prefix = `qa-test-${randomBytes(4).toString('hex')}:`;
      const one = createRedisThrottleStore(redis!.client, prefix);
      const two = createRedisThrottleStore(redis!.client, prefix);
      await one.hit('shared', 60_000, 1000);
      await two.hit('shared', 60_000, 1001);
      expect((await one.get('shared', 1002)).count).toBe(2);
    });
  });

describe('when Redis is away', () => {
  it('falls back to counting in process instead of failing', async () => {
    const down = openRedis('redis://127.0.0.1:1');
    try {
      const store = createRedisThrottleStore(down.client, 'qa-down:');
      expect((await store.hit('x', 60_000, 5)).count).toBe(1);
      expect((await store.hit('x', 60_000, 6)).count).toBe(2);
      expect((await store.get('x', 7)).count).toBe(2);
    } finally {
      await down.close();
    }
  });
});
