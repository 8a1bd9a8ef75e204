export { registerGamesModule, type GamesModule } from './games.module';
export { type OpenSeatedGame, type SeatedGameInput } from './seated-games';
export type { GameEnd, GameEndHook, GameResult, RateGame } from './game-store';
export { playableTopicsWhere, seatsOf as gameSeatsOf } from './games.repo';
export { drawQuestionIds } from './game-questions';
export type { GameTimers } from './game-host';
export { type StudyGames } from './study-games';
export { gamesPersonalData } from './personal-data';
