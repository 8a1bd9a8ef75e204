// What app/ may compose outside the routed page: the board read, e.g. for a dashboard card.
export {
  getLeaderboard,
  useLeaderboard,
  leaderboardQueryOptions,
  type LeaderboardFilters,
} from './api/get-leaderboard';
