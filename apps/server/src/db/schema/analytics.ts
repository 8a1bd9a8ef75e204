import {
  bigint,
  date,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './auth';

/*
 * The admin analytics' daily roll-ups (docs/ARCHITECTURE.md, Analytics). Each table holds one
 * UTC day's figures, recomputed whole by `rollupDay` from the tables that own the facts; the
 * reports read only these, so a report over a year reads a few hundred rows a figure instead of
 * millions of answers. Counts have no foreign keys: they stay when a player, a question or a
 * topic is later deleted; only who was active on a day goes with the account.
 */

/** Who was active on a UTC day (started or completed a quiz, or played in a game that ended). */
export const analyticsActiveUsers = pgTable(
  'analytics_active_users',
  {
    day: date('day', { mode: 'string' }).notNull(),
    userId: uuid('user_id')
      .notNull()
      // Who was active is personal: it goes with the account (the day's counts stay).
      .references(() => users.id, { onDelete: 'cascade' }),
  },
  (table) => [primaryKey({ columns: [table.day, table.userId] })],
);

/** A day's people: active that day and in the 7 and 30 days ending it, sign-ups, tournaments. */
export const analyticsDaily = pgTable('analytics_daily', {
  day: date('day', { mode: 'string' }).primaryKey(),
  activeUsers: integer('active_users').notNull(),
  weeklyActiveUsers: integer('weekly_active_users').notNull(),
  monthlyActiveUsers: integer('monthly_active_users').notNull(),
  signups: integer('signups').notNull(),
  /** Tournaments that started that day (not cancelled), and their seats. */
  tournaments: integer('tournaments').notNull().default(0),
  tournamentParticipants: integer('tournament_participants').notNull().default(0),
  rolledUpAt: timestamp('rolled_up_at', { withTimezone: true }).notNull(),
});

/** Games finished on a day by kind: a solo quiz mode, or 'live', 'challenge', 'tournament'. */
export const analyticsDailyGames = pgTable(
  'analytics_daily_games',
  {
    day: date('day', { mode: 'string' }).notNull(),
    mode: text('mode').notNull(),
    games: integer('games').notNull(),
    players: integer('players').notNull(),
  },
  (table) => [primaryKey({ columns: [table.day, table.mode] })],
);

/** Answers of solo quizzes completed on a day, by question. */
export const analyticsDailyQuestions = pgTable(
  'analytics_daily_questions',
  {
    day: date('day', { mode: 'string' }).notNull(),
    questionId: uuid('question_id').notNull(),
    topicId: uuid('topic_id').notNull(),
    categoryId: uuid('category_id').notNull(),
    answers: integer('answers').notNull(),
    correct: integer('correct').notNull(),
    timeMsSum: bigint('time_ms_sum', { mode: 'number' }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.day, table.questionId] })],
);

/** Solo quizzes completed on a day, by topic, with their answers (the topic's share of the above). */
export const analyticsDailyTopics = pgTable(
  'analytics_daily_topics',
  {
    day: date('day', { mode: 'string' }).notNull(),
    topicId: uuid('topic_id').notNull(),
    categoryId: uuid('category_id').notNull(),
    plays: integer('plays').notNull(),
    answers: integer('answers').notNull(),
    correct: integer('correct').notNull(),
    timeMsSum: bigint('time_ms_sum', { mode: 'number' }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.day, table.topicId] })],
);

/** Ledger movements of a day by kind: points to and from players, and what escrow gained. */
export const analyticsDailyLedger = pgTable(
  'analytics_daily_ledger',
  {
    day: date('day', { mode: 'string' }).notNull(),
    kind: text('kind').notNull(),
    movements: integer('movements').notNull(),
    toPlayers: bigint('to_players', { mode: 'number' }).notNull(),
    fromPlayers: bigint('from_players', { mode: 'number' }).notNull(),
    /** Escrow's net change (negative when it paid out more than it took). */
    escrowNet: bigint('escrow_net', { mode: 'number' }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.day, table.kind] })],
);

/** Of those who signed up in the week starting `cohort_week`, how many were active `week_offset` weeks later. */
export const analyticsRetention = pgTable(
  'analytics_retention',
  {
    cohortWeek: date('cohort_week', { mode: 'string' }).notNull(),
    weekOffset: integer('week_offset').notNull(),
    active: integer('active').notNull(),
  },
  (table) => [primaryKey({ columns: [table.cohortWeek, table.weekOffset] })],
);

/** One row: when the roll-up last ran, and escrow's balance read in that run's transaction. */
export const analyticsMeta = pgTable('analytics_meta', {
  id: integer('id').primaryKey(),
  rolledUpAt: timestamp('rolled_up_at', { withTimezone: true }).notNull(),
  /** The last day that run rolled up: escrow's end-of-day figures count back from here. */
  day: date('day', { mode: 'string' }).notNull(),
  escrowBalance: bigint('escrow_balance', { mode: 'number' }).notNull(),
  /**
   * Accounts counted in that run: counting a million users takes longer than every other figure
   * of the dashboard together, so it is counted once a round rather than on every read.
   */
  usersTotal: integer('users_total').notNull().default(0),
});
