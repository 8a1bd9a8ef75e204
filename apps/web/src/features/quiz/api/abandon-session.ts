import { sessionResponseSchema } from '@quizarena/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

/**
 * POST /api/games/session/{id}/abandon: quits the quiz on the server, so nothing is paid and
 * starting the same topic again begins afresh instead of resuming it.
 */
export async function abandonSession(sessionId: string) {
  const answer = await apiFetch(`/api/games/session/${encodeURIComponent(sessionId)}/abandon`, {
    method: 'POST',
  });
  return sessionResponseSchema.parse(answer).data.session;
}

export function useAbandonSession() {
  return useMutation({ mutationFn: abandonSession });
}
