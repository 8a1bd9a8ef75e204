import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { BenchOptions } from './types';
import { repoRoot } from './paths';
import { spawn } from 'node:child_process';
import { freePort, waitUntilOk } from './free-port';
import { stopProcess } from './processes';

export type RunningApp = { baseUrl: string; dataDir: string; stop(): Promise<void> };

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

/** Runs SQL against the app's database: what cases use to seed data in bulk. */
export type SqlRunner = (text: string, params?: unknown[]) => Promise<void>;
export type StartOptions = {
  env?: Record<string, string>;
  seed?: (sql: SqlRunner) => Promise<void>;
};

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

/**
 * Starts the built server (`apps/server/dist/server.js`) on a free loopback port with a fresh
 * data folder: embedded PGlite, or a scratch PostgreSQL database and Redis when configured.
 * `seed` runs after the migrations, with SQL straight into the database (PGlite allows one
 * process, so there the server is stopped for it and started again).
 */
export async function startApp(
  options: BenchOptions,
  start: StartOptions = {},
): Promise<RunningApp> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'qa-bench-'));
  const scratch = options.databaseUrl ? await scratchDatabase(options.databaseUrl) : undefined;
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const launch = async () => {
    const child = spawn(process.execPath, ['apps/server/dist/server.js'], {
      cwd: repoRoot,
      stdio: 'ignore',
      env: {
        PATH: process.env.PATH ?? '',
        HOST: '127.0.0.1',
        PORT: String(port),
        DATA_DIR: dataDir,
        // Request logging would measure the log pipe, not the app.
        LOG_LEVEL: 'warn',
        ...(scratch ? { DATABASE_URL: scratch.url } : {}),
        ...(options.redisUrl ? { REDIS_URL: options.redisUrl } : {}),
        ...start.env,
      },
    });
    await waitUntilOk(`${baseUrl}/readyz`);
    return child;
  };
  let child = await launch();
  if (start.seed) {
    if (scratch) {
      await withPostgres(scratch.url, start.seed);
    } else {
      await stopProcess(child);
      await withPglite(path.join(dataDir, 'pglite'), start.seed);
      child = await launch();
    }
  }
  return {
    baseUrl,
    dataDir,
    async stop() {
      await stopProcess(child);
      await scratch?.drop();
      // The server may still be closing files for a moment.
      await rm(dataDir, { recursive: true, force: true, maxRetries: 20, retryDelay: 100 });
    },
  };
}
