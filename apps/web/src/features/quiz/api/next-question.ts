import { nextQuestionResponseSchema } from '@quizarena/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

/**
 * POST /api/games/session/{id}/next: serves the next question, or the current unanswered one
 * again (same served_at, so the countdown keeps its place). Null when every question is answered.
 * A POST, not a GET: serving starts the server's clock for the question.
 */
export async function nextQuestion(sessionId: string) {
  const answer = await apiFetch(`/api/games/session/${encodeURIComponent(sessionId)}/next`, {
    method: 'POST',
  });
  return nextQuestionResponseSchema.parse(answer).data.question;
}

export function useNextQuestion() {
  return useMutation({ mutationFn: nextQuestion });
}
