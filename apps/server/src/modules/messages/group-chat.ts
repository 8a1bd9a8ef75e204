import type { Message } from '@quizarena/contracts';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { ConversationCore, MessagesDeps } from './conversation-core';
import * as repo from './conversations.repo';
import { toAttachmentDto } from './messages.dto';
import * as messagesRepo from './messages.repo';
import type { MessagesService } from './messages.service';
import { maskRudeWords } from './word-filter';

/** A study group's role as its chat's participant role (moderators are the chat's admins). */
export type GroupChatRole = 'owner' | 'admin' | 'member';

/** A text message posted to a group's chat, as the group's channel carries it. */
export type GroupChatLine = {
  conversationId: string;
  userId: string;
  userName: string;
  /** With the word filter on: the channel is one copy for every member, minors among them. */
  message: string;
  at: Date;
};

/** Work to do once the transaction that changed the chat committed. */
export type AfterCommit = () => void;

/**
 * The study-groups module's way into conversations (DECISIONS #52): a group's chat is a group
 * conversation marked `managed_by = 'study_group'`, whose participants, roles, name and life
 * follow the group's and are changed only through here, inside the group's own transactions
 * (the conversations API refuses them with 409). Messages are sent through the messages
 * service, so the throttle, the word filter, notifications and history apply; every text
 * message sent to such a conversation, by either way, is handed to `onMessage`.
 */
export function createGroupChat(
  deps: MessagesDeps,
  core: ConversationCore,
  messagesService: Pick<MessagesService, 'send'>,
) {
  const { clock } = deps;
  const listeners = new Set<(line: GroupChatLine) => void>();

  async function participantRows(tx: Db, userIds: string[]) {
    return new Map((await repo.peopleByIds(tx, userIds)).map((person) => [person.id, person]));
  }

  /** Everyone in the chat as it is now, told after the commit. */
  async function everyone(conversationId: string) {
    return repo.participantsOf(deps.db, [conversationId]);
  }

  return {
    /** Opens the chat of a new group in `tx`, its owner its first participant. */
    async open(tx: Db, input: { ownerId: string; name: string; avatarUrl: string | null }) {
      const at = clock.now();
      const owner = (await participantRows(tx, [input.ownerId])).get(input.ownerId);
      const conversation = (await repo.insertConversation(tx, {
        isGroup: true,
        name: input.name,
        avatarUrl: input.avatarUrl,
        ownerId: input.ownerId,
        managedBy: 'study_group',
        createdAt: at,
      }))!;
      await repo.insertParticipants(tx, [
        {
          conversationId: conversation.id,
          userId: input.ownerId,
          role: 'owner',
          filterEnabled: core.isMinor(owner?.birthYear ?? null),
          joinedAt: at,
        },
      ]);
      return {
        conversationId: conversation.id,
        after: (() => core.announce([input.ownerId], conversation.id, 'created')) as AfterCommit,
      };
    },

    /** Adds a member to the chat in `tx` with a 'joined' line. */
    async add(tx: Db, conversationId: string, userId: string): Promise<AfterCommit> {
      const person = (await participantRows(tx, [userId])).get(userId);
      await repo.insertParticipants(tx, [
        {
          conversationId,
          userId,
          role: 'member',
          filterEnabled: core.isMinor(person?.birthYear ?? null),
          joinedAt: clock.now(),
        },
      ]);
      const line = person
        ? await core.systemLine(tx, conversationId, 'joined', {
            userId,
            name: core.publicName(userId, person),
          })
        : undefined;
      return () => {
        void everyone(conversationId).then((participants) => {
          if (line) core.deliver(line, participants);
          core.announce([userId], conversationId, 'created');
          core.announce(
            participants.map((one) => one.userId).filter((id) => id !== userId),
            conversationId,
            'updated',
          );
        }, deps.onError?.bind(null, 'could not tell a group chat of a new member'));
      };
    },

    /** Takes a member out of the chat in `tx`, with a 'left' or 'removed' line. */
    async remove(
      tx: Db,
      conversationId: string,
      userId: string,
      event: 'left' | 'removed',
    ): Promise<AfterCommit> {
      const person = (await participantRows(tx, [userId])).get(userId);
      await repo.removeParticipant(tx, conversationId, userId);
      const line = person
        ? await core.systemLine(tx, conversationId, event, {
            userId,
            name: core.publicName(userId, person),
          })
        : undefined;
      return () => {
        core.announce([userId], conversationId, 'removed');
        void everyone(conversationId).then((participants) => {
          if (line) core.deliver(line, participants);
          core.announce(
            participants.map((one) => one.userId),
            conversationId,
            'updated',
          );
        }, deps.onError?.bind(null, 'could not tell a group chat of a member leaving'));
      };
    },

    /** Sets a member's role in the chat in `tx` (the owner's is the conversation's owner too). */
    async setRole(tx: Db, conversationId: string, userId: string, role: GroupChatRole) {
      await repo.updateParticipant(tx, conversationId, userId, { role });
      if (role === 'owner') await repo.updateConversation(tx, conversationId, { ownerId: userId });
    },

    /** The chat takes the group's name and picture in `tx`. */
    async rename(
      tx: Db,
      conversationId: string,
      patch: { name?: string; avatarUrl?: string | null },
    ): Promise<AfterCommit> {
      await repo.updateConversation(tx, conversationId, patch);
      return () => {
        void everyone(conversationId).then(
          (participants) =>
            core.announce(
              participants.map((one) => one.userId),
              conversationId,
              'updated',
            ),
          deps.onError?.bind(null, 'could not tell a group chat of its new name'),
        );
      };
    },

    /** Deletes the chat and its history in `tx` (its group was deleted first). */
    async close(tx: Db, conversationId: string): Promise<AfterCommit> {
      const participants = await repo.participantsOf(tx, [conversationId]);
      await repo.deleteConversation(tx, conversationId);
      return () =>
        core.announce(
          participants.map((one) => one.userId),
          conversationId,
          'removed',
        );
    },

    /** Posts a member's text to the chat through the messages service (its rules apply). */
    post: (userId: string, conversationId: string, content: string): Promise<Message> =>
      messagesService.send(userId, {
        conversation_id: conversationId,
        content,
        message_type: 'text',
      }),

    /** Listens to every text message sent to a managed chat (after its commit). */
    onMessage(listener: (line: GroupChatLine) => void) {
      listeners.add(listener);
    },

    /** Called by the messages service for each text message sent to a managed conversation. */
    posted(message: messagesRepo.MessageRow) {
      if (message.messageType !== 'text' || !message.senderId || !message.sender) return;
      const line: GroupChatLine = {
        conversationId: message.conversationId,
        userId: message.senderId,
        userName: core.publicName(message.senderId, message.sender),
        message: maskRudeWords(message.content),
        at: message.createdAt,
      };
      for (const listener of listeners) listener(line);
    },

    /** The chats among these with a text message since `since` (a group's 'active' dot). */
    spokenSince: (conversationIds: string[], since: Date) =>
      messagesRepo.spokenSince(deps.db, conversationIds, since),

    /**
     * Claims in `tx` a file the caller uploaded (`path: messages`) for a study group (a shared
     * resource, a session's recording): their own, not sent in a message. `taken` asks the
     * study-groups module's tables whether something there holds it already; it is asked once
     * the upload's row is locked, so two claims of one file cannot both pass. Refused naming
     * `body.attachment_id`.
     */
    async claimAttachment(
      tx: Db,
      attachmentId: string,
      userId: string,
      taken: (tx: Db) => Promise<boolean>,
    ) {
      const own = await messagesRepo.lockOwnAttachment(tx, attachmentId, userId);
      if (!own) throw AppError.validation('body.attachment_id', 'Attachment not found');
      if (own.used || (await taken(tx)))
        throw AppError.validation('body.attachment_id', 'This attachment was already shared');
      return own.id;
    },

    /** Signed addresses and details of these attachments (resources show them). */
    async attachments(ids: string[]) {
      const rows = await messagesRepo.attachmentsByIds(deps.db, ids);
      return new Map(rows.map((row) => [row.id, toAttachmentDto(row, deps.links)]));
    },

    /** Deletes an attachment no message holds and its files (a removed resource's file). */
    async dropAttachment(attachmentId: string): Promise<void> {
      const row = await messagesRepo.deleteAttachment(deps.db, attachmentId);
      if (row)
        await deps.uploads.deleteKeys(
          [row.storageKey, row.thumbnailKey].filter((key): key is string => key !== null),
        );
    },
  };
}
export type GroupChat = ReturnType<typeof createGroupChat>;
