import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  check,
  index,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './auth';

/**
 * Double-entry points ledger. A user's points are the balance of their account; system
 * accounts (rewards, escrow, prizes, tombstone) balance them, so all balances sum to zero.
 */
export const ledgerAccounts = pgTable(
  'ledger_accounts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind').notNull(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    code: text('code'),
    balance: bigint('balance', { mode: 'number' }).notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('ledger_accounts_user_key').on(table.userId),
    uniqueIndex('ledger_accounts_code_key').on(table.code),
    check('ledger_accounts_kind_check', sql`kind in ('user', 'system')`),
    // Points are money: a user can never spend what they do not have.
    check('ledger_accounts_user_balance_check', sql`kind = 'system' or balance >= 0`),
    check(
      'ledger_accounts_owner_check',
      sql`(kind = 'user' and code is null) or (kind = 'system' and user_id is null and code is not null)`,
    ),
  ],
);

/** One movement of points: a unique idempotency key makes a retry a no-op. */
export const ledgerTransactions = pgTable(
  'ledger_transactions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    idempotencyKey: text('idempotency_key').notNull(),
    kind: text('kind').notNull(),
    reference: text('reference'),
    metadata: jsonb('metadata').$type<Record<string, unknown>>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('ledger_transactions_key').on(table.idempotencyKey)],
);

/** The legs of a movement; the legs of one transaction sum to zero. Append-only. */
export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    transactionId: uuid('transaction_id')
      .notNull()
      .references(() => ledgerTransactions.id),
    accountId: uuid('account_id')
      .notNull()
      .references(() => ledgerAccounts.id),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('ledger_entries_account_time_idx').on(table.accountId, table.createdAt),
    index('ledger_entries_transaction_idx').on(table.transactionId),
    check('ledger_entries_nonzero_check', sql`amount <> 0`),
  ],
);
