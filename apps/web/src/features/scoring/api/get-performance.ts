import { performanceResponseSchema, type AnalyticsTimeframe } from '@quizarena/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

/** GET /api/analytics/performance/{userId}?timeframe: points, games and rank over a window. */
export async function getPerformance(
  userId: string,
  timeframe: AnalyticsTimeframe = 'week',
  signal?: AbortSignal,
) {
  const body = await apiFetch(
    `/api/analytics/performance/${encodeURIComponent(userId)}?timeframe=${timeframe}`,
    { signal },
  );
  return performanceResponseSchema.parse(body).data;
}

// Keys start with 'analytics' so a completed quiz can invalidate every analytics read at once.
export const performanceQueryOptions = (userId: string, timeframe: AnalyticsTimeframe = 'week') =>
  queryOptions({
    queryKey: ['analytics', 'performance', userId, timeframe],
    queryFn: ({ signal }) => getPerformance(userId, timeframe, signal),
  });

/** The player's performance; waits until there is a user id to ask about. */
export function usePerformance(userId: string | undefined, timeframe: AnalyticsTimeframe = 'week') {
  return useQuery({
    ...performanceQueryOptions(userId ?? '', timeframe),
    enabled: Boolean(userId),
  });
}
