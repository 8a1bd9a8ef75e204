import type { PlayerResponse } from '@quizarena/contracts';
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
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './auth';
import { questions } from './content';

/**
 * A player's memory of one question: the FSRS card ts-fsrs schedules (docs/ARCHITECTURE.md,
 * Review and spaced repetition), moved by every answer the player gives to it, in any mode.
 */
export const reviewCards = pgTable(
  'review_cards',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    // A question an admin deletes for good takes its memories with it.
    questionId: uuid('question_id')
      .notNull()
      .references(() => questions.id, { onDelete: 'cascade' }),
    due: timestamp('due', { withTimezone: true }).notNull(),
    stability: doublePrecision('stability').notNull(),
    difficulty: doublePrecision('difficulty').notNull(),
    elapsedDays: integer('elapsed_days').notNull(),
    scheduledDays: integer('scheduled_days').notNull(),
    /** The (re)learning step the card is on (ts-fsrs `learning_steps`). */
    learningSteps: integer('learning_steps').notNull(),
    reps: integer('reps').notNull(),
    lapses: integer('lapses').notNull(),
    /** ts-fsrs State: 0 new, 1 learning, 2 review, 3 relearning. */
    state: smallint('state').notNull(),
    lastReview: timestamp('last_review', { withTimezone: true }).notNull(),
    lastRating: text('last_rating').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.questionId] }),
    // What is due for a player, soonest first: the review round and the due counts.
    index('review_cards_user_due_idx').on(table.userId, table.due),
    check('review_cards_state_check', sql`state between 0 and 3`),
    check('review_cards_rating_check', sql`last_rating in ('again', 'hard', 'good', 'easy')`),
  ],
);

/** One review round: up to 20 questions, due ones first, played like practice. */
export const reviewRounds = pgTable(
  'review_rounds',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text('status').notNull().default('active'),
    questionCount: integer('question_count').notNull(),
    dueCount: integer('due_count').notNull(),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (table) => [
    index('review_rounds_user_started_idx').on(table.userId, table.startedAt),
    // One round in play per player: starting again resumes it.
    uniqueIndex('review_rounds_one_active_key')
      .on(table.userId)
      .where(sql`status = 'active'`),
    check('review_rounds_status_check', sql`status in ('active', 'completed')`),
  ],
);

/** A round's questions in play order, and each answer as the server judged it. */
export const reviewRoundQuestions = pgTable(
  'review_round_questions',
  {
    roundId: uuid('round_id')
      .notNull()
      .references(() => reviewRounds.id, { onDelete: 'cascade' }),
    /** 1-based. */
    position: integer('position').notNull(),
    questionId: uuid('question_id')
      .notNull()
      .references(() => questions.id, { onDelete: 'cascade' }),
    /** It was due when the round started (else new, from a weak topic). */
    wasDue: boolean('was_due').notNull(),
    optionOrder: jsonb('option_order').$type<string[]>().notNull(),
    servedAt: timestamp('served_at', { withTimezone: true }),
    selectedOptionId: text('selected_option_id'),
    /** What the player sent, of the question's type (`PlayerResponse`). */
    response: jsonb('response').$type<PlayerResponse>(),
    isCorrect: boolean('is_correct'),
    /** The share of the points earned (partial credit). */
    credit: doublePrecision('credit'),
    timeTakenMs: integer('time_taken_ms'),
    pointsEarned: integer('points_earned'),
    rating: text('rating'),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
  },
  (table) => [
    primaryKey({ columns: [table.roundId, table.position] }),
    uniqueIndex('review_round_questions_question_key').on(table.roundId, table.questionId),
    check(
      'review_round_questions_answer_check',
      sql`(answered_at is null) = (is_correct is null) and (answered_at is null) = (rating is null)`,
    ),
  ],
);

/** Review answers per player and calendar day (the streak's day): the daily goal's count. */
export const reviewDays = pgTable(
  'review_days',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** `YYYY-MM-DD`, as user_daily_stats counts days. */
    day: text('day').notNull(),
    reviewed: integer('reviewed').notNull().default(0),
    correct: integer('correct').notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.userId, table.day] })],
);
