import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './auth';
import { categories, topics } from './content';

/**
 * Double-entry points ledger. A user's points are the balance of their account; system
 * accounts (rewards, escrow, prizes, tombstone) balance them, so all balances sum to zero.
 */
export const ledgerAccounts = pgTable(
  'ledger_accounts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind').notNull(),
    // The account outlives the user, ownerless, keeping its legs, so the ledger still sums to zero.
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    code: text('code'),
    balance: bigint('balance', { mode: 'number' }).notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('ledger_accounts_user_key').on(table.userId),
    uniqueIndex('ledger_accounts_code_key').on(table.code),
    // Global rank counts the players above a balance; this keeps that a range scan.
    index('ledger_accounts_user_balance_idx')
      .on(table.balance)
      .where(sql`kind = 'user'`),
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
  (table) => [
    uniqueIndex('ledger_transactions_key').on(table.idempotencyKey),
    // The analytics roll-up reads one UTC day's movements (modules/analytics).
    index('ledger_transactions_created_idx').on(table.createdAt),
  ],
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

/** A player's running record, updated in the transaction that completes each quiz. */
export const userStats = pgTable('user_stats', {
  userId: uuid('user_id')
    .primaryKey()
    // The player's own totals.
    .references(() => users.id, { onDelete: 'cascade' }),
  gamesPlayed: integer('games_played').notNull().default(0),
  questionsAnswered: integer('questions_answered').notNull().default(0),
  correctAnswers: integer('correct_answers').notNull().default(0),
  perfectGames: integer('perfect_games').notNull().default(0),
  currentStreak: integer('current_streak').notNull().default(0),
  longestStreak: integer('longest_streak').notNull().default(0),
  /** The player's local day of their last completed quiz (`YYYY-MM-DD`). */
  lastActiveDay: text('last_active_day'),
  /** The zone days are counted in; a player may move it once a week (see stats.service). */
  timeZone: text('time_zone').notNull().default('UTC'),
  timeZoneChangedAt: timestamp('time_zone_changed_at', { withTimezone: true }),
  /** Correct answers in under 2 s (and not flagged as too fast to be read). */
  fastAnswers: integer('fast_answers').notNull().default(0),
  /** Competitive quizzes won by place (more points than the opponent). */
  competitiveWins: integer('competitive_wins').notNull().default(0),
  /** Quizzes won (solo: accuracy 60% or more; against opponents: by place): games_won, win_rate. */
  gamesWon: integer('games_won').notNull().default(0),
  currentAnswerStreak: integer('current_answer_streak').notNull().default(0),
  bestAnswerStreak: integer('best_answer_streak').notNull().default(0),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Per player and topic: skills by topic and category, and the player's saved topics. */
export const userTopicStats = pgTable(
  'user_topic_stats',
  {
    userId: uuid('user_id')
      .notNull()
      // The player's own per-topic totals.
      .references(() => users.id, { onDelete: 'cascade' }),
    topicId: uuid('topic_id')
      .notNull()
      .references(() => topics.id, { onDelete: 'cascade' }),
    categoryId: uuid('category_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'cascade' }),
    gamesPlayed: integer('games_played').notNull().default(0),
    questionsAnswered: integer('questions_answered').notNull().default(0),
    correctAnswers: integer('correct_answers').notNull().default(0),
    bestAccuracy: integer('best_accuracy').notNull().default(0),
    lastPlayedAt: timestamp('last_played_at', { withTimezone: true }),
    bookmarked: boolean('bookmarked').notNull().default(false),
  },
  (table) => [primaryKey({ columns: [table.userId, table.topicId] })],
);

/** Per player and local day: the performance series without reading every session. */
export const userDailyStats = pgTable(
  'user_daily_stats',
  {
    userId: uuid('user_id')
      .notNull()
      // The player's own days.
      .references(() => users.id, { onDelete: 'cascade' }),
    day: text('day').notNull(),
    gamesPlayed: integer('games_played').notNull().default(0),
    questionsAnswered: integer('questions_answered').notNull().default(0),
    correctAnswers: integer('correct_answers').notNull().default(0),
    accuracySum: integer('accuracy_sum').notNull().default(0),
    points: integer('points').notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.userId, table.day] })],
);

/** What a player did, newest first on the dashboard; later issues add achievements here. */
export const userActivity = pgTable(
  'user_activity',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: uuid('user_id')
      .notNull()
      // The player's own activity feed.
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    title: text('title').notNull(),
    description: text('description').notNull(),
    points: integer('points').notNull().default(0),
    sessionId: uuid('session_id'),
    gameMode: text('game_mode'),
    accuracy: integer('accuracy'),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('user_activity_user_time_idx').on(table.userId, table.occurredAt)],
);
