import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { scratchDatabase } from '../harness/app-server';
import { freePort, waitUntilOk } from '../harness/free-port';
import { repoRoot } from '../harness/paths';
import type { BenchCase } from '../harness/types';

function signalGroup(pid: number, signal: NodeJS.Signals): void {
  try {
    process.kill(-pid, signal);
  } catch {
    // Already gone.
  }
}

/** Spawns `npm start` and times it to the first 200 from /readyz. */
async function timedStart(env: Record<string, string>): Promise<number> {
  const port = await freePort();
  const started = performance.now();
  const child = spawn('npm', ['start', '--silent'], {
    cwd: repoRoot,
    stdio: 'ignore',
    env: {
      PATH: process.env.PATH ?? '',
      HOST: '127.0.0.1',
      PORT: String(port),
      LOG_LEVEL: 'warn',
      ...env,
    },
    detached: true,
  });
  try {
    await waitUntilOk(`http://127.0.0.1:${port}/readyz`, 120_000, 10);
    return performance.now() - started;
  } finally {
    // npm starts the server as its child: signal the whole process group.
    await new Promise<void>((resolve) => {
      if (child.exitCode !== null) return resolve();
      const force = setTimeout(() => signalGroup(child.pid!, 'SIGKILL'), 10_000);
      child.once('exit', () => {
        clearTimeout(force);
        resolve();
      });
      signalGroup(child.pid!, 'SIGTERM');
    });
  }
}

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/** `npm start` on an existing data folder until /readyz answers, and the first start for context. */
const startup: BenchCase = {
  name: 'startup',
  description:
    '`npm start` to a healthy /readyz: first start (migrate + seed) and restarts on existing data',
  async run(options) {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'qa-bench-start-'));
    const scratch = options.databaseUrl ? await scratchDatabase(options.databaseUrl) : undefined;
    const env = { DATA_DIR: dataDir, ...(scratch ? { DATABASE_URL: scratch.url } : {}) };
    try {
      const first = await timedStart(env);
      const restarts: number[] = [];
      for (let i = 0; i < (options.smoke ? 1 : 5); i += 1) restarts.push(await timedStart(env));
      const typical = median(restarts);
      return {
        figures: [
          { name: 'first start (migrate + seed 5,396 questions)', value: first, unit: 'ms' },
          {
            name: 'restart median',
            value: typical,
            unit: 'ms',
            target: '< 3000 ms',
            meets: typical < 3000,
          },
          { name: 'restart max', value: Math.max(...restarts), unit: 'ms' },
        ],
        notes: [
          `${restarts.length} restarts on the same data folder; each includes npm and the build-freshness check`,
        ],
      };
    } finally {
      await scratch?.drop();
      // The server (a grandchild under npm) may still be closing files for a moment.
      await rm(dataDir, { recursive: true, force: true, maxRetries: 20, retryDelay: 100 });
    }
  },
};

export default startup;
