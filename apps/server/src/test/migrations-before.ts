import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { expect } from 'vitest';
import { openDatabase, type Database } from '../db/client';
import { migrationsFolder } from '../paths';

/** The migrations folder as it stood before `tag`: its files, with the journal cut there. */
async function migrationsBefore(
  tag: string,
): Promise<{ folder: string; cleanup: () => Promise<void> }> {
  const folder = await mkdtemp(path.join(os.tmpdir(), 'quizarena-migrations-'));
  await cp(migrationsFolder, folder, { recursive: true });
  const journalPath = path.join(folder, 'meta', '_journal.json');
  const journal = JSON.parse(await readFile(journalPath, 'utf8')) as {
    entries: { tag: string }[];
  };
  const cut = journal.entries.findIndex((entry) => entry.tag === tag);
  expect(cut).toBeGreaterThan(0);
  journal.entries = journal.entries.slice(0, cut);
  await writeFile(journalPath, JSON.stringify(journal));
  return { folder, cleanup: () => rm(folder, { recursive: true, force: true }) };
}

/**
 * A fresh in-memory database migrated up to just before `tag`, for a test that writes the rows
 * a migration finds and then applies the rest (`database.migrate(migrationsFolder)`).
 */
export async function databaseBefore(tag: string): Promise<Database> {
  const before = await migrationsBefore(tag);
  try {
    const database = await openDatabase({ kind: 'pglite', dataDir: undefined });
    await database.migrate(before.folder);
    return database;
  } finally {
    await before.cleanup();
  }
}
