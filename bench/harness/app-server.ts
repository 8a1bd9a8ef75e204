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

/**
 * Starts the built server (`apps/server/dist/server.js`) on a free loopback port with a fresh
 * data folder: embedded PGlite, or a scratch PostgreSQL database and Redis when configured.
 */
export async function startApp(
  options: BenchOptions,
  extraEnv: Record<string, string> = {},
): Promise<RunningApp> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'qa-bench-'));
  const scratch = options.databaseUrl ? await scratchDatabase(options.databaseUrl) : undefined;
  const port = await freePort();
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
      ...extraEnv,
    },
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  await waitUntilOk(`${baseUrl}/readyz`);
  return {
    baseUrl,
    dataDir,
    async stop() {
      await stopProcess(child);
      await scratch?.drop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
