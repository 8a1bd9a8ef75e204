// What the board reads of other features: the categories to choose from. Features do not import
// each other: app/ hands in the content feature's read (the lobby's `categories` source fits).

export type CategoryChoice = { id: string; name: string };

/** A read as TanStack Query takes it. */
export type CategorySource = {
  queryKey: readonly unknown[];
  queryFn: (context: { signal: AbortSignal }) => Promise<CategoryChoice[]>;
};
