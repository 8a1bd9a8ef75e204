import { and, asc, desc, eq, getTableColumns, gte, inArray, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import {
  conversationParticipants,
  conversations,
  messageAttachments,
  messages,
  users,
} from '../../db/schema';
import type { ParticipantUser } from './conversations.repo';

async function rowsOf<T>(db: Db, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

export type AttachmentRow = typeof messageAttachments.$inferSelect;

/** A message with what its readers are shown: sender, the message it answers, its file. */
export type MessageRow = typeof messages.$inferSelect & {
  sender: (ParticipantUser & { id: string }) | null;
  reply: {
    id: string;
    content: string;
    senderId: string | null;
    removedAt: Date | null;
    sender: ParticipantUser | null;
  } | null;
  attachment: AttachmentRow | null;
};

const senders = alias(users, 'sender');
const replies = alias(messages, 'reply');
const replySenders = alias(users, 'reply_sender');

function selectMessages(db: Db) {
  return db
    .select({
      message: getTableColumns(messages),
      sender: {
        id: senders.id,
        fullName: senders.fullName,
        birthYear: senders.birthYear,
        status: senders.status,
        avatarUrl: senders.avatarUrl,
      },
      reply: {
        id: replies.id,
        content: replies.content,
        senderId: replies.senderId,
        removedAt: replies.removedAt,
      },
      replySender: {
        id: replySenders.id,
        fullName: replySenders.fullName,
        birthYear: replySenders.birthYear,
        status: replySenders.status,
        avatarUrl: replySenders.avatarUrl,
      },
      attachment: getTableColumns(messageAttachments),
    })
    .from(messages)
    .leftJoin(senders, eq(senders.id, messages.senderId))
    .leftJoin(replies, eq(replies.id, messages.replyToId))
    .leftJoin(replySenders, eq(replySenders.id, replies.senderId))
    .leftJoin(messageAttachments, eq(messageAttachments.id, messages.attachmentId));
}

type Selected = Awaited<ReturnType<ReturnType<typeof selectMessages>['where']>>[number];

// Drizzle answers a left-joined nested object as null when the join found nothing.
function toRow(selected: Selected): MessageRow {
  return {
    ...selected.message,
    sender: selected.sender,
    reply: selected.reply && {
      id: selected.reply.id,
      content: selected.reply.content,
      senderId: selected.reply.senderId,
      removedAt: selected.reply.removedAt,
      sender: selected.replySender,
    },
    attachment: selected.attachment,
  };
}

/**
 * A page of a conversation's messages, newest first: those from `since` (when the reader
 * joined) and, with `before`, older than that message. Reads one more than `limit` so the
 * caller knows whether there are more.
 */
export async function listMessages(
  db: Db,
  conversationId: string,
  query: {
    since: Date;
    before?: { createdAt: Date; id: string } | undefined;
    limit: number;
    offset: number;
  },
): Promise<MessageRow[]> {
  const rows = await selectMessages(db)
    .where(
      and(
        eq(messages.conversationId, conversationId),
        gte(messages.createdAt, query.since),
        query.before
          ? sql`(${messages.createdAt}, ${messages.id}) < (${query.before.createdAt.toISOString()}::timestamptz, ${query.before.id}::uuid)`
          : undefined,
      ),
    )
    .orderBy(desc(messages.createdAt), desc(messages.id))
    .limit(query.limit + 1)
    .offset(query.offset);
  return rows.map(toRow);
}

/** Messages by id (a conversation list's last messages), in no order. */
export async function messagesByIds(db: Db, ids: string[]): Promise<MessageRow[]> {
  if (ids.length === 0) return [];
  const rows = await selectMessages(db).where(
    sql`${messages.id} in (${sql.join(
      ids.map((id) => sql`${id}::uuid`),
      sql`, `,
    )})`,
  );
  return rows.map(toRow);
}

/** One message, with its sender and file. */
export async function findMessage(db: Db, id: string): Promise<MessageRow | undefined> {
  const [row] = await selectMessages(db).where(eq(messages.id, id));
  return row && toRow(row);
}

export type NewMessage = {
  conversationId: string;
  senderId: string | null;
  content: string;
  messageType: 'text' | 'quiz_challenge' | 'system';
  replyToId: string | null;
  attachmentId: string | null;
  metadata: unknown;
  clientId: string | null;
  at: Date;
};

/**
 * Adds a message in one statement: it takes the conversation's row lock (so a conversation's
 * messages get increasing times even when they arrive in the same millisecond: each is at least
 * a millisecond after the last), moves the conversation's last message, and adds one to the
 * unread count of every other participant (not for system lines). An attachment already sent
 * with another message stops it: the answer is then undefined.
 */
export async function insertMessage(
  db: Db,
  message: NewMessage,
): Promise<{ id: string; createdAt: Date } | undefined> {
  const unused = message.attachmentId
    ? sql`and not exists (select 1 from ${messages} where attachment_id = ${message.attachmentId})`
    : sql``;
  const rows = await rowsOf<{ id: string; created_at: Date | string }>(
    db,
    sql`
    with conv as (
      select id, last_message_at from ${conversations} where id = ${message.conversationId} for update
    ), inserted as (
      insert into ${messages}
        (conversation_id, sender_id, content, message_type, reply_to_id, metadata, attachment_id,
         client_id, created_at)
      select conv.id, ${message.senderId}, ${message.content}, ${message.messageType},
             ${message.replyToId}, ${message.metadata === null ? null : JSON.stringify(message.metadata)}::jsonb,
             ${message.attachmentId}, ${message.clientId},
             greatest(${message.at.toISOString()}::timestamptz, conv.last_message_at + interval '1 millisecond')
      from conv where true ${unused}
      returning id, created_at
    ), moved as (
      update ${conversations} c set last_message_id = inserted.id, last_message_at = inserted.created_at
      from inserted where c.id = ${message.conversationId}
    ), counted as (
      update ${conversationParticipants} p set unread_count = p.unread_count + 1
      from inserted
      where p.conversation_id = ${message.conversationId}
        and ${message.messageType} <> 'system' and p.user_id <> ${message.senderId}
    )
    select id, created_at from inserted`,
  );
  const row = rows[0];
  return row && { id: row.id, createdAt: new Date(row.created_at) };
}

/** Whether the user has sent a message in the conversation (a request allows one). */
export async function hasSent(db: Db, conversationId: string, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ one: sql<number>`1` })
    .from(messages)
    .where(and(eq(messages.conversationId, conversationId), eq(messages.senderId, userId)))
    .limit(1);
  return row !== undefined;
}

export async function insertAttachment(
  db: Db,
  values: typeof messageAttachments.$inferInsert,
): Promise<AttachmentRow> {
  const [row] = await db.insert(messageAttachments).values(values).returning();
  return row!;
}

export async function findAttachment(db: Db, id: string): Promise<AttachmentRow | undefined> {
  const [row] = await db.select().from(messageAttachments).where(eq(messageAttachments.id, id));
  return row;
}

/**
 * The user's own attachment, locked until the transaction ends (so two messages cannot both
 * take it), and whether a message already carries it; undefined when it is not theirs.
 */
export async function lockOwnAttachment(
  db: Db,
  id: string,
  uploaderId: string,
): Promise<(AttachmentRow & { used: boolean }) | undefined> {
  const [row] = await db
    .select({
      ...getTableColumns(messageAttachments),
      used: sql<boolean>`exists (select 1 from ${messages} where ${messages.attachmentId} = ${messageAttachments.id})`,
    })
    .from(messageAttachments)
    .where(and(eq(messageAttachments.id, id), eq(messageAttachments.uploaderId, uploaderId)))
    .for('update');
  return row;
}

/**
 * Sets the `status` a challenge message carries in its metadata (every reader sees the one
 * row); answers the conversations of the messages it changed.
 */
export async function setChallengeStatus(
  db: Db,
  messageIds: readonly string[],
  status: string,
): Promise<string[]> {
  if (messageIds.length === 0) return [];
  const rows = await db
    .update(messages)
    .set({
      metadata: sql`jsonb_set(coalesce(${messages.metadata}, '{}'::jsonb), '{status}', to_jsonb(${status}::text))`,
    })
    .where(and(inArray(messages.id, [...messageIds]), eq(messages.messageType, 'quiz_challenge')))
    .returning({ conversationId: messages.conversationId });
  return [...new Set(rows.map((row) => row.conversationId))];
}

/** The conversations among these with a text message by someone since `since`. */
export async function spokenSince(
  db: Db,
  conversationIds: string[],
  since: Date,
): Promise<Set<string>> {
  if (conversationIds.length === 0) return new Set();
  const rows = await db
    .selectDistinct({ conversationId: messages.conversationId })
    .from(messages)
    .where(
      and(
        inArray(messages.conversationId, conversationIds),
        sql`${messages.senderId} is not null`,
        eq(messages.messageType, 'text'),
        gte(messages.createdAt, since),
      ),
    );
  return new Set(rows.map((row) => row.conversationId));
}

export async function attachmentsByIds(db: Db, ids: string[]): Promise<AttachmentRow[]> {
  if (ids.length === 0) return [];
  return db.select().from(messageAttachments).where(inArray(messageAttachments.id, ids));
}

export async function deleteAttachment(db: Db, id: string): Promise<AttachmentRow | undefined> {
  const [row] = await db
    .delete(messageAttachments)
    .where(eq(messageAttachments.id, id))
    .returning();
  return row;
}

/**
 * Removes a message's content and file for a moderator; the line stays, marked removed.
 * Answers the removed message's attachment, if it had one, for its file to be deleted.
 */
export async function removeMessage(db: Db, id: string, at: Date) {
  const [before] = await db
    .select({ attachmentId: messages.attachmentId })
    .from(messages)
    .where(eq(messages.id, id))
    .for('update');
  if (!before) return undefined;
  await db
    .update(messages)
    .set({ content: '', attachmentId: null, metadata: null, removedAt: at })
    .where(eq(messages.id, id));
  return { attachmentId: before.attachmentId };
}

/** Up to `each` lines before and after a message in its conversation, oldest first (staff view). */
export async function linesAround(
  db: Db,
  message: MessageRow,
  each: number,
): Promise<MessageRow[]> {
  const at = sql`(${message.createdAt.toISOString()}::timestamptz, ${message.id}::uuid)`;
  const position = sql`(${messages.createdAt}, ${messages.id})`;
  const [before, after] = [
    await selectMessages(db)
      .where(and(eq(messages.conversationId, message.conversationId), sql`${position} < ${at}`))
      .orderBy(desc(messages.createdAt), desc(messages.id))
      .limit(each),
    await selectMessages(db)
      .where(and(eq(messages.conversationId, message.conversationId), sql`${position} > ${at}`))
      .orderBy(asc(messages.createdAt), asc(messages.id))
      .limit(each),
  ];
  return [...before.reverse().map(toRow), message, ...after.map(toRow)];
}
