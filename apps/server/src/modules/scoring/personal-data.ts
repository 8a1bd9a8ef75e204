import { asc, eq } from 'drizzle-orm';
import {
  ledgerAccounts,
  ledgerEntries,
  ledgerTransactions,
  userActivity,
  userDailyStats,
  userStats,
  userTopicStats,
} from '../../db/schema';
import { rowsOfPerson, type PersonalDataPart } from '../../lib/personal-data';
import { userBalance } from './ledger.repo';
import { postMovement } from './ledger.service';

/** Points (the person's ledger account and every movement on it), stats and activity. */
export const scoringPersonalData: PersonalDataPart = {
  module: 'scoring',
  describes: 'Your points account and every movement on it, your stats by day and topic, activity',
  tables: [
    'ledger_accounts',
    'user_stats',
    'user_daily_stats',
    'user_topic_stats',
    'user_activity',
  ],
  async export(db, userId) {
    const accounts = await rowsOfPerson(db, ledgerAccounts, ledgerAccounts.userId, userId);
    const entries = await db
      .select({
        id: ledgerEntries.id,
        account_id: ledgerEntries.accountId,
        amount: ledgerEntries.amount,
        kind: ledgerTransactions.kind,
        reference: ledgerTransactions.reference,
        created_at: ledgerEntries.createdAt,
      })
      .from(ledgerEntries)
      .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerEntries.accountId))
      .innerJoin(ledgerTransactions, eq(ledgerTransactions.id, ledgerEntries.transactionId))
      .where(eq(ledgerAccounts.userId, userId))
      .orderBy(asc(ledgerEntries.id));
    return {
      accounts,
      ledger_entries: entries,
      stats: (await rowsOfPerson(db, userStats, userStats.userId, userId))[0] ?? null,
      daily_stats: await rowsOfPerson(db, userDailyStats, userDailyStats.userId, userId),
      topic_stats: await rowsOfPerson(db, userTopicStats, userTopicStats.userId, userId),
      activity: await rowsOfPerson(db, userActivity, userActivity.userId, userId),
    };
  },
  erasesLast: true,
  /**
   * Stats and activity cascade. The ledger keeps every leg: the whole balance moves to the
   * `tombstone` system account, so the totals still add up, and the account stays, ownerless
   * (`set null`), at zero. Once per person (the key), in the transaction that deletes them.
   */
  async erase(tx, userId, ctx) {
    const balance = await userBalance(tx, userId);
    if (balance <= 0) return;
    await postMovement(tx, {
      key: `account_erased:${userId}`,
      kind: 'account_erased',
      at: ctx.now,
      legs: [
        { account: { userId }, amount: -balance },
        { account: { system: 'tombstone' }, amount: balance },
      ],
    });
  },
};
