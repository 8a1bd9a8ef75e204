import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  real,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './auth';
import type { PlayerResponse, QuestionType } from '@quizarena/contracts';
import {
  answerKeyCheck,
  categories,
  questions,
  topics,
  type StoredAnswerKey,
  type StoredOption,
} from './content';

/** One solo quiz played by one user: the server's record of what was asked and scored. */
export const quizSessions = pgTable(
  'quiz_sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      // The player's own games (and their questions and answers) go with them.
      .references(() => users.id, { onDelete: 'cascade' }),
    topicId: uuid('topic_id')
      .notNull()
      .references(() => topics.id),
    categoryId: uuid('category_id')
      .notNull()
      .references(() => categories.id),
    gameMode: text('game_mode').notNull(),
    status: text('status').notNull().default('active'),
    /** The overall level of the questions picked. */
    difficulty: text('difficulty').notNull(),
    /** The player's IANA time zone when it started: the day streak counts its days. */
    timeZone: text('time_zone').notNull().default('UTC'),
    questionCount: integer('question_count').notNull(),
    /**
     * The countdown per question this quiz is played with, fixed at the start (the mode's,
     * times the player's accommodation then); null without one (practice). Never re-read from
     * the profile, so changing the preference mid-quiz changes no quiz in play.
     */
    timeLimitMs: integer('time_limit_ms'),
    /** The player's time accommodation the countdown was extended by (1 in practice). */
    extendedTime: real('extended_time').notNull().default(1),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    // Totals fixed at completion, so results never change after the fact.
    totalPoints: integer('total_points').notNull().default(0),
    correctCount: integer('correct_count').notNull().default(0),
    /** The player's balance right after this quiz paid, for the level shown on the results. */
    pointsAfter: integer('points_after'),
  },
  (table) => [
    index('quiz_sessions_user_started_idx').on(table.userId, table.startedAt),
    index('quiz_sessions_user_topic_idx').on(table.userId, table.topicId),
    // The analytics roll-up reads one UTC day's starts and completions (modules/analytics).
    index('quiz_sessions_started_idx').on(table.startedAt),
    index('quiz_sessions_completed_idx')
      .on(table.completedAt)
      .where(sql`completed_at is not null`),
    // One quiz in play per player: a second one would let the first's answers be looked up.
    uniqueIndex('quiz_sessions_one_active_key')
      .on(table.userId)
      .where(sql`status = 'active'`),
    check(
      'quiz_sessions_timing_check',
      sql`extended_time >= 1 and (time_limit_ms is null or time_limit_ms > 0)`,
    ),
    check('quiz_sessions_status_check', sql`status in ('active', 'completed', 'abandoned')`),
    check(
      'quiz_sessions_completed_check',
      sql`(status = 'completed') = (completed_at is not null)`,
    ),
  ],
);

/**
 * The questions of a session in play order, fixed when it starts: a copy of each question as it
 * was (an admin's later edit changes neither the play nor the stored results), the option order
 * this player sees, when each was served (the server's clock), and the Practice Bot's answer,
 * which stays here until the player has answered.
 */
export const quizSessionQuestions = pgTable(
  'quiz_session_questions',
  {
    sessionId: uuid('session_id')
      .notNull()
      .references(() => quizSessions.id, { onDelete: 'cascade' }),
    /** 1-based. */
    position: integer('position').notNull(),
    questionId: uuid('question_id')
      .notNull()
      .references(() => questions.id),
    questionText: text('question_text').notNull(),
    type: text('type').$type<QuestionType>().notNull().default('single'),
    options: jsonb('options').$type<StoredOption[]>().notNull(),
    /** The BCP 47 tag of the language the question is written in, as it was. */
    language: text('language').notNull(),
    correctOptionId: text('correct_option_id'),
    answerKey: jsonb('answer_key').$type<StoredAnswerKey>(),
    explanation: text('explanation'),
    /** The question's picture and its alt text, as they were (null without one). */
    imageUrl: text('image_url'),
    imageAlt: text('image_alt'),
    points: integer('points').notNull(),
    difficulty: text('difficulty').notNull(),
    optionOrder: jsonb('option_order').$type<string[]>().notNull(),
    servedAt: timestamp('served_at', { withTimezone: true }),
    /** The bot's chosen option; empty for a question not answered by one option. */
    botOptionId: text('bot_option_id').notNull(),
    botCorrect: boolean('bot_correct').notNull(),
    botTimeMs: integer('bot_time_ms').notNull(),
    botPoints: integer('bot_points').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.sessionId, table.position] }),
    uniqueIndex('quiz_session_questions_question_key').on(table.sessionId, table.questionId),
    // The quizzes that asked a question, walked in session order: an upheld answer dispute
    // corrects and re-scores them, and the moderation queue counts their answers of it.
    index('quiz_session_questions_by_question_idx').on(table.questionId, table.sessionId),
    check('quiz_session_questions_answer_key_check', answerKeyCheck),
  ],
);

/** One answer per (session, question): the primary key refuses a second. */
export const quizAnswers = pgTable(
  'quiz_answers',
  {
    sessionId: uuid('session_id')
      .notNull()
      .references(() => quizSessions.id, { onDelete: 'cascade' }),
    questionId: uuid('question_id')
      .notNull()
      .references(() => questions.id),
    position: integer('position').notNull(),
    /** The option chosen, for a question answered by one; null when time ran out. */
    selectedOptionId: text('selected_option_id'),
    /** What the player sent (`PlayerResponse`); null when time ran out. */
    response: jsonb('response').$type<PlayerResponse>(),
    /** Fully right. */
    isCorrect: boolean('is_correct').notNull(),
    /** The share of the points earned, 0..1: partial credit for multiple answers and ordering. */
    credit: doublePrecision('credit').notNull().default(0),
    timedOut: boolean('timed_out').notNull(),
    timeTakenMs: integer('time_taken_ms').notNull(),
    pointsEarned: integer('points_earned').notNull(),
    /** Faster than a person reads: kept for review, never refused. */
    flagged: boolean('flagged').notNull().default(false),
    answeredAt: timestamp('answered_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.sessionId, table.questionId] }),
    check('quiz_answers_points_check', sql`points_earned >= 0 and time_taken_ms >= 0`),
    check('quiz_answers_credit_check', sql`credit >= 0 and credit <= 1`),
  ],
);

/**
 * Share links: one per shared result, found by the SHA-256 of its token (the token itself is
 * only ever in the link). Turning sharing off deletes the row, so the link answers 404.
 */
export const sharedResults = pgTable('shared_results', {
  sessionId: uuid('session_id')
    .primaryKey()
    .references(() => quizSessions.id, { onDelete: 'cascade' }),
  tokenHash: text('token_hash').notNull().unique(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
});
