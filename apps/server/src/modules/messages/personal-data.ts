import { asc, eq, inArray } from 'drizzle-orm';
import {
  conversationParticipants,
  conversations,
  messageAttachments,
  messages,
  users,
} from '../../db/schema';
import { rowsOfPerson, type PersonalDataPart } from '../privacy';

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
};
