import { userStatsResponseSchema } from '@quizarena/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

/** Whose stats: the caller ('current') or another player's public record by id. */
export type StatsSubject = 'current' | (string & {});

/** GET /api/scoring/user-stats/{userId|current}: a player's record and earned achievements. */
export async function getUserStats(subject: StatsSubject = 'current', signal?: AbortSignal) {
  const body = await apiFetch(`/api/scoring/user-stats/${encodeURIComponent(subject)}`, {
    signal,
  });
  return userStatsResponseSchema.parse(body).data;
}

// Keys start with 'scoring' so a completed quiz can invalidate every scoring read at once.
export const userStatsQueryOptions = (subject: StatsSubject = 'current') =>
  queryOptions({
    queryKey: ['scoring', 'user-stats', subject],
    queryFn: ({ signal }) => getUserStats(subject, signal),
  });

export function useUserStats(subject: StatsSubject = 'current') {
  return useQuery(userStatsQueryOptions(subject));
}
