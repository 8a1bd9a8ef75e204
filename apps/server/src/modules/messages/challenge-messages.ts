import type { Db } from '../../db/client';
import type { ConversationCore, MessagesDeps } from './conversation-core';
import * as repo from './conversations.repo';
import * as messagesRepo from './messages.repo';

/** What a challenge message carries for clients to draw its card (the spec's metadata). */
export type ChallengeMetadata = {
  challenge_type: 'realtime' | 'async';
  challenge_id: string;
  status: string;
};

/** A challenge message stored in a transaction, to deliver once it committed. */
export type PostedChallenge = {
  messageId: string;
  conversationId: string;
  /** The conversation was made for it (its participants hear of it first). */
  created: boolean;
  row: messagesRepo.MessageRow;
};

/**
 * The challenges module's way into conversations (DECISIONS #51): a challenge goes to each
 * friend as a `quiz_challenge` message from the challenger in their direct conversation (made
 * if they have none), stored inside the challenge's own transaction, and its card's status
 * follows the challenge. Nothing here decides who may challenge whom: the challenges module
 * asked the social policy first (friends only).
 */
export function createChallengeMessages(deps: MessagesDeps, core: ConversationCore) {
  const { clock } = deps;

  /** The pair's direct conversation, made in `tx` when they have none; both active in it. */
  async function directIn(tx: Db, senderId: string, recipientId: string) {
    const directKey = [senderId, recipientId].sort().join(':');
    const at = clock.now();
    let conversation = await repo.findDirect(tx, directKey);
    let created = false;
    if (!conversation) {
      const people = new Map(
        (await repo.peopleByIds(tx, [senderId, recipientId])).map((one) => [one.id, one]),
      );
      conversation = await repo.insertConversation(tx, {
        isGroup: false,
        directKey,
        createdAt: at,
      });
      if (conversation) {
        created = true;
        await repo.insertParticipants(
          tx,
          [senderId, recipientId].map((userId) => ({
            conversationId: conversation!.id,
            userId,
            role: 'member',
            status: 'active',
            filterEnabled: core.isMinor(people.get(userId)?.birthYear ?? null),
            joinedAt: at,
          })),
        );
      } else {
        // Opened by one of them at this very moment: theirs is the pair's one conversation.
        conversation = (await repo.findDirect(tx, directKey))!;
      }
    }
    // Friends write freely: a stranger's request left over from before is settled by it.
    const participants = await repo.participantsOf(tx, [conversation.id]);
    for (const participant of participants) {
      if (participant.status === 'request')
        await repo.updateParticipant(tx, conversation.id, participant.userId, { status: 'active' });
    }
    return { conversation, created };
  }

  return {
    /**
     * Stores the challenge message from `senderId` to `recipientId` in `tx`. It counts as
     * unread for the recipient like any message; the challenge's own notification stands in
     * for the message one.
     */
    async post(
      tx: Db,
      input: {
        senderId: string;
        recipientId: string;
        content: string;
        metadata: ChallengeMetadata;
      },
    ): Promise<PostedChallenge> {
      const { conversation, created } = await directIn(tx, input.senderId, input.recipientId);
      const inserted = (await messagesRepo.insertMessage(tx, {
        conversationId: conversation.id,
        senderId: input.senderId,
        content: input.content,
        messageType: 'quiz_challenge',
        replyToId: null,
        attachmentId: null,
        metadata: input.metadata,
        clientId: null,
        at: clock.now(),
      }))!;
      const row = (await messagesRepo.findMessage(tx, inserted.id))!;
      return { messageId: inserted.id, conversationId: conversation.id, created, row };
    },

    /** After the commit: a new conversation is announced, then each participant gets their copy. */
    async deliver(posted: PostedChallenge): Promise<void> {
      const participants = await repo.participantsOf(deps.db, [posted.conversationId]);
      const everyone = participants.map((participant) => participant.userId);
      if (posted.created) core.announce(everyone, posted.conversationId, 'created');
      core.deliver(posted.row, participants);
    },

    /**
     * Sets the challenge messages' status in `tx` (accepted, declined, expired, cancelled,
     * completed). Answers what to do after the commit: tell both sides of each thread that its
     * conversation changed, the messages module's event for a change to what it holds (a
     * message's metadata has no event of its own), so clients read the thread again.
     */
    async setStatus(
      tx: Db,
      messageIds: readonly string[],
      status: string,
    ): Promise<() => Promise<void>> {
      const conversationIds = await messagesRepo.setChallengeStatus(tx, messageIds, status);
      return async () => {
        const participants = await repo.participantsOf(deps.db, conversationIds);
        for (const conversationId of conversationIds) {
          core.announce(
            participants
              .filter((participant) => participant.conversationId === conversationId)
              .map((participant) => participant.userId),
            conversationId,
            'updated',
          );
        }
      };
    },
  };
}
export type ChallengeMessages = ReturnType<typeof createChallengeMessages>;
