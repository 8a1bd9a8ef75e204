import {
  HIDDEN_PLAYER_NAME,
  isPossibleMinor,
  shortName,
  type Conversation,
  type Message,
  type MessageAttachment,
  type OnlineStatus,
} from '@quizarena/contracts';
import type { AttachmentLinks } from './attachment-links';
import type { ConversationRow, ParticipantRow, ParticipantUser } from './conversations.repo';
import type { AttachmentRow, MessageRow } from './messages.repo';

/** The longest preview of a message (a conversation's last line, a reply, a notification). */
export const PREVIEW_LENGTH = 140;

/** The first `PREVIEW_LENGTH` characters, with an ellipsis when there was more. */
export function preview(text: string): string {
  const characters = Array.from(text.replace(/\s+/gu, ' ').trim());
  return characters.length > PREVIEW_LENGTH
    ? `${characters.slice(0, PREVIEW_LENGTH - 1).join('')}…`
    : characters.join('');
}

/**
 * How a person in a conversation is shown to `viewerId` (docs/PRIVACY.md): themself in full; a
 * disabled account as 'Hidden player' without a picture; a possible minor by the short name
 * without a picture; anyone else by their name and picture. A hidden profile still shows its
 * name here, as in notifications: the two are talking to each other.
 */
export function shownPerson(
  userId: string,
  user: ParticipantUser,
  viewerId: string,
  year: number,
): { name: string; avatarUrl: string | null } {
  if (userId === viewerId) return { name: user.fullName, avatarUrl: user.avatarUrl };
  if (user.status !== 'active') return { name: HIDDEN_PLAYER_NAME, avatarUrl: null };
  if (isPossibleMinor(user.birthYear, year))
    return { name: shortName(user.fullName), avatarUrl: null };
  return { name: user.fullName, avatarUrl: user.avatarUrl };
}

/** One reader of a conversation: who, whether their word filter is on, how far they read. */
export type Reader = { userId: string; filter: boolean; readUpTo: Date | null };

/** The filter is the participant's choice, and always on for a possible minor. */
export function readerOf(participant: ParticipantRow, year: number): Reader {
  return {
    userId: participant.userId,
    filter: participant.filterEnabled || isPossibleMinor(participant.user.birthYear, year),
    readUpTo: participant.readUpTo,
  };
}

/** Everyone's delivered and read marks in a conversation. */
export type Marks = Pick<ParticipantRow, 'userId' | 'deliveredUpTo' | 'readUpTo'>[];

/**
 * A message's status as its sender sees it: read when every other participant read up to it,
 * delivered when it reached every one of them, else sent (also when nobody else is left).
 */
export function messageStatus(
  senderId: string | null,
  createdAt: Date,
  marks: Marks,
): Message['status'] {
  const others = marks.filter((mark) => mark.userId !== senderId);
  if (others.length === 0) return 'sent';
  const reached = (at: Date | null) => at !== null && at.getTime() >= createdAt.getTime();
  if (others.every((mark) => reached(mark.readUpTo))) return 'read';
  if (others.every((mark) => reached(mark.deliveredUpTo))) return 'delivered';
  return 'sent';
}

export function toAttachmentDto(row: AttachmentRow, links: AttachmentLinks): MessageAttachment {
  return {
    id: row.id,
    kind: row.kind as MessageAttachment['kind'],
    name: row.originalName,
    mime_type: row.mimeType,
    size: row.size,
    url: links.urlFor(row.id, 'original'),
    thumbnail_url: row.thumbnailKey ? links.urlFor(row.id, 'thumbnail') : null,
    width: row.width,
    height: row.height,
  };
}

/** What a message's DTO is built from for one reader. */
export type MessageView = {
  reader: Reader;
  marks: Marks;
  year: number;
  links: AttachmentLinks;
  /** Masks rude words (the caller may remember what it masked for the next reader). */
  mask: (text: string) => string;
};

/**
 * A message as one reader sees it: their read state, the sender's ticks, rude words masked when
 * their filter is on (never in their own words), people shown by the rule above, and signed
 * addresses for its file.
 */
export function toMessageDto(row: MessageRow, view: MessageView): Message {
  const { reader, year } = view;
  const shown = (text: string, authorId: string | null) =>
    reader.filter && authorId !== reader.userId ? view.mask(text) : text;
  const status = messageStatus(row.senderId, row.createdAt, view.marks);
  const own = row.senderId !== null && row.senderId === reader.userId;
  return {
    id: row.id,
    conversation_id: row.conversationId,
    sender_id: row.senderId,
    sender: row.sender && {
      user_id: row.sender.id,
      ...renamed(shownPerson(row.sender.id, row.sender, reader.userId, year)),
    },
    content: shown(row.content, row.senderId),
    message_type: row.messageType as Message['message_type'],
    created_at: row.createdAt.toISOString(),
    is_read: own
      ? status === 'read'
      : reader.readUpTo !== null && reader.readUpTo.getTime() >= row.createdAt.getTime(),
    status,
    reply_to: row.reply && {
      id: row.reply.id,
      sender_name:
        row.reply.sender && row.reply.senderId
          ? shownPerson(row.reply.senderId, row.reply.sender, reader.userId, year).name
          : null,
      content: preview(shown(row.reply.content, row.reply.senderId)),
      removed: row.reply.removedAt !== null,
    },
    metadata: (row.metadata as Message['metadata']) ?? null,
    attachment: row.attachment && toAttachmentDto(row.attachment, view.links),
    client_id: row.clientId,
    removed: row.removedAt !== null,
    deleted: row.erasedAt !== null,
  };
}

const renamed = (shown: { name: string; avatarUrl: string | null }) => ({
  name: shown.name,
  avatar_url: shown.avatarUrl,
});

/** Everything a conversation's DTO is built from, for one viewer. */
export type ConversationView = {
  conversation: ConversationRow;
  participants: ParticipantRow[];
  viewerId: string;
  lastMessage: MessageRow | undefined;
  presence: Map<string, OnlineStatus>;
  year: number;
  mask: (text: string) => string;
};

/** A conversation with the viewer's own settings and view of it. */
export function toConversationDto(view: ConversationView): Conversation {
  const { conversation, participants, viewerId, year } = view;
  const me = participants.find((participant) => participant.userId === viewerId)!;
  const reader = readerOf(me, year);
  const last = view.lastMessage;
  const lastVisible = last !== undefined && last.createdAt.getTime() >= me.joinedAt.getTime();
  return {
    id: conversation.id,
    name: conversation.isGroup ? conversation.name : null,
    is_group: conversation.isGroup,
    participants: participants.map((participant) => {
      const shown = shownPerson(participant.userId, participant.user, viewerId, year);
      const presence = view.presence.get(participant.userId);
      const active = participant.user.status === 'active';
      return {
        id: participant.id,
        user_id: participant.userId,
        full_name: shown.name,
        avatar_url: shown.avatarUrl,
        is_online: active && (presence?.is_online ?? false),
        role: participant.role as Conversation['my_role'],
        joined_at: participant.joinedAt.toISOString(),
        last_seen: active ? (presence?.last_seen ?? null) : null,
      };
    }),
    unread_count: me.unreadCount,
    is_muted: me.isMuted,
    is_archived: me.isArchived,
    is_pinned: me.isPinned,
    filter_enabled: reader.filter,
    is_request: me.status === 'request',
    awaiting_acceptance:
      !conversation.isGroup &&
      participants.some(
        (participant) => participant.userId !== viewerId && participant.status === 'request',
      ),
    avatar_url: conversation.isGroup ? conversation.avatarUrl : null,
    description: conversation.isGroup ? conversation.description : null,
    my_role: me.role as Conversation['my_role'],
    created_at: conversation.createdAt.toISOString(),
    last_message: lastVisible
      ? {
          id: last.id,
          sender_id: last.senderId,
          sender: last.sender && shownPerson(last.sender.id, last.sender, viewerId, year).name,
          content: preview(
            reader.filter && last.senderId !== viewerId ? view.mask(last.content) : last.content,
          ),
          message_type: last.messageType as Message['message_type'],
          created_at: last.createdAt.toISOString(),
          is_read:
            last.senderId === viewerId
              ? messageStatus(last.senderId, last.createdAt, participants) === 'read'
              : reader.readUpTo !== null && reader.readUpTo.getTime() >= last.createdAt.getTime(),
          has_attachment: last.attachmentId !== null,
          removed: last.removedAt !== null,
          metadata: (last.metadata as Message['metadata']) ?? null,
        }
      : null,
  };
}
