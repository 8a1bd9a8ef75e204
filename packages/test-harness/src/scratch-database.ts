import { randomBytes } from 'node:crypto';
import pg from 'pg';

export type ScratchDatabase = { url: string; drop(): Promise<void> };

/**
 * A new, empty database on the PostgreSQL server at `serverUrl`, for one test file, browser run
 * or benchmark. Our migrations name the `public` schema, so isolation is by database, not by
 * schema. (Without a server, the app's embedded PGlite in memory or in a fresh folder is the
 * scratch database: see `startServer`'s data folder.)
 */
export async function createScratchDatabase(
  serverUrl: string,
  prefix = 'quizarena_test',
): Promise<ScratchDatabase> {
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  const run = async (statement: string) => {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await run(`create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => run(`drop database if exists ${name} with (force)`) };
}
