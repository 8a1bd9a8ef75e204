import type { Clock } from '../../lib/clock';
import type { ThrottleStore } from '../../lib/throttle-store';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** SECURITY.md's numbers. */
export const THROTTLE_RULES = {
  freeFailures: 5,
  maxDelayMs: 15 * MINUTE,
  accountFailuresPerHour: 100,
  addressFailuresPerDay: 100,
  mailsPerAddress: 3,
  mailWindowMs: 5 * MINUTE,
} as const;

export type ThrottleVerdict = { allowed: true } | { allowed: false; retryAfterSeconds: number };

/** The wait after `failures` failures: none for the first five, then doubling, capped at 15 minutes. */
export function failureDelayMs(failures: number): number {
  if (failures < THROTTLE_RULES.freeFailures) return 0;
  return Math.min(1000 * 2 ** (failures - THROTTLE_RULES.freeFailures), THROTTLE_RULES.maxDelayMs);
}

/**
 * Sign-in throttling per account and per client address, checked before any password is
 * hashed. The answer is the same for known and unknown accounts.
 */
export function createAuthThrottle(store: ThrottleStore, clock: Clock) {
  const verdict = (
    state: { count: number; lastAt: number; resetAt: number },
    cap: number,
    now: number,
  ): ThrottleVerdict => {
    if (state.count >= cap)
      return { allowed: false, retryAfterSeconds: Math.ceil((state.resetAt - now) / 1000) };
    const waitUntil = state.lastAt + failureDelayMs(state.count);
    if (state.count >= THROTTLE_RULES.freeFailures && waitUntil > now) {
      return { allowed: false, retryAfterSeconds: Math.ceil((waitUntil - now) / 1000) };
    }
    return { allowed: true };
  };

  return {
    /** Whether a sign-in attempt may be evaluated now. */
    async checkSignIn(email: string, ip: string): Promise<ThrottleVerdict> {
      const now = clock.now().getTime();
      const [account, address] = await Promise.all([
        store.get(`acct:${email}`, now),
        store.get(`ip:${ip}`, now),
      ]);
      const byAccount = verdict(account, THROTTLE_RULES.accountFailuresPerHour, now);
      const byAddress = verdict(address, THROTTLE_RULES.addressFailuresPerDay, now);
      const waits = [byAccount, byAddress].flatMap((v) => (v.allowed ? [] : [v.retryAfterSeconds]));
      if (waits.length > 0) return { allowed: false, retryAfterSeconds: Math.max(1, ...waits) };
      // The checks above read counts that concurrent attempts have not written yet. Taking a
      // slot with one atomic increment keeps the hourly cap exact under any concurrency.
      const slot = await store.hit(`eval:${email}`, HOUR, now);
      if (slot.count > THROTTLE_RULES.accountFailuresPerHour) {
        return {
          allowed: false,
          retryAfterSeconds: Math.max(1, Math.ceil((slot.resetAt - now) / 1000)),
        };
      }
      return { allowed: true };
    },

    async recordFailure(email: string, ip: string): Promise<void> {
      const now = clock.now().getTime();
      await Promise.all([store.hit(`acct:${email}`, HOUR, now), store.hit(`ip:${ip}`, DAY, now)]);
    },

    /** A good password clears the account's delay and slots (not the address's daily count). */
    async recordSuccess(email: string): Promise<void> {
      await Promise.all([store.reset(`acct:${email}`), store.reset(`eval:${email}`)]);
    },

    /** Counts one mail to `email`; refuses the fourth within five minutes. */
    async checkMail(email: string): Promise<ThrottleVerdict> {
      const now = clock.now().getTime();
      const state = await store.hit(`mail:${email}`, THROTTLE_RULES.mailWindowMs, now);
      if (state.count > THROTTLE_RULES.mailsPerAddress) {
        return {
          allowed: false,
          retryAfterSeconds: Math.max(1, Math.ceil((state.resetAt - now) / 1000)),
        };
      }
      return { allowed: true };
    },
  };
}
export type AuthThrottle = ReturnType<typeof createAuthThrottle>;
