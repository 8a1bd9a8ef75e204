import type { TournamentFilters } from './tournaments';

/**
 * Every read lives under 'tournaments', so a registration, a cancel or a bracket's move
 * refreshes the lists, the page and the player's standing at once.
 */
export const tournamentsKeys = {
  all: ['tournaments'] as const,
  lists: () => ['tournaments', 'list'] as const,
  list: (filters: TournamentFilters) => ['tournaments', 'list', filters] as const,
  /** The page; its standing sits under it, so refreshing the page refreshes both. */
  one: (id: string) => ['tournaments', 'one', id] as const,
  standing: (id: string) => ['tournaments', 'one', id, 'standing'] as const,
  bookmarks: () => ['tournaments', 'bookmarks'] as const,
};
