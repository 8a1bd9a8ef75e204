import { sessionResultsResponseSchema } from '@quizarena/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

/**
 * GET /api/games/session/{id}/results: the stored results of a finished quiz (owner only: 404
 * otherwise; 409 SESSION_NOT_COMPLETED while it is still being played).
 */
export async function getSessionResults(sessionId: string, signal?: AbortSignal) {
  const answer = await apiFetch(`/api/games/session/${encodeURIComponent(sessionId)}/results`, {
    signal,
  });
  return sessionResultsResponseSchema.parse(answer).data;
}

export const sessionResultsQueryOptions = (sessionId: string) =>
  queryOptions({
    queryKey: ['quiz', 'results', sessionId],
    queryFn: ({ signal }) => getSessionResults(sessionId, signal),
  });

export function useSessionResults(sessionId: string) {
  return useQuery(sessionResultsQueryOptions(sessionId));
}
