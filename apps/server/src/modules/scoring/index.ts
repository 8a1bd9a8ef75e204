export {
  createLedger,
  inTransaction,
  postMovement,
  type Ledger,
  type Leg,
  type Movement,
} from './ledger.service';
export { totalOfAllBalances } from './ledger.repo';
export {
  createStatsService,
  creditPlayerDay,
  recordActivity,
  recordQuizCompletion,
  type QuizCompletion,
  type StatsService,
} from './stats.service';
export { scoringRoutes } from './scoring.routes';
