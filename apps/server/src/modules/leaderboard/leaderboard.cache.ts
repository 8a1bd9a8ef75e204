import type { RedisHandle } from '../../lib/redis';
import type { Db } from '../../db/client';
import * as repo from './leaderboard.repo';
import type { ScoreChange } from './leaderboard.record';

// KEYS: n sorted sets, then their n ready flags; ARGV: n, then user ids. Answers -1 when a set
// is not ready, else the players on the sets, then [user, points, players above] for each user
// on them. ZCOUNT over
// (points, +inf) is standard competition ranking: ties share a rank.
const RANKS_SCRIPT = `
local n = tonumber(ARGV[1])
for i = 1, n do
  if redis.call('EXISTS', KEYS[n + i]) == 0 then return -1 end
end
local players = 0
for i = 1, n do players = players + redis.call('ZCARD', KEYS[i]) end
local out = {players}
for j = 2, #ARGV do
  local user = ARGV[j]
  local score = nil
  for i = 1, n do
    local s = redis.call('ZSCORE', KEYS[i], user)
    if s then score = (score or 0) + tonumber(s) end
  end
  if score then
    local above = 0
    for i = 1, n do above = above + redis.call('ZCOUNT', KEYS[i], '(' .. score, '+inf') end
    table.insert(out, user)
    table.insert(out, tostring(score))
    table.insert(out, above)
  end
end
return out`;

const PAGE = 5_000;
const LOCK_MS = 120_000;

/**
 * The rankings kept in Redis sorted sets (one per board and window, `ZADD GT` after each
 * commit, so a late or repeated publish never lowers a score). SQL stays the truth: a set is
 * used only while its ready flag is there; a missing flag (flushed, expired, never built) or a
 * failed publish (Redis down: this instance remembers the set as dirty) sends reads to the SQL
 * histogram and rebuilds the set in the background from `leaderboard_scores`.
 */
export function createRankingCache(options: {
  db: Db;
  redis: RedisHandle;
  prefix: string;
  /** The injected clock: expiries are windows on it, turned into TTLs for Redis. */
  now: () => number;
  onError: (message: string, error: unknown) => void;
}) {
  const { db, redis, prefix, onError, now } = options;
  // At least a minute, so a window that just ended still answers its trend for a moment.
  const ttlOf = (expiresAt: number) => Math.max(60_000, expiresAt - now());
  const client = redis.client;
  const setKey = (board: string, windowKey: string) => `${prefix}lb:${board}:${windowKey}`;
  const readyKey = (key: string) => `${key}:ready`;
  const dirty = new Set<string>();
  const running = new Map<string, Promise<void>>();
  const usable = () => client.status === 'ready';

  async function rebuildNow(board: string, windowKey: string, expiresAt: number | null) {
    const key = setKey(board, windowKey);
    const lock = `${key}:rebuild`;
    if ((await client.set(lock, '1', 'PX', LOCK_MS, 'NX')) !== 'OK') return;
    try {
      dirty.delete(key);
      await client.del(readyKey(key), key);
      let after: string | null = null;
      for (;;) {
        const page = await repo.scoresPage(db, board, windowKey, after, PAGE);
        if (page.length === 0) break;
        const args = page.flatMap((row) => [String(row.points), row.userId]);
        await client.zadd(key, 'GT', ...args);
        after = page[page.length - 1]!.userId;
        if (page.length < PAGE) break;
      }
      // A publish that failed meanwhile leaves the set unready; the next read starts again.
      if (dirty.has(key)) return;
      const multi = client.multi().set(readyKey(key), '1');
      if (expiresAt) multi.pexpire(readyKey(key), ttlOf(expiresAt)).pexpire(key, ttlOf(expiresAt));
      await multi.exec();
    } finally {
      await client.del(lock).catch(() => undefined);
    }
  }

  function rebuild(board: string, windowKey: string, expiresAt: number | null) {
    const key = setKey(board, windowKey);
    if (running.has(key) || !usable()) return;
    const job = rebuildNow(board, windowKey, expiresAt)
      .catch((error: unknown) => {
        dirty.add(key);
        onError('leaderboard ranking rebuild failed', error);
      })
      .finally(() => running.delete(key));
    running.set(key, job);
  }

  return {
    /**
     * Points and players above for each user on the boards in one window, or undefined when
     * the cache cannot answer (the caller reads SQL; a rebuild is started when needed).
     */
    async ranks(
      boards: string[],
      windowKey: string,
      expiresAt: number | null,
      userIds: string[],
    ): Promise<
      { standings: Map<string, { points: number; above: number }>; players: number } | undefined
    > {
      if (!usable()) return undefined;
      const keys = boards.map((board) => setKey(board, windowKey));
      const stale = boards.filter((_, index) => dirty.has(keys[index]!));
      if (stale.length > 0) {
        for (const board of stale) rebuild(board, windowKey, expiresAt);
        return undefined;
      }
      try {
        const reply = (await client.eval(
          RANKS_SCRIPT,
          keys.length * 2,
          ...keys,
          ...keys.map(readyKey),
          String(keys.length),
          ...userIds,
        )) as number | (string | number)[];
        if (!Array.isArray(reply)) {
          for (const board of boards) rebuild(board, windowKey, expiresAt);
          return undefined;
        }
        const answer = new Map<string, { points: number; above: number }>();
        for (let i = 1; i < reply.length; i += 3) {
          answer.set(String(reply[i]), {
            points: Number(reply[i + 1]),
            above: Number(reply[i + 2]),
          });
        }
        return { standings: answer, players: Number(reply[0]) };
      } catch (error) {
        onError('leaderboard ranking read failed; answering from SQL', error);
        return undefined;
      }
    },

    /** Brings the sets up to committed scores; on failure marks them for a rebuild. */
    async publish(changes: ScoreChange[]): Promise<void> {
      if (changes.length === 0) return;
      const keys = changes.map((change) => setKey(change.board, change.windowKey));
      if (!usable()) {
        for (const key of keys) dirty.add(key);
        return;
      }
      try {
        const pipeline = client.pipeline();
        changes.forEach((change, index) => {
          const key = keys[index]!;
          if (change.points === null) pipeline.zrem(key, change.userId);
          else pipeline.zadd(key, 'GT', String(change.points), change.userId);
          if (change.expiresAt) pipeline.pexpire(key, ttlOf(change.expiresAt));
        });
        const results = await pipeline.exec();
        const failed = (results ?? []).some(([error]) => error);
        if (failed || !results) throw new Error('a leaderboard publish command failed');
      } catch (error) {
        for (const key of keys) dirty.add(key);
        onError('leaderboard ranking publish failed; rebuilding from SQL', error);
      }
    },

    /** Resolves when no rebuild of this instance is running (tests). */
    async idle(): Promise<void> {
      while (running.size > 0) await Promise.all(running.values());
    },
  };
}
export type RankingCache = ReturnType<typeof createRankingCache>;
