import type { EarnedAchievement } from '@quizarena/contracts';
import toast from 'react-hot-toast';
import { i18n } from '../i18n/instance';

/**
 * The achievement toast, shared by the quiz completion answer and the realtime
 * `achievements:{userId}:unlocked` channel (both announce the same unlock, so it lives in lib/,
 * which both can reach).
 */

/** Spec 01 section 8: the achievement toast stays 4 seconds. */
export const ACHIEVEMENT_TOAST_MS = 4000;

/** The toast's words in the shown language; the title is the server's catalogue data, as sent. */
export const achievementToastMessage = (title: string) =>
  i18n.t('achievements:toast.unlocked', { title });

// Achievement ids already announced to the signed-in user. The toast id alone would only merge
// announcements while the first toast is still on screen; this keeps a late second one quiet.
const announced = new Set<string>();

/** Toasts an unlock once per achievement id, however many times and ways it is reported. */
export function announceAchievement(
  achievement: Pick<EarnedAchievement, 'achievement_id' | 'title'>,
): boolean {
  if (announced.has(achievement.achievement_id)) return false;
  announced.add(achievement.achievement_id);
  toast(achievementToastMessage(achievement.title), {
    id: `achievement-unlocked-${achievement.achievement_id}`,
    duration: ACHIEVEMENT_TOAST_MS,
  });
  return true;
}

/** Forgets what was announced (another account signs in; tests). */
export function resetAnnouncedAchievements(): void {
  announced.clear();
}
