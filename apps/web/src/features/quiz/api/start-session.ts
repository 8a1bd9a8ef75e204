import { sessionResponseSchema, type SessionCreateBody } from '@quizarena/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

/**
 * POST /api/games/session: starts a solo quiz of a topic. 404 for an unknown topic,
 * 409 NO_QUESTIONS when the topic has none.
 */
export async function startSession(body: SessionCreateBody) {
  const answer = await apiFetch('/api/games/session', { method: 'POST', body });
  return sessionResponseSchema.parse(answer).data.session;
}

export function useStartSession() {
  return useMutation({ mutationFn: startSession });
}
