import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  real,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { AnswerKey, QuestionType, SetReviewStatus, SetVisibility } from '@quizarena/contracts';
import { users } from './auth';

const difficultyCheck = (column: string) =>
  sql.raw(`${column} in ('beginner', 'intermediate', 'advanced')`);

/** A stored answer option; which one is correct lives beside it, never inside it. */
export type StoredOption = { id: string; text: string };

/**
 * The answer key of a question answered other than by one option (multiple, ordering, typed);
 * single-choice and true/false questions keep theirs in `correct_option_id`.
 */
export type StoredAnswerKey = Exclude<AnswerKey, { type: 'single' | 'true_false' }>;

/** A question's type and key agree: one correct option, or a key of the question's own type. */
export const answerKeyCheck = sql.raw(
  `(type in ('single', 'true_false') and correct_option_id is not null) or ` +
    `(type in ('multiple', 'ordering', 'typed') and answer_key ->> 'type' = type)`,
);

export const categories = pgTable(
  'categories',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    slug: text('slug').notNull(),
    name: text('name').notNull(),
    description: text('description'),
    color: text('color').notNull(),
    icon: text('icon').notNull(),
    difficultyLevel: text('difficulty_level').notNull().default('beginner'),
    isActive: boolean('is_active').notNull().default(true),
    sortOrder: integer('sort_order').notNull().default(0),
    // Derived counters, recomputed in the transaction of every content write so that
    // listing categories never counts rows of the question table.
    topicCount: integer('topic_count').notNull().default(0),
    questionCount: integer('question_count').notNull().default(0),
    estimatedTimeMinutes: integer('estimated_time_minutes').notNull().default(15),
    popularityScore: integer('popularity_score').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('categories_slug_key').on(table.slug),
    check('categories_difficulty_check', difficultyCheck('difficulty_level')),
    check('categories_counts_check', sql`topic_count >= 0 and question_count >= 0`),
  ],
);

export const topics = pgTable(
  'topics',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    categoryId: uuid('category_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'cascade' }),
    slug: text('slug').notNull(),
    name: text('name').notNull(),
    description: text('description'),
    icon: text('icon').notNull(),
    iconUrl: text('icon_url'),
    difficultyLevel: text('difficulty_level').notNull().default('beginner'),
    isActive: boolean('is_active').notNull().default(true),
    sortOrder: integer('sort_order').notNull().default(0),
    /** The BCP 47 tag of the language the topic is written in; the seeded bank is English. */
    language: text('language').notNull().default('en'),
    questionCount: integer('question_count').notNull().default(0),
    estimatedTimeMinutes: integer('estimated_time_minutes').notNull().default(15),
    // Play counters, moved in the transactions that start and complete quiz sessions, so the
    // Topics page shows completion rate and average score without reading the sessions.
    playsStarted: bigint('plays_started', { mode: 'number' }).notNull().default(0),
    playsCompleted: bigint('plays_completed', { mode: 'number' }).notNull().default(0),
    /** Sum of the accuracy percents of completed plays. */
    scoreSum: bigint('score_sum', { mode: 'number' }).notNull().default(0),
    // A question set is a topic an educator owns (docs/DECISIONS.md #68); the catalogue's
    // topics have no owner. Who may see a set: `visibility`, and for 'public' the moderators'
    // `review_status`; `share_key` is the secret in a set's share link.
    ownerId: uuid('owner_id').references(() => users.id, { onDelete: 'cascade' }),
    visibility: text('visibility').$type<SetVisibility>().notNull().default('public'),
    reviewStatus: text('review_status').$type<SetReviewStatus>(),
    shareKey: text('share_key'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('topics_owner_id_idx').on(table.ownerId),
    uniqueIndex('topics_share_key_key').on(table.shareKey),
    check(
      'topics_visibility_check',
      sql`visibility in ('private', 'link', 'public') and (owner_id is not null or visibility = 'public')`,
    ),
    check(
      'topics_review_status_check',
      sql`review_status is null or review_status in ('pending', 'approved', 'rejected')`,
    ),
    uniqueIndex('topics_category_slug_key').on(table.categoryId, table.slug),
    check('topics_difficulty_check', difficultyCheck('difficulty_level')),
    check('topics_question_count_check', sql`question_count >= 0`),
    check(
      'topics_plays_check',
      sql`plays_started >= 0 and plays_completed >= 0 and score_sum >= 0`,
    ),
  ],
);

export const questions = pgTable(
  'questions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    topicId: uuid('topic_id')
      .notNull()
      .references(() => topics.id, { onDelete: 'cascade' }),
    questionText: text('question_text').notNull(),
    /** `QUESTION_TYPES`: how the question is answered and judged. */
    type: text('type').$type<QuestionType>().notNull().default('single'),
    /** Empty for a typed question. */
    options: jsonb('options').$type<StoredOption[]>().notNull(),
    /** The right option of a single-choice or true/false question; null for the other types. */
    correctOptionId: text('correct_option_id'),
    /** The key of the other types (null for single-choice and true/false). */
    answerKey: jsonb('answer_key').$type<StoredAnswerKey>(),
    explanation: text('explanation'),
    /** An uploaded picture shown with the question, and its text for those who cannot see it. */
    imageUrl: text('image_url'),
    imageAlt: text('image_alt'),
    points: integer('points').notNull().default(10),
    difficulty: text('difficulty').notNull(),
    source: text('source').notNull(),
    /** The BCP 47 tag of the language the question is written in. */
    language: text('language').notNull().default('en'),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    // Measured from real answers by the nightly calibration round (docs/ARCHITECTURE.md,
    // Calibrated difficulty); `difficulty` stays the source's. Null until a question has
    // answers; players are served coalesce(calibrated_difficulty, difficulty).
    calibratedDifficulty: text('calibrated_difficulty'),
    /** The calibrated difficulty in logits (the Rasch model's b). */
    calibratedB: real('calibrated_b'),
    /** The answers the calibration used. */
    calibrationAnswers: integer('calibration_answers').notNull().default(0),
    /** Point-biserial correlation of being right with ability; null below its minimum of answers. */
    discrimination: real('discrimination'),
    calibratedAt: timestamp('calibrated_at', { withTimezone: true }),
  },
  (table) => [
    index('questions_topic_id_idx').on(table.topicId),
    check('questions_difficulty_check', difficultyCheck('difficulty')),
    check('questions_calibrated_difficulty_check', difficultyCheck('calibrated_difficulty')),
    check(
      'questions_calibration_check',
      sql`calibration_answers >= 0 and (discrimination is null or discrimination between -1 and 1)`,
    ),
    check('questions_points_check', sql`points > 0`),
    check('questions_answer_key_check', answerKeyCheck),
    check('questions_image_alt_check', sql`image_url is null or image_alt is not null`),
  ],
);
