import { useAuth } from '../../features/auth';
import type { TournamentsSources } from '../../features/tournaments';
import {
  TournamentLivePage,
  TournamentPage,
  TournamentsPage,
} from '../../features/tournaments/pages';
import { categoryChoices } from './content-choices';

/** The tournaments' reads of other features: every active category, for the list's filter. */
const TOURNAMENT_SOURCES: TournamentsSources = {
  categories: categoryChoices('tournaments'),
};

/** /tournaments. */
export function TournamentsRoute() {
  return <TournamentsPage sources={TOURNAMENT_SOURCES} />;
}

/** /tournament/:tournamentId for the signed-in player, with their balance for the entry fee. */
export function TournamentRoute() {
  const { user } = useAuth();
  return user ? <TournamentPage me={user.id} points={user.points} /> : null;
}

/** /game/tournament/:tournamentId/live: the way into the player's match. */
export function TournamentLiveRoute() {
  const { user } = useAuth();
  return user ? <TournamentLivePage me={user.id} /> : null;
}
