import {
  achievementStatsResponseSchema,
  RECENT_ACHIEVEMENTS_LIMIT,
  type AchievementStats,
} from '@quizarena/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { parseAnswer } from '../../../lib/parse-answer';

/** GET /api/achievements/stats: the caller's totals, per type, and the latest unlocks. */
export async function getAchievementStats(signal?: AbortSignal) {
  const body = await apiFetch('/api/achievements/stats', { signal });
  return parseAnswer(achievementStatsResponseSchema, body).data;
}

export const achievementStatsQueryOptions = () =>
  queryOptions({
    queryKey: ['achievements', 'stats'],
    queryFn: ({ signal }) => getAchievementStats(signal),
  });

export function useAchievementStats() {
  return useQuery(achievementStatsQueryOptions());
}

/**
 * The latest unlocks, newest first, at most RECENT_ACHIEVEMENTS_LIMIT (the top bar's list). It
 * shares the stats query with the Achievements page, so one request feeds both.
 */
export function useRecentAchievements() {
  return useQuery({ ...achievementStatsQueryOptions(), select: selectRecent });
}

// At module level so the selection is only recomputed when the stats change.
const selectRecent = (stats: AchievementStats) => stats.recent.slice(0, RECENT_ACHIEVEMENTS_LIMIT);
