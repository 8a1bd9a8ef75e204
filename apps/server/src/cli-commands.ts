import type { AppConfig } from './config';
import type { Database } from './db/client';
import { AppError } from './lib/app-error';
import { systemClock } from './lib/clock';
import {
  createLocalInvalidationBus,
  createRedisInvalidationBus,
  type InvalidationBus,
} from './lib/invalidation-bus';
import {
  createAuthAnnouncer,
  setAccountStatus,
  setUserRole,
  type AuthAnnouncer,
} from './modules/auth';
import { createPlayReviews, type ReviewDecision } from './modules/fair-play';
import { createLeaderboardService } from './modules/leaderboard';
import type { RedisHandle } from './lib/redis';

export const USAGE = `Usage: npm run admin -- <command>

Commands:
  setup                 apply the database migrations and seed the question bank (once), then exit
  grant-admin <email>   give the account with this email the admin role
  revoke-admin <email>  make an admin a plain user again
  disable-account <email>
                        ban the account: sign-in refused, every session and open socket ended
  enable-account <email>
                        lift a ban
  review-play <sessionId> clear|confirm
                        decide a session the fast-answer rule flagged: clear puts its points on
                        the leaderboards (at the time they were earned), confirm keeps them off

Role and account changes are audited and apply to the account's live sessions at once. With the embedded
database (no DATABASE_URL), stop the server first: one process owns the data folder. Review decisions are audited.`;

export type CliDeps = {
  loadConfig: () => AppConfig;
  /** Opens, migrates and (when configured) seeds the database, as the server does. */
  openDatabase: (config: AppConfig) => Promise<Database>;
  /** Progress and results (stderr: stdout stays free for machine output). */
  log: (line: string) => void;
  error: (line: string) => void;
  /**
   * Redis when configured, so a cleared review reaches the cached rankings too, and a role or
   * account change reaches the running servers' session caches.
   */
  openRedis?: (config: AppConfig) => Promise<RedisHandle | undefined>;
  /** The bus to announce changes on instead of one over Redis (tests: the test app's own). */
  invalidation?: InvalidationBus;
};

/**
 * Runs `work` with a bus the running servers hear: over Redis when configured, so a ban, a role
 * change or a cleared review reaches every instance's caches at once. Without Redis the
 * servers' caches hold an entry at most a second when they share PostgreSQL, and the embedded
 * database is not shared while a server runs.
 */
async function withBus<T>(
  config: AppConfig,
  deps: CliDeps,
  work: (bus: InvalidationBus, redis: RedisHandle | undefined) => Promise<T>,
): Promise<T> {
  const redis = await deps.openRedis?.(config);
  const bus =
    deps.invalidation ??
    (redis
      ? createRedisInvalidationBus({
          client: redis.client,
          prefix: 'qa:',
          onError: (message) => deps.error(`warning: ${message}`),
        })
      : createLocalInvalidationBus({ alone: false }));
  try {
    return await work(bus, redis);
  } finally {
    if (!deps.invalidation) await bus.close();
    await redis?.close();
  }
}

/** Runs one operator command and answers the process exit code. */
export async function runCli(argv: string[], deps: CliDeps): Promise<number> {
  const [command, email, ...extra] = argv;
  switch (command) {
    case 'setup': {
      if (email !== undefined) return usage(deps, 'setup takes no arguments');
      const database = await deps.openDatabase(deps.loadConfig());
      await database.close();
      deps.log(`database ready (${database.kind})`);
      return 0;
    }
    case 'grant-admin':
    case 'revoke-admin': {
      if (!email || extra.length > 0) return usage(deps, `${command} takes one email`);
      const config = deps.loadConfig();
      const database = await deps.openDatabase(config);
      try {
        return await withBus(config, deps, (bus) =>
          changeAdminRole(database, config, command, email, deps, createAuthAnnouncer(bus)),
        );
      } finally {
        await database.close();
      }
    }
    case 'disable-account':
    case 'enable-account': {
      if (!email || extra.length > 0) return usage(deps, `${command} takes one email`);
      const config = deps.loadConfig();
      const database = await deps.openDatabase(config);
      try {
        return await withBus(config, deps, (bus) =>
          changeAccountStatus(database, command, email, deps, createAuthAnnouncer(bus)),
        );
      } finally {
        await database.close();
      }
    }
    case 'review-play': {
      const decision = extra[0];
      if (!email || (decision !== 'clear' && decision !== 'confirm') || extra.length > 1)
        return usage(deps, 'review-play takes a session id and clear or confirm');
      const config = deps.loadConfig();
      const database = await deps.openDatabase(config);
      try {
        return await withBus(config, deps, (bus, redis) =>
          reviewPlay(database, redis, bus, email, decision, deps),
        );
      } finally {
        await database.close();
      }
    }
    case undefined:
      deps.error(USAGE);
      return 0;
    default:
      return usage(deps, `unknown command: ${command}`);
  }
}

function usage(deps: CliDeps, problem: string): number {
  deps.error(`${problem}\n\n${USAGE}`);
  return 2;
}

async function changeAdminRole(
  database: Database,
  config: AppConfig,
  command: 'grant-admin' | 'revoke-admin',
  email: string,
  deps: CliDeps,
  announce: AuthAnnouncer | undefined,
): Promise<number> {
  const grant = command === 'grant-admin';
  try {
    const result = grant
      ? await setUserRole(database.db, email, 'admin', { source: 'cli', announce })
      : await setUserRole(database.db, email, 'user', {
          source: 'cli',
          onlyFrom: 'admin',
          announce,
        });
    if (grant) {
      deps.log(
        result.changed
          ? `${result.email} is now an admin (was ${result.previous})`
          : `${result.email} is already an admin`,
      );
      return 0;
    }
    deps.log(
      result.changed
        ? `${result.email} is no longer an admin (now ${result.role})`
        : `${result.email} is not an admin (role: ${result.role}); nothing changed`,
    );
    // Sign-in promotes these emails again, so a revoke alone would not last.
    if (config.adminEmails.includes(email.trim().toLowerCase())) {
      deps.error(
        `warning: ${result.email} is listed in ADMIN_EMAILS and becomes an admin again at the ` +
          'next sign-in; remove it there too',
      );
    }
    return 0;
  } catch (error) {
    if (error instanceof AppError && error.code === 'NOT_FOUND') {
      deps.error(`${error.message}: nothing changed (the account must sign up first)`);
      return 1;
    }
    throw error;
  }
}

async function changeAccountStatus(
  database: Database,
  command: 'disable-account' | 'enable-account',
  email: string,
  deps: CliDeps,
  announce: AuthAnnouncer | undefined,
): Promise<number> {
  const status = command === 'disable-account' ? 'banned' : 'active';
  try {
    const result = await setAccountStatus(database.db, email, status, {
      clock: systemClock,
      announce,
    });
    const state = status === 'banned' ? 'banned' : 'active';
    deps.log(
      result.changed
        ? `${result.email} is now ${state}`
        : `${result.email} is already ${state}; nothing changed`,
    );
    return 0;
  } catch (error) {
    if (error instanceof AppError && error.code === 'NOT_FOUND') {
      deps.error(`${error.message}: nothing changed`);
      return 1;
    }
    throw error;
  }
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

async function reviewPlay(
  database: Database,
  redis: RedisHandle | undefined,
  bus: InvalidationBus,
  sessionId: string,
  decision: ReviewDecision,
  deps: CliDeps,
): Promise<number> {
  if (!UUID.test(sessionId)) return usage(deps, `not a session id: ${sessionId}`);
  const leaderboard = createLeaderboardService({
    db: database.db,
    clock: systemClock,
    redis,
    invalidation: bus,
    onError: (message) => deps.error(`warning: ${message}`),
  });
  const reviews = createPlayReviews({ db: database.db, clock: systemClock, leaderboard });
  try {
    const result = await reviews.decide(sessionId.toLowerCase(), decision, 'cli');
    deps.log(
      result.status === 'cleared'
        ? `session ${sessionId} cleared: ${result.points} points recorded on the leaderboards`
        : `session ${sessionId} confirmed: its points stay off the leaderboards`,
    );
    return 0;
  } catch (error) {
    if (error instanceof AppError && (error.code === 'NOT_FOUND' || error.statusCode === 409)) {
      deps.error(`${error.message}: nothing changed`);
      return 1;
    }
    throw error;
  }
}
