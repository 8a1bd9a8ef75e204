// What app/ composes outside the routed pages: the list for the game lobby's tab, and the own
// profile's saved tournaments.
export type { DataSource, NamedItem, TournamentsSources } from './sources';
export type { TournamentFormSources } from './components/tournament-form/form-sources';
export { TournamentBrowser } from './components/tournament-browser';
export { SavedTournaments } from './components/saved-tournaments';
