import type {
  MatchDifficulty,
  MatchMode,
  MatchmakingState,
  FindMatchBody,
} from '@quizarena/contracts';
import type { Redis } from 'ioredis';
import type { Clock } from '../../lib/clock';

/** One player waiting for a match. Times are ms on the server's clock. */
export type QueueEntry = {
  userId: string;
  /** The queue it waits in: its category (or 'general') and mode. */
  queue: string;
  categoryId: string | null;
  topicId: string | null;
  difficulty: MatchDifficulty;
  mode: MatchMode;
  source: FindMatchBody['source'];
  /** The player's rating in the category, on the display scale. */
  rating: number;
  queuedAt: number;
  expiresAt: number;
  maxWaitSeconds: number;
};

/** The queue a search waits in: one per category (or 'General') and mode. */
export const queueOf = (categoryId: string | null, mode: MatchMode) =>
  `${categoryId ?? 'general'}:${mode}`;

/**
 * Where the searches live: in this process (the embedded default, one instance), or in Redis so
 * every instance sees one queue. Each step that decides who is matched is atomic in the store,
 * so two instances forming matches at once never match anyone twice, and a cancellation either
 * removes the entry before any match takes it, or finds it already taken.
 */
export type MatchQueue = {
  /** Queues an entry; false when the user already waits (one entry per user). */
  add(entry: QueueEntry): Promise<boolean>;
  /** Takes the user's entry out, answering it; null when it was not there (matched, gone). */
  remove(userId: string): Promise<QueueEntry | null>;
  get(userId: string): Promise<QueueEntry | null>;
  all(): Promise<QueueEntry[]>;
  /**
   * Takes every one of these entries out, or none of them when any is gone. Those taken have a
   * 'pending' outcome from that same step until the match is made, so a cancellation that
   * comes between hears of the match instead of 'nothing to cancel'.
   */
  take(userIds: readonly string[]): Promise<boolean>;
  /** How a finished search ended, kept for `ttlMs` so a reload finds it. */
  setOutcome(userId: string, state: MatchmakingState, ttlMs: number): Promise<void>;
  outcome(userId: string): Promise<MatchmakingState | 'pending' | null>;
  clearOutcome(userId: string): Promise<void>;
};

/** How long a taken search may stay 'pending' before it counts as lost (its instance died). */
export const PENDING_MS = 30_000;

export function createMemoryMatchQueue(clock: Clock): MatchQueue {
  const entries = new Map<string, QueueEntry>();
  const outcomes = new Map<string, { state: MatchmakingState | 'pending'; until: number }>();
  // No await inside a step: on one event loop each step is atomic.
  return {
    async add(entry) {
      if (entries.has(entry.userId)) return false;
      entries.set(entry.userId, entry);
      return true;
    },
    async remove(userId) {
      const entry = entries.get(userId) ?? null;
      entries.delete(userId);
      return entry;
    },
    async get(userId) {
      return entries.get(userId) ?? null;
    },
    async all() {
      return [...entries.values()];
    },
    async take(userIds) {
      if (!userIds.every((userId) => entries.has(userId))) return false;
      const until = clock.now().getTime() + PENDING_MS;
      for (const userId of userIds) {
        entries.delete(userId);
        outcomes.set(userId, { state: 'pending', until });
      }
      return true;
    },
    async setOutcome(userId, state, ttlMs) {
      outcomes.set(userId, { state, until: clock.now().getTime() + ttlMs });
    },
    async outcome(userId) {
      const kept = outcomes.get(userId);
      if (!kept) return null;
      if (kept.until <= clock.now().getTime()) {
        outcomes.delete(userId);
        return null;
      }
      return kept.state;
    },
    async clearOutcome(userId) {
      outcomes.delete(userId);
    },
  };
}

const REMOVE_SCRIPT = `
local entry = redis.call('HGET', KEYS[1], ARGV[1])
if entry then redis.call('HDEL', KEYS[1], ARGV[1]) end
return entry`;

// KEYS[1] the entries; KEYS[1 + i] the outcome key of the user ARGV[1 + i]; ARGV[1] the pending ms.
const TAKE_SCRIPT = `
for i = 2, #ARGV do
  if redis.call('HEXISTS', KEYS[1], ARGV[i]) == 0 then return 0 end
end
for i = 2, #ARGV do
  redis.call('HDEL', KEYS[1], ARGV[i])
  redis.call('SET', KEYS[i], 'pending', 'PX', ARGV[1])
end
return 1`;

/** The queue in Redis: one hash of entries by user; outcomes as keys that expire. */
export function createRedisMatchQueue(client: Redis, prefix: string): MatchQueue {
  const entriesKey = `${prefix}matchmaking:entries`;
  const outcomeKey = (userId: string) => `${prefix}matchmaking:outcome:${userId}`;
  const parse = (raw: string | null) => (raw === null ? null : (JSON.parse(raw) as QueueEntry));
  return {
    async add(entry) {
      return (await client.hsetnx(entriesKey, entry.userId, JSON.stringify(entry))) === 1;
    },
    async remove(userId) {
      return parse((await client.eval(REMOVE_SCRIPT, 1, entriesKey, userId)) as string | null);
    },
    async get(userId) {
      return parse(await client.hget(entriesKey, userId));
    },
    async all() {
      return Object.values(await client.hgetall(entriesKey)).map(
        (raw) => JSON.parse(raw) as QueueEntry,
      );
    },
    async take(userIds) {
      if (userIds.length === 0) return true;
      const keys = [entriesKey, ...userIds.map(outcomeKey)];
      const taken = await client.eval(TAKE_SCRIPT, keys.length, ...keys, PENDING_MS, ...userIds);
      return taken === 1;
    },
    async setOutcome(userId, state, ttlMs) {
      await client.set(outcomeKey(userId), JSON.stringify(state), 'PX', Math.max(1, ttlMs));
    },
    async outcome(userId) {
      const raw = await client.get(outcomeKey(userId));
      if (raw === null || raw === 'pending') return raw;
      return JSON.parse(raw) as MatchmakingState;
    },
    async clearOutcome(userId) {
      await client.del(outcomeKey(userId));
    },
  };
}
