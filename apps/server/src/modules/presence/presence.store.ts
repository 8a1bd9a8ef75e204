import { randomUUID } from 'node:crypto';
import type { Redis } from 'ioredis';

/** Who has a live socket: this instance's own counts, shared through Redis when there is one. */
export type PresenceStore = {
  /** One more socket of the user on this instance; true when it is their first here. */
  add(userId: string): Promise<boolean>;
  /** One socket fewer; true when it was their last here. */
  remove(userId: string): Promise<boolean>;
  /** Of these users, those with a socket on any live instance. */
  connectedAmong(userIds: string[]): Promise<Set<string>>;
  /** How many users have a socket on any live instance (the lobby's online count). */
  countConnected(): Promise<number>;
  /** This instance leaves: its sockets no longer count anywhere. */
  close(): Promise<void>;
};

function localCounts() {
  const counts = new Map<string, number>();
  return {
    counts,
    add(userId: string): boolean {
      const count = (counts.get(userId) ?? 0) + 1;
      counts.set(userId, count);
      return count === 1;
    },
    remove(userId: string): boolean {
      const left = (counts.get(userId) ?? 0) - 1;
      if (left > 0) counts.set(userId, left);
      else counts.delete(userId);
      return left <= 0;
    },
    among(userIds: string[]) {
      return new Set(userIds.filter((id) => counts.has(id)));
    },
  };
}

export function createMemoryPresenceStore(): PresenceStore {
  const local = localCounts();
  return {
    async add(userId) {
      return local.add(userId);
    },
    async remove(userId) {
      return local.remove(userId);
    },
    async connectedAmong(userIds) {
      return local.among(userIds);
    },
    async countConnected() {
      return local.counts.size;
    },
    async close() {
      local.counts.clear();
    },
  };
}

/**
 * Each instance keeps a hash of its users' socket counts and a heartbeat in a sorted set of
 * instances. Readers only believe instances whose heartbeat is fresh, so an instance that dies
 * without a goodbye stops counting after `ttlMs`; one that stops cleanly removes itself at once.
 * Every heartbeat rewrites the hash from the local counts, so it heals after a Redis outage.
 */
export function createRedisPresenceStore(options: {
  client: Redis;
  prefix: string;
  heartbeatMs: number;
  ttlMs: number;
  onError: (message: string, error: unknown) => void;
}): PresenceStore {
  const { client, prefix, heartbeatMs, ttlMs, onError } = options;
  const instanceId = randomUUID();
  const instancesKey = `${prefix}presence:instances`;
  const hashKey = (instance: string) => `${prefix}presence:instance:${instance}`;
  const ownKey = hashKey(instanceId);
  const local = localCounts();

  const beat = async () => {
    const now = Date.now();
    const multi = client
      .multi()
      .zadd(instancesKey, now + ttlMs, instanceId)
      .zremrangebyscore(instancesKey, '-inf', now)
      .del(ownKey);
    if (local.counts.size > 0) multi.hset(ownKey, Object.fromEntries(local.counts));
    await multi.pexpire(ownKey, ttlMs).exec();
  };
  const beatQuietly = () =>
    beat().catch((error: unknown) => onError('presence heartbeat failed', error));
  const timer = setInterval(beatQuietly, heartbeatMs);
  timer.unref();
  void beatQuietly();

  const writeOwn = async (userId: string) => {
    const count = local.counts.get(userId);
    try {
      if (count) await client.hset(ownKey, userId, count);
      else await client.hdel(ownKey, userId);
    } catch (error) {
      onError('presence write failed', error);
    }
  };

  return {
    async add(userId) {
      const first = local.add(userId);
      await writeOwn(userId);
      return first;
    },
    async remove(userId) {
      const last = local.remove(userId);
      await writeOwn(userId);
      return last;
    },
    async connectedAmong(userIds) {
      if (userIds.length === 0) return new Set();
      try {
        const instances = await client.zrangebyscore(instancesKey, Date.now(), '+inf');
        const others = instances.filter((id) => id !== instanceId);
        const found = local.among(userIds);
        const answers = await Promise.all(
          others.map((id) => client.hmget(hashKey(id), ...userIds)),
        );
        for (const counts of answers)
          counts.forEach((count, index) => {
            if (count && Number(count) > 0) found.add(userIds[index]!);
          });
        return found;
      } catch (error) {
        // Without Redis this instance still knows its own sockets.
        onError('presence read failed', error);
        return local.among(userIds);
      }
    },
    async countConnected() {
      try {
        const instances = await client.zrangebyscore(instancesKey, Date.now(), '+inf');
        const users = new Set(local.counts.keys());
        const others = instances.filter((id) => id !== instanceId);
        for (const keys of await Promise.all(others.map((id) => client.hkeys(hashKey(id)))))
          for (const userId of keys) users.add(userId);
        return users.size;
      } catch (error) {
        onError('presence read failed', error);
        return local.counts.size;
      }
    },
    async close() {
      clearInterval(timer);
      local.counts.clear();
      try {
        await client.multi().zrem(instancesKey, instanceId).del(ownKey).exec();
      } catch (error) {
        onError('presence goodbye failed', error);
      }
    },
  };
}
