import { FRIEND_REQUESTS_PER_DAY, USER_SEARCHES_PER_MINUTE } from '@quizarena/contracts';
import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import type { ThrottleStore } from '../../lib/throttle-store';

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

const seconds = (ms: number) => Math.max(1, Math.ceil(ms / 1000));

/**
 * The social limits per player (contracts, social.rules): friend requests a day, searches and
 * browse pages a minute. Counted in the shared throttle store (Redis when there is one), so
 * every instance counts the same hits; over the limit is a 429 with Retry-After.
 */
export function createSocialLimits(store: ThrottleStore, clock: Clock) {
  async function take(key: string, windowMs: number, max: number, message: string) {
    // No delays within the window: `max` free hits, then wait for the window to end.
    const reservation = await store.reserve(
      [{ key, windowMs, max, freeHits: max, baseDelayMs: 0, maxDelayMs: 0 }],
      clock.now().getTime(),
    );
    if (!reservation.allowed) {
      throw new AppError(429, 'RATE_LIMITED', message, {
        retryAfterSeconds: seconds(reservation.retryAfterMs),
      });
    }
  }
  const requestKey = (userId: string) => `social:request:${userId}`;

  return {
    /** Counts one friend request of the player's, or throws the 429. */
    friendRequest: (userId: string) =>
      take(
        requestKey(userId),
        DAY,
        FRIEND_REQUESTS_PER_DAY,
        'You have sent too many friend requests today. Please try again later.',
      ),
    /** Gives back a request that changed nothing (a repeat of one already sent). */
    refundFriendRequest: (userId: string) => store.refund(requestKey(userId)),
    /** Counts one search or browse page of the player's, or throws the 429. */
    search: (userId: string) =>
      take(
        `social:search:${userId}`,
        MINUTE,
        USER_SEARCHES_PER_MINUTE,
        'Too many searches. Please wait a moment and try again.',
      ),
  };
}
export type SocialLimits = ReturnType<typeof createSocialLimits>;
