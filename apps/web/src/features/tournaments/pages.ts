// The feature's routed pages, loaded lazily by the router so other pages do not pay for them.
export { TournamentsPage } from './pages/tournaments-page';
export { TournamentPage } from './pages/tournament-page';
export { TournamentLivePage } from './pages/tournament-live-page';
export { CreateTournamentPage } from './pages/create-tournament-page';
