import path from 'node:path';
import type { AppConfig } from './config';
import { openDatabase, type Database } from './db/client';
import { seedQuestionBank } from './db/seed/seed-question-bank';
import { migrationsFolder } from './paths';
import { openRedis, type RedisHandle } from './lib/redis';

/** Opens the configured database (PGlite in DATA_DIR unless DATABASE_URL is set), migrates and seeds it. */
export async function prepareDatabase(
  config: AppConfig,
  log: (message: string) => void,
): Promise<Database> {
  const database = await openDatabase(
    config.databaseUrl
      ? { kind: 'postgres', url: config.databaseUrl }
      : { kind: 'pglite', dataDir: path.join(config.dataDir, 'pglite') },
  );
  try {
    await database.migrate(migrationsFolder);
    if (config.seedQuestionBank) {
      const result = await seedQuestionBank(database);
      log(
        result.seeded
          ? `seeded the question bank: ${result.categories} categories, ${result.topics} topics, ${result.questions} questions (${result.files.join(', ')})`
          : 'question bank already seeded',
      );
    }
    return database;
  } catch (error) {
    await database.close();
    throw error;
  }
}

/** Connects to Redis when configured; start-up waits briefly for it but never fails on it. */
export async function prepareRedis(
  config: AppConfig,
  log: (message: string) => void,
): Promise<RedisHandle | undefined> {
  if (!config.redisUrl) return undefined;
  const redis = openRedis(config.redisUrl);
  if (!(await redis.ready())) log('Redis is not answering yet; running degraded until it does');
  return redis;
}
