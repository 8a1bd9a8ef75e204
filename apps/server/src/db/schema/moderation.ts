import { sql } from 'drizzle-orm';
import { check, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth';

/**
 * A report of a message or a player, kept with a snapshot of what was reported (the message may
 * be gone by the time a moderator reads it). The moderation queue reads the pending ones.
 */
export const reports = pgTable(
  'reports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    reporterId: uuid('reporter_id').references(() => users.id, { onDelete: 'set null' }),
    subjectType: text('subject_type').notNull(),
    /** The reported player, or the reported message's sender. */
    subjectUserId: uuid('subject_user_id').references(() => users.id, { onDelete: 'set null' }),
    /** The reported message, if any (no key: the snapshot outlives it). */
    subjectMessageId: uuid('subject_message_id'),
    reason: text('reason').notNull(),
    details: text('details'),
    snapshot: jsonb('snapshot').notNull(),
    status: text('status').notNull().default('pending'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    resolvedBy: uuid('resolved_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (table) => [
    // A person's reports, filed and about them (the console's account page, the privacy erase).
    index('reports_reporter_idx').on(table.reporterId, table.createdAt),
    index('reports_subject_user_idx').on(table.subjectUserId, table.createdAt),
    index('reports_pending_idx')
      .on(table.createdAt)
      .where(sql`status = 'pending'`),
    check('reports_subject_check', sql`subject_type in ('user', 'message')`),
    check('reports_status_check', sql`status in ('pending', 'resolved', 'dismissed')`),
  ],
);
