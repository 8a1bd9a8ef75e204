export { leaderboardRoutes } from './leaderboard.routes';
export { createLeaderboardService, type LeaderboardService } from './leaderboard.service';
export { notePlayerChanged, recordEarnedPoints, type EarnedPoints } from './leaderboard.record';
export { windowOf, previousWindowOf } from './leaderboard.windows';
export { registerLeaderboardModule } from './leaderboard.module';
export { allTimeRanksOf } from './leaderboard.ranks';
export { leaderboardPersonalData } from './personal-data';
