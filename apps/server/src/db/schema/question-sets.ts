import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth';
import { topics } from './content';

/**
 * Requests to list a question set beside the catalogue (modules/question-sets, docs/DECISIONS.md
 * #68): one row each time its owner asks, decided by a moderator in the one moderation queue
 * (the row's id is the queue item's), or withdrawn when the owner takes the set back first. The
 * set's `review_status` says where its latest request stands; the moderator's note is kept here.
 */
export const questionSetReviews = pgTable(
  'question_set_reviews',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    topicId: uuid('topic_id')
      .notNull()
      .references(() => topics.id, { onDelete: 'cascade' }),
    /** Who asked: the set's owner then. */
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text('status').notNull().default('pending'),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    decidedBy: uuid('decided_by').references(() => users.id, { onDelete: 'set null' }),
    /** The moderator's words to the owner (why a rejection). */
    note: text('note'),
  },
  (table) => [
    index('question_set_reviews_topic_idx').on(table.topicId, table.requestedAt),
    index('question_set_reviews_owner_idx').on(table.ownerId),
    index('question_set_reviews_pending_idx')
      .on(table.requestedAt)
      .where(sql`status = 'pending'`),
    // A set waits in the queue once at a time.
    uniqueIndex('question_set_reviews_one_pending_key')
      .on(table.topicId)
      .where(sql`status = 'pending'`),
    check(
      'question_set_reviews_status_check',
      sql`status in ('pending', 'approved', 'rejected', 'withdrawn')`,
    ),
    check(
      'question_set_reviews_decided_check',
      sql`(status in ('approved', 'rejected')) = (decided_at is not null)`,
    ),
  ],
);
