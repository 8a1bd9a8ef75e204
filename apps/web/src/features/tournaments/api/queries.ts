import type { Tournament, TournamentStanding } from '@quizarena/contracts';
import { keepPreviousData, useQuery, type QueryClient } from '@tanstack/react-query';
import { tournamentsKeys } from './keys';
import {
  getBookmarks,
  getStanding,
  getTournament,
  getTournaments,
  type TournamentFilters,
} from './tournaments';

/** A page of the list; the previous page stays shown (dimmed) while the next one loads. */
export function useTournaments(filters: TournamentFilters) {
  return useQuery({
    queryKey: tournamentsKeys.list(filters),
    queryFn: ({ signal }) => getTournaments(filters, signal),
    placeholderData: keepPreviousData,
  });
}

export function useTournament(id: string) {
  return useQuery({
    queryKey: tournamentsKeys.one(id),
    queryFn: ({ signal }) => getTournament(id, signal),
  });
}

/** The player's standing, read again as often as `poll` says for the last answer (or never). */
export function useStanding(id: string, poll: (standing?: TournamentStanding) => number | false) {
  return useQuery({
    queryKey: tournamentsKeys.standing(id),
    queryFn: ({ signal }) => getStanding(id, signal),
    refetchInterval: (query) => poll(query.state.data),
  });
}

export function useBookmarks() {
  return useQuery({
    queryKey: tournamentsKeys.bookmarks(),
    queryFn: ({ signal }) => getBookmarks(signal),
  });
}

/** An answer carrying the tournament as it now stands: show it, and read the lists again. */
export function storeTournament(queryClient: QueryClient, tournament: Tournament): void {
  queryClient.setQueryData(tournamentsKeys.one(tournament.id), tournament);
  void queryClient.invalidateQueries({ queryKey: tournamentsKeys.lists() });
  void queryClient.invalidateQueries({ queryKey: tournamentsKeys.bookmarks() });
  void queryClient.invalidateQueries({ queryKey: tournamentsKeys.standing(tournament.id) });
}

/** The tournament moved elsewhere (its bracket channel): read it, its standing and the lists. */
export function refreshTournament(queryClient: QueryClient, id: string): Promise<void> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: tournamentsKeys.one(id) }),
    queryClient.invalidateQueries({ queryKey: tournamentsKeys.lists() }),
  ]).then(() => undefined);
}
