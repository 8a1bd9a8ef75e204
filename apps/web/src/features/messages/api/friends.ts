import { FRIENDS_MAX_LIMIT, friendsResponseSchema } from '@quizarena/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { parseAnswer } from '../../../lib/parse-answer';
import { messagesKeys } from './keys';

/** GET /api/social/friends?limit=100: whom a conversation may be started with. */
export async function getFriends(signal?: AbortSignal) {
  const body = await apiFetch(`/api/social/friends?limit=${FRIENDS_MAX_LIMIT}`, { signal });
  return parseAnswer(friendsResponseSchema, body).data.friends;
}

/** The caller's friends, read when a picker opens. */
export function useFriends(enabled: boolean) {
  return useQuery({
    queryKey: messagesKeys.friends(),
    queryFn: ({ signal }) => getFriends(signal),
    enabled,
  });
}
