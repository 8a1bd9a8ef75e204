import type { Challenge } from '@quizarena/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { apiRefusalText } from '../../../lib/api-error-text';
import { answerChallenge, type ChallengeCommand } from '../api/challenges';
import { storeChallenge } from '../api/queries';
import { markJoining } from '../utils/awaited-games';
import { gamePath } from '../utils/challenge-view';

/**
 * Accept, Decline, Cancel and Play now for one challenge. Accepting a realtime challenge whose
 * game started goes to the game; one the server turned async (the challenger was away) stays,
 * saying so, with Play now. Play now goes to the caller's own game, started once: a game already
 * begun is gone back to without asking again.
 */
export function useChallengeAction(challenge: Challenge) {
  const { t } = useTranslation('challenges');
  const queryClient = useQueryClient();
  const navigate = useNavigate();

  const mutation = useMutation({
    mutationFn: (command: ChallengeCommand) => {
      if (command === 'accept' && challenge.challenge_type === 'realtime')
        markJoining(challenge.id);
      return answerChallenge(challenge.id, command);
    },
    onSuccess: (updated, command) => {
      storeChallenge(queryClient, updated);
      switch (command) {
        case 'accept':
          if (updated.challenge_type === 'realtime' && updated.game_id) {
            void navigate(gamePath(updated.game_id));
          } else if (challenge.challenge_type === 'realtime') {
            toast(t('toasts.turnedAsync', { name: updated.challenger.name }), {
              id: `challenge-async-${updated.id}`,
            });
          } else {
            toast.success(t('toasts.accepted'));
          }
          return;
        case 'decline':
          toast.success(t('toasts.declined'));
          return;
        case 'cancel':
          toast.success(t('toasts.cancelled'));
          return;
        case 'play':
          if (updated.my_game_id) void navigate(gamePath(updated.my_game_id));
          return;
      }
    },
    onError: (error) => toast.error(apiRefusalText(error, t('toasts.failed'))),
  });

  function run(command: ChallengeCommand) {
    if (command === 'play' && challenge.my_game_id) {
      void navigate(gamePath(challenge.my_game_id));
      return;
    }
    mutation.mutate(command);
  }

  return { run, pending: mutation.isPending ? mutation.variables : null };
}
