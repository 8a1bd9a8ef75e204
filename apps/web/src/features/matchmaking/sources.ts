// What the Quick Match panel reads of other features (the content feature's categories). Features
// do not import each other: app/ hands these in.

export type NamedItem = { id: string; name: string };

/** A read as TanStack Query takes it. */
export type DataSource<T> = {
  queryKey: readonly unknown[];
  queryFn: (context: { signal: AbortSignal }) => Promise<T>;
};
