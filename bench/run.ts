// npm run bench [-- <case> ...]: builds if needed, runs each case against a freshly started
// server, prints a table and writes bench/results/<case>.json.
import { spawnSync } from 'node:child_process';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { benchRoot, repoRoot } from './harness/paths';
import { formatTable, machine, writeResult } from './harness/report';
import type { BenchCase, BenchOptions, CaseResult } from './harness/types';

export async function loadCases(): Promise<BenchCase[]> {
  const files = (await readdir(path.join(benchRoot, 'cases')))
    .filter((file) => file.endsWith('.ts'))
    .sort();
  return Promise.all(
    files.map(
      async (file) =>
        (await import(pathToFileURL(path.join(benchRoot, 'cases', file)).href))
          .default as BenchCase,
    ),
  );
}

export async function runBench(
  names: string[],
  options: BenchOptions,
  resultsDir: string,
): Promise<CaseResult[]> {
  const build = spawnSync(process.execPath, ['scripts/build-if-stale.mjs'], {
    cwd: repoRoot,
    stdio: 'inherit',
  });
  if (build.status !== 0) throw new Error('the build failed');
  const cases = await loadCases();
  const unknown = names.filter((name) => !cases.some((entry) => entry.name === name));
  if (unknown.length > 0) {
    throw new Error(
      `unknown case ${unknown.join(', ')}; cases: ${cases.map((entry) => entry.name).join(', ')}`,
    );
  }
  const chosen = names.length > 0 ? cases.filter((entry) => names.includes(entry.name)) : cases;
  const results: CaseResult[] = [];
  for (const entry of chosen) {
    const outcome = await entry.run(options);
    const result: CaseResult = {
      case: entry.name,
      date: new Date().toISOString(),
      machine: machine(),
      database: options.databaseUrl ? 'postgres' : 'pglite',
      redis: Boolean(options.redisUrl),
      smoke: options.smoke,
      figures: outcome.figures,
      notes: outcome.notes ?? [],
    };
    await writeResult(resultsDir, result);
    console.log(`${formatTable(result)}\n`);
    results.push(result);
  }
  return results;
}

const invokedDirectly = import.meta.url === pathToFileURL(process.argv[1] ?? '').href;
if (invokedDirectly) {
  const smoke = process.env.BENCH_SMOKE === '1';
  runBench(
    process.argv.slice(2),
    {
      smoke,
      durationSeconds: smoke ? 1 : Number(process.env.BENCH_DURATION ?? 10),
      databaseUrl: process.env.BENCH_DATABASE_URL || undefined,
      redisUrl: process.env.BENCH_REDIS_URL || undefined,
    },
    process.env.BENCH_RESULTS_DIR ?? path.join(benchRoot, 'results'),
  ).catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
