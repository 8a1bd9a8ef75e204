import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { scratchDatabase, serverEnv } from '../harness/app-server';
import { redisCleanup } from '../harness/redis';
import { freePort, waitUntilOk } from '@quizarena/test-harness';
import { repoRoot } from '../harness/paths';
import type { BenchCase } from '../harness/types';

const TARGET_MS = 3000;
/** What `npm start` runs (package.json), without npm around it. */
const START_CHAIN = 'node scripts/build-if-stale.mjs && exec node apps/server/dist/server.js';

function signalGroup(pid: number, signal: NodeJS.Signals): void {
  try {
    process.kill(-pid, signal);
  } catch {
    // Already gone.
  }
}

type Timed = { ms: number; rebuilt: boolean };

/**
 * Spawns `command` in its own process group, times it to the first 200 from /readyz (or to its
 * exit when `untilExit`), then stops the whole group with SIGTERM. `rebuilt` says whether the
 * freshness check found changed sources and built, which makes the sample no restart.
 */
async function timed(
  command: string,
  args: string[],
  env: Record<string, string>,
  untilExit = false,
): Promise<Timed> {
  const started = performance.now();
  const child = spawn(command, args, {
    cwd: repoRoot,
    stdio: ['ignore', 'pipe', 'pipe'],
    env,
    detached: true,
  });
  let output = '';
  const keep = (chunk: Buffer) => (output = (output + chunk.toString()).slice(-8000));
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  try {
    if (untilExit) {
      const code = await Promise.race([
        exited,
        new Promise<never>((_, reject) =>
          setTimeout(() => reject(new Error(`${command} took over 5 minutes`)), 300_000),
        ),
      ]);
      if (code !== 0)
        throw new Error(`${command} ${args.join(' ')} exited with ${code}:\n${output}`);
    } else {
      await Promise.race([
        waitUntilOk(`http://127.0.0.1:${env.PORT}/readyz`, 300_000, 10),
        exited.then((code) => {
          throw new Error(`${command} exited with ${code} before /readyz answered:\n${output}`);
        }),
      ]);
    }
    return { ms: performance.now() - started, rebuilt: output.includes('Building QuizArena') };
  } finally {
    // npm and sh start the server as their child: signal the whole process group.
    if (child.exitCode === null && child.signalCode === null) {
      const force = setTimeout(() => signalGroup(child.pid!, 'SIGKILL'), 10_000);
      signalGroup(child.pid!, 'SIGTERM');
      await exited;
      clearTimeout(force);
    }
  }
}

/** `count` samples that did not rebuild (a concurrent edit can trigger one: that sample is redone). */
async function restarts(count: number, sample: () => Promise<Timed>): Promise<number[]> {
  const samples: number[] = [];
  for (let attempt = 0; samples.length < count && attempt < count + 3; attempt += 1) {
    const result = await sample();
    if (!result.rebuilt) samples.push(result.ms);
  }
  if (samples.length < count) throw new Error('sources kept changing: every start rebuilt');
  return samples;
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

/** `npm start` on an existing data folder until /readyz answers, and the first start for context. */
const startup: BenchCase = {
  name: 'startup',
  description:
    'build-if-stale + server (what `npm start` runs) to a 200 from /readyz on existing data; the first start (migrate + seed) for context',
  keyFigures: ['first start (migrate + seed)', 'restart median', 'restart max'],
  async run(context) {
    const count = context.smoke ? 1 : 5;
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'qa-bench-start-'));
    const scratch = context.databaseUrl ? await scratchDatabase(context.databaseUrl) : undefined;
    const cleanRedis = context.redisUrl ? await redisCleanup(context.redisUrl) : undefined;
    const env = async () =>
      serverEnv({
        port: await freePort(),
        dataDir,
        databaseUrl: scratch?.url,
        redisUrl: context.redisUrl,
      });
    const chain = async () => timed('sh', ['-c', START_CHAIN], await env());
    try {
      const first = await chain();
      const chained = await restarts(count, chain);
      const viaNpm = await restarts(count, async () =>
        timed('npm', ['start', '--silent'], await env()),
      );
      const check = await restarts(count, async () =>
        timed(process.execPath, ['scripts/build-if-stale.mjs'], await env(), true),
      );
      const typical = median(chained);
      const worst = Math.max(...chained);
      return {
        figures: [
          {
            name: 'first start (migrate + seed)',
            value: first.ms,
            unit: 'ms',
          },
          {
            name: 'restart median',
            value: typical,
            unit: 'ms',
            target: `< ${TARGET_MS} ms`,
            meets: typical < TARGET_MS,
          },
          {
            name: 'restart max',
            value: worst,
            unit: 'ms',
            target: `< ${TARGET_MS} ms`,
            meets: worst < TARGET_MS,
          },
          { name: 'npm start restart median', value: median(viaNpm), unit: 'ms' },
          { name: 'build freshness check median', value: median(check), unit: 'ms' },
        ],
        notes: [
          `A restart is \`${START_CHAIN.replace('exec ', '')}\` (what \`npm start\` runs) on the data folder of the first start, timed from spawning to the first 200 from /readyz; ${chained.length} restarts.`,
          `The first start created the ${scratch ? 'PostgreSQL database' : 'PGlite data folder'}, applied the migrations and seeded the question bank (8 categories, 35 topics, 5,696 questions)${first.rebuilt ? ', and also rebuilt the app because sources had changed' : ''}.`,
          '`npm start restart median` is the same through npm (npm itself adds its own start-up); the freshness check is `scripts/build-if-stale.mjs` alone, finding nothing to build.',
        ],
      };
    } finally {
      await scratch?.drop();
      await cleanRedis?.();
      // The server (a grandchild under sh or npm) may still be closing files for a moment.
      await rm(dataDir, { recursive: true, force: true, maxRetries: 20, retryDelay: 100 });
    }
  },
};

export default startup;
