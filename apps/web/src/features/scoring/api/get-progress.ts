import { progressListResponseSchema } from '@quizarena/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

/** GET /api/progress: the caller's record per topic they have played or bookmarked. */
export async function getProgress(signal?: AbortSignal) {
  const body = await apiFetch('/api/progress', { signal });
  return progressListResponseSchema.parse(body).data.progress;
}

// A key of its own root: a completed quiz and a bookmark change both invalidate ['progress'].
export const progressQueryOptions = () =>
  queryOptions({
    queryKey: ['progress', 'list'],
    queryFn: ({ signal }) => getProgress(signal),
  });

export function useProgress() {
  return useQuery(progressQueryOptions());
}
