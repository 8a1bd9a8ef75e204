// What the challenge dialog reads of other features: the caller's friends (the friends feature)
// and the categories and topics to play (the content feature). Features do not import each
// other: app/ hands these in.

export type NamedItem = { id: string; name: string };

/** A friend as the dialog offers them. */
export type ChallengeFriend = {
  user_id: string;
  name: string;
  avatar_url: string | null;
  is_online: boolean;
};

/** A read as TanStack Query takes it. */
export type DataSource<T> = {
  queryKey: readonly unknown[];
  queryFn: (context: { signal: AbortSignal }) => Promise<T>;
};

export type ChallengeSources = {
  friends: DataSource<ChallengeFriend[]>;
  categories: DataSource<NamedItem[]>;
  topics: (categoryId: string) => DataSource<NamedItem[]>;
};
