import { sql } from 'drizzle-orm';
import { check, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth';

/**
 * A report of a message, a player, a study group's name or a room's name, kept with a snapshot of
 * what was reported (the message may be gone, the name changed, by the time a moderator reads
 * it). The moderation queue reads the pending ones.
 */
export const reports = pgTable(
  'reports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    reporterId: uuid('reporter_id').references(() => users.id, { onDelete: 'set null' }),
    subjectType: text('subject_type').notNull(),
    /** The reported player, the reported message's sender, the group's owner or the room's host. */
    subjectUserId: uuid('subject_user_id').references(() => users.id, { onDelete: 'set null' }),
    /** The reported message, if any (no key: the snapshot outlives it). */
    subjectMessageId: uuid('subject_message_id'),
    /** The study group reported by its name, if any (no key: the snapshot outlives it). */
    subjectGroupId: uuid('subject_group_id'),
    /** The room (a game) reported by its name, if any (no key: the snapshot outlives it). */
    subjectGameId: uuid('subject_game_id'),
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
    check('reports_subject_check', sql`subject_type in ('user', 'message', 'study_group', 'room')`),
    check('reports_status_check', sql`status in ('pending', 'resolved', 'dismissed')`),
  ],
);

/**
 * Who is working on a queue item, until when: a moderator claims an item before deciding it, so
 * several can work the queue at once without taking the same one. An expired claim is free. The
 * item is a report, a flagged session or a set's publication request, by its own id (all random
 * UUIDs).
 */
export const moderationClaims = pgTable('moderation_claims', {
  itemId: uuid('item_id').primaryKey(),
  moderatorId: uuid('moderator_id')
    .notNull()
    // A claim is nothing without its moderator.
    .references(() => users.id, { onDelete: 'cascade' }),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});

/**
 * Every decision on a queue item: what it was about, who decided, the outcome and the actions
 * taken. A person's moderation history is read from here.
 */
export const moderationDecisions = pgTable(
  'moderation_decisions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    itemId: uuid('item_id').notNull(),
    kind: text('kind').notNull(),
    subjectUserId: uuid('subject_user_id').references(() => users.id, { onDelete: 'set null' }),
    moderatorId: uuid('moderator_id').references(() => users.id, { onDelete: 'set null' }),
    outcome: text('outcome').notNull(),
    actions: jsonb('actions').$type<string[]>().notNull(),
    reason: text('reason').notNull(),
    decidedAt: timestamp('decided_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    index('moderation_decisions_subject_idx').on(table.subjectUserId, table.decidedAt),
    index('moderation_decisions_item_idx').on(table.itemId),
    check('moderation_decisions_outcome_check', sql`outcome in ('upheld', 'dismissed')`),
    check(
      'moderation_decisions_kind_check',
      sql`kind in ('report', 'flagged_session', 'answer_dispute', 'set_publication')`,
    ),
  ],
);
