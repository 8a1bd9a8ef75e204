import type { ActivityItem, TopicProgress } from '@quizarena/contracts';
import type { UseQueryResult } from '@tanstack/react-query';
import { useRecentActivity } from '../api/get-recent-activity';
import { usePerformance } from '../api/get-performance';
import { useProgress } from '../api/get-progress';
import { useUserStats } from '../api/get-user-stats';
import {
  continueLearning,
  dashboardStats,
  weekSeries,
  type DashboardStats,
  type DayPoints,
  type ProfileFallback,
} from '../utils/dashboard-summary';

/** A read as the dashboard shows it: loading (skeleton), or settled with data or without. */
type Settled<T> = { data: T | undefined; loading: boolean; unavailable: boolean };

/**
 * A read counts as loading only until its first failure: the cache retries server errors up
 * to three times with growing delays, and the fallback should show meanwhile rather than a
 * skeleton for several seconds. A retry that succeeds replaces the fallback. A paused read
 * (offline) or one not yet enabled also settles on the fallback.
 */
function settle<T>(query: UseQueryResult<T>): Settled<T> {
  if (query.data !== undefined) return { data: query.data, loading: false, unavailable: false };
  const loading = query.fetchStatus === 'fetching' && query.failureCount === 0 && !query.isError;
  return { data: undefined, loading, unavailable: !loading };
}

export type WeekSummary = { points: number; gamesPlayed: number; days: DayPoints[] };

export type DashboardData = {
  stats: DashboardStats;
  statsLoading: boolean;
  /** The stats read failed: the cards show zeroed counters and the profile's points. */
  statsUnavailable: boolean;
  activities: ActivityItem[];
  activitiesLoading: boolean;
  week: WeekSummary;
  weekLoading: boolean;
  topics: TopicProgress[];
};

/**
 * Everything the dashboard shows, with the spec's fallbacks applied: failed reads give the
 * profile's points and level, zeroed counters and empty lists, never an error page.
 */
export function useDashboardData({
  userId,
  profile,
}: {
  userId: string | undefined;
  profile: ProfileFallback | null;
}): DashboardData {
  const stats = settle(useUserStats());
  const activities = settle(useRecentActivity());
  const performance = settle(usePerformance(userId, 'week'));
  const progress = settle(useProgress());

  return {
    stats: dashboardStats(stats.data?.profile, profile, performance.data),
    // The rank may come from performance when stats fail, so wait for both before settling.
    statsLoading: stats.loading || (stats.unavailable && performance.loading),
    statsUnavailable: stats.unavailable,
    activities: activities.data ?? [],
    activitiesLoading: activities.loading,
    week: {
      points: performance.data?.total_points ?? 0,
      gamesPlayed: performance.data?.games_played ?? 0,
      days: weekSeries(performance.data?.series ?? []),
    },
    weekLoading: performance.loading,
    topics: continueLearning(progress.data ?? []),
  };
}
