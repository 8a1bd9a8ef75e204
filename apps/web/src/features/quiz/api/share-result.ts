import { shareLinkResponseSchema, shareOffResponseSchema } from '@quizarena/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { sessionResultsQueryOptions } from './get-session-results';

const sharePath = (sessionId: string) =>
  `/api/games/session/${encodeURIComponent(sessionId)}/share`;

/** POST /api/games/session/{id}/share: turns on a (new) share link for one result. */
export async function shareResult(sessionId: string) {
  const answer = await apiFetch(sharePath(sessionId), { method: 'POST' });
  return shareLinkResponseSchema.parse(answer).data;
}

/** DELETE /api/games/session/{id}/share: turns the link off; it answers 404 from then on. */
export async function unshareResult(sessionId: string) {
  const answer = await apiFetch(sharePath(sessionId), { method: 'DELETE' });
  return shareOffResponseSchema.parse(answer).data;
}

/** Turning a link on or off, with the results' `shared` flag following. */
export function useShareResult(sessionId: string) {
  const queryClient = useQueryClient();
  const refresh = () =>
    queryClient.invalidateQueries({ queryKey: sessionResultsQueryOptions(sessionId).queryKey });
  return {
    share: useMutation({ mutationFn: () => shareResult(sessionId), onSuccess: refresh }),
    unshare: useMutation({ mutationFn: () => unshareResult(sessionId), onSuccess: refresh }),
  };
}
