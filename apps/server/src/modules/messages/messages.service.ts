import {
  MESSAGES_PER_MINUTE,
  type Message,
  type SendMessageBody,
  type TypingEvent,
  typingBroadcastSchema,
} from '@quizarena/contracts';
import { AppError } from '../../lib/app-error';
import { utcMinute } from '../auth';
import { inTransaction } from '../scoring';
import { prepareAttachment, type UploadAnswer } from '../uploads';
import type { AttachmentVariant } from './attachment-links';
import {
  CONVERSATION_NOT_FOUND,
  notificationGroupOf,
  rememberingMask,
  type ConversationCore,
  type MessagesDeps,
} from './conversation-core';
import * as repo from './conversations.repo';
import { preview, readerOf, shownPerson, toAttachmentDto, toMessageDto } from './messages.dto';
import * as messagesRepo from './messages.repo';

const MINUTE = 60_000;

/** Why a direct message is refused, whoever blocked whom: the words never say a block. */
export const MESSAGING_REFUSED = 'You cannot send messages to this player';
export const REQUEST_PENDING =
  'Your message request has not been accepted yet; you can send more once it is';
export const ACCEPT_FIRST = 'Accept this message request before replying';
export const ATTACHMENT_TAKEN = 'This attachment was already sent';

/**
 * Messages: sending (the hot path: a few statements, every participant's copy built in memory),
 * the thread's pages, delivered and read marks with their receipts, attachments, typing.
 */
export function createMessagesService(deps: MessagesDeps, core: ConversationCore) {
  const { db, clock, policy, notifications, links } = deps;

  async function throttle(userId: string): Promise<void> {
    const now = clock.now().getTime();
    const state = await deps.throttle.hit(`messages:${userId}`, MINUTE, now);
    if (state.count > MESSAGES_PER_MINUTE) {
      throw new AppError(429, 'RATE_LIMITED', 'You are sending messages too quickly', {
        retryAfterSeconds: Math.max(1, Math.ceil((state.resetAt - now) / 1000)),
      });
    }
  }

  /**
   * Who may write in a direct conversation, as the social policy decides now (so a block made
   * mid-conversation stops both sides at once): answers the other participant to activate when
   * their pending request no longer applies.
   */
  async function checkDirect(loaded: Awaited<ReturnType<ConversationCore['load']>>) {
    const { conversation, participants, me } = loaded;
    const other = participants.find((participant) => participant.userId !== me.userId);
    if (!other) throw AppError.forbidden(MESSAGING_REFUSED);
    const decision = await policy.messaging(db, me.userId, other.userId);
    if (decision === 'refused') throw AppError.forbidden(MESSAGING_REFUSED);
    if (other.status !== 'request') return null;
    if (decision === 'allowed') return other.userId;
    if (await messagesRepo.hasSent(db, conversation.id, me.userId))
      throw AppError.forbidden(REQUEST_PENDING);
    return null;
  }

  return {
    /**
     * Sends a message: checked (participant, the social policy for a direct conversation, one
     * message while a request waits, the reply and the attachment), then in one transaction
     * stored with the conversation's last message and the others' unread counts, and a
     * notification for each participant who has not muted it (folded per conversation). After
     * the commit every participant's inbox gets their own copy.
     */
    async send(
      userId: string,
      body: SendMessageBody,
      /** The sender's mute, as their session's account row says (no query of its own). */
      mutedUntil: Date | null = null,
    ): Promise<Message> {
      await throttle(userId);
      if (mutedUntil && mutedUntil > clock.now())
        throw new AppError(
          403,
          'MUTED',
          `You cannot send messages until ${utcMinute(mutedUntil)}.`,
        );
      const loaded = await core.load(db, body.conversation_id, userId);
      const { conversation, participants, me } = loaded;
      if (me.status === 'request') throw AppError.forbidden(ACCEPT_FIRST);
      const activate = conversation.isGroup ? null : await checkDirect(loaded);
      let reply: messagesRepo.MessageRow | undefined;
      if (body.reply_to) {
        reply = await messagesRepo.findMessage(db, body.reply_to);
        if (!reply || reply.conversationId !== conversation.id || reply.createdAt < me.joinedAt)
          throw AppError.validation('body.reply_to', 'Not a message of this conversation');
      }
      const at = clock.now();
      const stored = await inTransaction(db, async (tx) => {
        let attachment: messagesRepo.AttachmentRow | null = null;
        if (body.attachment_id) {
          const own = await messagesRepo.lockOwnAttachment(tx, body.attachment_id, userId);
          if (!own) throw AppError.validation('body.attachment_id', 'Attachment not found');
          if (own.used) throw AppError.validation('body.attachment_id', ATTACHMENT_TAKEN);
          const { used: _used, ...row } = own;
          attachment = row;
        }
        const inserted = await messagesRepo.insertMessage(tx, {
          conversationId: conversation.id,
          senderId: userId,
          content: body.content,
          messageType: 'text',
          replyToId: reply?.id ?? null,
          attachmentId: attachment?.id ?? null,
          metadata: null,
          clientId: body.client_id ?? null,
          at,
        });
        if (!inserted) throw AppError.validation('body.attachment_id', ATTACHMENT_TAKEN);
        if (activate)
          await repo.updateParticipant(tx, conversation.id, activate, { status: 'active' });
        let wroteDeliveries = false;
        const mask = rememberingMask();
        for (const participant of participants) {
          if (participant.userId === userId || participant.isMuted) continue;
          const reader = readerOf(participant, core.year());
          const text = reader.filter ? mask(body.content) : body.content;
          const notified = await notifications.notify(tx, {
            userId: participant.userId,
            kind: 'message_received',
            actorId: userId,
            groupKey: notificationGroupOf(conversation.id),
            data: {
              conversation_id: conversation.id,
              conversation_name: conversation.isGroup ? conversation.name : null,
              is_group: conversation.isGroup,
              preview: preview(text) || (attachment?.originalName ?? ''),
              message_count: 1,
            },
          });
          wroteDeliveries ||= notified;
        }
        return { ...inserted, attachment, wroteDeliveries };
      });
      if (stored.wroteDeliveries) deps.outbox.poke();
      const row: messagesRepo.MessageRow = {
        id: stored.id,
        conversationId: conversation.id,
        senderId: userId,
        content: body.content,
        messageType: 'text',
        replyToId: reply?.id ?? null,
        metadata: null,
        attachmentId: stored.attachment?.id ?? null,
        clientId: body.client_id ?? null,
        removedAt: null,
        erasedAt: null,
        createdAt: stored.createdAt,
        sender: { id: userId, ...me.user },
        reply: reply
          ? {
              id: reply.id,
              content: reply.content,
              senderId: reply.senderId,
              removedAt: reply.removedAt,
              sender: reply.sender,
            }
          : null,
        attachment: stored.attachment,
      };
      core.deliver(row, participants);
      if (conversation.managedBy !== null) deps.managedPosted?.(row, conversation.managedBy);
      return toMessageDto(row, {
        reader: readerOf(me, core.year()),
        marks: participants,
        year: core.year(),
        links,
        mask: rememberingMask(),
      });
    },

    /**
     * A page of the thread, oldest first within the page: the newest `limit` (skipping
     * `offset`), or those before the message `before`. A participant sees what was sent since
     * they joined.
     */
    async list(
      userId: string,
      conversationId: string,
      query: { limit: number; offset: number; before?: string | undefined },
    ): Promise<{ messages: Message[]; has_more: boolean }> {
      const { participants, me } = await core.load(db, conversationId, userId);
      let before: messagesRepo.MessageRow | undefined;
      if (query.before) {
        before = await messagesRepo.findMessage(db, query.before);
        if (!before || before.conversationId !== conversationId)
          throw AppError.validation('querystring.before', 'Not a message of this conversation');
      }
      const rows = await messagesRepo.listMessages(db, conversationId, {
        since: me.joinedAt,
        before,
        limit: query.limit,
        offset: query.offset,
      });
      const view = {
        reader: readerOf(me, core.year()),
        marks: participants,
        year: core.year(),
        links,
        mask: rememberingMask(),
      };
      return {
        messages: rows
          .slice(0, query.limit)
          .reverse()
          .map((row) => toMessageDto(row, view)),
        has_more: rows.length > query.limit,
      };
    },

    /**
     * Moves the caller's delivered mark, or read mark (which zeroes the unread count when read
     * to the latest and marks the conversation's notification read), to a message or the
     * latest; tells every participant's inbox (the sender's ticks) when a mark moved.
     */
    async mark(
      userId: string,
      conversationId: string,
      upToMessageId: string | undefined,
      read: boolean,
    ): Promise<{ conversation_id: string; unread_count: number; unread_total: number }> {
      const { participants, me } = await core.load(db, conversationId, userId);
      const { marks, notificationRead } = await inTransaction(db, async (tx) => {
        const moved = await repo.moveMarks(tx, {
          conversationId,
          userId,
          upToMessageId: upToMessageId ?? null,
          read,
        });
        if (!moved && upToMessageId)
          throw AppError.validation('body.up_to_message_id', 'Not a message of this conversation');
        return {
          marks: moved,
          notificationRead: read
            ? await notifications.markGroupRead(tx, userId, notificationGroupOf(conversationId))
            : false,
        };
      });
      const same = (a: Date | null, b: Date | null) => (a?.getTime() ?? 0) === (b?.getTime() ?? 0);
      if (
        marks &&
        (!same(marks.readUpTo, me.readUpTo) || !same(marks.deliveredUpTo, me.deliveredUpTo))
      ) {
        core.tell(
          participants.map((participant) => participant.userId),
          {
            type: 'receipt',
            conversation_id: conversationId,
            user_id: userId,
            delivered_up_to: marks.deliveredUpTo?.toISOString() ?? null,
            read_up_to: marks.readUpTo?.toISOString() ?? null,
          },
        );
      }
      if (notificationRead) {
        notifications.publishToInbox(userId, {
          type: 'notifications_read',
          unread_count: await notifications.unreadCount(userId),
        });
      }
      return {
        conversation_id: conversationId,
        unread_count: marks?.unreadCount ?? me.unreadCount,
        unread_total: await repo.unreadTotal(db, userId),
      };
    },

    /**
     * Stores an attachment the caller uploaded (`path: messages`): checked and prepared by the
     * uploads module, the file (and an image's thumbnail) under random keys, the row with the
     * name as sent. Answers signed addresses, to the uploader only.
     */
    async storeAttachment(
      userId: string,
      file: { data: Buffer; filename: string | undefined },
    ): Promise<UploadAnswer> {
      const prepared = await prepareAttachment(file.data, file.filename);
      const keys: string[] = [];
      try {
        const storageKey = await deps.uploads.storeFile(
          'messages',
          prepared.data,
          prepared.extension,
          prepared.mimeType,
        );
        keys.push(storageKey);
        const thumbnailKey = prepared.thumbnail
          ? await deps.uploads.storeFile('messages', prepared.thumbnail, 'webp', 'image/webp')
          : null;
        if (thumbnailKey) keys.push(thumbnailKey);
        const row = await messagesRepo.insertAttachment(db, {
          uploaderId: userId,
          kind: prepared.kind,
          originalName: prepared.name,
          mimeType: prepared.mimeType,
          size: prepared.data.length,
          storageKey,
          thumbnailKey,
          width: prepared.width,
          height: prepared.height,
          createdAt: clock.now(),
        });
        const attachment = toAttachmentDto(row, links);
        return { url: attachment.url, path: `messages/${row.id}`, attachment };
      } catch (error) {
        await deps.uploads.deleteKeys(keys);
        throw error;
      }
    },

    /**
     * An attachment's file for a signed address: a bad, tampered or expired signature, or a
     * thumbnail of a file that has none, is not found.
     */
    async openAttachment(
      id: string,
      query: { variant: AttachmentVariant; expires: number; signature: string },
    ) {
      const notFound = () => AppError.notFound('Attachment not found');
      if (!links.verify(id, query.variant, query.expires, query.signature)) throw notFound();
      const row = await messagesRepo.findAttachment(db, id);
      const key = query.variant === 'thumbnail' ? row?.thumbnailKey : row?.storageKey;
      const file = row && key ? await deps.uploads.openKey(key) : null;
      if (!row || !file) throw notFound();
      const now = Math.floor(clock.now().getTime() / 1000);
      return { row, file, maxAgeSeconds: Math.max(0, query.expires - now) };
    },

    /**
     * What a report keeps of a message the reporter can read (as a participant who had joined
     * by then), or undefined for any other message.
     */
    async reportableMessage(userId: string, messageId: string) {
      const message = await messagesRepo.findMessage(db, messageId);
      if (!message) return undefined;
      const [conversation, me] = await Promise.all([
        repo.findConversation(db, message.conversationId),
        repo.participantOf(db, message.conversationId, userId),
      ]);
      if (!conversation || !me || message.createdAt < me.joinedAt) return undefined;
      return {
        senderId: message.senderId,
        snapshot: {
          message_id: message.id,
          conversation_id: message.conversationId,
          is_group: conversation.isGroup,
          sender_id: message.senderId,
          sender_name: message.sender?.fullName ?? null,
          content: message.content,
          message_type: message.messageType,
          created_at: message.createdAt.toISOString(),
          attachment_name: message.attachment?.originalName ?? null,
        },
      };
    },

    /** Typing in a conversation may be followed by its participants only (others: not found). */
    async authorizeTyping(userId: string, conversationId: string): Promise<void> {
      if (!(await repo.participantOf(db, conversationId, userId)))
        throw AppError.notFound(CONVERSATION_NOT_FOUND);
    },

    /**
     * A participant's typing broadcast, checked, answered as the event the others receive, with
     * the name the others are shown.
     */
    async typing(userId: string, conversationId: string, data: unknown): Promise<TypingEvent> {
      const parsed = typingBroadcastSchema.safeParse(data);
      if (!parsed.success) {
        const issue = parsed.error.issues[0]!;
        throw AppError.validation(['payload', 'data', ...issue.path].join('.'), issue.message);
      }
      const me = await repo.participantOf(db, conversationId, userId);
      if (!me) throw AppError.notFound(CONVERSATION_NOT_FOUND);
      return {
        conversation_id: conversationId,
        user_id: userId,
        name: shownPerson(userId, me.user, '', core.year()).name,
        is_typing: parsed.data.is_typing,
        at: clock.now().toISOString(),
      };
    },
  };
}
export type MessagesService = ReturnType<typeof createMessagesService>;
