import { userAchievementsResponseSchema } from '@quizarena/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { parseAnswer } from '../../../lib/parse-answer';

/** GET /api/achievements/user/{userId}: a player's earned achievements, newest first. */
export async function getUserAchievements(userId: string, signal?: AbortSignal) {
  const body = await apiFetch(`/api/achievements/user/${encodeURIComponent(userId)}`, { signal });
  return parseAnswer(userAchievementsResponseSchema, body).data.achievements;
}

// Under the 'achievements' root, so a completed quiz (which may unlock one) invalidates it.
export const userAchievementsQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: ['achievements', 'user', userId],
    queryFn: ({ signal }) => getUserAchievements(userId, signal),
  });

export function useUserAchievements(userId: string) {
  return useQuery(userAchievementsQueryOptions(userId));
}
