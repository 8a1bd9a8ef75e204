import { Redis } from 'ioredis';

export type RedisHandle = {
  client: Redis;
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
  });
  // Without a listener ioredis would report every reconnect failure as an unhandled error.
  client.on('error', () => {});
  return {
    client,
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
