import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './auth';

/**
 * A notification, written in the transaction of what caused it. `group_key` coalesces: while a
 * notification with the same key is unread, a new cause updates it (count, data, time) instead
 * of adding one (one "new messages" per conversation).
 */
export const notifications = pgTable(
  'notifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    groupKey: text('group_key'),
    data: jsonb('data').notNull(),
    count: integer('count').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
    readAt: timestamp('read_at', { withTimezone: true }),
    /** When an email digest carried it (never twice). */
    emailedAt: timestamp('emailed_at', { withTimezone: true }),
    /** Shown in the app (the player's preference for its kind when it was written). */
    inApp: boolean('in_app').notNull().default(true),
    /** Whether the player wants it by email (their preference when it was written). */
    wantsEmail: boolean('wants_email').notNull().default(false),
  },
  (table) => [
    index('notifications_user_idx').on(table.userId, table.updatedAt),
    // The bell's count.
    index('notifications_unread_idx')
      .on(table.userId)
      .where(sql`read_at is null and in_app`),
    uniqueIndex('notifications_unread_group_key')
      .on(table.userId, table.groupKey)
      .where(sql`read_at is null and group_key is not null`),
    // The digest's scan: unread, wanted by email, not yet sent.
    index('notifications_email_due_idx')
      .on(table.updatedAt)
      .where(sql`wants_email and read_at is null and emailed_at is null`),
    // The retention sweep's scans: read long ago, and untouched for a year.
    index('notifications_read_at_idx')
      .on(table.readAt)
      .where(sql`read_at is not null`),
    index('notifications_updated_at_idx').on(table.updatedAt),
  ],
);

/** A player's delivery choices per kind (jsonb: kinds added later need no migration). */
export const notificationSettings = pgTable('notification_settings', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  kinds: jsonb('kinds').notNull().default({}),
  emailEnabled: boolean('email_enabled').notNull().default(true),
  lastDigestAt: timestamp('last_digest_at', { withTimezone: true }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
