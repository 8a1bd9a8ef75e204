import { and, eq, gte, inArray, sql, sum } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { ledgerAccounts, ledgerEntries, ledgerTransactions } from '../../db/schema';

export type SystemAccount = 'rewards' | 'escrow' | 'prizes' | 'tombstone';
export type LedgerTransactionRow = typeof ledgerTransactions.$inferSelect;

/** A system account's code: one of the names, or a rewards shard (`rewards:1` … `rewards:15`). */
export async function findSystemAccountId(
  db: Db,
  code: SystemAccount | `rewards:${number}`,
): Promise<string> {
  const [row] = await db
    .select({ id: ledgerAccounts.id })
    .from(ledgerAccounts)
    .where(eq(ledgerAccounts.code, code));
  if (!row) throw new Error(`system ledger account ${code} is missing`);
  return row.id;
}

/** The user's account, created on first use (concurrent first uses agree on one). */
export async function ensureUserAccountId(db: Db, userId: string): Promise<string> {
  await db.insert(ledgerAccounts).values({ kind: 'user', userId }).onConflictDoNothing();
  const [row] = await db
    .select({ id: ledgerAccounts.id })
    .from(ledgerAccounts)
    .where(eq(ledgerAccounts.userId, userId));
  return row!.id;
}

export async function userBalance(db: Db, userId: string): Promise<number> {
  const [row] = await db
    .select({ balance: ledgerAccounts.balance })
    .from(ledgerAccounts)
    .where(eq(ledgerAccounts.userId, userId));
  return row?.balance ?? 0;
}

export async function balancesOf(db: Db, userIds: string[]): Promise<Map<string, number>> {
  if (userIds.length === 0) return new Map();
  const rows = await db
    .select({ userId: ledgerAccounts.userId, balance: ledgerAccounts.balance })
    .from(ledgerAccounts)
    .where(inArray(ledgerAccounts.userId, userIds));
  return new Map(rows.map((row) => [row.userId!, row.balance]));
}

/** Claims the idempotency key; undefined means another movement already holds it. */
export async function insertTransaction(
  db: Db,
  values: typeof ledgerTransactions.$inferInsert,
): Promise<LedgerTransactionRow | undefined> {
  const [row] = await db
    .insert(ledgerTransactions)
    .values(values)
    .onConflictDoNothing()
    .returning();
  return row;
}

export async function findTransactionByKey(
  db: Db,
  key: string,
): Promise<LedgerTransactionRow | undefined> {
  const [row] = await db
    .select()
    .from(ledgerTransactions)
    .where(eq(ledgerTransactions.idempotencyKey, key));
  return row;
}

/** Moves `amount` on one account; the CHECK constraint refuses a negative user balance. */
export async function applyLeg(db: Db, accountId: string, amount: number): Promise<void> {
  await db
    .update(ledgerAccounts)
    .set({ balance: sql`${ledgerAccounts.balance} + ${amount}` })
    .where(eq(ledgerAccounts.id, accountId));
}

export async function insertEntries(
  db: Db,
  rows: (typeof ledgerEntries.$inferInsert)[],
): Promise<void> {
  await db.insert(ledgerEntries).values(rows);
}

/** Points a user earned since `from` (credits only), for time-windowed views. */
export async function pointsEarnedSince(db: Db, userId: string, from: Date): Promise<number> {
  const [row] = await db
    .select({ total: sum(ledgerEntries.amount) })
    .from(ledgerEntries)
    .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerEntries.accountId))
    .where(
      and(
        eq(ledgerAccounts.userId, userId),
        gte(ledgerEntries.createdAt, from),
        sql`${ledgerEntries.amount} > 0`,
      ),
    );
  return Number(row?.total ?? 0);
}

/** Sum of every balance: zero whenever the books are right. */
export async function totalOfAllBalances(db: Db): Promise<number> {
  const [row] = await db.select({ total: sum(ledgerAccounts.balance) }).from(ledgerAccounts);
  return Number(row?.total ?? 0);
}
