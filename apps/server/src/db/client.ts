import fs from 'node:fs/promises';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { startThreadedPglite } from './pglite-thread';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import * as schema from './schema';

export type Schema = typeof schema;
/** The one database type every repo takes: PGlite and node-postgres both satisfy it. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

// Any fixed 64-bit number; several instances starting at once take turns through it.
const MIGRATION_LOCK_KEY = 7_241_908_113;

export type Database = {
  kind: 'pglite' | 'postgres';
  db: Db;
  /** Applies the checked-in migrations, serialised across instances by an advisory lock. */
  migrate(migrationsFolder: string): Promise<void>;
  /** Runs `work` while holding the instance-wide setup lock (seeding uses it too). */
  withSetupLock<T>(work: (db: Db) => Promise<T>): Promise<T>;
  ping(): Promise<void>;
  close(): Promise<void>;
};

/** Told the text of every statement the handle runs (tests count what a call costs). */
export type QueryObserver = (sql: string) => void;

export type DatabaseOptions = (
  | { kind: 'postgres'; url: string; poolSize?: number }
  | {
      kind: 'pglite';
      dataDir: string | undefined;
      /** A data directory PGlite dumped, to start from (tests start from a migrated one). */
      from?: Uint8Array;
    }
) & { onQuery?: QueryObserver };

/** Opens PostgreSQL when a URL is given, else embedded PGlite (in memory when dataDir is undefined). */
export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  const logger = options.onQuery ? { logQuery: options.onQuery } : false;
  return options.kind === 'postgres'
    ? openPostgres(options.url, options.poolSize, logger)
    : openPglite(options.dataDir, logger, options.from);
}

type QueryLogger = { logQuery: QueryObserver } | false;

async function openPglite(
  dataDir: string | undefined,
  logger: QueryLogger,
  from?: Uint8Array,
): Promise<Database> {
  if (dataDir) await fs.mkdir(path.dirname(dataDir), { recursive: true });
  // PGlite runs on a thread of its own (pglite-thread.ts); its lock queues every query and
  // transaction there, so concurrent requests wait their turn instead of interleaving.
  const client = await startThreadedPglite(dataDir, from);
  const db = drizzlePglite({
    client: client as unknown as PGlite,
    schema,
    logger,
  }) as unknown as Db;
  return {
    kind: 'pglite',
    db,
    // One process owns a PGlite folder, so there is nobody to race with.
    migrate: (migrationsFolder) => migratePglite(db as never, { migrationsFolder }),
    withSetupLock: (work) => work(db),
    ping: async () => {
      await client.query('select 1');
    },
    close: () => client.close(),
  };
}

async function openPostgres(url: string, poolSize = 10, logger: QueryLogger): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max: poolSize });
  // An idle client that loses its server must not crash the process; the pool replaces it.
  pool.on('error', () => {});
  const db = drizzlePg({ client: pool, schema, logger }) as unknown as Db;

  const withSetupLock = async <T>(work: (db: Db) => Promise<T>): Promise<T> => {
    const connection = await pool.connect();
    try {
      await connection.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
      try {
        return await work(drizzlePg({ client: connection, schema }) as unknown as Db);
      } finally {
        await connection.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]);
      }
    } finally {
      connection.release();
    }
  };

  return {
    kind: 'postgres',
    db,
    migrate: (migrationsFolder) =>
      withSetupLock((locked) => migratePg(locked as never, { migrationsFolder })),
    withSetupLock,
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    close: () => pool.end(),
  };
}
