import { and, eq, sql } from 'drizzle-orm';
import { accountErasures, dataExports } from '../../db/schema';
import { rowsOfPerson, type PersonalDataPart } from '../../lib/personal-data';

export const privacyPersonalData: PersonalDataPart = {
  module: 'privacy',
  describes: 'The copies of your data you asked for (this one included)',
  tables: ['data_exports', 'account_erasures'],
  async export(db, userId) {
    return {
      exports: await rowsOfPerson(db, dataExports, dataExports.userId, userId, [
        'storageKey',
        'heartbeatAt',
        'error',
      ]),
      erasures: await rowsOfPerson(db, accountErasures, accountErasures.userId, userId, [
        'heartbeatAt',
        'error',
      ]),
    };
  },
  /**
   * The exports' ZIPs are deleted (their rows cascade) and earlier, cancelled erasures go; the
   * running one is deleted with the user row. Events and jobs not yet delivered that name them
   * (outbox payloads, scheduled jobs: docs/ARCHITECTURE.md, Erasure and foreign keys) go too.
   */
  async erase(tx, userId, ctx) {
    const files = await tx
      .select({ key: dataExports.storageKey })
      .from(dataExports)
      .where(eq(dataExports.userId, userId));
    for (const file of files) if (file.key) await ctx.storage.delete(file.key);
    await tx
      .delete(accountErasures)
      .where(and(eq(accountErasures.userId, userId), eq(accountErasures.status, 'cancelled')));
    const named = `%${userId}%`;
    await tx.execute(sql`delete from outbox_events where payload::text like ${named}`);
    await tx.execute(sql`delete from scheduled_jobs where payload::text like ${named}`);
  },
};
