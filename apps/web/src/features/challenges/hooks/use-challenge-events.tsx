import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button';
import { useInboxEvents } from '../../../lib/inbox';
import { refreshChallenges } from '../api/queries';
import { isJoining, isWaitedFor, forgetJoining } from '../utils/awaited-games';
import { gamePath } from '../utils/challenge-view';

/** How long the 'Join game' toast stays: the game waits a minute for its players. */
export const JOIN_TOAST_MS = 30_000;

/**
 * While signed in (null: listens to nothing), keeps every challenge read current from the
 * inbox's `challenge` events. When a realtime challenge's game starts, the challenger waiting on
 * a screen of that challenge goes straight to it; anyone else in it is offered 'Join game' in a
 * toast, unless they are already there or on their way (their Accept answered with the game).
 */
export function useChallengeEvents(userId: string | null): void {
  const { t } = useTranslation('challenges');
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { pathname } = useLocation();

  useInboxEvents(userId, (event) => {
    if (event.type !== 'challenge') return;
    void refreshChallenges(queryClient);
    if (event.change !== 'started' || !event.game_id) return;
    const path = gamePath(event.game_id);
    if (pathname === path || isJoining(event.challenge_id)) return;
    if (isWaitedFor(event.challenge_id)) {
      void navigate(path);
      return;
    }
    toast(
      (shown) => (
        <span className="flex flex-wrap items-center gap-3">
          <span>{t('toasts.started')}</span>
          <Button
            onClick={() => {
              toast.dismiss(shown.id);
              void navigate(path);
            }}
          >
            {t('actions.join')}
          </Button>
        </span>
      ),
      { id: `challenge-started-${event.challenge_id}`, duration: JOIN_TOAST_MS },
    );
  });

  // What one account was waiting for says nothing about the next one signing in here.
  useEffect(() => () => forgetJoining(), [userId]);
}
