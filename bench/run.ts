// npm run bench [-- <case> ...]: builds if needed, runs each case against a freshly started
// server, prints a table and writes bench/results/<case>.json.
//
//   BENCH_SMOKE=1          seconds instead of minutes, tiny data, no Lighthouse; results go to a
//                          temporary folder (never over the real figures)
//   BENCH_DURATION=<s>     seconds of load per measurement (default 10)
//   BENCH_DATABASE_URL     a PostgreSQL server: each case gets a fresh database on it, dropped after
//   BENCH_REDIS_URL        a Redis for the server
//   BENCH_RESULTS_DIR      where the JSON goes (default bench/results, or a temp folder when smoke)
//   BENCH_SKIP_BUILD=1     measure the existing build as it is (e.g. while a source does not build)
import { spawnSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { benchRoot, repoRoot } from './harness/paths';
import { formatTable, machine, writeResult } from './harness/report';
import type { BenchCase, BenchOptions, CaseResult } from './harness/types';

/** Every `cases/<name>.ts`, by name: adding a case is adding a file. */
export async function loadCases(): Promise<BenchCase[]> {
  const files = (await readdir(path.join(benchRoot, 'cases')))
    .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
    .sort();
  const cases = await Promise.all(
    files.map(async (file) => {
      const loaded = (await import(pathToFileURL(path.join(benchRoot, 'cases', file)).href)) as {
        default?: BenchCase;
      };
      const entry = loaded.default;
      if (!entry?.name || typeof entry.run !== 'function') {
        throw new Error(`cases/${file} must default-export { name, description, run(context) }`);
      }
      return entry;
    }),
  );
  return cases;
}

/** `node scripts/build-if-stale.mjs`: builds the client and the server when sources changed. */
export function ensureBuilt(): void {
  // Without the caller's NODE_ENV: under Vitest it is `test`, and Vite would build (and leave in
  // apps/web/dist, where `npm start` and every later run would find it) a development bundle.
  const { NODE_ENV: _callerMode, ...env } = process.env;
  const build = spawnSync(process.execPath, ['scripts/build-if-stale.mjs'], {
    cwd: repoRoot,
    stdio: 'inherit',
    env,
  });
  if (build.status !== 0) throw new Error('the build failed');
}

/** The options from the environment, as `npm run bench` reads them. */
export function optionsFromEnv(env: NodeJS.ProcessEnv = process.env): BenchOptions {
  const smoke = env.BENCH_SMOKE === '1' || env.BENCH_SMOKE === 'true';
  const duration = Number(env.BENCH_DURATION ?? 10);
  return {
    smoke,
    durationSeconds: smoke ? 1 : Number.isFinite(duration) && duration > 0 ? duration : 10,
    databaseUrl: env.BENCH_DATABASE_URL || undefined,
    redisUrl: env.BENCH_REDIS_URL || undefined,
  };
}

/** Where results go: BENCH_RESULTS_DIR, else bench/results, else (smoke) a fresh temp folder. */
export function resultsDirFor(options: BenchOptions, env: NodeJS.ProcessEnv = process.env): string {
  if (env.BENCH_RESULTS_DIR) return path.resolve(env.BENCH_RESULTS_DIR);
  return options.smoke
    ? mkdtempSync(path.join(os.tmpdir(), 'qa-bench-smoke-'))
    : path.join(benchRoot, 'results');
}

/**
 * Runs the named cases (all when none are named) one after another, printing each table and
 * writing each `<case>.json` to `resultsDir` as soon as it finishes.
 */
export async function runBench(
  names: string[],
  options: BenchOptions,
  resultsDir: string,
  {
    build = true,
    log = (text: string) => console.log(text),
  }: { build?: boolean; log?: (text: string) => void } = {},
): Promise<CaseResult[]> {
  const cases = await loadCases();
  const unknown = names.filter((name) => !cases.some((entry) => entry.name === name));
  if (unknown.length > 0) {
    throw new Error(
      `unknown case ${unknown.join(', ')}; cases: ${cases.map((entry) => entry.name).join(', ')}`,
    );
  }
  // After the names are checked: a typo should not cost a build.
  if (build) ensureBuilt();
  const chosen = names.length > 0 ? cases.filter((entry) => names.includes(entry.name)) : cases;
  const results: CaseResult[] = [];
  for (const entry of chosen) {
    const started = performance.now();
    const loadBefore = os.loadavg()[0]!;
    const outcome = await entry.run(options);
    const result: CaseResult = {
      case: entry.name,
      date: new Date().toISOString(),
      machine: machine(),
      database: options.databaseUrl ? 'postgres' : 'pglite',
      redis: Boolean(options.redisUrl),
      smoke: options.smoke,
      figures: outcome.figures,
      notes: [
        ...(outcome.notes ?? []),
        // Other work on the machine shows up in every figure; this says how busy it was.
        `Load average (1 min) ${loadBefore.toFixed(2)} before the case, ${os.loadavg()[0]!.toFixed(2)} after, on ${os.cpus().length} cores.`,
      ],
    };
    const file = await writeResult(resultsDir, result);
    log(formatTable(result));
    log(
      `  (${Math.round((performance.now() - started) / 1000)} s; ${path.relative(process.cwd(), file)})\n`,
    );
    results.push(result);
  }
  return results;
}

const invokedDirectly = import.meta.url === pathToFileURL(process.argv[1] ?? '').href;
if (invokedDirectly) {
  const options = optionsFromEnv();
  const build = process.env.BENCH_SKIP_BUILD !== '1';
  runBench(process.argv.slice(2), options, resultsDirFor(options), { build }).then(
    () => process.exit(0),
    (error: unknown) => {
      console.error(error instanceof Error ? (error.stack ?? error.message) : error);
      process.exit(1);
    },
  );
}
