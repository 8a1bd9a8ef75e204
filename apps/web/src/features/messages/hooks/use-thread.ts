import type { Conversation } from '@quizarena/contracts';
import { useInfiniteQuery, useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { getConversation } from '../api/conversations';
import { messagesKeys } from '../api/keys';
import { getMessages } from '../api/messages';
import { uniqueInOrder } from '../utils/conversation';
import { cachedConversation } from './cache';

/** One conversation, shown at once from the list while its own read loads. */
export function useConversation(id: string) {
  const queryClient = useQueryClient();
  return useQuery<Conversation>({
    queryKey: messagesKeys.conversation(id),
    queryFn: ({ signal }) => getConversation(id, signal),
    placeholderData: (previous) => previous ?? cachedConversation(queryClient, id),
    // Socket events keep it current while the page is open.
    staleTime: 0,
    refetchOnWindowFocus: false,
  });
}

/**
 * A conversation's messages, oldest first: the newest page, then older pages on request (the
 * `before` cursor is the oldest message held). Live messages are added to the newest page.
 */
export function useThreadMessages(conversationId: string) {
  const query = useInfiniteQuery({
    queryKey: messagesKeys.thread(conversationId),
    queryFn: ({ pageParam, signal }) => getMessages(conversationId, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => (page.has_more ? (page.messages[0]?.id ?? null) : null),
    staleTime: 0,
    refetchOnWindowFocus: false,
  });
  const pages = query.data?.pages;
  const messages = useMemo(
    () => (pages ? uniqueInOrder([...pages].reverse().flatMap((page) => page.messages)) : []),
    [pages],
  );
  return { ...query, messages };
}
