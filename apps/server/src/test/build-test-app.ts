import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { inject } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp, type AppDependencies } from '../app';
import { systemClock, type Clock } from '../lib/clock';
import { createMemoryMailer } from '../lib/mailer';
import { createMemoryFileStorage, type FileStorage } from '../modules/uploads';
import type { GameTimers } from '../modules/games';
import { loadConfig, type AppConfig } from '../config';
import { openDatabase, type Database, type QueryObserver } from '../db/client';
import { seedQuestionBank } from '../db/seed/seed-question-bank';
import { migrationsFolder } from '../paths';
import { openRedis } from '../lib/redis';
import { createScratchDatabase } from './scratch-database';

export type TestApp = FastifyInstance & {
  database: Database;
  /** The app's clock (the test's, or the system's). */
  clock: Clock;
  /** Every mail the app sent, newest last. */
  mail: ReturnType<typeof createMemoryMailer>['sent'];
};

export type TestAppOptions = {
  /** Let the notification digest look for work on its own timer, this often (default: never). */
  digestRoundMs?: number;
  gameLeaseRoundMs?: number;
  /** Let matchmaking form matches on its own timer, this often (default: never). */
  matchRoundMs?: number;
  /** Let challenges move on by time on their own timer, this often (default: never). */
  challengeRoundMs?: number;
  /** Load the whole question bank, every seed file (slower; most tests use factories instead). */
  seedQuestionBank?: boolean;
  config?: Partial<AppConfig>;
  clock?: Clock;
  /** Wakes live games; tests that steer time pass steerableTime()'s with its clock. */
  gameScheduler?: GameTimers;
  /** An already-open, migrated database to build on (a restart test reopens one); the app closes it. */
  database?: Database;
  /** Where uploads go; defaults to memory, so tests never write to DATA_DIR. */
  storage?: FileStorage;
  realtime?: AppDependencies['realtime'];
  outbox?: AppDependencies['outbox'];
  /** Scheduler timings; by default it never polls (tests call `scheduler.runDue()`). */
  scheduler?: AppDependencies['scheduler'];
  /** Namespaces Redis keys; apps that must share channels (two instances) pass the same one. */
  redisPrefix?: string;
  /** Pino options (a level and a capturing stream, see log-capture.ts); off unless given. */
  logger?: AppDependencies['logger'];
  /** The caches' invalidation bus; defaults to what the app would build. */
  invalidation?: AppDependencies['invalidation'];
};

let template: Promise<Uint8Array | undefined> | undefined;

/** The migrated data directory the run's global setup dumped (./global-setup.ts), if any. */
function pgliteTemplate(): Promise<Uint8Array | undefined> {
  const file = inject('pgliteTemplate');
  template ??= file
    ? readFile(file).then((bytes) => new Uint8Array(bytes))
    : Promise.resolve(undefined);
  return template;
}

/**
 * A fresh migrated database of its own, in memory on PGlite, or a new database on the server
 * at TEST_DATABASE_URL (dropped again when the app closes), plus Redis at TEST_REDIS_URL.
 */
export async function openTestDatabase(
  options: { onQuery?: QueryObserver } = {},
): Promise<Database> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    const from = await pgliteTemplate();
    const database = await openDatabase({ kind: 'pglite', dataDir: undefined, from, ...options });
    // Nothing to do on the template unless a migration is newer than the run.
    await database.migrate(migrationsFolder);
    return database;
  }
  const scratch = await createScratchDatabase(serverUrl);
  const database = await openDatabase({
    kind: 'postgres',
    url: scratch.url,
    poolSize: 20,
    ...options,
  });
  await database.migrate(migrationsFolder);
  const close = database.close;
  return {
    ...database,
    async close() {
      await close();
      await scratch.drop();
    },
  };
}

export async function buildTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const database = options.database ?? (await openTestDatabase());
  if (options.seedQuestionBank) await seedQuestionBank(database);
  const config: AppConfig = {
    ...loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', SEED_QUESTION_BANK: 'false' }),
    redisUrl: process.env.TEST_REDIS_URL,
    jwtSecret: randomBytes(32).toString('hex'),
    totpEncryptionKey: randomBytes(32).toString('hex'),
    publicUrl: 'http://localhost:3000',
    ...options.config,
  };
  const redis = config.redisUrl ? openRedis(config.redisUrl) : undefined;
  await redis?.ready();
  const mailer = createMemoryMailer();
  const app = await buildApp({
    config,
    database,
    redis,
    logger: options.logger ?? false,
    mailer,
    storage: options.storage ?? createMemoryFileStorage(),
    ...(options.clock ? { clock: options.clock } : {}),
    ...(options.gameScheduler ? { gameScheduler: options.gameScheduler } : {}),
    redisPrefix: options.redisPrefix ?? `qa-test-${randomBytes(6).toString('hex')}:`,
    ...(options.realtime ? { realtime: options.realtime } : {}),
    ...(options.outbox ? { outbox: options.outbox } : {}),
    scheduler: { pollMs: null, ...options.scheduler },
    ...(options.invalidation ? { invalidation: options.invalidation } : {}),
    // A round on a real-time timer would land in tests that count statements; tests that need
    // digests run them with app.notifications.digest.runOnce().
    digestRoundMs: options.digestRoundMs ?? null,
    // Likewise the live games' lease round: tests that take games over run it themselves
    // (app.games.ownership.runOnce()) or ask for a timer.
    gameLeaseRoundMs: options.gameLeaseRoundMs ?? null,
    // And matchmaking's rounds: tests run app.matchmaking.round().
    matchRoundMs: options.matchRoundMs ?? null,
    // And the challenges' expiry round: tests run app.challenges.round().
    challengeRoundMs: options.challengeRoundMs ?? null,
  });
  await app.ready();
  return Object.assign(app, {
    database,
    mail: mailer.sent,
    clock: options.clock ?? systemClock,
  });
}

/**
 * Two apps as two instances behind a load balancer: one database (the first closes it), one
 * signing secret and one Redis prefix, so they share channels and invalidations. `each` adds
 * what each instance has of its own (a bus, say).
 */
export async function buildTestInstances(
  options: TestAppOptions = {},
  each: () => Partial<TestAppOptions> = () => ({}),
): Promise<[TestApp, TestApp]> {
  const database = options.database ?? (await openTestDatabase());
  const shared: TestAppOptions = {
    ...options,
    redisPrefix: options.redisPrefix ?? `qa-test-${randomBytes(6).toString('hex')}:`,
    config: {
      jwtSecret: randomBytes(32).toString('hex'),
      totpEncryptionKey: randomBytes(32).toString('hex'),
      ...options.config,
    },
  };
  const first = await buildTestApp({ ...shared, ...each(), database });
  const second = await buildTestApp({
    ...shared,
    ...each(),
    database: { ...database, close: async () => {} },
  });
  return [first, second];
}
