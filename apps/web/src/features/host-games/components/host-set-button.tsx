import { HOSTED_GAME_RULES, ROOM_OPTIONS } from '@quizarena/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Presentation } from 'lucide-react';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button';
import { apiRefusalText } from '../../../lib/api-error-text';
import { hostGame } from '../api/host-games';
import { hostGamesKeys } from '../api/keys';

/** A question set as a hosted game takes it: its own id and category, and its share key. */
export type HostableSet = {
  id: string;
  category_id: string;
  question_count: number;
  share_key: string | null;
};

/**
 * 'Host a class game' with a question set: a hosted game of as many of its questions as a game
 * takes (the most of 5, 10, 15 or 20 it can fill), opened on the shared screen at once. A set
 * of fewer than 5 questions cannot be hosted, and says so.
 */
export function HostSetButton({ set }: { set: HostableSet }) {
  const { t } = useTranslation('hostGames');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const counts = ROOM_OPTIONS.questionCount.filter((count) => count <= set.question_count);
  const create = useMutation({
    mutationFn: () =>
      hostGame({
        category: set.category_id,
        topic: set.id,
        total_questions: counts.at(-1)!,
        time_per_question: HOSTED_GAME_RULES.defaultSecondsPerQuestion,
        ...(set.share_key ? { share_key: set.share_key } : {}),
      }),
    onSuccess: (game) => {
      queryClient.setQueryData(hostGamesKeys.game(game.game_id), game);
      void navigate(`/host?game=${encodeURIComponent(game.game_id)}`);
    },
    onError: (error) => toast.error(apiRefusalText(error, t('fromSet.failed'))),
  });
  if (counts.length === 0) {
    return (
      <p className="self-center text-sm text-slate-600 dark:text-slate-300">
        {t('fromSet.tooFew', { count: ROOM_OPTIONS.questionCount[0] })}
      </p>
    );
  }
  return (
    <Button variant="secondary" onClick={() => create.mutate()} disabled={create.isPending}>
      <Presentation className="h-4 w-4" aria-hidden="true" />
      {create.isPending ? t('fromSet.starting') : t('fromSet.host')}
    </Button>
  );
}
