import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

describe('loadConfig', () => {
  it('falls back to the documented defaults', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      env: 'development',
      host: 'localhost',
      port: 3000,
      dataDir: path.resolve('./data'),
      databaseUrl: undefined,
      redisUrl: undefined,
      seedQuestionBank: true,
    });
  });

  it('treats empty variables as unset', () => {
    expect(loadConfig({ PORT: '', DATABASE_URL: '' })).toMatchObject({
      port: 3000,
      databaseUrl: undefined,
    });
  });

  it('reads the database, Redis and data folder settings', () => {
    const config = loadConfig({
      PORT: '8080',
      DATA_DIR: '/tmp/qa',
      DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/test',
      REDIS_URL: 'redis://127.0.0.1:6379',
      SEED_QUESTION_BANK: 'false',
    });
    expect(config).toMatchObject({
      port: 8080,
      dataDir: '/tmp/qa',
      databaseUrl: 'postgres://postgres@127.0.0.1:5432/test',
      redisUrl: 'redis://127.0.0.1:6379',
      seedQuestionBank: false,
    });
  });

  it.each([
    ['PORT', 'abc'],
    ['PORT', '70000'],
    ['DATABASE_URL', 'mysql://root@localhost/test'],
    ['REDIS_URL', 'http://localhost:6379'],
    ['NODE_ENV', 'staging'],
    ['SEED_QUESTION_BANK', 'maybe'],
  ])('names the bad variable %s=%s', (variable, value) => {
    let thrown: unknown;
    try {
      loadConfig({ [variable]: value });
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(ConfigError);
    expect((thrown as ConfigError).issues.map((issue) => issue.variable)).toEqual([variable]);
    expect((thrown as Error).message).toContain(variable);
  });
});
