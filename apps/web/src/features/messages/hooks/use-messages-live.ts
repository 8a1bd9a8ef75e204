import type { Conversation, InboxEvent } from '@quizarena/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useInboxEvents } from '../../../lib/inbox';
import { messagesKeys } from '../api/keys';
import {
  addToThread,
  applyReceipt,
  cachedConversation,
  editConversation,
  showAsLast,
} from './cache';
import { acknowledgeDelivery, acknowledgeRead, flushMarks } from './marks';
import { isDocumentVisible } from './use-document-visible';

type Participant = Conversation['participants'][number];

/**
 * The messages page's share of the inbox: a message joins its thread and its list row (unread
 * unless it is being read now), the open thread is marked read while the page is visible, every
 * received message is acknowledged as delivered, receipts move the ticks, conversation changes
 * refetch, and presence moves the dots. `onRemoved` hears that the caller left a conversation.
 */
export function useMessagesLive(
  userId: string,
  openConversationId: string | null,
  onRemoved: (conversationId: string) => void,
): void {
  const queryClient = useQueryClient();
  useEffect(() => () => flushMarks(queryClient), [queryClient]);

  useInboxEvents(userId, (event: InboxEvent) => {
    switch (event.type) {
      case 'message': {
        const { message } = event;
        const mine = message.sender_id === userId;
        const reading =
          !mine && message.conversation_id === openConversationId && isDocumentVisible();
        addToThread(queryClient, message);
        const listed = showAsLast(queryClient, message, mine || reading ? 0 : 1);
        // A conversation no list holds yet (a new one, or one brought back from the archive).
        if (!listed) void queryClient.invalidateQueries({ queryKey: messagesKeys.lists() });
        if (mine) return;
        acknowledgeDelivery(queryClient, message.conversation_id, message.id);
        if (reading) acknowledgeRead(queryClient, message.conversation_id, message.id);
        return;
      }
      case 'receipt': {
        if (event.user_id === userId) return;
        const conversation =
          queryClient.getQueryData<Conversation>(
            messagesKeys.conversation(event.conversation_id),
          ) ?? cachedConversation(queryClient, event.conversation_id);
        if (conversation && !conversation.is_group) {
          applyReceipt(queryClient, event.conversation_id, userId, event);
        } else {
          // A group's tick needs every member's marks, which only the server holds.
          void queryClient.invalidateQueries({
            queryKey: messagesKeys.thread(event.conversation_id),
          });
          void queryClient.invalidateQueries({ queryKey: messagesKeys.lists() });
        }
        return;
      }
      case 'conversation': {
        void queryClient.invalidateQueries({ queryKey: messagesKeys.lists() });
        if (event.change === 'removed') {
          queryClient.removeQueries({ queryKey: messagesKeys.conversation(event.conversation_id) });
          queryClient.removeQueries({ queryKey: messagesKeys.thread(event.conversation_id) });
          onRemoved(event.conversation_id);
        } else {
          void queryClient.invalidateQueries({
            queryKey: messagesKeys.conversation(event.conversation_id),
          });
        }
        return;
      }
      case 'presence': {
        const seen = (person: Participant): Participant =>
          person.user_id === event.user_id
            ? { ...person, is_online: event.is_online, last_seen: event.last_seen }
            : person;
        const ids = new Set<string>();
        for (const [, list] of queryClient.getQueriesData<{ conversations: Conversation[] }>({
          queryKey: messagesKeys.lists(),
        })) {
          for (const conversation of list?.conversations ?? []) {
            if (conversation.participants.some((person) => person.user_id === event.user_id))
              ids.add(conversation.id);
          }
        }
        if (openConversationId) ids.add(openConversationId);
        for (const id of ids) {
          editConversation(queryClient, id, (conversation) => ({
            ...conversation,
            participants: conversation.participants.map(seen),
          }));
        }
        return;
      }
      default:
        return;
    }
  });
}
