import { Redis } from 'ioredis';

export type RedisHandle = {
  client: Redis;
  /** Resolves once connected, or after `timeoutMs` if Redis does not answer (never rejects). */
  ready(timeoutMs?: number): Promise<boolean>;
  /** 'ok' when Redis answers a PING, else 'down'; never throws. */
  status(): Promise<'ok' | 'down'>;
  close(): Promise<void>;
};

/**
 * Connects to Redis when configured. Commands fail fast instead of queueing while Redis is
 * away, so callers can degrade (in-process fallbacks) rather than hang.
 */
export function openRedis(url: string): RedisHandle {
  const client = new Redis(url, {
    lazyConnect: false,
    maxRetriesPerRequest: 1,
    enableOfflineQueue: false,
    connectTimeout: 2_000,
    // Commands issued in the same tick go out in one write: under load every request's
    // throttle hit and every inbox publish would otherwise be a socket write of its own.
    enableAutoPipelining: true,
  });
  // Without a listener ioredis would report every reconnect failure as an unhandled error.
  client.on('error', () => {});
  return {
    client,
    ready(timeoutMs = 2_000) {
      if (client.status === 'ready') return Promise.resolve(true);
      return new Promise((resolve) => {
        const timer = setTimeout(() => {
          client.off('ready', onReady);
          resolve(false);
        }, timeoutMs);
        const onReady = () => {
          clearTimeout(timer);
          resolve(true);
        };
        client.once('ready', onReady);
      });
    },
    async status() {
      try {
        return (await client.ping()) === 'PONG' ? 'ok' : 'down';
      } catch {
        return 'down';
      }
    },
    async close() {
      client.disconnect();
    },
  };
}
