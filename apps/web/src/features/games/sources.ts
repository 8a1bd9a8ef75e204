// What the lobby reads of other features (categories, topics, the global board). Features do not
// import each other: app/ builds these from the content and leaderboard features' own reads.

export type NamedItem = { id: string; name: string };

export type TopPlayer = {
  user_id: string | null;
  rank: number;
  name: string;
  avatar_url: string | null;
  points: number;
  is_current_user: boolean;
};

/** A read as TanStack Query takes it. */
export type DataSource<T> = {
  queryKey: readonly unknown[];
  queryFn: (context: { signal: AbortSignal }) => Promise<T>;
};

export type LobbySources = {
  categories: DataSource<NamedItem[]>;
  topics: (categoryId: string) => DataSource<NamedItem[]>;
  topPlayers: DataSource<TopPlayer[]>;
};
