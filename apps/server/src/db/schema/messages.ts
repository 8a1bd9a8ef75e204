import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  foreignKey,
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

/**
 * A conversation: direct (two people, one per pair through `direct_key`) or a group with a
 * name, an owner and admins. `last_message_*` are kept by each send for the list's order.
 */
export const conversations = pgTable(
  'conversations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    isGroup: boolean('is_group').notNull(),
    /** The two participants' ids, sorted and joined: one direct conversation per pair. */
    directKey: text('direct_key'),
    name: text('name'),
    description: text('description'),
    avatarUrl: text('avatar_url'),
    ownerId: uuid('owner_id').references(() => users.id, { onDelete: 'set null' }),
    lastMessageId: uuid('last_message_id'),
    lastMessageAt: timestamp('last_message_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * The module whose membership the participants follow (a study group's chat); its
     * participants, name and life are changed there only. Null: the participants' own.
     */
    managedBy: text('managed_by'),
  },
  (table) => [
    uniqueIndex('conversations_direct_key').on(table.directKey),
    check('conversations_managed_by_check', sql`managed_by is null or managed_by = 'study_group'`),
    check(
      'conversations_kind_check',
      sql`(is_group and direct_key is null and name is not null) or (not is_group and direct_key is not null)`,
    ),
  ],
);

/**
 * A person in a conversation, with their own view of it. `status` is `request` for the
 * receiver of a stranger's first message until they accept it (DECISIONS: messaging).
 * Delivered and read marks are times: every message up to them reached / was read by them.
 */
export const conversationParticipants = pgTable(
  'conversation_participants',
  {
    conversationId: uuid('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    id: uuid('id').notNull().defaultRandom(),
    role: text('role').notNull().default('member'),
    status: text('status').notNull().default('active'),
    unreadCount: integer('unread_count').notNull().default(0),
    isMuted: boolean('is_muted').notNull().default(false),
    isArchived: boolean('is_archived').notNull().default(false),
    isPinned: boolean('is_pinned').notNull().default(false),
    filterEnabled: boolean('filter_enabled').notNull().default(false),
    deliveredUpTo: timestamp('delivered_up_to', { withTimezone: true }),
    readUpTo: timestamp('read_up_to', { withTimezone: true }),
    joinedAt: timestamp('joined_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.conversationId, table.userId] }),
    index('conversation_participants_user_idx').on(table.userId),
    check('conversation_participants_role_check', sql`role in ('owner', 'admin', 'member')`),
    check('conversation_participants_status_check', sql`status in ('active', 'request')`),
    check('conversation_participants_unread_check', sql`unread_count >= 0`),
  ],
);

/** A file sent in a conversation; stored under a random key, served only to participants. */
export const messageAttachments = pgTable(
  'message_attachments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    uploaderId: uuid('uploader_id').references(() => users.id, { onDelete: 'set null' }),
    kind: text('kind').notNull(),
    originalName: text('original_name').notNull(),
    mimeType: text('mime_type').notNull(),
    size: integer('size').notNull(),
    storageKey: text('storage_key').notNull(),
    thumbnailKey: text('thumbnail_key'),
    width: integer('width'),
    height: integer('height'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  () => [
    check(
      'message_attachments_kind_check',
      sql`kind in ('image', 'video', 'pdf', 'doc', 'docx', 'txt')`,
    ),
  ],
);

export const messages = pgTable(
  'messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    conversationId: uuid('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    /** Null for system lines and once the sender's account is erased. */
    senderId: uuid('sender_id').references(() => users.id, { onDelete: 'set null' }),
    content: text('content').notNull(),
    messageType: text('message_type').notNull().default('text'),
    replyToId: uuid('reply_to_id'),
    metadata: jsonb('metadata'),
    attachmentId: uuid('attachment_id').references(() => messageAttachments.id, {
      onDelete: 'set null',
    }),
    clientId: text('client_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** A moderator removed it: its content and file are gone, the line stays in the thread. */
    removedAt: timestamp('removed_at', { withTimezone: true }),
    /**
     * Its sender's account was erased: the line stays so the thread keeps its shape, with no
     * content, file or sender; the client shows "deleted message" in its place.
     */
    erasedAt: timestamp('erased_at', { withTimezone: true }),
  },
  (table) => [
    // The thread reads newest first, and pages backwards from a message.
    index('messages_conversation_idx').on(table.conversationId, table.createdAt, table.id),
    foreignKey({ columns: [table.replyToId], foreignColumns: [table.id] }).onDelete('set null'),
    check('messages_type_check', sql`message_type in ('text', 'quiz_challenge', 'system')`),
  ],
);
