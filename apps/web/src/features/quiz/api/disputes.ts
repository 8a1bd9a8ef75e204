import {
  disputeResponseSchema,
  sessionDisputesResponseSchema,
  type AnswerDispute,
} from '@quizarena/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError, apiFetch } from '../../../lib/api-client';
import { parseAnswer } from '../../../lib/parse-answer';

const sessionPath = (sessionId: string) => `/api/games/session/${encodeURIComponent(sessionId)}`;

/** GET /api/games/session/{id}/disputes: the player's disputes of their quiz, oldest first. */
export async function getSessionDisputes(sessionId: string, signal?: AbortSignal) {
  const answer = await apiFetch(`${sessionPath(sessionId)}/disputes`, { signal });
  return parseAnswer(sessionDisputesResponseSchema, answer).data.disputes;
}

/** POST /api/games/session/{id}/questions/{questionId}/disputes: one dispute of an answer. */
export async function disputeAnswer(sessionId: string, questionId: string, reason: string) {
  const answer = await apiFetch(
    `${sessionPath(sessionId)}/questions/${encodeURIComponent(questionId)}/disputes`,
    { method: 'POST', body: { reason } },
  );
  return parseAnswer(disputeResponseSchema, answer).data;
}

export const sessionDisputesQueryOptions = (sessionId: string) =>
  queryOptions({
    queryKey: ['quiz', 'disputes', sessionId],
    queryFn: ({ signal }) => getSessionDisputes(sessionId, signal),
  });

/**
 * The quiz's disputes. The results page reads them (`read`); in play nothing is read, and the
 * list holds what the player disputed since the quiz started.
 */
export function useSessionDisputes(sessionId: string, read: boolean) {
  return useQuery({
    ...sessionDisputesQueryOptions(sessionId),
    enabled: read,
    ...(read ? {} : { initialData: [] as AnswerDispute[], staleTime: Infinity }),
  });
}

/**
 * Files a dispute; the quiz's list takes it at once. Refused as already disputed (another tab),
 * the list is read again so the answer shows its dispute.
 */
export function useDisputeAnswer(sessionId: string) {
  const queryClient = useQueryClient();
  const options = sessionDisputesQueryOptions(sessionId);
  const { queryKey } = options;
  return useMutation({
    mutationFn: ({ questionId, reason }: { questionId: string; reason: string }) =>
      disputeAnswer(sessionId, questionId, reason),
    onSuccess: (dispute) =>
      queryClient.setQueryData(queryKey, (list: AnswerDispute[] | undefined) => [
        ...(list ?? []).filter((one) => one.id !== dispute.id),
        dispute,
      ]),
    onError: (error) => {
      if (error instanceof ApiError && error.code === 'ALREADY_DISPUTED')
        void queryClient.fetchQuery(options).catch(() => undefined);
    },
  });
}
