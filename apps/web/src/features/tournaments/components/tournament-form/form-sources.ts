// What the tournament form reads of other features: the content feature's categories and a
// category's topics. Features do not import each other: app/ builds these from the content
// feature's own reads (app/pages/content-choices.ts).

export type NamedItem = { id: string; name: string };

/** A read as TanStack Query takes it. */
export type DataSource<T> = {
  queryKey: readonly unknown[];
  queryFn: (context: { signal: AbortSignal }) => Promise<T>;
};

export type TournamentFormSources = {
  categories: DataSource<NamedItem[]>;
  /** A category's topics, for the optional topic. */
  topics: (categoryId: string) => DataSource<NamedItem[]>;
};
