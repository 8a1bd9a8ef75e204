import type { EarnedAchievement } from '@quizarena/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { notifyAccountChanged } from '../../lib/account-events';
import { announceAchievement, resetAnnouncedAchievements } from '../../lib/achievement-toast';
import { useChannel } from '../../lib/realtime';

/**
 * While signed in, listens to `achievements:{userId}:unlocked`: each unlock is toasted (once per
 * achievement, however else it was announced) and the achievement reads (the top bar's badge,
 * the achievements page, the points in the sidebar) go stale.
 */
export function useAchievementAnnouncements(userId: string | null): void {
  const queryClient = useQueryClient();
  useChannel<EarnedAchievement>(
    userId ? `achievements:${userId}:unlocked` : null,
    (achievement) => {
      announceAchievement(achievement);
      void queryClient.invalidateQueries({ queryKey: ['achievements'] });
      // The reward moved the player's points (the sidebar's level and points read them).
      notifyAccountChanged();
    },
  );
  // What one account was told says nothing about the next one signing in here.
  useEffect(() => () => resetAnnouncedAchievements(), [userId]);
}
