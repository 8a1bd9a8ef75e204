// What app/ uses outside the routed page: the top bar's list of latest unlocks.
export { useRecentAchievements } from './api/get-achievement-stats';
