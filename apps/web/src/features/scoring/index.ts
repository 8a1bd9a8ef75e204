// The dashboard's reads and panels; app/pages/dashboard-page.tsx composes them.
export { useDashboardData, type DashboardData } from './hooks/use-dashboard-data';
export { useUserStats, userStatsQueryOptions, getUserStats } from './api/get-user-stats';
export { useRecentActivity, recentActivityQueryOptions } from './api/get-recent-activity';
export { usePerformance, performanceQueryOptions } from './api/get-performance';
export { useProgress, progressQueryOptions } from './api/get-progress';
export type { ProfileFallback, DashboardStats } from './utils/dashboard-summary';
export { StatCards } from './components/stat-cards';
export { LevelProgressCard } from './components/level-progress-card';
export { RecentActivity } from './components/recent-activity';
export { QuickActions } from './components/quick-actions';
export { CurrentStandings } from './components/current-standings';
export { WeeklyPointsChart } from './components/weekly-points-chart';
export { ContinueLearning } from './components/continue-learning';

/**
 * Query-key roots of every read the dashboard makes. A completed quiz (or anything else that
 * moves points) invalidates these so the dashboard shows the new figures on its next visit.
 */
export const SCORING_QUERY_ROOTS = [['scoring'], ['analytics'], ['progress']] as const;
