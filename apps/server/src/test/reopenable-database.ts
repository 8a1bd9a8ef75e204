import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { openDatabase, type Database } from '../db/client';
import { migrationsFolder } from '../paths';
import { createScratchDatabase } from './scratch-database';

/** A database two handles (or two apps in turn) can open: a PGlite folder, or a PostgreSQL one. */
export async function reopenableDatabase() {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (serverUrl) {
    const scratch = await createScratchDatabase(serverUrl);
    return {
      open: () => openDatabase({ kind: 'postgres', url: scratch.url }),
      shared: false,
      cleanUp: () => scratch.drop(),
    };
  }
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'quizarena-reopen-'));
  return {
    open: () => openDatabase({ kind: 'pglite', dataDir: path.join(dir, 'pglite') }),
    // PGlite is one connection: two handles on one folder would corrupt it.
    shared: true,
    cleanUp: () => fs.rm(dir, { recursive: true, force: true }),
  };
}

/**
 * Two handles on one migrated database, as two instances would hold (on PGlite one handle
 * twice, as one process is all it allows); `close` closes them and drops the database.
 */
export async function twoHandles(): Promise<{ handles: Database[]; close: () => Promise<void> }> {
  const store = await reopenableDatabase();
  const first = await store.open();
  await first.migrate(migrationsFolder);
  const handles = [first, store.shared ? first : await store.open()];
  return {
    handles,
    async close() {
      for (const database of new Set(handles)) await database.close();
      await store.cleanUp();
    },
  };
}
