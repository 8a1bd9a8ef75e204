import { mkdtemp, readFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { CaseResult } from './harness/types';
import { loadCases, runBench } from './run';

/** Runs every case for a second on tiny data, so the harness cannot rot. No thresholds here. */
describe('the benchmark harness (smoke)', () => {
  it('runs every case and writes its figures', async () => {
    const resultsDir = await mkdtemp(path.join(os.tmpdir(), 'qa-bench-smoke-'));
    const cases = await loadCases();
    expect(cases.map((entry) => entry.name)).toEqual(
      expect.arrayContaining(['client', 'http-read', 'startup']),
    );
    const results = await runBench(
      [],
      { smoke: true, durationSeconds: 1, databaseUrl: undefined, redisUrl: undefined },
      resultsDir,
    );
    expect(results.map((result) => result.case).sort()).toEqual(
      cases.map((entry) => entry.name).sort(),
    );
    for (const result of results) {
      const saved = JSON.parse(
        await readFile(path.join(resultsDir, `${result.case}.json`), 'utf8'),
      ) as CaseResult;
      expect(saved).toMatchObject({ case: result.case, database: 'pglite', smoke: true });
      expect(saved.machine.cores).toBeGreaterThan(0);
      expect(saved.figures.length).toBeGreaterThan(0);
      for (const figure of saved.figures) {
        expect(Number.isFinite(figure.value), `${result.case}: ${figure.name}`).toBe(true);
        expect(figure.unit.length).toBeGreaterThan(0);
      }
    }
    const byName = (name: string) =>
      results.find((result) => result.case === name)!.figures.map((figure) => figure.name);
    expect(byName('http-read')).toEqual(
      expect.arrayContaining(['hello-world req/s', 'categories req/s', 'categories p99']),
    );
    expect(byName('startup')).toEqual(expect.arrayContaining(['restart median']));
    expect(byName('client')).toEqual(
      expect.arrayContaining(['landing JS (gzip)', 'dashboard JS total (gzip)']),
    );
    const throughput = results
      .find((result) => result.case === 'http-read')!
      .figures.find((f) => f.name === 'categories req/s')!;
    expect(throughput.value).toBeGreaterThan(0);
    expect(throughput.ratio).toBeGreaterThan(0);
  });
});
