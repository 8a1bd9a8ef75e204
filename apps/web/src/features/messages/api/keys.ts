/** Every messages read lives under 'messages', so one prefix reaches them all. */
export type ConversationFilters = { search: string; archived: boolean };

export const messagesKeys = {
  lists: () => ['messages', 'conversations'] as const,
  list: (filters: ConversationFilters, shown: number) =>
    ['messages', 'conversations', filters, shown] as const,
  conversation: (id: string) => ['messages', 'conversation', id] as const,
  thread: (id: string) => ['messages', 'thread', id] as const,
  unread: () => ['messages', 'unread'] as const,
  friends: () => ['messages', 'friends'] as const,
};
