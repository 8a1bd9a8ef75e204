import { useAuth } from '../../features/auth';
import type { TournamentFormSources, TournamentsSources } from '../../features/tournaments';
import {
  CreateTournamentPage,
  TournamentLivePage,
  TournamentPage,
  TournamentsPage,
} from '../../features/tournaments/pages';
import { categoryChoices, topicChoices } from './content-choices';

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

/** The form's reads: the categories and a category's topics. */
const FORM_SOURCES: TournamentFormSources = {
  categories: categoryChoices('tournament-form'),
  topics: topicChoices('tournament-form'),
};

/** /tournaments/new: admins and verified hosts (the server refuses others, and says so). */
export function CreateTournamentRoute() {
  const { user } = useAuth();
  return user ? (
    <CreateTournamentPage isAdmin={user.role === 'admin'} sources={FORM_SOURCES} />
  ) : null;
}
