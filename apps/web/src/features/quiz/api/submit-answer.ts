import { answerResponseSchema, type AnswerBody } from '@quizarena/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

/**
 * POST /api/games/session/{id}/answer: the chosen option id, or null when time ran out. The
 * answer reveals the correct option and the points, judged by the server's clock.
 * 409 ALREADY_ANSWERED for a second answer to the same question.
 */
export async function submitAnswer(sessionId: string, body: AnswerBody) {
  const answer = await apiFetch(`/api/games/session/${encodeURIComponent(sessionId)}/answer`, {
    method: 'POST',
    body,
  });
  return answerResponseSchema.parse(answer).data;
}

export function useSubmitAnswer() {
  return useMutation({
    mutationFn: ({ sessionId, body }: { sessionId: string; body: AnswerBody }) =>
      submitAnswer(sessionId, body),
  });
}
