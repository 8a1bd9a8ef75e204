export { registerMatchmakingModule, MATCH_ROUND_MS } from './matchmaking.module';
export { type MatchmakingService } from './matchmaking.service';
