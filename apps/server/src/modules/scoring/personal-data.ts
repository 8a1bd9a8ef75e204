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
import { rowsOfPerson, type PersonalDataPart } from '../privacy';

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
};
