import { sql } from 'drizzle-orm';
import {
  check,
  index,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './auth';

/**
 * A friend request waiting for an answer. Accepting turns it into two `friendships` rows and
 * deletes it; declining or cancelling deletes it. One per ordered pair; a crossed request (the
 * receiver asks the sender) is not stored: it makes them friends.
 */
export const friendRequests = pgTable(
  'friend_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    senderId: uuid('sender_id')
      .notNull()
      // A request is its sender's and receiver's own data.
      .references(() => users.id, { onDelete: 'cascade' }),
    receiverId: uuid('receiver_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('friend_requests_pair_key').on(table.senderId, table.receiverId),
    index('friend_requests_receiver_idx').on(table.receiverId, table.createdAt),
    check('friend_requests_not_self', sql`sender_id <> receiver_id`),
  ],
);

/** A friendship, stored once in each direction so either side lists it by its own key. */
export const friendships = pgTable(
  'friendships',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    friendId: uuid('friend_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.friendId] }),
    index('friendships_friend_idx').on(table.friendId),
    check('friendships_not_self', sql`user_id <> friend_id`),
  ],
);

/** `blocker` blocked `blocked`: the blocked player can no longer find, ask or message them. */
export const userBlocks = pgTable(
  'user_blocks',
  {
    blockerId: uuid('blocker_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    blockedId: uuid('blocked_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Only the blocker sees it. */
    reason: text('reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.blockerId, table.blockedId] }),
    index('user_blocks_blocked_idx').on(table.blockedId),
    check('user_blocks_not_self', sql`blocker_id <> blocked_id`),
  ],
);

/** Who may reach the player; a missing row means the defaults. */
export const socialSettings = pgTable(
  'social_settings',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    friendRequestsFrom: text('friend_requests_from').notNull().default('everyone'),
    messagesFrom: text('messages_from').notNull().default('friends'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  () => [
    check(
      'social_settings_friend_requests_check',
      sql`friend_requests_from in ('everyone', 'friends_of_friends', 'nobody')`,
    ),
    check('social_settings_messages_check', sql`messages_from in ('friends', 'everyone')`),
  ],
);
