import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import {
  conversationParticipants,
  conversations,
  messageAttachments,
  messages,
  users,
} from '../../db/schema';
import { rowsOfPerson, type PersonalDataPart } from '../../lib/personal-data';

/**
 * The messages the person sent, the conversations they are in (with who else is there, by
 * display name: other people's messages and emails are theirs) and the files they attached.
 */
export const messagesPersonalData: PersonalDataPart = {
  module: 'messages',
  describes:
    'The messages you sent, the conversations you are in and who is in them, files you attached',
  tables: ['conversations', 'conversation_participants', 'messages', 'message_attachments'],
  async export(db, userId) {
    const memberships = await rowsOfPerson(
      db,
      conversationParticipants,
      conversationParticipants.userId,
      userId,
    );
    const ids = memberships.map((row) => row.conversation_id as string);
    const rooms = ids.length
      ? await db
          .select({
            id: conversations.id,
            is_group: conversations.isGroup,
            name: conversations.name,
            description: conversations.description,
            owner_id: conversations.ownerId,
            created_at: conversations.createdAt,
          })
          .from(conversations)
          .where(inArray(conversations.id, ids))
      : [];
    const people = ids.length
      ? await db
          .select({
            conversation_id: conversationParticipants.conversationId,
            user_id: conversationParticipants.userId,
            name: users.fullName,
            role: conversationParticipants.role,
          })
          .from(conversationParticipants)
          .innerJoin(users, eq(users.id, conversationParticipants.userId))
          .where(inArray(conversationParticipants.conversationId, ids))
      : [];
    return {
      conversations: rooms.map((room) => ({
        ...room,
        membership: memberships.find((row) => row.conversation_id === room.id),
        participants: people
          .filter((person) => person.conversation_id === room.id)
          .map(({ conversation_id: _, ...person }) => person),
      })),
      messages_sent: await db
        .select({
          id: messages.id,
          conversation_id: messages.conversationId,
          content: messages.content,
          message_type: messages.messageType,
          reply_to_id: messages.replyToId,
          attachment_id: messages.attachmentId,
          created_at: messages.createdAt,
          removed_at: messages.removedAt,
        })
        .from(messages)
        .where(eq(messages.senderId, userId))
        .orderBy(asc(messages.createdAt)),
      attachments: await rowsOfPerson(
        db,
        messageAttachments,
        messageAttachments.uploaderId,
        userId,
        ['storageKey', 'thumbnailKey'],
      ),
    };
  },
  async files(db, userId) {
    const rows = await db
      .select({
        id: messageAttachments.id,
        key: messageAttachments.storageKey,
        originalName: messageAttachments.originalName,
      })
      .from(messageAttachments)
      .where(eq(messageAttachments.uploaderId, userId));
    return rows.map((row) => ({ key: row.key, name: `messages/${row.id}-${row.originalName}` }));
  },
  /**
   * Their words leave other people's threads but the lines stay, so the threads keep their
   * shape: content and metadata cleared, no file, `erased_at` set (the client shows "deleted
   * message"); the sender goes with the user row (`set null`). The files they attached are
   * deleted. A group conversation they own passes to its longest-standing admin, else member;
   * one nobody else is in goes.
   */
  async erase(tx, userId, ctx) {
    const files = await tx
      .select({ key: messageAttachments.storageKey, thumbnail: messageAttachments.thumbnailKey })
      .from(messageAttachments)
      .where(eq(messageAttachments.uploaderId, userId));
    for (const file of files) {
      await ctx.storage.delete(file.key);
      if (file.thumbnail) await ctx.storage.delete(file.thumbnail);
    }
    await tx.delete(messageAttachments).where(eq(messageAttachments.uploaderId, userId));
    await tx
      .update(messages)
      .set({ content: '', metadata: null, attachmentId: null, clientId: null, erasedAt: ctx.now })
      .where(and(eq(messages.senderId, userId), isNull(messages.erasedAt)));
    // System lines name people in their metadata ("Hana joined"): theirs go, nobody's words.
    await tx
      .delete(messages)
      .where(
        and(
          eq(messages.messageType, 'system'),
          sql`${messages.metadata}::text like ${`%${userId}%`}`,
        ),
      );
    await tx.execute(sql`
      update conversations c set owner_id = (
        select p.user_id from conversation_participants p
        where p.conversation_id = c.id and p.user_id <> ${userId}
        order by (p.role = 'admin') desc, p.joined_at, p.user_id limit 1)
      where c.owner_id = ${userId}`);
    await tx.execute(sql`
      update conversation_participants p set role = 'owner'
      from conversations c
      where c.id = p.conversation_id and c.owner_id = p.user_id and p.role <> 'owner'
        and exists (select 1 from conversation_participants me
                    where me.conversation_id = c.id and me.user_id = ${userId})`);
    // A conversation only they were in has no reader left.
    await tx.execute(sql`
      delete from conversations c
      where exists (select 1 from conversation_participants me
                    where me.conversation_id = c.id and me.user_id = ${userId})
        and not exists (select 1 from conversation_participants other
                        where other.conversation_id = c.id and other.user_id <> ${userId})
        and not exists (select 1 from study_groups g where g.conversation_id = c.id)`);
  },
};
