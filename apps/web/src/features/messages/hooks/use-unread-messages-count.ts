import type { InboxEvent } from '@quizarena/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useInboxEvents } from '../../../lib/inbox';
import { getConversations } from '../api/conversations';
import { messagesKeys } from '../api/keys';
import { acknowledgeDelivery, flushMarks } from './marks';

/**
 * Unread messages across the caller's conversations that are not muted (the server's
 * `unread_total`), for a badge beside Messages. Kept live by the inbox: a message from someone
 * else, a conversation change, or the caller's own read on another device asks again; a read
 * made here sets it from the read's answer. Every message received here is acknowledged as
 * delivered, so the sender's tick moves even when the messages page is not open.
 */
export function useUnreadMessagesCount(userId: string | null): number {
  const queryClient = useQueryClient();
  const unread = useQuery({
    queryKey: messagesKeys.unread(),
    queryFn: async ({ signal }) =>
      (await getConversations({ search: '', archived: false }, 1, signal)).unread_total,
    enabled: userId !== null,
  });

  useEffect(() => () => flushMarks(queryClient), [queryClient]);

  useInboxEvents(userId, (event: InboxEvent) => {
    if (event.type === 'message') {
      if (event.message.sender_id === userId) return;
      acknowledgeDelivery(queryClient, event.message.conversation_id, event.message.id);
    } else if (event.type === 'receipt') {
      if (event.user_id !== userId) return;
    } else if (event.type !== 'conversation') {
      return;
    }
    void queryClient.invalidateQueries({ queryKey: messagesKeys.unread() });
  });

  return unread.data ?? 0;
}
