import { sessionResponseSchema } from '@quizarena/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

/** GET /api/games/session/{id}: the caller's own session with its score (404 for anyone else). */
export async function getSession(sessionId: string, signal?: AbortSignal) {
  const answer = await apiFetch(`/api/games/session/${encodeURIComponent(sessionId)}`, { signal });
  return sessionResponseSchema.parse(answer).data.session;
}

export const sessionQueryOptions = (sessionId: string) =>
  queryOptions({
    queryKey: ['quiz', 'session', sessionId],
    queryFn: ({ signal }) => getSession(sessionId, signal),
    // A session moves with every answer; a cached copy is never the truth.
    staleTime: 0,
  });

export function useSession(sessionId: string) {
  return useQuery(sessionQueryOptions(sessionId));
}
