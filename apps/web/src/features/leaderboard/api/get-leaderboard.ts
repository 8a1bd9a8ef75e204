import {
  LEADERBOARD_DEFAULT_LIMIT,
  leaderboardResponseSchema,
  type LeaderboardTimeframe,
} from '@quizarena/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { parseAnswer } from '../../../lib/parse-answer';

export type LeaderboardFilters = {
  timeframe: LeaderboardTimeframe;
  /** 'global', 'organization', 'level' or a category id. */
  scope: string;
  limit?: number;
};

/** The query string in a fixed order, so equal filters make equal URLs. */
export function leaderboardPath({
  timeframe,
  scope,
  limit = LEADERBOARD_DEFAULT_LIMIT,
}: LeaderboardFilters): string {
  const query = new URLSearchParams({ timeframe, scope, limit: String(limit) });
  return `/api/scoring/leaderboard?${query}`;
}

/** GET /api/scoring/leaderboard?timeframe&scope&limit: one board and the caller's own place. */
export async function getLeaderboard(filters: LeaderboardFilters, signal?: AbortSignal) {
  const body = await apiFetch(leaderboardPath(filters), { signal });
  return parseAnswer(leaderboardResponseSchema, body).data;
}

// Under the 'scoring' root: a completed quiz invalidates every scoring read, boards included,
// so the player sees their new place on their next visit.
export const leaderboardQueryOptions = (filters: LeaderboardFilters) =>
  queryOptions({
    queryKey: [
      'scoring',
      'leaderboard',
      {
        timeframe: filters.timeframe,
        scope: filters.scope,
        limit: filters.limit ?? LEADERBOARD_DEFAULT_LIMIT,
      },
    ],
    queryFn: ({ signal }) => getLeaderboard(filters, signal),
  });

/** A board; while another filter loads, the previous board stays on screen (dimmed). */
export function useLeaderboard(filters: LeaderboardFilters) {
  return useQuery({ ...leaderboardQueryOptions(filters), placeholderData: keepPreviousData });
}
