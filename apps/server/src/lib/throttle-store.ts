import type { Redis } from 'ioredis';

/** A counter that lives for one window from its first hit, with the time of its last hit. */
export type CounterState = { count: number; lastAt: number; resetAt: number };

/**
 * One limit on a counter: at most `max` hits per window, and after `freeHits` hits each next
 * one waits `baseDelayMs` doubled per hit beyond them, capped at `maxDelayMs`, after the last.
 */
export type ThrottleLimit = {
  key: string;
  windowMs: number;
  max: number;
  freeHits: number;
  baseDelayMs: number;
  maxDelayMs: number;
};

export type Reservation = { allowed: true } | { allowed: false; retryAfterMs: number };

/** Counters for throttling: in process for one instance, in Redis for several. */
export type ThrottleStore = {
  /** Adds one to the counter (starting its window if new) and answers the new state. */
  hit(key: string, windowMs: number, now: number): Promise<CounterState>;
  /**
   * Checks every limit and, only if all allow, counts one hit on each, as one atomic step:
   * concurrent callers can never all read the same count and all pass.
   */
  reserve(limits: ThrottleLimit[], now: number): Promise<Reservation>;
  /** Gives back one hit (a reserved attempt that turned out not to count). */
  refund(key: string): Promise<void>;
  get(key: string, now: number): Promise<CounterState>;
  reset(key: string): Promise<void>;
};

const EMPTY = (now: number): CounterState => ({ count: 0, lastAt: 0, resetAt: now });

/** The wait after `count` hits under `limit`'s delay (none within its free hits). */
export function delayAfter(limit: Omit<ThrottleLimit, 'key'>, count: number): number {
  if (count < limit.freeHits) return 0;
  return Math.min(limit.baseDelayMs * 2 ** (count - limit.freeHits), limit.maxDelayMs);
}

/** How long until `limit` allows another hit given its counter's state, 0 when it does now. */
function waitFor(limit: ThrottleLimit, state: CounterState, now: number): number {
  if (state.count >= limit.max) return state.resetAt - now;
  if (state.count < limit.freeHits) return 0;
  return Math.max(0, state.lastAt + delayAfter(limit, state.count) - now);
}

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
    async reserve(limits, now) {
      // No await between the reads and the writes: on one event loop this is atomic.
      const states = limits.map(
        (limit) => live(limit.key, now) ?? { count: 0, lastAt: 0, resetAt: now + limit.windowMs },
      );
      const wait = Math.max(0, ...limits.map((limit, i) => waitFor(limit, states[i]!, now)));
      if (wait > 0) return { allowed: false, retryAfterMs: wait };
      limits.forEach((limit, i) =>
        counters.set(limit.key, {
          count: states[i]!.count + 1,
          lastAt: now,
          resetAt: states[i]!.resetAt,
        }),
      );
      return { allowed: true };
    },
    async refund(key) {
      const state = counters.get(key);
      if (state && state.count > 0) counters.set(key, { ...state, count: state.count - 1 });
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

// The same rule as waitFor() and the memory store's reserve(), in one script so Redis runs the
// checks and the counting of every key with nothing in between. ARGV: now, then per key its
// window, max, free hits, base delay and maximum delay.
const RESERVE_SCRIPT = `
local now = tonumber(ARGV[1])
local wait = 0
local states = {}
for i = 1, #KEYS do
  local o = 1 + (i - 1) * 5
  local window = tonumber(ARGV[o + 1])
  local max = tonumber(ARGV[o + 2])
  local free = tonumber(ARGV[o + 3])
  local base = tonumber(ARGV[o + 4])
  local cap = tonumber(ARGV[o + 5])
  local h = redis.call('HMGET', KEYS[i], 'count', 'first', 'last')
  local count = tonumber(h[1] or '0')
  local first = tonumber(h[2] or '0')
  local last = tonumber(h[3] or '0')
  if count == 0 or now - first >= window then
    count = 0
    first = now
  end
  if count >= max then
    wait = math.max(wait, first + window - now)
  elseif count >= free then
    local delay = math.min(base * 2 ^ (count - free), cap)
    wait = math.max(wait, last + delay - now)
  end
  states[i] = {count, first, window}
end
if wait > 0 then
  return {0, wait}
end
for i = 1, #KEYS do
  local s = states[i]
  redis.call('HSET', KEYS[i], 'count', s[1] + 1, 'first', s[2], 'last', now, 'window', s[3])
  redis.call('PEXPIRE', KEYS[i], s[3] + 60000)
end
return {1, 0}
`;

const REFUND_SCRIPT = `
local count = tonumber(redis.call('HGET', KEYS[1], 'count') or '0')
if count > 0 then
  redis.call('HSET', KEYS[1], 'count', count - 1)
end
return count
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
    async reserve(limits, now) {
      try {
        const args = limits.flatMap((limit) => [
          limit.windowMs,
          limit.max,
          limit.freeHits,
          limit.baseDelayMs,
          limit.maxDelayMs,
        ]);
        const [allowed, wait] = (await redis.eval(
          RESERVE_SCRIPT,
          limits.length,
          ...limits.map((limit) => k(limit.key)),
          now,
          ...args,
        )) as [number, number];
        return Number(allowed) === 1
          ? { allowed: true }
          : { allowed: false, retryAfterMs: Number(wait) };
      } catch {
        return fallback.reserve(limits, now);
      }
    },
    async refund(key) {
      await fallback.refund(key);
      try {
        await redis.eval(REFUND_SCRIPT, 1, k(key));
      } catch {
        // Redis away: the refund is lost, which errs on the strict side.
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
