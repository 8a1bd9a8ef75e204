import type { EarnedAchievement, QuizCompleteBody } from '@quizarena/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, renderHook, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import toast, { Toaster, useToasterStore } from 'react-hot-toast';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { resetAnnouncedAchievements } from '../../../lib/achievement-toast';
import { CATEGORY_ID, fakeQuizServer, SESSION_ID, TOPIC_ID } from '../test/fake-quiz-server';
import { ACHIEVEMENT_TOAST_MS, useCompleteQuiz } from './complete-quiz';

const BODY: QuizCompleteBody = {
  session_id: SESSION_ID,
  topic_id: TOPIC_ID,
  category_id: CATEGORY_ID,
  difficulty: 'beginner',
  game_mode: 'practice',
  answers: [],
  total_time_spent: 12,
};

function earned(id: string, title: string): EarnedAchievement {
  return {
    achievement_id: id,
    title,
    description: `${title}, earned`,
    icon_url: 'trophy',
    points_reward: 50,
    rarity_score: 1,
    earned_at: '2026-01-01T10:02:00.000Z',
  };
}

function setup(achievementsEarned: EarnedAchievement[]) {
  vi.stubGlobal('fetch', fakeQuizServer({ achievementsEarned }).fetchMock);
  const queryClient = new QueryClient();
  queryClient.setQueryData(['achievements', 'stats'], { recent: [] });
  queryClient.setQueryData(['achievements', 'list'], []);
  queryClient.setQueryData(['content', 'categories'], []);
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  render(<Toaster />);
  const { result } = renderHook(() => useCompleteQuiz(), { wrapper });
  return { queryClient, complete: result.current.mutateAsync };
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  act(() => toast.remove());
  resetAnnouncedAchievements();
});

describe('completing a quiz', () => {
  it('toasts each unlocked achievement for 4 seconds and marks achievement reads stale', async () => {
    const { queryClient, complete } = setup([
      earned('first-quiz', 'First Steps'),
      earned('points-100', 'Century'),
    ]);

    await act(() => complete(BODY));

    expect(await screen.findByText('🏆 Achievement unlocked: First Steps!')).toBeInTheDocument();
    expect(screen.getByText('🏆 Achievement unlocked: Century!')).toBeInTheDocument();
    const store = renderHook(() => useToasterStore()).result.current;
    expect(store.toasts.map((item) => [item.type, item.duration])).toEqual([
      ['blank', ACHIEVEMENT_TOAST_MS],
      ['blank', ACHIEVEMENT_TOAST_MS],
    ]);
    expect(ACHIEVEMENT_TOAST_MS).toBe(4000);
    expect(queryClient.getQueryState(['achievements', 'stats'])?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(['achievements', 'list'])?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(['content', 'categories'])?.isInvalidated).toBe(false);
  });

  it('announces an achievement once when the completion is answered twice', async () => {
    const { complete } = setup([earned('first-quiz', 'First Steps')]);
    await act(() => complete(BODY));
    await act(() => complete(BODY));
    await waitFor(() =>
      expect(screen.getAllByText('🏆 Achievement unlocked: First Steps!')).toHaveLength(1),
    );
  });

  it('shows no toast when nothing was unlocked', async () => {
    const { complete } = setup([]);
    const result = await act(() => complete(BODY));
    expect(result.achievements_earned).toEqual([]);
    expect(screen.queryByText(/Achievement unlocked/)).not.toBeInTheDocument();
  });
});
