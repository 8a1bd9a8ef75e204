import { execFileSync, spawn } from 'node:child_process';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serverRoot } from './paths';
import { createScratchDatabase } from './test/scratch-database';
import { startServerProcess } from './test/server-process';

const tsx = path.join(serverRoot, '../../node_modules/.bin/tsx');

async function checkServes(baseUrl: string): Promise<void> {
  const ready = await fetch(`${baseUrl}/readyz`);
  expect(ready.status).toBe(200);
  const categories = await fetch(`${baseUrl}/api/categories`);
  const body = (await categories.json()) as { data: { categories: { question_count: number }[] } };
  expect(body.data.categories).toHaveLength(8);
  expect(body.data.categories.reduce((sum, c) => sum + c.question_count, 0)).toBe(5696);
}

const engines: [
  string,
  () => Promise<{ env: Record<string, string>; cleanup: () => Promise<void> }>,
][] = [
  [
    'the embedded database',
    async () => {
      const dataDir = await mkdtemp(path.join(os.tmpdir(), 'qa-data-'));
      return {
        env: { DATA_DIR: dataDir },
        cleanup: () => rm(dataDir, { recursive: true, force: true }),
      };
    },
  ],
];
const serverUrl = process.env.TEST_DATABASE_URL;
if (serverUrl) {
  engines.push([
    'PostgreSQL',
    async () => {
      const scratch = await createScratchDatabase(serverUrl, 'quizarena_process');
      const redis = process.env.TEST_REDIS_URL;
      return {
        env: { DATABASE_URL: scratch.url, ...(redis ? { REDIS_URL: redis } : {}) },
        cleanup: scratch.drop,
      };
    },
  ]);
}

describe.each(engines)('the server process on %s', (_name, prepare) => {
  let setup: Awaited<ReturnType<typeof prepare>>;
  beforeAll(async () => {
    setup = await prepare();
  });
  afterAll(() => setup.cleanup());

  it('migrates and seeds on first start, reuses the data on the second, and stops cleanly on SIGTERM', async () => {
    const first = await startServerProcess(setup.env);
    await checkServes(first.baseUrl);
    expect(first.output()).toContain(
      'seeded the question bank: 8 categories, 35 topics, 5696 questions',
    );
    expect(await first.stop()).toBe(0);
    expect(first.output()).toContain('shutting down');

    const second = await startServerProcess(setup.env);
    await checkServes(second.baseUrl);
    expect(second.output()).toContain('question bank already seeded');
    expect(await second.stop()).toBe(0);
  }, 120_000);
});

describe('start-up with bad configuration', () => {
  it('names the bad variable and exits non-zero', async () => {
    const child = spawn(tsx, ['src/server.ts'], {
      cwd: serverRoot,
      env: { PATH: process.env.PATH ?? '', PORT: 'not-a-port', REDIS_URL: 'http://nope' },
    });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
    expect(code).toBe(1);
    expect(stderr).toContain('Invalid configuration');
    expect(stderr).toContain('PORT');
    expect(stderr).toContain('REDIS_URL');
  }, 30_000);
});

describe('start-up in production', () => {
  const run = async (env: Record<string, string>) => {
    const child = spawn(tsx, ['src/server.ts'], {
      cwd: serverRoot,
      env: { PATH: process.env.PATH ?? '', NODE_ENV: 'production', PORT: '0', ...env },
    });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
    return { code, stderr };
  };

  it('refuses to start without SMTP_URL or MAIL_DISABLED=true', async () => {
    const { code, stderr } = await run({});
    expect(code).toBe(1);
    expect(stderr).toMatch(/SMTP_URL is required in production; set MAIL_DISABLED=true/);
  }, 30_000);

  it('refuses the signing secret once committed to this repository', async () => {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'qa-leaked-'));
    try {
      await mkdir(path.join(dataDir, 'secrets'));
      await writeFile(
        path.join(dataDir, 'secrets', 'jwt-secret'),
        execFileSync('git', [
          '-C',
          serverRoot,
          'show',
          '809f6722cd0cc699a481a2ce18a44deb0ef4ac9c:apps/server/data/secrets/jwt-secret',
        ]),
      );
      const { code, stderr } = await run({
        MAIL_DISABLED: 'true',
        DATA_DIR: dataDir,
        SEED_QUESTION_BANK: 'false',
      });
      expect(code).toBe(1);
      expect(stderr).toMatch(/DATA_DIR holds a signing secret that is in git history/);
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  }, 120_000);
});
