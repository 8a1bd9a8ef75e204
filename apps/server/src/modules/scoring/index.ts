export {
  createLedger,
  inTransaction,
  postMovement,
  type Ledger,
  type Leg,
  type Movement,
} from './ledger.service';
export {
  lockBalancesOf as lockPointsBalancesOf,
  recentEntriesOf as ledgerEntriesOf,
  totalOfAllBalances,
  userBalance as pointsBalanceOf,
} from './ledger.repo';
export { findUserStats as playerTotalsOf } from './stats.repo';
export { playedTopicsOf, topicsByAccuracyOf } from './topic-records.repo';
export {
  createStatsService,
  creditPlayerDay,
  creditStreakDay,
  playerDayOf,
  recordActivity,
  recordLiveGame,
  recordQuizCompletion,
  type PlayRecord,
  type QuizCompletion,
  type RecordedCompletion,
  type StatsService,
} from './stats.service';
export { scoringRoutes } from './scoring.routes';
export { registerScoringModule } from './scoring.module';
export type { EarnedPoints } from './earned-points';
export { scoringPersonalData } from './personal-data';
