import {
  masteryResponseSchema,
  reviewAnswerResponseSchema,
  reviewNextResponseSchema,
  reviewRoundResponseSchema,
  reviewRoundResultResponseSchema,
  reviewSummaryResponseSchema,
  type AnswerBody,
} from '@quizarena/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

/** Every review read lives under this root: an answer or a finished quiz invalidates it. */
export const REVIEW_KEY = ['review'] as const;

const roundPath = (roundId: string, action = '') =>
  `/api/review/sessions/${encodeURIComponent(roundId)}${action}`;

/** GET /api/review/summary: what is due now, per topic, and today's reviews against the goal. */
export const reviewSummaryQueryOptions = () =>
  queryOptions({
    queryKey: [...REVIEW_KEY, 'summary'],
    // Questions come due as time passes, and a quiz just played adds memories: read it often.
    staleTime: 30_000,
    queryFn: async ({ signal }) =>
      reviewSummaryResponseSchema.parse(await apiFetch('/api/review/summary', { signal })).data,
  });

export function useReviewSummary() {
  return useQuery(reviewSummaryQueryOptions());
}

/** GET /api/review/mastery: per topic, the share of its questions the player would recall now. */
export function useTopicMastery() {
  return useQuery({
    queryKey: [...REVIEW_KEY, 'mastery'],
    queryFn: async ({ signal }) =>
      masteryResponseSchema.parse(await apiFetch('/api/review/mastery', { signal })).data.topics,
  });
}

/** POST /api/review/sessions: starts a round (or resumes the one in play). */
export async function startReview(body: { topic_id?: string }) {
  const answer = await apiFetch('/api/review/sessions', { method: 'POST', body });
  return reviewRoundResponseSchema.parse(answer).data.session;
}

/** POST .../next: serves the next question (a POST: it starts the server's clock). */
export async function nextReviewQuestion(roundId: string) {
  const answer = await apiFetch(roundPath(roundId, '/next'), { method: 'POST' });
  return reviewNextResponseSchema.parse(answer).data.question;
}

/** POST .../answer: the verdict, the grade and when the question comes back. */
export async function answerReview(roundId: string, body: AnswerBody) {
  const answer = await apiFetch(roundPath(roundId, '/answer'), { method: 'POST', body });
  return reviewAnswerResponseSchema.parse(answer).data;
}

/** POST .../complete: ends the round and reads its summary. */
export async function completeReview(roundId: string) {
  const answer = await apiFetch(roundPath(roundId, '/complete'), { method: 'POST' });
  return reviewRoundResultResponseSchema.parse(answer).data;
}

/**
 * The round's calls as mutations. Anything that moved the memories refreshes every review read
 * (the dashboard card, the topic badges, mastery) on its next use.
 */
export function useReviewCalls() {
  const client = useQueryClient();
  const refresh = () => client.invalidateQueries({ queryKey: REVIEW_KEY });
  return {
    start: useMutation({ mutationFn: startReview }),
    next: useMutation({ mutationFn: nextReviewQuestion }),
    answer: useMutation({
      mutationFn: ({ roundId, body }: { roundId: string; body: AnswerBody }) =>
        answerReview(roundId, body),
      onSuccess: refresh,
    }),
    complete: useMutation({ mutationFn: completeReview, onSuccess: refresh }),
  };
}
