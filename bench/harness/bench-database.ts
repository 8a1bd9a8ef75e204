import { createScratchDatabase } from '@quizarena/test-harness';
import type { BenchContext } from './types';

/** What a case needs of the server's database module to open one (its own dynamic import). */
type DatabaseModule<D extends { migrate(folder: string): Promise<void>; close(): Promise<void> }> =
  {
    openDatabase(
      options:
        | { kind: 'pglite'; dataDir: undefined }
        | { kind: 'postgres'; url: string; poolSize: number },
    ): Promise<D>;
    migrationsFolder: string;
  };

/**
 * A fresh migrated database for a case: in memory on PGlite, or a scratch one on
 * BENCH_DATABASE_URL, dropped when the case closes it.
 */
export async function openBenchDatabase<
  D extends { migrate(folder: string): Promise<void>; close(): Promise<void> },
>(server: DatabaseModule<D>, context: BenchContext, poolSize: number): Promise<D> {
  if (!context.databaseUrl) {
    const database = await server.openDatabase({ kind: 'pglite', dataDir: undefined });
    await database.migrate(server.migrationsFolder);
    return database;
  }
  const scratch = await createScratchDatabase(context.databaseUrl, 'quizarena_bench');
  const database = await server.openDatabase({ kind: 'postgres', url: scratch.url, poolSize });
  await database.migrate(server.migrationsFolder);
  return {
    ...database,
    async close() {
      await database.close();
      await scratch.drop();
    },
  };
}
