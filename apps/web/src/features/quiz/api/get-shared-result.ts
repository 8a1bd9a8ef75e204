import { sharedResultResponseSchema } from '@quizarena/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

/** GET /api/shared-results/{token}: a shared result's public card (404 once it is turned off). */
export async function getSharedResult(token: string, signal?: AbortSignal) {
  const answer = await apiFetch(`/api/shared-results/${encodeURIComponent(token)}`, { signal });
  return sharedResultResponseSchema.parse(answer).data;
}

export function useSharedResult(token: string) {
  return useQuery({
    queryKey: ['quiz', 'shared-result', token],
    queryFn: ({ signal }) => getSharedResult(token, signal),
    retry: false,
  });
}
