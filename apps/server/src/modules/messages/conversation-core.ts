import {
  isPossibleMinor,
  type SYSTEM_EVENTS,
  type Conversation,
  type InboxEvent,
  type OnlineStatus,
} from '@quizarena/contracts';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import type { Outbox } from '../../lib/outbox';
import type { AchievementsService } from '../achievements';
import type { NotificationsService } from '../notifications';
import type { PresenceService } from '../presence';
// The social module's index comes with its routes (built on another branch); until then its
// policy, which it exports for exactly this use, is imported from its own file.
import type { SocialPolicy } from '../social';
import type { UploadsService } from '../uploads';
import type { ThrottleStore } from '../../lib/throttle-store';
import type { AttachmentLinks } from './attachment-links';
import * as repo from './conversations.repo';
import { toConversationDto, toMessageDto, readerOf, shownPerson } from './messages.dto';
import * as messagesRepo from './messages.repo';
import { maskRudeWords } from './word-filter';

/** What the messages module is built from. */
export type MessagesDeps = {
  db: Db;
  clock: Clock;
  policy: SocialPolicy;
  notifications: Pick<
    NotificationsService,
    'notify' | 'markGroupRead' | 'unreadCount' | 'publishToInbox'
  >;
  presence: Pick<PresenceService, 'statusesOf'>;
  links: AttachmentLinks;
  /** Counts messages per sender (MESSAGES_PER_MINUTE). */
  throttle: ThrottleStore;
  outbox: Pick<Outbox, 'poke'>;
  uploads: Pick<UploadsService, 'storeFile' | 'deleteKeys' | 'openKey' | 'deleteByUrl'>;
  /** Creating or joining a group can unlock an achievement (see conversations.service). */
  achievements?: Pick<AchievementsService, 'evaluateIn' | 'check'>;
  /** Brings cached rankings up to the rewards a transaction paid. */
  leaderboard?: { publishAfter<T>(work: () => Promise<T>): Promise<T> };
  /**
   * Told of each text message sent to a managed conversation (a study group's chat), after the
   * commit, so its owner can publish it on its own channel (see group-chat.ts).
   */
  managedPosted?: (message: messagesRepo.MessageRow, managedBy: string) => void;
  /** Told of work after a commit that failed (it is not the caller's error). */
  onError?: (message: string, error: unknown) => void;
};

/** A conversation as one participant opened it. */
export type Loaded = {
  conversation: repo.ConversationRow;
  participants: repo.ParticipantRow[];
  me: repo.ParticipantRow;
};

type SystemEvent = (typeof SYSTEM_EVENTS)[number];

/** The English line a system message carries (clients may word `metadata.system` themselves). */
const SYSTEM_LINES: Record<SystemEvent, (name: string) => string> = {
  joined: (name) => `${name} joined the conversation`,
  left: (name) => `${name} left the conversation`,
  removed: (name) => `${name} was removed from the conversation`,
  renamed: (name) => `The group was renamed "${name}"`,
};

export const CONVERSATION_NOT_FOUND = 'Conversation not found';

/** The group key of a conversation's message notification (one per unread conversation). */
export const notificationGroupOf = (conversationId: string) => `conversation:${conversationId}`;

/** Remembers each text it masked: a message goes to many readers, masked once. */
export function rememberingMask(): (text: string) => string {
  const masked = new Map<string, string>();
  return (text) => {
    let result = masked.get(text);
    if (result === undefined) {
      result = maskRudeWords(text);
      masked.set(text, result);
    }
    return result;
  };
}

/**
 * What the conversation and message services share: opening a conversation as a participant
 * (anyone else is told it does not exist), building its DTOs, and telling participants' inboxes.
 */
export function createConversationCore(deps: MessagesDeps) {
  const { db, clock, notifications } = deps;
  const year = () => clock.now().getUTCFullYear();

  async function presenceOf(userIds: string[]): Promise<Map<string, OnlineStatus>> {
    const unique = [...new Set(userIds)];
    const statuses = unique.length > 0 ? await deps.presence.statusesOf(unique) : [];
    return new Map(statuses.map((status) => [status.user_id, status]));
  }

  /**
   * The conversation and its participants, when `userId` is one of them; otherwise 404, the
   * same as a conversation that does not exist, so ids cannot be probed.
   */
  async function load(handle: Db, conversationId: string, userId: string): Promise<Loaded> {
    const found = await repo.conversationWithParticipants(handle, conversationId);
    const me = found?.participants.find((participant) => participant.userId === userId);
    if (!found || !me) throw AppError.notFound(CONVERSATION_NOT_FOUND);
    return { ...found, me };
  }

  /** Conversations as `viewerId` sees them: last messages and presence read once for all. */
  async function views(
    viewerId: string,
    conversations: repo.ConversationRow[],
    participants?: repo.ParticipantRow[],
  ): Promise<Conversation[]> {
    const everyone =
      participants ??
      (await repo.participantsOf(
        db,
        conversations.map((conversation) => conversation.id),
      ));
    const lastIds = conversations
      .map((conversation) => conversation.lastMessageId)
      .filter((id): id is string => id !== null);
    const [lastMessages, presence] = await Promise.all([
      messagesRepo.messagesByIds(db, lastIds),
      presenceOf(everyone.map((participant) => participant.userId)),
    ]);
    const lastById = new Map(lastMessages.map((message) => [message.id, message]));
    const mask = rememberingMask();
    return conversations.map((conversation) =>
      toConversationDto({
        conversation,
        participants: everyone.filter(
          (participant) => participant.conversationId === conversation.id,
        ),
        viewerId,
        lastMessage: conversation.lastMessageId
          ? lastById.get(conversation.lastMessageId)
          : undefined,
        presence,
        year: year(),
        mask,
      }),
    );
  }

  /** A system line in `tx`; answered as a row the participants' copies are built from. */
  async function systemLine(
    tx: Db,
    conversationId: string,
    event: SystemEvent,
    subject: { userId: string | null; name: string },
  ): Promise<messagesRepo.MessageRow> {
    const metadata = { system: { event, user_id: subject.userId, name: subject.name } };
    const content = SYSTEM_LINES[event](subject.name);
    const inserted = await messagesRepo.insertMessage(tx, {
      conversationId,
      senderId: null,
      content,
      messageType: 'system',
      replyToId: null,
      attachmentId: null,
      metadata,
      clientId: null,
      at: clock.now(),
    });
    return {
      id: inserted!.id,
      conversationId,
      senderId: null,
      content,
      messageType: 'system',
      replyToId: null,
      metadata,
      attachmentId: null,
      clientId: null,
      removedAt: null,
      erasedAt: null,
      createdAt: inserted!.createdAt,
      sender: null,
      reply: null,
      attachment: null,
    };
  }

  return {
    year,

    systemLine,

    /** The name a person is shown under to others (system lines are the same for everyone). */
    publicName: (userId: string, user: repo.ParticipantUser) =>
      shownPerson(userId, user, '', year()).name,

    /** Whether the player may be under 16 now. */
    isMinor: (birthYear: number | null) => isPossibleMinor(birthYear, year()),

    load,

    views,

    /** One conversation as `viewerId` sees it, read afresh. */
    async view(viewerId: string, conversationId: string): Promise<Conversation> {
      const { conversation, participants } = await load(db, conversationId, viewerId);
      const [dto] = await views(viewerId, [conversation], participants);
      return dto!;
    },

    /** Tells these users' inboxes that a conversation was created, changed, or left them. */
    announce(
      userIds: Iterable<string>,
      conversationId: string,
      change: 'created' | 'updated' | 'removed',
    ) {
      for (const userId of new Set(userIds)) {
        notifications.publishToInbox(userId, {
          type: 'conversation',
          conversation_id: conversationId,
          change,
        });
      }
    },

    /** Sends an event to each of these users' inboxes. */
    tell(userIds: Iterable<string>, event: InboxEvent) {
      for (const userId of new Set(userIds)) notifications.publishToInbox(userId, event);
    },

    /**
     * Sends a stored message to every participant's inbox, each their own copy: their read
     * state, the filter's masking, the people as they are shown to them.
     */
    deliver(message: messagesRepo.MessageRow, participants: repo.ParticipantRow[]) {
      const mask = rememberingMask();
      for (const participant of participants) {
        notifications.publishToInbox(participant.userId, {
          type: 'message',
          message: toMessageDto(message, {
            reader: readerOf(participant, year()),
            marks: participants,
            year: year(),
            links: deps.links,
            mask,
          }),
        });
      }
    },
  };
}
export type ConversationCore = ReturnType<typeof createConversationCore>;
