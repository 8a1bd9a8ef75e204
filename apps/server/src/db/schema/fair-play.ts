import { sql } from 'drizzle-orm';
import { check, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth';
import { quizSessions } from './quiz';

/**
 * Sessions the fast-answer rule flagged (modules/fair-play). The points were paid through the
 * ledger as usual; the leaderboards get them only when a review clears the session.
 */
export const playReviews = pgTable(
  'play_reviews',
  {
    sessionId: uuid('session_id')
      .primaryKey()
      .references(() => quizSessions.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Why it was flagged, e.g. 'implausible_pace'. */
    reason: text('reason').notNull(),
    /** What the rule measured: the implausible answers with their times and floors. */
    evidence: jsonb('evidence').notNull(),
    status: text('status').notNull().default('pending'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    /** Who decided ('cli' for the admin command). */
    reviewedBy: text('reviewed_by'),
  },
  (table) => [
    index('play_reviews_status_idx').on(table.status, table.createdAt),
    // A player's record in the moderation queue, and the privacy erase.
    index('play_reviews_user_idx').on(table.userId),
    check('play_reviews_status_check', sql`status in ('pending', 'cleared', 'confirmed')`),
    check('play_reviews_reviewed_check', sql`(status = 'pending') = (reviewed_at is null)`),
  ],
);
