import { boolean, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth';

/**
 * An administrator's curation of one O*NET occupation (modules/careers): hidden from matching,
 * or shown with an edited description and a note. Career matching applies these over the
 * vendored O*NET data; an occupation without a row is shown as O*NET describes it.
 */
export const careerOccupationOverrides = pgTable('career_occupation_overrides', {
  /** The O*NET-SOC code, e.g. 15-1252.00. */
  code: text('code').primaryKey(),
  hidden: boolean('hidden').notNull().default(false),
  /** Replaces O*NET's description where players read it; null keeps O*NET's. */
  description: text('description'),
  /** Shown to players with the occupation; null for none. */
  note: text('note'),
  // The curator may be erased; the curation stays (the audit log names them by id).
  updatedBy: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
});

/**
 * The learning path an administrator assigned a player (modules/careers): topics to practise, in
 * order, and an optional note, shown on the player's career page. One per player: a new
 * assignment replaces the last (the audit log keeps each).
 */
export const careerLearningPaths = pgTable('career_learning_paths', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  topicIds: uuid('topic_ids').array().notNull(),
  note: text('note'),
  assignedBy: uuid('assigned_by').references(() => users.id, { onDelete: 'set null' }),
  assignedAt: timestamp('assigned_at', { withTimezone: true }).notNull(),
});
