// What the host's setup form reads of other features (categories, topics). Features do not
// import each other: app/ builds these from the content feature's own reads.

export type NamedItem = { id: string; name: string };

/** A read as TanStack Query takes it. */
export type DataSource<T> = {
  queryKey: readonly unknown[];
  queryFn: (context: { signal: AbortSignal }) => Promise<T>;
};

export type HostSources = {
  categories: DataSource<NamedItem[]>;
  topics: (categoryId: string) => DataSource<NamedItem[]>;
};
