import { relationshipChangeResponseSchema } from '@quizarena/contracts';
import { apiFetch } from '../../../lib/api-client';
import { parseAnswer } from '../../../lib/parse-answer';

/** POST /api/social/friends/respond: accept or decline a request the caller received. */
export async function respondToFriendRequest(userId: string, accept: boolean) {
  const body = await apiFetch('/api/social/friends/respond', {
    method: 'POST',
    body: { user_id: userId, accept },
  });
  return parseAnswer(relationshipChangeResponseSchema, body).data;
}
