import { randomUUID } from 'node:crypto';
import type { Redis } from 'ioredis';

/**
 * What a cache is told: `key` changed under `topic` (a user id under `auth.user`, say), or,
 * with `key` null, anything under it may have changed (after a gap in the bus, when messages
 * could have been lost).
 */
export type InvalidationHandler = (key: string | null) => void;

/**
 * How per-instance caches learn that what they hold changed, here or in another process.
 * Publishing runs this instance's handlers at once, before `publish` returns (so the request
 * after a change never sees the old value here), and reaches every other instance over Redis
 * within milliseconds.
 */
export type InvalidationBus = {
  /** Resolves once other instances can see it (Redis took it, or failed to); never rejects. */
  publish(topic: string, key: string): Promise<void>;
  subscribe(topic: string, handler: InvalidationHandler): () => void;
  /**
   * Whether every process that can change the data reaches this instance through the bus:
   * with Redis, while the subscription is up; without Redis, only if the caller knows it is
   * alone (embedded database). A cache must not rely on invalidation when this is false.
   */
  covers(): boolean;
  close(): Promise<void>;
};

/**
 * How long a per-instance cache may trust an entry. While the bus reaches every writer,
 * invalidation keeps entries exact and the age only bounds what a lost message could cost;
 * otherwise (PostgreSQL without Redis: another instance or an operator command writes where
 * this process cannot hear it) a second, so a change made elsewhere shows within one.
 */
export const CACHE_ENTRY_AGE_MS = { covered: 60_000, uncovered: 1_000 } as const;

/** The age past which an entry must be read again, on this bus as it is now. */
export const maxEntryAgeMs = (bus: Pick<InvalidationBus, 'covers'>) =>
  bus.covers() ? CACHE_ENTRY_AGE_MS.covered : CACHE_ENTRY_AGE_MS.uncovered;

function handlerSet() {
  const handlers = new Map<string, Set<InvalidationHandler>>();
  return {
    add(topic: string, handler: InvalidationHandler) {
      const set = handlers.get(topic) ?? new Set();
      set.add(handler);
      handlers.set(topic, set);
      return () => {
        set.delete(handler);
      };
    },
    run(topic: string, key: string | null) {
      for (const handler of handlers.get(topic) ?? []) handler(key);
    },
    runAll() {
      for (const [topic] of handlers) this.run(topic, null);
    },
  };
}

/** One process: a publish reaches only this process's handlers. */
export function createLocalInvalidationBus(options: { alone: boolean }): InvalidationBus {
  const handlers = handlerSet();
  return {
    publish: async (topic, key) => handlers.run(topic, key),
    subscribe: (topic, handler) => handlers.add(topic, handler),
    covers: () => options.alone,
    close: async () => {},
  };
}

type Message = { origin: string; topic: string; key: string };

/**
 * Every instance on one Redis channel. A message carries its origin, so an instance runs its
 * own handlers once (at publish) and not again when Redis echoes the message back. When the
 * subscription drops, messages may be lost: once it is back every handler is told that
 * anything may have changed, and `covers()` is false in between.
 */
export function createRedisInvalidationBus(options: {
  client: Redis;
  prefix: string;
  onError: (message: string, error: unknown) => void;
  /** The connection to subscribe on (tests pass one they can cut); a duplicate of `client` by default. */
  subscriber?: Redis;
}): InvalidationBus {
  const { client, onError } = options;
  const channel = `${options.prefix}invalidate`;
  const origin = randomUUID();
  const handlers = handlerSet();
  // A subscribed connection can do nothing else; it queues while reconnecting.
  const subscriber =
    options.subscriber ??
    client.duplicate({ enableOfflineQueue: true, maxRetriesPerRequest: null });
  let subscribed = false;
  let everSubscribed = false;
  subscriber.on('error', () => {});
  subscriber.on('close', () => {
    subscribed = false;
  });
  const subscribe = () => {
    // ioredis would subscribe again by itself after a reconnect; asking here tells us when.
    subscriber.subscribe(channel).then(
      () => {
        subscribed = true;
        // Messages sent while the connection was down are lost: everything may have changed.
        if (everSubscribed) handlers.runAll();
        everSubscribed = true;
      },
      (error: unknown) => onError('invalidation subscribe failed', error),
    );
  };
  subscriber.on('ready', subscribe);
  if (subscriber.status === 'ready') subscribe();
  subscriber.on('message', (_channel: string, raw: string) => {
    let message: Message;
    try {
      message = JSON.parse(raw) as Message;
    } catch {
      return;
    }
    if (message.origin === origin || typeof message.topic !== 'string') return;
    handlers.run(message.topic, typeof message.key === 'string' ? message.key : null);
  });
  return {
    async publish(topic, key) {
      handlers.run(topic, key);
      const message: Message = { origin, topic, key };
      await client.publish(channel, JSON.stringify(message)).catch((error: unknown) => {
        onError('invalidation publish through Redis failed', error);
      });
    },
    subscribe: (topic, handler) => handlers.add(topic, handler),
    covers: () => subscribed,
    async close() {
      subscribed = false;
      subscriber.disconnect();
    },
  };
}
