import { randomBytes } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { openRedis } from '../lib/redis';
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

  const limit = (key: string, max: number, freeHits = max) => ({
    key,
    windowMs: 60_000,
    max,
    freeHits,
    baseDelayMs: 1000,
    maxDelayMs: 30_000,
  });

  it('reserves atomically: 150 at once against a cap of 100 take exactly 100', async () => {
    const store = make();
    const key = `cap-${randomBytes(4).toString('hex')}`;
    const answers = await Promise.all(
      Array.from({ length: 150 }, () => store.reserve([limit(key, 100)], 5000)),
    );
    expect(answers.filter((answer) => answer.allowed)).toHaveLength(100);
    expect(answers.find((answer) => !answer.allowed)).toEqual({
      allowed: false,
      retryAfterMs: 60_000,
    });
    expect((await store.get(key, 5001)).count).toBe(100);
  });

  it('holds the delay after the free hits however many arrive at once, then doubles it', async () => {
    const store = make();
    const key = `delay-${randomBytes(4).toString('hex')}`;
    const burst = await Promise.all(
      Array.from({ length: 100 }, () => store.reserve([limit(key, 100, 5)], 1000)),
    );
    expect(burst.filter((answer) => answer.allowed)).toHaveLength(5);
    expect(await store.reserve([limit(key, 100, 5)], 1999)).toEqual({
      allowed: false,
      retryAfterMs: 1,
    });
    expect(await store.reserve([limit(key, 100, 5)], 2000)).toEqual({ allowed: true });
    expect(await store.reserve([limit(key, 100, 5)], 3999)).toEqual({
      allowed: false,
      retryAfterMs: 1,
    });
  });

  it('counts on every limit or on none, and refunds one hit', async () => {
    const store = make();
    const open = `open-${randomBytes(4).toString('hex')}`;
    const full = `full-${randomBytes(4).toString('hex')}`;
    expect(await store.reserve([limit(full, 1)], 100)).toEqual({ allowed: true });
    expect((await store.reserve([limit(open, 10), limit(full, 1)], 100)).allowed).toBe(false);
    expect((await store.get(open, 100)).count).toBe(0);
    await store.refund(full);
    expect((await store.get(full, 100)).count).toBe(0);
    expect((await store.reserve([limit(open, 10), limit(full, 1)], 100)).allowed).toBe(true);
    expect((await store.get(open, 100)).count).toBe(1);
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
      const limit = {
        key: 'y',
        windowMs: 60_000,
        max: 1,
        freeHits: 1,
        baseDelayMs: 1,
        maxDelayMs: 1,
      };
      expect((await store.reserve([limit], 8)).allowed).toBe(true);
      expect((await store.reserve([limit], 9)).allowed).toBe(false);
    } finally {
      await down.close();
    }
  });
});
