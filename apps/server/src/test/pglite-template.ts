import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { migrationsFolder } from '../paths';

/**
 * A migrated, empty PGlite data directory, dumped as a tar. Starting PGlite runs PostgreSQL's
 * initdb, about two seconds each time; a test database started from this dump skips it and the
 * migrations both (about half a second), and the server suite opens one database a test file or
 * more.
 */
export async function buildPgliteTemplate(): Promise<Uint8Array> {
  const client = new PGlite();
  try {
    await migrate(drizzle({ client }), { migrationsFolder });
    const dump = await client.dumpDataDir('none');
    return new Uint8Array(await dump.arrayBuffer());
  } finally {
    await client.close();
  }
}
