import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { AnswerKey, DisputeStatus } from '@quizarena/contracts';
import { users } from './auth';
import { questions } from './content';
import { quizSessions } from './quiz';

/**
 * A player's dispute of a question's answer in one of their solo quizzes (docs/DECISIONS.md
 * #67): one per player and session question (the session is one player's), decided in the
 * moderation queue together with every other open dispute of the question.
 */
export const answerDisputes = pgTable(
  'answer_disputes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    // The player's own words about their own quiz: they go with the player and the quiz.
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    sessionId: uuid('session_id')
      .notNull()
      .references(() => quizSessions.id, { onDelete: 'cascade' }),
    questionId: uuid('question_id')
      .notNull()
      .references(() => questions.id),
    reason: text('reason').notNull(),
    status: text('status').$type<DisputeStatus>().notNull().default('open'),
    moderatorNote: text('moderator_note'),
    resolvedBy: uuid('resolved_by').references(() => users.id, { onDelete: 'set null' }),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    uniqueIndex('answer_disputes_session_question_key').on(table.sessionId, table.questionId),
    // The queue lists the open ones by question, oldest first; analytics counts them.
    index('answer_disputes_open_idx')
      .on(table.questionId, table.createdAt)
      .where(sql`status = 'open'`),
    index('answer_disputes_user_idx').on(table.userId),
    check('answer_disputes_status_check', sql`status in ('open', 'upheld', 'rejected')`),
    check('answer_disputes_resolved_check', sql`(status = 'open') = (resolved_at is null)`),
  ],
);

/**
 * An upheld dispute's correction of a question, and the re-scoring it started: the quizzes that
 * asked the question are walked in pages by session id (`rescored_through`), so a re-scoring cut
 * short by a crash or a time budget goes on where it stopped (`completed_at` null until done).
 * Staff work with no person in it: who decided is in `moderation_decisions` and the audit log.
 */
export const answerCorrections = pgTable(
  'answer_corrections',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The dispute the moderator decided (the ledger movements' keys name it). */
    disputeId: uuid('dispute_id').notNull().unique(),
    questionId: uuid('question_id')
      .notNull()
      .references(() => questions.id),
    /** The corrected key, of the question's type. */
    answerKey: jsonb('answer_key').$type<AnswerKey>().notNull(),
    /** The key it replaced, for the record. */
    previousKey: jsonb('previous_key').$type<AnswerKey>().notNull(),
    /** Whether the explanation was corrected too, and to what (null: removed). */
    explanationChanged: boolean('explanation_changed').notNull().default(false),
    explanation: text('explanation'),
    decidedAt: timestamp('decided_at', { withTimezone: true }).notNull(),
    rescoredThrough: uuid('rescored_through'),
    sessionsRescored: integer('sessions_rescored').notNull().default(0),
    pointsPaid: integer('points_paid').notNull().default(0),
    pointsTaken: integer('points_taken').notNull().default(0),
    /** Points a re-scoring should have taken back but the player no longer held. */
    pointsShort: integer('points_short').notNull().default(0),
    /** When the background round last took it up (a resumed re-scoring). */
    claimedUntil: timestamp('claimed_until', { withTimezone: true }),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (table) => [
    index('answer_corrections_pending_idx')
      .on(table.decidedAt)
      .where(sql`completed_at is null`),
    check(
      'answer_corrections_points_check',
      sql`sessions_rescored >= 0 and points_paid >= 0 and points_taken >= 0 and points_short >= 0`,
    ),
  ],
);
