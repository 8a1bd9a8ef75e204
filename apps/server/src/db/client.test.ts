import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appMeta } from './schema';
import { openTestDatabase } from '../test/build-test-app';
import type { Database } from './client';

describe('the database handle', () => {
  let database: Database;
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(() => database.close());

  it('runs many concurrent queries and transactions without interleaving failures', async () => {
    // On PGlite these all share one connection and queue; on PostgreSQL they share a pool.
    const work = Array.from({ length: 40 }, (_, index) =>
      index % 2 === 0
        ? database.db.execute(sql`select ${index}::int as n`)
        : database.db.transaction(async (tx) => {
            await tx.insert(appMeta).values({ key: `k${index}`, value: String(index) });
            const rows = await tx.select().from(appMeta);
            return rows.length;
          }),
    );
    const results = await Promise.all(work);
    expect(results).toHaveLength(40);
    const rows = await database.db.select().from(appMeta);
    expect(rows).toHaveLength(20);
  });

  it('rolls a failed transaction back completely', async () => {
    await expect(
      database.db.transaction(async (tx) => {
        await tx.insert(appMeta).values({ key: 'rollback-me', value: 'x' });
        throw new Error('boom');
      }),
    ).rejects.toThrow('boom');
    const rows = await database.db
      .select()
      .from(appMeta)
      .where(sql`key = 'rollback-me'`);
    expect(rows).toHaveLength(0);
  });

  it('applies migrations idempotently', async () => {
    const { migrationsFolder } = await import('../paths');
    await database.migrate(migrationsFolder);
    await expect(database.ping()).resolves.toBeUndefined();
  });
});
