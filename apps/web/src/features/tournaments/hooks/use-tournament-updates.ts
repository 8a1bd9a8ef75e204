import { channelName } from '@quizarena/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useChannel } from '../../../lib/realtime';
import { refreshTournament } from '../api/queries';

/**
 * Follows `tournament:{id}:bracket` while mounted (null: nothing yet, such as an id the server
 * has not confirmed). Each event is a hint that the tournament changed, so the page and the
 * player's standing are read again: the answer carries the whole bracket.
 */
export function useTournamentUpdates(id: string | null): void {
  const queryClient = useQueryClient();
  useChannel(id ? channelName({ kind: 'tournament', tournamentId: id }) : null, () => {
    if (id) void refreshTournament(queryClient, id);
  });
}
