import type { Clock } from '../../lib/clock';
import { delayAfter, type ThrottleLimit, type ThrottleStore } from '../../lib/throttle-store';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** The throttling numbers, documented in the README's accounts section. */
export const THROTTLE_RULES = {
  freeFailures: 5,
  maxDelayMs: 15 * MINUTE,
  accountFailuresPerHour: 100,
  addressFailuresPerDay: 100,
  mailsPerAddress: 3,
  mailWindowMs: 5 * MINUTE,
  registrationsPerAddressPerHour: 10,
} as const;

export type ThrottleVerdict = { allowed: true } | { allowed: false; retryAfterSeconds: number };

const FAILURE_DELAY = {
  freeHits: THROTTLE_RULES.freeFailures,
  baseDelayMs: 1000,
  maxDelayMs: THROTTLE_RULES.maxDelayMs,
};

/** The wait after `failures` failures: none for the first five, then doubling, capped at 15 minutes. */
export function failureDelayMs(failures: number): number {
  return delayAfter({ ...FAILURE_DELAY, windowMs: HOUR, max: Infinity }, failures);
}

const signInLimits = (email: string, ip: string): ThrottleLimit[] => [
  {
    key: `acct:${email}`,
    windowMs: HOUR,
    max: THROTTLE_RULES.accountFailuresPerHour,
    ...FAILURE_DELAY,
  },
  { key: `ip:${ip}`, windowMs: DAY, max: THROTTLE_RULES.addressFailuresPerDay, ...FAILURE_DELAY },
];

/**
 * Second-factor codes are counted like passwords: per account (its own counter, so a typo in
 * the code does not delay the password) and on the address's shared counter.
 */
const secondFactorLimits = (userId: string, ip: string): ThrottleLimit[] => [
  {
    key: `2fa:${userId}`,
    windowMs: HOUR,
    max: THROTTLE_RULES.accountFailuresPerHour,
    ...FAILURE_DELAY,
  },
  { key: `ip:${ip}`, windowMs: DAY, max: THROTTLE_RULES.addressFailuresPerDay, ...FAILURE_DELAY },
];

const seconds = (ms: number) => Math.max(1, Math.ceil(ms / 1000));

/**
 * Sign-in throttling per account and per client address, checked before any password is
 * hashed. The answer is the same for known and unknown accounts.
 */
export function createAuthThrottle(store: ThrottleStore, clock: Clock) {
  /** One atomic hit on `key`, refused past `max` within the window. */
  async function count(key: string, windowMs: number, max: number): Promise<ThrottleVerdict> {
    const now = clock.now().getTime();
    const state = await store.hit(key, windowMs, now);
    if (state.count > max)
      return { allowed: false, retryAfterSeconds: seconds(state.resetAt - now) };
    return { allowed: true };
  }

  async function reserve(limits: ThrottleLimit[]): Promise<ThrottleVerdict> {
    const reservation = await store.reserve(limits, clock.now().getTime());
    return reservation.allowed
      ? { allowed: true }
      : { allowed: false, retryAfterSeconds: seconds(reservation.retryAfterMs) };
  }

  return {
    /**
     * Takes the right to evaluate one password for `email` from `ip`. The attempt is counted as
     * a failure on both counters in the same atomic step as the check, so attempts arriving
     * together cannot all pass on the same count; signInSucceeded() gives it back.
     */
    reserveSignIn(email: string, ip: string): Promise<ThrottleVerdict> {
      return reserve(signInLimits(email, ip));
    },

    /**
     * A good password clears the account's delay and takes back the address's reservation
     * (the address keeps its earlier failures).
     */
    async signInSucceeded(email: string, ip: string): Promise<void> {
      await Promise.all([store.reset(`acct:${email}`), store.refund(`ip:${ip}`)]);
    },

    /** The same for one second-factor code of this account (sign-in, settings, step-up). */
    reserveSecondFactor(userId: string, ip: string): Promise<ThrottleVerdict> {
      return reserve(secondFactorLimits(userId, ip));
    },

    /** A right code clears the account's code delay and refunds the address. */
    async secondFactorSucceeded(userId: string, ip: string): Promise<void> {
      await Promise.all([store.reset(`2fa:${userId}`), store.refund(`ip:${ip}`)]);
    },

    /** A password reset from the mailed link clears the account's delay. */
    async clearAccount(email: string): Promise<void> {
      await store.reset(`acct:${email}`);
    },

    /** Counts one registration of `email`; refuses the eleventh within an hour. */
    async checkRegistration(email: string): Promise<ThrottleVerdict> {
      return count(`reg:${email}`, HOUR, THROTTLE_RULES.registrationsPerAddressPerHour);
    },

    /** Counts one mail to `email`; refuses the fourth within five minutes. */
    async checkMail(email: string): Promise<ThrottleVerdict> {
      return count(`mail:${email}`, THROTTLE_RULES.mailWindowMs, THROTTLE_RULES.mailsPerAddress);
    },
  };
}
export type AuthThrottle = ReturnType<typeof createAuthThrottle>;
