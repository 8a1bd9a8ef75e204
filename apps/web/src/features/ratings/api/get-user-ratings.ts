import { userRatingsResponseSchema } from '@quizarena/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { parseAnswer } from '../../../lib/parse-answer';
import { RATINGS_KEY } from './keys';

/** GET /api/users/{userId}/ratings: the player's rating in each category they have played. */
export async function getUserRatings(userId: string, signal?: AbortSignal) {
  const body = await apiFetch(`/api/users/${encodeURIComponent(userId)}/ratings`, { signal });
  return parseAnswer(userRatingsResponseSchema, body).data.ratings;
}

export const userRatingsQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: [...RATINGS_KEY, 'user', userId],
    queryFn: ({ signal }) => getUserRatings(userId, signal),
  });

export function useUserRatings(userId: string) {
  return useQuery(userRatingsQueryOptions(userId));
}
