import { achievementListResponseSchema } from '@quizarena/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { parseAnswer } from '../../../lib/parse-answer';

/** GET /api/achievements: the whole catalogue, each with the caller's progress toward it. */
export async function getAchievements(signal?: AbortSignal) {
  const body = await apiFetch('/api/achievements', { signal });
  return parseAnswer(achievementListResponseSchema, body).data.achievements;
}

export const achievementsQueryOptions = () =>
  queryOptions({
    queryKey: ['achievements', 'list'],
    queryFn: ({ signal }) => getAchievements(signal),
  });

export function useAchievements() {
  return useQuery(achievementsQueryOptions());
}
