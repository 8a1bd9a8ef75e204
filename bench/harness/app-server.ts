import { randomBytes } from 'node:crypto';
import { rmSync } from 'node:fs';
import { cp, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import {
  createScratchDatabase,
  freePort,
  startServer,
  type ServerProcess,
} from '@quizarena/test-harness';
import { redisCleanup } from './redis';
import type { BenchOptions } from './types';

/** Another server process on the same database and Redis (PostgreSQL only). */
export type AppInstance = { baseUrl: string; pid: number; stop(): Promise<void> };

export type RunningApp = {
  baseUrl: string;
  dataDir: string;
  /** The server process's id (for its memory and CPU in /proc); it changes if it restarts. */
  pid(): number;
  /**
   * Starts one more instance on the same database, Redis and signing secret, on its own port
   * (several instances behind a load balancer). PostgreSQL only: PGlite allows one process.
   * Stopped with the app if not before.
   */
  addInstance(): Promise<AppInstance>;
  stop(): Promise<void>;
};

/**
 * Runs SQL against the app's database: what cases use to seed data in bulk. Answers the rows (a
 * case that seeds from what is there, such as the question bank, reads them).
 */
export type SqlRunner = (text: string, params?: unknown[]) => Promise<Record<string, unknown>[]>;

export type StartOptions = {
  /** Extra environment for the server. */
  env?: Record<string, string>;
  /** Bulk SQL after the migrations and the question-bank seed, before any load. */
  seed?: (sql: SqlRunner) => Promise<void>;
};

/** A fresh database on the benchmark PostgreSQL server, dropped afterwards. */
export const scratchDatabase = (serverUrl: string) =>
  createScratchDatabase(serverUrl, 'quizarena_bench');

/**
 * The environment the built server runs with in a benchmark: production mode on loopback, the
 * given data folder, PostgreSQL/Redis when configured. Request logging is off (warn level): it
 * would measure the log pipe, not the app.
 */
export function serverEnv(options: {
  port: number;
  dataDir: string;
  databaseUrl?: string | undefined;
  redisUrl?: string | undefined;
}): Record<string, string> {
  return {
    PATH: process.env.PATH ?? '',
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    PORT: String(options.port),
    DATA_DIR: options.dataDir,
    LOG_LEVEL: 'warn',
    // Production needs a mailer or mail disabled on purpose; no case sends mail.
    MAIL_DISABLED: 'true',
    ...(options.databaseUrl
      ? // Production on PostgreSQL requires a shared signing secret and two-factor key; any will
        // do for one run (its instances share this environment).
        {
          DATABASE_URL: options.databaseUrl,
          JWT_SECRET: randomBytes(32).toString('hex'),
          TOTP_ENCRYPTION_KEY: randomBytes(32).toString('hex'),
        }
      : {}),
    ...(options.redisUrl ? { REDIS_URL: options.redisUrl } : {}),
  };
}

/**
 * BENCH_CPU_PROF=<folder>: every server process writes a V8 CPU profile there when it stops
 * (summarise one with `npm run bench:profile -- <file>`).
 */
export function profilingArgs(env: NodeJS.ProcessEnv = process.env): string[] {
  return env.BENCH_CPU_PROF
    ? ['--cpu-prof', `--cpu-prof-dir=${path.resolve(env.BENCH_CPU_PROF)}`]
    : [];
}

async function withPostgres(url: string, work: (sql: SqlRunner) => Promise<void>): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await work(async (text, params) => (await client.query(text, params)).rows);
  } finally {
    await client.end();
  }
}

async function withPglite(folder: string, work: (sql: SqlRunner) => Promise<void>): Promise<void> {
  const { PGlite } = await import('@electric-sql/pglite');
  const db = new PGlite(folder);
  try {
    await work(
      async (text, params) => (await db.query<Record<string, unknown>>(text, params)).rows,
    );
  } finally {
    await db.close();
  }
}

/**
 * A smoke run's migrated and seeded PGlite data folder, made by its first start and copied for
 * every later one: a first start (migrations, the question bank) costs each case ~10 s of a
 * smoke run's ~20. Full runs start every case afresh, as they always did.
 */
let smokeTemplate: Promise<string> | undefined;

/** Removes the smoke template (a test runner's worker may end without an `exit` event). */
export async function dropSmokeTemplate(): Promise<void> {
  const folder = await smokeTemplate?.catch(() => undefined);
  smokeTemplate = undefined;
  if (folder) await rm(folder, { recursive: true, force: true });
}

/**
 * Starts the built server (`apps/server/dist/server.js`) on a free loopback port with a fresh
 * data folder: embedded PGlite, or a scratch PostgreSQL database (and Redis) when configured.
 * `seed` runs after the migrations, with SQL straight into the database (PGlite allows one
 * process, so there the server is stopped for it); either way the server is started again
 * before any load. A smoke run on PGlite starts from a copy of its first migrated folder, and
 * seeds it before the one start.
 */
export async function startApp(
  options: BenchOptions,
  start: StartOptions = {},
): Promise<RunningApp> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'qa-bench-'));
  const scratch = options.databaseUrl ? await scratchDatabase(options.databaseUrl) : undefined;
  const cleanRedis = options.redisUrl ? await redisCleanup(options.redisUrl) : undefined;
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const env = {
    ...serverEnv({ port, dataDir, databaseUrl: scratch?.url, redisUrl: options.redisUrl }),
    ...start.env,
  };
  // The one server harness; the server logs at warn, so readiness is polled on /readyz.
  const launch = (instanceEnv = env) =>
    startServer({
      entry: 'built',
      env: instanceEnv,
      nodeArgs: profilingArgs(),
      ready: 'readyz',
      timeoutMs: 120_000,
      // A profile of minutes under load takes longer to write than the usual 10 s grace: the
      // server was killed before it had written it.
      ...(process.env.BENCH_CPU_PROF ? { graceMs: 180_000 } : {}),
    });
  let child: ServerProcess | undefined;
  /** Further instances (addInstance); each removes its own data folder when stopped. */
  const others = new Set<ServerProcess>();
  const stopOther = async (other: ServerProcess) => {
    others.delete(other);
    await other.stop();
  };
  const cleanUp = async () => {
    await Promise.all([...others].map(stopOther));
    if (child) await child.stop();
    await scratch?.drop();
    await cleanRedis?.();
    // The server may still be closing files for a moment.
    await rm(dataDir, { recursive: true, force: true, maxRetries: 20, retryDelay: 100 });
  };
  try {
    const template = !scratch && options.smoke ? await smokeTemplate : undefined;
    if (template) {
      await cp(template, dataDir, { recursive: true });
    } else {
      child = await launch();
      if (!scratch && options.smoke) {
        // The first smoke start: its folder, once migrated and seeded, is the template.
        await child.stop();
        child = undefined;
        const folder = await mkdtemp(path.join(os.tmpdir(), 'qa-bench-template-'));
        process.once('exit', () => rmSync(folder, { recursive: true, force: true }));
        smokeTemplate = cp(dataDir, folder, { recursive: true }).then(() => folder);
        await smokeTemplate;
      }
    }
    if (!child) {
      // A migrated folder and no server on it: seeded straight, then the one start.
      if (start.seed) await withPglite(path.join(dataDir, 'pglite'), start.seed);
      child = await launch();
    } else if (start.seed) {
      if (scratch) {
        await withPostgres(scratch.url, start.seed);
        // Measured as it runs day to day: the first start also seeded the question bank in this
        // process, and its heavier heap showed in every figure (18% of the CPU in GC).
        await child.stop();
        child = await launch();
      } else {
        await child.stop();
        await withPglite(path.join(dataDir, 'pglite'), start.seed);
        child = await launch();
      }
    }
  } catch (error) {
    await cleanUp();
    throw error;
  }
  const addInstance = async (): Promise<AppInstance> => {
    if (!scratch) throw new Error('a second instance needs PostgreSQL (BENCH_DATABASE_URL)');
    // Its own port and fresh data folder (the harness's); the database and secret are shared.
    const shared = Object.entries(env).filter(([name]) => name !== 'PORT' && name !== 'DATA_DIR');
    const other = await launch(Object.fromEntries(shared));
    others.add(other);
    return { baseUrl: other.baseUrl, pid: other.pid, stop: () => stopOther(other) };
  };
  return { baseUrl, dataDir, pid: () => child!.pid, addInstance, stop: cleanUp };
}
