import { recentActivityResponseSchema } from '@quizarena/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

/** The dashboard lists this many items (spec: up to 5). */
export const RECENT_ACTIVITY_LIMIT = 5;

/** GET /api/scoring/user/recent-activity?limit: the caller's latest activity, newest first. */
export async function getRecentActivity(limit = RECENT_ACTIVITY_LIMIT, signal?: AbortSignal) {
  const body = await apiFetch(`/api/scoring/user/recent-activity?limit=${limit}`, { signal });
  return recentActivityResponseSchema.parse(body).data.activities;
}

export const recentActivityQueryOptions = (limit = RECENT_ACTIVITY_LIMIT) =>
  queryOptions({
    queryKey: ['scoring', 'recent-activity', { limit }],
    queryFn: ({ signal }) => getRecentActivity(limit, signal),
  });

export function useRecentActivity(limit = RECENT_ACTIVITY_LIMIT) {
  return useQuery(recentActivityQueryOptions(limit));
}
