export { registerGamesModule, type GamesModule } from './games.module';
