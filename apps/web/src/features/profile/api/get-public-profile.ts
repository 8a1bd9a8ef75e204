import { publicProfileResponseSchema } from '@quizarena/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { parseAnswer } from '../../../lib/parse-answer';

/** GET /api/users/{userId}/profile: another player's public fields (never email or birth year). */
export async function getPublicProfile(userId: string, signal?: AbortSignal) {
  const body = await apiFetch(`/api/users/${encodeURIComponent(userId)}/profile`, { signal });
  return parseAnswer(publicProfileResponseSchema, body).data.profile;
}

export const publicProfileQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: ['users', userId, 'profile'],
    queryFn: ({ signal }) => getPublicProfile(userId, signal),
  });

export function usePublicProfile(userId: string) {
  return useQuery(publicProfileQueryOptions(userId));
}
