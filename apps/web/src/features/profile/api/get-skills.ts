import { skillsResponseSchema } from '@quizarena/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { parseAnswer } from '../../../lib/parse-answer';

/** GET /api/analytics/skills/{userId}: accuracy per category and per topic played. */
export async function getSkills(userId: string, signal?: AbortSignal) {
  const body = await apiFetch(`/api/analytics/skills/${encodeURIComponent(userId)}`, { signal });
  return parseAnswer(skillsResponseSchema, body).data;
}

// Under the 'analytics' root, so a completed quiz invalidates it with the other analytics reads.
export const skillsQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: ['analytics', 'skills', userId],
    queryFn: ({ signal }) => getSkills(userId, signal),
  });

export function useSkills(userId: string) {
  return useQuery(skillsQueryOptions(userId));
}
