import { boolean, pgTable, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth';

/**
 * What presence keeps beyond the live connections (which are in memory or Redis): whether the
 * player chose to appear offline, and when they were last connected.
 */
export const userPresence = pgTable('user_presence', {
  userId: uuid('user_id')
    .primaryKey()
    // Last seen and appear-offline are the user's own settings.
    .references(() => users.id, { onDelete: 'cascade' }),
  visible: boolean('visible').notNull().default(true),
  lastSeenAt: timestamp('last_seen_at', { withTimezone: true }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
