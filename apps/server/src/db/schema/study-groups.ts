import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './auth';
import { categories, topics } from './content';
import { games } from './games';
import { conversations, messageAttachments } from './messages';

/**
 * A study group (docs/DECISIONS.md, Study groups): its form's fields, its chat (a group
 * conversation of the messages module, whose participants follow the members) and, for an
 * invite-only group, the code of its invite link.
 */
export const studyGroups = pgTable(
  'study_groups',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    tags: jsonb('tags').$type<string[]>().notNull().default([]),
    categoryId: uuid('category_id').references(() => categories.id, { onDelete: 'set null' }),
    difficultyLevel: text('difficulty_level').notNull().default('beginner'),
    type: text('type').notNull().default('public'),
    meetingFrequency: text('meeting_frequency').notNull().default('weekly'),
    maxMembers: integer('max_members').notNull(),
    avatarUrl: text('avatar_url'),
    /** The owner; null only between an erasure and the handover it starts. */
    ownerId: uuid('owner_id').references(() => users.id, { onDelete: 'set null' }),
    conversationId: uuid('conversation_id')
      .notNull()
      .references(() => conversations.id),
    /** An invite-only group's link code; a reset replaces it, so old links stop working. */
    inviteCode: text('invite_code'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    check('study_groups_type_check', sql`${table.type} in ('public', 'private', 'invite_only')`),
    check(
      'study_groups_difficulty_check',
      sql`${table.difficultyLevel} in ('beginner', 'intermediate', 'advanced')`,
    ),
    uniqueIndex('study_groups_conversation_idx').on(table.conversationId),
    uniqueIndex('study_groups_invite_code_idx').on(table.inviteCode),
    index('study_groups_category_idx').on(table.categoryId),
    index('study_groups_owner_idx').on(table.ownerId),
  ],
);

/** A member of a group and their role. */
export const studyGroupMembers = pgTable(
  'study_group_members',
  {
    groupId: uuid('group_id')
      .notNull()
      .references(() => studyGroups.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: text('role').notNull().default('member'),
    joinedAt: timestamp('joined_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.groupId, table.userId] }),
    check('study_group_members_role_check', sql`${table.role} in ('owner', 'moderator', 'member')`),
    // My Groups, and the groups-joined count for achievements.
    index('study_group_members_user_idx').on(table.userId, table.joinedAt),
    // One owner per group, always.
    uniqueIndex('study_group_members_one_owner_idx')
      .on(table.groupId)
      .where(sql`${table.role} = 'owner'`),
  ],
);

/** A private group's pending join request; approving or rejecting removes it. */
export const studyGroupJoinRequests = pgTable(
  'study_group_join_requests',
  {
    groupId: uuid('group_id')
      .notNull()
      .references(() => studyGroups.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    joinMessage: text('join_message').notNull().default(''),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.groupId, table.userId] }),
    index('study_group_join_requests_user_idx').on(table.userId),
  ],
);

/** A member's stars for their group: one each, changeable; the card shows the average. */
export const studyGroupRatings = pgTable(
  'study_group_ratings',
  {
    groupId: uuid('group_id')
      .notNull()
      .references(() => studyGroups.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    rating: integer('rating').notNull(),
    ratedAt: timestamp('rated_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.groupId, table.userId] }),
    check('study_group_ratings_range_check', sql`${table.rating} between 1 and 5`),
    index('study_group_ratings_user_idx').on(table.userId),
  ],
);

/** A shared resource: a link, or a file stored as a message attachment by the uploads module. */
export const studyGroupResources = pgTable(
  'study_group_resources',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    groupId: uuid('group_id')
      .notNull()
      .references(() => studyGroups.id, { onDelete: 'cascade' }),
    addedBy: uuid('added_by').references(() => users.id, { onDelete: 'set null' }),
    title: text('title').notNull(),
    url: text('url'),
    attachmentId: uuid('attachment_id').references(() => messageAttachments.id, {
      onDelete: 'cascade',
    }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    check(
      'study_group_resources_one_kind_check',
      sql`(${table.url} is null) <> (${table.attachmentId} is null)`,
    ),
    index('study_group_resources_group_idx').on(table.groupId, table.createdAt),
    index('study_group_resources_added_by_idx').on(table.addedBy),
  ],
);

/**
 * A study session of a group: planned by its owner or a moderator, hosted by someone, live
 * (played as a live game when it starts), recorded (a recording to watch) or other (a place or
 * a link). `status` is kept by the scheduler: scheduled, live at its start, completed at its
 * end; cancelled by hand.
 */
export const studySessions = pgTable(
  'study_sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    groupId: uuid('group_id')
      .notNull()
      .references(() => studyGroups.id, { onDelete: 'cascade' }),
    hostId: uuid('host_id').references(() => users.id, { onDelete: 'set null' }),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    type: text('type').notNull(),
    status: text('status').notNull().default('scheduled'),
    scheduledAt: timestamp('scheduled_at', { withTimezone: true }).notNull(),
    durationMinutes: integer('duration_minutes').notNull(),
    maxParticipants: integer('max_participants').notNull(),
    topicId: uuid('topic_id').references(() => topics.id, { onDelete: 'set null' }),
    /** A recorded session's recording, or an 'other' session's place or link. */
    location: text('location'),
    recordingAttachmentId: uuid('recording_attachment_id').references(() => messageAttachments.id, {
      onDelete: 'set null',
    }),
    /** A live session's game once it started. */
    gameId: uuid('game_id').references(() => games.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    check('study_sessions_type_check', sql`${table.type} in ('live', 'recorded', 'other')`),
    check(
      'study_sessions_status_check',
      sql`${table.status} in ('scheduled', 'live', 'completed', 'cancelled')`,
    ),
    index('study_sessions_group_idx').on(table.groupId, table.scheduledAt),
    index('study_sessions_host_idx').on(table.hostId),
    index('study_sessions_game_idx').on(table.gameId),
  ],
);

/** Someone's RSVP to a session, and whether they attended (joined it while it ran). */
export const studySessionParticipants = pgTable(
  'study_session_participants',
  {
    sessionId: uuid('session_id')
      .notNull()
      .references(() => studySessions.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    rsvpAt: timestamp('rsvp_at', { withTimezone: true }),
    attendedAt: timestamp('attended_at', { withTimezone: true }),
    /** Minutes before the start the person asked to be reminded; null for no reminder. */
    reminderMinutes: integer('reminder_minutes'),
  },
  (table) => [
    primaryKey({ columns: [table.sessionId, table.userId] }),
    index('study_session_participants_user_idx').on(table.userId),
  ],
);

/**
 * The secret of a calendar feed (`.ics`), per user or per group; a reset replaces it, so the
 * old address stops working. Only its hash is kept.
 */
export const calendarFeeds = pgTable(
  'calendar_feeds',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Null: the user's own feed (all their groups' sessions); else that group's. */
    groupId: uuid('group_id').references(() => studyGroups.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    uniqueIndex('calendar_feeds_token_idx').on(table.tokenHash),
    // One feed per user, and one per user and group.
    uniqueIndex('calendar_feeds_user_idx')
      .on(table.userId)
      .where(sql`${table.groupId} is null`),
    uniqueIndex('calendar_feeds_user_group_idx')
      .on(table.userId, table.groupId)
      .where(sql`${table.groupId} is not null`),
  ],
);
