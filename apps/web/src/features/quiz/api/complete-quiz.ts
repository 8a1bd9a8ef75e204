import {
  quizCompleteResponseSchema,
  type EarnedAchievement,
  type QuizCompleteBody,
} from '@quizarena/contracts';
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { notifyAccountChanged } from '../../../lib/account-events';
import { announceAchievement } from '../../../lib/achievement-toast';
import { apiFetch } from '../../../lib/api-client';

/**
 * POST /api/quiz/complete, in the spec's shape. Only session_id counts: the server already holds
 * every answer and ignores client correctness, points and times. Completing twice is safe.
 */
export async function completeQuiz(body: QuizCompleteBody) {
  const answer = await apiFetch('/api/quiz/complete', { method: 'POST', body });
  return quizCompleteResponseSchema.parse(answer).data;
}

// Query keys other features keep account numbers under (dashboard stats, analytics, progress,
// achievements and the top bar's recent unlocks). Named here by their first segment only, so
// the quiz never imports those features.
const ACCOUNT_QUERY_ROOTS = new Set(['scoring', 'progress', 'analytics', 'achievements']);

export { ACHIEVEMENT_TOAST_MS, achievementToastMessage } from '../../../lib/achievement-toast';

/**
 * One toast per achievement the quiz unlocked. A completion answered twice (a retry after a lost
 * answer), or the realtime channel announcing the same unlock, does not announce it again.
 */
export function announceAchievements(earned: EarnedAchievement[]): void {
  for (const achievement of earned) announceAchievement(achievement);
}

/**
 * After a finished quiz: every other feature's account numbers go stale and the user (sidebar
 * points and level) is refetched. Not awaited: the player should not wait on a dashboard refetch.
 */
export function refreshAccountData(queryClient: QueryClient): void {
  notifyAccountChanged();
  void queryClient.invalidateQueries({
    predicate: (query) => ACCOUNT_QUERY_ROOTS.has(String(query.queryKey[0])),
  });
}

export function useCompleteQuiz() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: completeQuiz,
    // Here rather than in the caller, so the toasts still show if the player has left the page.
    onSuccess: (result) => {
      refreshAccountData(queryClient);
      announceAchievements(result.achievements_earned);
    },
  });
}
