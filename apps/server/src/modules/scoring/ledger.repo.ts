import { and, asc, eq, gte, inArray, sql, sum, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { ledgerAccounts, ledgerEntries, ledgerTransactions } from '../../db/schema';

export type SystemAccount = 'rewards' | 'escrow' | 'prizes' | 'tombstone';
export type LedgerTransactionRow = typeof ledgerTransactions.$inferSelect;

/** A system account's code: one of the names, or a rewards shard (`rewards:1` … `rewards:15`). */
export type SystemAccountCode = SystemAccount | `rewards:${number}`;

type AccountRow = { id: string; user_id: string | null; code: string | null };

/**
 * The ids of the users' and system accounts a movement touches, in one statement: a user's
 * account is created on first use (concurrent first uses agree on one). Nothing is locked here:
 * the legs lock their rows later, in one order.
 */
export async function accountIdsOf(
  db: Db,
  wanted: { userIds: string[]; codes: SystemAccountCode[] },
): Promise<{ users: Map<string, string>; codes: Map<string, string> }> {
  const users = [...new Set(wanted.userIds)];
  const codes = [...new Set(wanted.codes)];
  const list = (values: string[]) =>
    values.length === 0
      ? sql`null`
      : sql.join(
          values.map((value) => sql`${value}`),
          sql`, `,
        );
  const existing = sql`select id, user_id, code from ledger_accounts
    where user_id in (${list(users)}) or code in (${list(codes)})`;
  // The statement's own insert is invisible to its select, so each account comes back once.
  const query =
    users.length === 0
      ? existing
      : sql`with created as (
              insert into ledger_accounts (kind, user_id)
              select 'user', v.user_id
              from (values ${sql.join(
                users.map((id) => sql`(${id}::uuid)`),
                sql`, `,
              )}) as v(user_id)
              on conflict do nothing
              returning id, user_id, code
            )
            select id, user_id, code from created
            union all ${existing}`;
  const rows = async (statement: SQL) =>
    ((await db.execute(statement)) as unknown as { rows: AccountRow[] }).rows;
  let found = await rows(query);
  // An account another transaction created meanwhile is in neither half until that commits;
  // the insert waited for it, so a second look sees it.
  if (users.some((id) => !found.some((row) => row.user_id === id))) found = await rows(existing);
  const result = { users: new Map<string, string>(), codes: new Map<string, string>() };
  for (const row of found) {
    if (row.user_id) result.users.set(row.user_id, row.id);
    if (row.code) result.codes.set(row.code, row.id);
  }
  for (const code of codes) {
    if (!result.codes.has(code)) throw new Error(`system ledger account ${code} is missing`);
  }
  return result;
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

/**
 * The players' balances, their accounts locked until the transaction ends (in id order, the
 * ledger's one lock order), so points taken back from them cannot meet a spend half way: what
 * is read here is what a movement in the same transaction can take.
 */
export async function lockBalancesOf(tx: Db, userIds: string[]): Promise<Map<string, number>> {
  if (userIds.length === 0) return new Map();
  const rows = await tx
    .select({ userId: ledgerAccounts.userId, balance: ledgerAccounts.balance })
    .from(ledgerAccounts)
    .where(inArray(ledgerAccounts.userId, userIds))
    .orderBy(asc(ledgerAccounts.id))
    .for('update');
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

/**
 * Moves `amount` on one account; the CHECK constraint refuses a negative user balance. Answers
 * the account's user (null for a system account) and its balance after the move.
 */
export async function applyLeg(
  db: Db,
  accountId: string,
  amount: number,
): Promise<{ userId: string | null; balance: number }> {
  const [row] = await db
    .update(ledgerAccounts)
    .set({ balance: sql`${ledgerAccounts.balance} + ${amount}` })
    .where(eq(ledgerAccounts.id, accountId))
    .returning({ userId: ledgerAccounts.userId, balance: ledgerAccounts.balance });
  return row!;
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

/** The user's newest ledger legs with what moved them, for the admin console's account page. */
export async function recentEntriesOf(db: Db, userId: string, limit: number) {
  return (
    db
      .select({
        id: ledgerEntries.id,
        at: ledgerEntries.createdAt,
        amount: ledgerEntries.amount,
        kind: ledgerTransactions.kind,
        reference: ledgerTransactions.reference,
      })
      .from(ledgerEntries)
      .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerEntries.accountId))
      .innerJoin(ledgerTransactions, eq(ledgerTransactions.id, ledgerEntries.transactionId))
      .where(eq(ledgerAccounts.userId, userId))
      // The account's (account, time) index serves this newest-first read.
      .orderBy(sql`${ledgerEntries.createdAt} desc, ${ledgerEntries.id} desc`)
      .limit(limit)
  );
}
