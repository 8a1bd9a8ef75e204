export { registerTournamentsModule } from './tournaments.module';
export { TOURNAMENT_JOBS, MATCH_SWEEP_MS } from './tournament-play';
export { type TournamentsService, type Caller as TournamentCaller } from './tournaments.service';
export { tournamentsPersonalData } from './personal-data';
