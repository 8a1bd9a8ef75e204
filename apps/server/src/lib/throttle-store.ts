import type { Redis } from 'ioredis';

/** A counter that lives for one window from its first hit, with the time of its last hit. */
export type CounterState = { count: number; lastAt: number; resetAt: number };

/** Counters for throttling: in process for one instance, in Redis for several. */
export type ThrottleStore = {
  /** Adds one to the counter (starting its window if new) and answers the new state. */
  hit(key: string, windowMs: number, now: number): Promise<CounterState>;
  get(key: string, now: number): Promise<CounterState>;
  reset(key: string): Promise<void>;
};

const EMPTY = (now: number): CounterState => ({ count: 0, lastAt: 0, resetAt: now });

export function createMemoryThrottleStore(): ThrottleStore {
  const counters = new Map<string, CounterState>();
  const live = (key: string, now: number) => {
    const state = counters.get(key);
    if (state && state.resetAt <= now) {
      counters.delete(key);
      return undefined;
    }
    return state;
  };
  return {
    async hit(key, windowMs, now) {
      const state = live(key, now) ?? { count: 0, lastAt: 0, resetAt: now + windowMs };
      const next = { count: state.count + 1, lastAt: now, resetAt: state.resetAt };
      counters.set(key, next);
      return next;
    },
    async get(key, now) {
      return live(key, now) ?? EMPTY(now);
    },
    async reset(key) {
      counters.delete(key);
    },
  };
}

// Windows are measured on the caller's clock (stored in the hash), not by Redis TTLs, so the
// injected clock rules both stores alike; the TTL only cleans up afterwards.
const HIT_SCRIPT = `
local count = tonumber(redis.call('HGET', KEYS[1], 'count') or '0')
local first = tonumber(redis.call('HGET', KEYS[1], 'first') or '0')
local now = tonumber(ARGV[1])
local window = tonumber(ARGV[2])
if count == 0 or now - first >= window then
  count = 0
  first = now
end
count = count + 1
redis.call('HSET', KEYS[1], 'count', count, 'first', first, 'last', now, 'window', window)
redis.call('PEXPIRE', KEYS[1], window + 60000)
return {count, first}
`;

/**
 * Redis counters shared by every instance. If Redis is away the in-process store answers,
 * so sign-in keeps working (each instance throttling on its own) instead of failing.
 */
export function createRedisThrottleStore(redis: Redis, prefix: string): ThrottleStore {
  const fallback = createMemoryThrottleStore();
  const k = (key: string) => `${prefix}throttle:${key}`;
  return {
    async hit(key, windowMs, now) {
      try {
        const [count, first] = (await redis.eval(HIT_SCRIPT, 1, k(key), now, windowMs)) as [
          number,
          number,
        ];
        return { count: Number(count), lastAt: now, resetAt: Number(first) + windowMs };
      } catch {
        return fallback.hit(key, windowMs, now);
      }
    },
    async get(key, now) {
      try {
        const [count, first, last, window] = await redis.hmget(
          k(key),
          'count',
          'first',
          'last',
          'window',
        );
        if (!count || now - Number(first) >= Number(window)) return EMPTY(now);
        return {
          count: Number(count),
          lastAt: Number(last),
          resetAt: Number(first) + Number(window),
        };
      } catch {
        return fallback.get(key, now);
      }
    },
    async reset(key) {
      await fallback.reset(key);
      try {
        await redis.del(k(key));
      } catch {
        // Redis away: the key expires on its own.
      }
    },
  };
}
