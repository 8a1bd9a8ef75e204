import type { Conversation, Message } from '@quizarena/contracts';
import type { InfiniteData, QueryClient } from '@tanstack/react-query';
import type { getConversations } from '../api/conversations';
import { messagesKeys } from '../api/keys';
import type { MessagesPage } from '../api/messages';
import {
  furtherStatus,
  lastMessageOf,
  orderConversations,
  type MessageStatus,
} from '../utils/conversation';

/**
 * The live edits of cached reads: socket events and answers change the lists, the open
 * conversation and its thread in place, so nothing refetches for a message.
 */

type ConversationList = Awaited<ReturnType<typeof getConversations>>;
export type ThreadData = InfiniteData<MessagesPage, string | null>;

/** Changes one conversation in every cached list and its own read; false when no list had it. */
export function editConversation(
  queryClient: QueryClient,
  id: string,
  edit: (conversation: Conversation) => Conversation,
): boolean {
  let found = false;
  queryClient.setQueriesData<ConversationList>({ queryKey: messagesKeys.lists() }, (list) => {
    if (!list || !list.conversations.some((conversation) => conversation.id === id)) return list;
    found = true;
    const conversations = list.conversations.map((conversation) =>
      conversation.id === id ? edit(conversation) : conversation,
    );
    return { ...list, conversations: orderConversations(conversations) };
  });
  queryClient.setQueryData<Conversation>(messagesKeys.conversation(id), (conversation) =>
    conversation ? edit(conversation) : conversation,
  );
  return found;
}

/** A conversation as the server now answers it, everywhere it is cached. */
export function storeConversation(queryClient: QueryClient, conversation: Conversation): void {
  queryClient.setQueryData(messagesKeys.conversation(conversation.id), conversation);
  editConversation(queryClient, conversation.id, () => conversation);
}

/** The conversation from any cached list, to show at once while its own read loads. */
export function cachedConversation(queryClient: QueryClient, id: string): Conversation | undefined {
  for (const [, list] of queryClient.getQueriesData<ConversationList>({
    queryKey: messagesKeys.lists(),
  })) {
    const found = list?.conversations.find((conversation) => conversation.id === id);
    if (found) return found;
  }
  return undefined;
}

/** Adds a message to its thread (if loaded) unless it is there, by id or by the client's id. */
export function addToThread(queryClient: QueryClient, message: Message): void {
  queryClient.setQueryData<ThreadData>(messagesKeys.thread(message.conversation_id), (thread) => {
    if (!thread || thread.pages.length === 0) return thread;
    const known = thread.pages.some((page) =>
      page.messages.some(
        (held) =>
          held.id === message.id || (message.client_id && held.client_id === message.client_id),
      ),
    );
    if (known) return thread;
    const [newest, ...older] = thread.pages;
    return {
      ...thread,
      pages: [{ ...newest!, messages: [...newest!.messages, message] }, ...older],
    };
  });
}

/** A message as the list row's last message (and, if newer, its place in the order). */
export function showAsLast(queryClient: QueryClient, message: Message, unreadDelta = 0): boolean {
  return editConversation(queryClient, message.conversation_id, (conversation) => {
    const newer =
      !conversation.last_message ||
      Date.parse(message.created_at) >= Date.parse(conversation.last_message.created_at);
    return {
      ...conversation,
      last_message: newer ? lastMessageOf(message) : conversation.last_message,
      unread_count: conversation.unread_count + unreadDelta,
    };
  });
}

/** Moves the caller's own messages' ticks up to a participant's delivered and read marks. */
export function applyReceipt(
  queryClient: QueryClient,
  conversationId: string,
  me: string,
  marks: { delivered_up_to: string | null; read_up_to: string | null },
): void {
  const read = marks.read_up_to ? Date.parse(marks.read_up_to) : Number.NEGATIVE_INFINITY;
  const delivered = Math.max(
    read,
    marks.delivered_up_to ? Date.parse(marks.delivered_up_to) : Number.NEGATIVE_INFINITY,
  );
  const statusOf = (message: Message): MessageStatus => {
    const at = Date.parse(message.created_at);
    const reached: MessageStatus = at <= read ? 'read' : at <= delivered ? 'delivered' : 'sent';
    return furtherStatus(message.status, reached);
  };
  queryClient.setQueryData<ThreadData>(messagesKeys.thread(conversationId), (thread) =>
    thread
      ? {
          ...thread,
          pages: thread.pages.map((page) => ({
            ...page,
            messages: page.messages.map((message) => {
              if (message.sender_id !== me) return message;
              const status = statusOf(message);
              return status === message.status
                ? message
                : { ...message, status, is_read: status === 'read' };
            }),
          })),
        }
      : thread,
  );
  editConversation(queryClient, conversationId, (conversation) => {
    const last = conversation.last_message;
    if (!last || last.sender_id !== me || last.is_read) return conversation;
    return Date.parse(last.created_at) <= read
      ? { ...conversation, last_message: { ...last, is_read: true } }
      : conversation;
  });
}

/** The unread total from an answer that carries it, over any read still on its way. */
export function storeUnreadTotal(queryClient: QueryClient, total: number): void {
  // A refetch begun before this answer may report the count before the read: drop it.
  void queryClient.cancelQueries({ queryKey: messagesKeys.unread() });
  queryClient.setQueryData(messagesKeys.unread(), total);
}
