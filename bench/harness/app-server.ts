import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { freePort, waitUntilOk } from './free-port';
import { repoRoot } from './paths';
import { stopProcess } from './processes';
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

/** Runs SQL against the app's database: what cases use to seed data in bulk. */
export type SqlRunner = (text: string, params?: unknown[]) => Promise<void>;

export type StartOptions = {
  /** Extra environment for the server. */
  env?: Record<string, string>;
  /** Bulk SQL after the migrations and the question-bank seed, before any load. */
  seed?: (sql: SqlRunner) => Promise<void>;
};

/** A fresh database on the benchmark PostgreSQL server, dropped afterwards. */
export async function scratchDatabase(
  serverUrl: string,
): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `quizarena_bench_${randomBytes(5).toString('hex')}`;
  const run = async (statement: string) => {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await run(`create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => run(`drop database if exists ${name} with (force)`) };
}

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
      ? // Production on PostgreSQL requires a shared signing secret; any will do for one instance.
        { DATABASE_URL: options.databaseUrl, JWT_SECRET: randomBytes(32).toString('hex') }
      : {}),
    ...(options.redisUrl ? { REDIS_URL: options.redisUrl } : {}),
  };
}

async function withPostgres(url: string, work: (sql: SqlRunner) => Promise<void>): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await work(async (text, params) => {
      await client.query(text, params);
    });
  } finally {
    await client.end();
  }
}

async function withPglite(folder: string, work: (sql: SqlRunner) => Promise<void>): Promise<void> {
  const { PGlite } = await import('@electric-sql/pglite');
  const db = new PGlite(folder);
  try {
    await work(async (text, params) => {
      await db.query(text, params);
    });
  } finally {
    await db.close();
  }
}

/** Waits for a 200 from /readyz, failing at once (with the server's last words) if it exits. */
async function waitReady(child: ChildProcess, baseUrl: string, output: () => string) {
  let onExit: (code: number | null) => void = () => {};
  const exited = new Promise<never>((_, reject) => {
    onExit = (code) =>
      reject(new Error(`the server exited with ${code} before it was ready:\n${output()}`));
    child.once('exit', onExit);
  });
  try {
    await Promise.race([waitUntilOk(`${baseUrl}/readyz`), exited]);
  } finally {
    child.off('exit', onExit);
  }
}

/**
 * Starts the built server (`apps/server/dist/server.js`) on a free loopback port with a fresh
 * data folder: embedded PGlite, or a scratch PostgreSQL database (and Redis) when configured.
 * `seed` runs after the migrations, with SQL straight into the database (PGlite allows one
 * process, so there the server is stopped for it and started again).
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
  const launch = async (instanceEnv = env, instanceUrl = baseUrl) => {
    const child = spawn(process.execPath, ['apps/server/dist/server.js'], {
      cwd: repoRoot,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: instanceEnv,
    });
    // Only the tail is kept, for the message if the server fails.
    let tail = '';
    const keep = (chunk: Buffer) => (tail = (tail + chunk.toString()).slice(-4000));
    child.stdout!.on('data', keep);
    child.stderr!.on('data', keep);
    await waitReady(child, instanceUrl, () => tail);
    return child;
  };
  let child: ChildProcess | undefined;
  /** Further instances (addInstance) and their data folders. */
  const others = new Map<ChildProcess, string>();
  const stopOther = async (other: ChildProcess) => {
    const folder = others.get(other);
    others.delete(other);
    await stopProcess(other);
    if (folder) await rm(folder, { recursive: true, force: true, maxRetries: 20, retryDelay: 100 });
  };
  const cleanUp = async () => {
    await Promise.all([...others.keys()].map(stopOther));
    if (child) await stopProcess(child);
    await scratch?.drop();
    await cleanRedis?.();
    // The server may still be closing files for a moment.
    await rm(dataDir, { recursive: true, force: true, maxRetries: 20, retryDelay: 100 });
  };
  try {
    child = await launch();
    if (start.seed) {
      if (scratch) {
        await withPostgres(scratch.url, start.seed);
      } else {
        await stopProcess(child);
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
    const otherPort = await freePort();
    const otherUrl = `http://127.0.0.1:${otherPort}`;
    // Its own data folder for whatever it keeps on disk; the database and secret are shared.
    const otherDir = await mkdtemp(path.join(os.tmpdir(), 'qa-bench-'));
    const other = await launch(
      { ...env, PORT: String(otherPort), DATA_DIR: otherDir },
      otherUrl,
    ).catch(async (error: unknown) => {
      await rm(otherDir, { recursive: true, force: true });
      throw error;
    });
    others.set(other, otherDir);
    return { baseUrl: otherUrl, pid: other.pid!, stop: () => stopOther(other) };
  };
  return { baseUrl, dataDir, pid: () => child!.pid!, addInstance, stop: cleanUp };
}
