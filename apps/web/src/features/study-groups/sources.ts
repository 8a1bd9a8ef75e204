import type { ReactNode } from 'react';

// What the study-groups pages read of other features: the content's categories (the filter and
// the form) and a category's topics (a session's topic), the players online now (the header), and the messages feature's thread for a
// group's chat. Features do not import each other: app/ hands these in.

export type NamedItem = { id: string; name: string };

/** A read as TanStack Query takes it. */
export type DataSource<T> = {
  queryKey: readonly unknown[];
  queryFn: (context: { signal: AbortSignal }) => Promise<T>;
};

export type StudyGroupsSources = {
  categories: DataSource<NamedItem[]>;
  /** A category's topics, for a session's topic. */
  topics: (categoryId: string) => DataSource<NamedItem[]>;
  /** Players connected now, as the lobby's header counts them. */
  online: DataSource<number>;
  /** The group's conversation with its composer; without it the chat says it is unavailable. */
  chat?: (conversationId: string) => ReactNode;
};
