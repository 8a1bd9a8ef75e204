import { createHash } from 'node:crypto';
import net from 'node:net';
import { hash } from '@node-rs/argon2';
import * as hdr from 'hdr-histogram-js';
import { BENCH_PASSWORD, signIn } from '../harness/accounts';
import { startApp, type SqlRunner } from '../harness/app-server';
import { runHttpLoad, type HttpLoadResult } from '../harness/http-load';
import type { BenchCase, BenchContext, CaseOutcome, Figure } from '../harness/types';

export const FULL_USERS = 1_000_000;
export const SMOKE_USERS = 2_000;
const BUCKET = 1024;
const TOP_P99_MS = 5;
const RANK_P99_MS = { redis: 5, postgres: 10, pglite: 20 };

/**
 * The seeded player n's id: md5 of `bench<n>` shaped as a version-4 uuid (the API checks the
 * version and variant), the same in SQL (ID_SQL) and here.
 */
function userId(n: number): string {
  const hex = createHash('md5').update(`bench${n}`).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-8${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}
const ID_SQL = `(substr(md5('bench' || n), 1, 8) || '-' || substr(md5('bench' || n), 9, 4) || '-4' ||
  substr(md5('bench' || n), 14, 3) || '-8' || substr(md5('bench' || n), 18, 3) || '-' ||
  substr(md5('bench' || n), 21, 12))::uuid`;

/**
 * `count` verified players (bench<n>@example.com, one shared argon2id hash) with points earned
 * all time, a skewed spread from 1 to 200,000 (many ties low down), as balances and on the
 * global all-time board, with its histogram: what years of quizzes would leave behind.
 */
async function seedBoard(sql: SqlRunner, count: number): Promise<void> {
  const passwordHash = await hash(BENCH_PASSWORD);
  await sql(
    `insert into users (id, email, email_normalized, email_verified_at, password_hash, full_name)
     select ${ID_SQL}, 'bench' || n || '@example.com', 'bench' || n || '@example.com',
            now(), $1, 'Bench ' || n
     from generate_series(1, ${count}) as n`,
    [passwordHash],
  );
  // Points from the player number alone, so the case can recompute them: skewed, with ties.
  await sql(
    `create temporary table bench_points as
     select ${ID_SQL} as user_id,
            1 + floor(200000 * power(((n * 2654435761::bigint) % 1000003) / 1000003.0, 3))::bigint as points
     from generate_series(1, ${count}) as n`,
  );
  await sql(
    `insert into ledger_accounts (kind, user_id, balance) select 'user', user_id, points from bench_points`,
  );
  await sql(
    `insert into leaderboard_scores (board, window_key, user_id, points)
     select 'global', 'all', user_id, points from bench_points`,
  );
  await sql(
    `insert into leaderboard_histogram (board, window_key, tier, points, players, points_sum)
     select 'global', 'all', 0, points, count(*), sum(points) from bench_points group by points
     union all
     select 'global', 'all', 1, (points / ${BUCKET}) * ${BUCKET}, count(*), sum(points)
     from bench_points group by points / ${BUCKET}`,
  );
  await sql('analyze leaderboard_scores');
  await sql('analyze leaderboard_histogram');
  await sql('drop table bench_points');
}

/** The same points as the SQL above. */
function pointsOf(n: number): number {
  const u = Number((BigInt(n) * 2654435761n) % 1000003n) / 1000003;
  return 1 + Math.floor(200000 * u ** 3);
}

/** Writes the global all-time sorted set and its ready flag, pipelined on one connection. */
async function seedRedis(url: string, count: number): Promise<void> {
  const parsed = new URL(url);
  const socket = net.connect(Number(parsed.port || 6379), parsed.hostname);
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', resolve);
    socket.once('error', reject);
  });
  const command = (...args: string[]) =>
    `*${args.length}\r\n${args.map((arg) => `$${Buffer.byteLength(arg)}\r\n${arg}\r\n`).join('')}`;
  let replies = '';
  const done = new Promise<void>((resolve, reject) => {
    socket.on('data', (chunk: Buffer) => {
      replies = (replies + chunk.toString()).slice(-200);
      if (replies.includes('-ERR')) reject(new Error(`Redis: ${replies}`));
      if (replies.endsWith('+PONG\r\n')) resolve();
    });
  });
  const key = 'qa:lb:global:all';
  socket.write(command('DEL', key, `${key}:ready`));
  for (let start = 1; start <= count; start += 1000) {
    const args: string[] = [];
    for (let n = start; n < Math.min(count + 1, start + 1000); n += 1) {
      args.push(String(pointsOf(n)), userId(n));
    }
    socket.write(command('ZADD', key, ...args));
  }
  socket.write(command('SET', `${key}:ready`, '1'));
  socket.write(command('PING'));
  await done;
  socket.destroy();
}

/** One request at a time over keep-alive, for latency free of queueing: p50/p99 in ms. */
async function sequential(urls: string[], headers: Record<string, string>) {
  const histogram = hdr.build({ lowestDiscernibleValue: 1, highestTrackableValue: 60_000_000 });
  let failures = 0;
  for (const url of urls) {
    const started = process.hrtime.bigint();
    const response = await fetch(url, { headers });
    await response.arrayBuffer();
    histogram.recordValue(Math.max(1, Number((process.hrtime.bigint() - started) / 1000n)));
    if (!response.ok) failures += 1;
  }
  return {
    p50: histogram.getValueAtPercentile(50) / 1000,
    p99: histogram.getValueAtPercentile(99) / 1000,
    count: urls.length,
    failures,
  };
}

const failures = (result: HttpLoadResult) => result.errors + result.timeouts + result.non2xx;

/**
 * The leaderboard measurement on the database (and Redis) `context` names, with `players`
 * seeded (1,000,000; smoke 2,000): the `leaderboard` case reports it as it is, `engines` runs it
 * on each database.
 */
export async function measureLeaderboard(
  context: BenchContext,
  players = context.smoke ? SMOKE_USERS : FULL_USERS,
): Promise<CaseOutcome> {
  const engine = context.redisUrl ? 'redis' : context.databaseUrl ? 'postgres' : 'pglite';
  let seedSeconds = 0;
  const app = await startApp(context, {
    seed: async (sql) => {
      const started = Date.now();
      await seedBoard(sql, players);
      if (context.redisUrl) await seedRedis(context.redisUrl, players);
      seedSeconds = (Date.now() - started) / 1000;
    },
  });
  try {
    const session = await signIn(app.baseUrl);
    const headers = session.headers;
    const topUrl = `${app.baseUrl}/api/leaderboards/global?timeframe=all_time&limit=10`;
    const samples = context.smoke ? 50 : 2_000;
    const rankUrls = Array.from({ length: samples }, () => {
      const n = 1 + Math.floor(Math.random() * players);
      return `${app.baseUrl}/api/leaderboards/user/${userId(n)}/rank?timeframe=all_time`;
    });
    // Warm-up: JIT and caches, not what we measure.
    await sequential(
      Array.from({ length: context.smoke ? 5 : 200 }, () => topUrl),
      headers,
    );
    await sequential(rankUrls.slice(0, context.smoke ? 5 : 200), headers);
    const top = await sequential(
      Array.from({ length: samples }, () => topUrl),
      headers,
    );
    const rank = await sequential(rankUrls, headers);
    const load = await runHttpLoad({
      url: topUrl,
      headers,
      connections: 10,
      durationSeconds: context.durationSeconds,
    });
    const rankTarget = RANK_P99_MS[engine];
    const figures: Figure[] = [
      { name: 'players', value: players, unit: 'count' },
      { name: 'seed time', value: seedSeconds, unit: 's' },
      { name: 'top 10 p50', value: top.p50, unit: 'ms' },
      {
        name: 'top 10 p99',
        value: top.p99,
        unit: 'ms',
        target: `<= ${TOP_P99_MS} ms`,
        meets: top.p99 <= TOP_P99_MS,
      },
      { name: 'my rank p50', value: rank.p50, unit: 'ms' },
      {
        name: 'my rank p99',
        value: rank.p99,
        unit: 'ms',
        target: `<= ${rankTarget} ms`,
        meets: rank.p99 <= rankTarget,
      },
      { name: 'top 10 req/s', value: load.requestsPerSecond, unit: 'req/s' },
      { name: 'top 10 p99, 10 connections', value: load.latencyMs.p99, unit: 'ms' },
      {
        name: 'errors + non-2xx',
        value: top.failures + rank.failures + failures(load),
        unit: 'count',
      },
    ];
    return {
      figures,
      notes: [
        `${players.toLocaleString('en')} players seeded with SQL (users, balances, the global all-time board and its two-tier histogram${context.redisUrl ? ', and the Redis sorted set, pipelined' : ''}) in ${seedSeconds.toFixed(1)} s.`,
        `Ranks answered by ${engine === 'redis' ? 'Redis (ZSCORE + ZCOUNT in one script)' : 'the SQL histogram (exact scores in the player’s 1,024-point bucket + the buckets above)'}; the top 10 by an index scan of leaderboard_scores.`,
        `Latency: ${samples} requests one at a time over keep-alive from the harness process (fetch), after a warm-up, signed in (the guard's user and session reads are included); rank requests for random players. Throughput: autocannon, 10 connections, ${context.durationSeconds} s.`,
      ],
    };
  } finally {
    await app.stop();
  }
}

/** Leaderboard reads at 1,000,000 players: the top 10 and random players' ranks. */
const leaderboard: BenchCase = {
  name: 'leaderboard',
  description:
    'GET /api/leaderboards/global (top 10, all time) and /user/{id}/rank for random players, 1,000,000 seeded players',
  keyFigures: ['top 10 p99', 'my rank p99', 'top 10 req/s'],
  run: (context) => measureLeaderboard(context),
};

export default leaderboard;
