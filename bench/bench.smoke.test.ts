import { spawnSync } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dropSmokeTemplate } from './harness/app-server';
import { benchRoot, repoRoot } from './harness/paths';
import type { BenchOptions, CaseResult } from './harness/types';
import { ensureBuilt, loadCases, optionsFromEnv, resultsDirFor, runBench } from './run';

// Runs every case for a second or two on tiny data, so the harness cannot rot. It checks that
// each case runs and writes well-formed figures; it never judges them (no performance thresholds).

const cases = await loadCases();
const smoke: BenchOptions = {
  smoke: true,
  durationSeconds: 1,
  databaseUrl: undefined,
  redisUrl: undefined,
};
let resultsDir = '';

const figureOf = (result: CaseResult, name: string) =>
  result.figures.find((candidate) => candidate.name === name);

/** What a case's figures must say beyond the general checks. */
const particulars: Record<string, (result: CaseResult) => void> = {
  'http-read': (result) => {
    const hello = figureOf(result, 'hello-world req/s')!.value;
    const categories = figureOf(result, 'categories req/s')!;
    expect(categories.ratio).toBeCloseTo(categories.value / hello, 2);
    expect(figureOf(result, 'categories p50')!.value).toBeLessThanOrEqual(
      figureOf(result, 'categories p99')!.value,
    );
    expect(figureOf(result, 'errors + timeouts + non-2xx')).toBeDefined();
  },
  'quiz-answer': (result) => {
    // The closed loop's throughput target is PGlite's here; the crowd is judged on latency.
    expect(figureOf(result, 'answers/s')!.target).toBe('>= 500 (PGlite)');
    expect(figureOf(result, 'crowd answer p99')!.target).toBe('< 50 ms');
    // Every phase starts its quizzes afresh: none resumes one an earlier phase left in play.
    expect(result.notes.join(' ')).toContain('starts that resumed a quiz: 0.');
  },
  engines: (result) => {
    // Without BENCH_DATABASE_URL (as here): PGlite alone, no ratios, and a note saying why.
    expect(result.figures.some((figure) => figure.name.startsWith('PostgreSQL'))).toBe(false);
    expect(result.figures.some((figure) => figure.unit === 'x')).toBe(false);
    expect(result.notes.join(' ')).toContain('BENCH_DATABASE_URL');
    expect(figureOf(result, 'PGlite answers/s')!.target).toBe('>= 500 (PGlite)');
  },
  startup: (result) => {
    expect(figureOf(result, 'restart median')!.value).toBeLessThanOrEqual(
      figureOf(result, 'restart max')!.value,
    );
  },
  realtime: (result) => {
    // Every socket opened and subscribed, on our server and on the bare ws baseline. Without
    // Redis (as here) nothing is published, and the case says so instead of delivery figures.
    const held = figureOf(result, 'sockets held, 1 instance')!;
    expect(held.meets).toBe(true);
    expect(figureOf(result, 'sockets held, bare ws')!.value).toBe(held.value);
    if (!result.redis) {
      expect(result.figures.some((figure) => figure.name.startsWith('deliveries/s'))).toBe(false);
      expect(result.notes.join(' ')).toContain('BENCH_REDIS_URL');
    }
  },
  messages: (result) => {
    // Every participant's socket held; every message the server took reached both inboxes or
    // is counted lost. Without Redis (as here) there is no bare ws baseline, and a note says so.
    expect(figureOf(result, 'sockets held')!.meets).toBe(true);
    const taken =
      figureOf(result, 'messages sent')!.value - figureOf(result, 'send failures')!.value;
    expect(
      figureOf(result, 'deliveries received')!.value + figureOf(result, 'lost deliveries')!.value,
    ).toBe(2 * taken);
    if (!result.redis) {
      expect(result.figures.some((figure) => figure.name.includes('bare ws'))).toBe(false);
      expect(result.notes.join(' ')).toContain('BENCH_REDIS_URL');
    }
  },
  'live-game': (result) => {
    // Every player answered every question and was acknowledged, and every game ended: the big
    // game's 4 players and the small games' 3 × 2, over 2 questions each (the smoke settings).
    expect(figureOf(result, 'answers (one game)')!.value).toBe(4 * 2);
    expect(figureOf(result, 'answers (many games)')!.value).toBe(3 * 2 * 2);
    expect(figureOf(result, 'games finished (many games)')!.meets).toBe(true);
    expect(result.notes.join(' ')).not.toContain('Faults:');
  },
  tournament: (result) => {
    // 20 contenders for 8 seats: 8 seats and fees, 12 refused as full, nothing else; then those
    // 8 played to a champion, the escrow paid out to 0.
    const race = '8 seats, 20 contenders';
    expect(figureOf(result, `${race}: seats taken`)!.meets).toBe(true);
    expect(figureOf(result, `${race}: 'full' refusals`)!.value).toBe(12);
    expect(figureOf(result, `${race}: unexpected errors`)!.value).toBe(0);
    expect(figureOf(result, `${race}: escrow`)!.value).toBe(80);
    expect(figureOf(result, 'knockout rounds')!.value).toBe(3);
    expect(figureOf(result, 'knockout games played')!.meets).toBe(true);
    expect(figureOf(result, 'knockout escrow after the prizes')!.value).toBe(0);
  },
  disputes: (result) => {
    // The smoke scale's 20 quizzes asked the corrected question: each re-scored once, with one
    // ledger movement and one notice.
    expect(figureOf(result, 'quizzes re-scored')!.value).toBe(20);
    expect(figureOf(result, 'ledger movements')!.value).toBe(20);
    expect(figureOf(result, 'players told')!.value).toBe(20);
  },
  client: (result) => {
    expect(figureOf(result, 'landing JS (gzip)')!.value).toBeLessThan(
      figureOf(result, 'dashboard JS total (gzip)')!.value,
    );
    // The landing figure counts the catalogue chunk the page awaits before it renders.
    expect(result.notes.join(' ')).toMatch(/awaits before rendering: en [^;]*locale-en-first/);
  },
};

beforeAll(async () => {
  ensureBuilt();
  resultsDir = await mkdtemp(path.join(os.tmpdir(), 'qa-bench-smoke-'));
}, 900_000);

afterAll(async () => {
  await dropSmokeTemplate();
  if (resultsDir) await rm(resultsDir, { recursive: true, force: true });
});

describe('the benchmark harness', () => {
  it('finds one case per file in cases/, the first cases among them', () => {
    const names = cases.map((entry) => entry.name);
    expect(new Set(names).size).toBe(names.length);
    expect(names).toEqual(expect.arrayContaining(['client', 'http-read', 'startup']));
    for (const entry of cases) {
      expect(entry.description.length, entry.name).toBeGreaterThan(0);
    }
  });

  it('reads smoke mode from BENCH_SMOKE and keeps smoke results out of bench/results', async () => {
    const options = optionsFromEnv({ BENCH_SMOKE: '1', BENCH_DURATION: '30' });
    expect(options).toMatchObject({ smoke: true, durationSeconds: 1 });
    expect(optionsFromEnv({})).toMatchObject({ smoke: false, durationSeconds: 10 });
    const dir = resultsDirFor(options, {});
    await rm(dir, { recursive: true, force: true });
    expect(dir.startsWith(os.tmpdir())).toBe(true);
    expect(resultsDirFor(optionsFromEnv({}), {})).toBe(path.join(benchRoot, 'results'));
  });

  it('refuses an unknown case by name, listing the cases (the npm run bench entry)', () => {
    const run = spawnSync(process.execPath, ['--import', 'tsx', 'bench/run.ts', 'no-such-case'], {
      cwd: repoRoot,
      env: { ...process.env, BENCH_SMOKE: '1', BENCH_RESULTS_DIR: os.tmpdir() },
      encoding: 'utf8',
    });
    expect(run.status).toBe(1);
    expect(run.stderr).toContain('unknown case no-such-case');
    expect(run.stderr).toContain('http-read');
  });

  describe.each(cases.map((entry) => [entry.name, entry] as const))('case %s', (name, entry) => {
    it('runs in smoke mode and writes its result with every key figure above zero', async () => {
      const [result] = await runBench([name], smoke, resultsDir, {
        build: false,
        log: () => {},
      });
      const saved = JSON.parse(
        await readFile(path.join(resultsDir, `${name}.json`), 'utf8'),
      ) as CaseResult;
      expect(saved).toMatchObject({ case: name, database: 'pglite', redis: false, smoke: true });
      expect(Number.isNaN(Date.parse(saved.date))).toBe(false);
      expect(saved.machine.cores).toBeGreaterThan(0);
      expect(saved.machine.node).toBe(process.version);
      expect(saved.figures.length).toBe(result!.figures.length);
      expect(saved.figures.length).toBeGreaterThan(0);

      const names = saved.figures.map((figure) => figure.name);
      expect(new Set(names).size, 'figure names are unique').toBe(names.length);
      for (const figure of saved.figures) {
        expect(Number.isFinite(figure.value), `${figure.name} is a number`).toBe(true);
        expect(figure.value, `${figure.name} is not negative`).toBeGreaterThanOrEqual(0);
        expect(figure.unit.length, `${figure.name} has a unit`).toBeGreaterThan(0);
        if (figure.ratio !== undefined) expect(figure.ratio, figure.name).toBeGreaterThan(0);
        // A target comes with its verdict (whatever it is: smoke figures mean nothing).
        if (figure.target !== undefined) expect(typeof figure.meets, figure.name).toBe('boolean');
      }
      for (const key of entry.keyFigures ?? []) {
        const figure = saved.figures.find((candidate) => candidate.name === key);
        expect(figure, `${name} reports "${key}"`).toBeDefined();
        expect(figure!.value, `${name}: ${key}`).toBeGreaterThan(0);
      }
      particulars[name]?.(saved);
    });
  });
});
