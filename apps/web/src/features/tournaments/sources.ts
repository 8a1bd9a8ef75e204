// What the tournaments pages read of other features: the content's categories (the list's
// filter). Features do not import each other: app/ hands these in.

export type NamedItem = { id: string; name: string };

/** A read as TanStack Query takes it. */
export type DataSource<T> = {
  queryKey: readonly unknown[];
  queryFn: (context: { signal: AbortSignal }) => Promise<T>;
};

export type TournamentsSources = {
  categories: DataSource<NamedItem[]>;
};
