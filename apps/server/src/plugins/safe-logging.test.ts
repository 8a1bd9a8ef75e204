import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { createMemoryMailer } from '../lib/mailer';
import { createMemoryFileStorage } from '../modules/uploads';
import { openTestDatabase } from '../test/build-test-app';
import { captureLog } from '../test/log-capture';
import { errorSummary, pathOnly } from './safe-logging';

describe('what the log keeps', () => {
  const log = captureLog();
  const secret = `secret-${randomBytes(8).toString('hex')}`;
  let app: FastifyInstance;

  beforeAll(async () => {
    const database = await openTestDatabase();
    app = await buildApp({
      config: {
        ...loadConfig({ NODE_ENV: 'test', SEED_QUESTION_BANK: 'false' }),
        jwtSecret: randomBytes(32).toString('hex'),
        totpEncryptionKey: randomBytes(32).toString('hex'),
      },
      database,
      logger: { level: 'info', stream: log.stream },
      mailer: createMemoryMailer(),
      storage: createMemoryFileStorage(),
      redisPrefix: `qa-test-${randomBytes(6).toString('hex')}:`,
    });
    // A query that fails with a known parameter, as a hash in an insert would.
    app.get('/boom', async () => database.db.execute(sql`select ${secret}::int as n`));
    await app.ready();
  });
  afterAll(() => app.close());

  it('logs a failed query by class, SQLSTATE and request id, never its parameters', async () => {
    const answer = await app.inject({ method: 'GET', url: '/boom' });
    expect(answer.statusCode).toBe(500);
    expect(answer.body).not.toContain(secret);
    const failure = log.lines.find((line) => line.level === 50)!;
    expect(failure).toMatchObject({
      reqId: expect.any(String),
      err: { type: 'DrizzleQueryError', cause: { code: '22P02' } },
    });
    expect(JSON.stringify(failure)).not.toMatch(/params|select/);
    expect(log.text()).not.toContain(secret);
  });

  it('logs no body, Authorization, cookie or query string of a request', async () => {
    await app.inject({
      method: 'POST',
      url: `/api/auth/login?ticket=${secret}-ticket`,
      headers: { authorization: `Bearer ${secret}-bearer`, cookie: `qa_refresh=${secret}-cookie` },
      payload: { email: 'nobody@example.com', password: `${secret}-password` },
    });
    await app.inject({ method: 'GET', url: `/ws?ticket=${secret}-socket` });
    const requestLines = log.lines.filter((line) => line.req);
    expect(requestLines.map((line) => (line.req as { url: string }).url)).toEqual(
      expect.arrayContaining(['/api/auth/login', '/ws']),
    );
    expect(log.text()).not.toContain(secret);
  });
});

describe('errorSummary', () => {
  it('keeps class, code, message and frames of an ordinary error', () => {
    const error = Object.assign(new TypeError('bad thing'), { code: 'E_BAD' });
    expect(errorSummary(error)).toMatchObject({
      type: 'TypeError',
      code: 'E_BAD',
      message: 'bad thing',
      stack: expect.arrayContaining([expect.stringMatching(/^at /)]),
    });
  });

  it('drops the text of database errors, which quotes values', () => {
    const pgError = Object.assign(new Error('invalid input syntax for type integer: "hash"'), {
      code: '22P02',
      severity: 'ERROR',
    });
    expect(errorSummary(pgError)).toEqual({
      type: 'Error',
      code: '22P02',
      stack: expect.any(Array),
    });
    expect(pathOnly('/ws?ticket=abc#x')).toBe('/ws');
    expect(pathOnly('/api/x')).toBe('/api/x');
  });
});
