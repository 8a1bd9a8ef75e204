import type { GameFrame, HostedGame } from '@quizarena/contracts';
import { useMutation } from '@tanstack/react-query';
import { useCallback, useRef, useState } from 'react';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { apiRefusalText } from '../../../lib/api-error-text';
import { endHostedGame } from '../api/host-games';
import { useGameSocket } from '../hooks/use-game-socket';
import { useSecondsLeft } from '../hooks/use-seconds-left';
import { hostStep, initialHostState } from '../utils/host-state';
import { HostFinal } from './host-final';
import { HostLobby } from './host-lobby';
import { HostQuestionView } from './host-question';
import { HostReview } from './host-review';

/** The shared screen of one hosted game, live from its frames. */
export function HostScreen({ game, userId }: { game: HostedGame; userId: string }) {
  const { t } = useTranslation('hostGames');
  const [state, setState] = useState(() => initialHostState(game.total_questions));
  const current = useRef(state);
  const onFrame = useCallback((frame: GameFrame) => {
    current.current = hostStep(current.current, frame, Date.now());
    setState(current.current);
  }, []);
  const { send, connected } = useGameSocket({ gameId: game.game_id, viewerId: userId, onFrame });
  const timed = state.phase === 'question' || state.phase === 'countdown';
  const seconds = useSecondsLeft(timed ? state.endsAt : null);
  const [confirming, setConfirming] = useState(false);
  const end = useMutation({
    mutationFn: () => endHostedGame(game.game_id),
    onError: (error) => toast.error(apiRefusalText(error, t('end.endFailed'))),
  });
  const over = end.isSuccess || state.phase === 'finished' || state.phase === 'cancelled';

  return (
    <div className="space-y-6 p-2 sm:p-4">
      <h1 className="text-lg font-semibold text-slate-600 dark:text-slate-300">
        {t('lobby.heading', { category: game.category, topic: game.topic })}
      </h1>
      {!connected ? (
        <p role="status" className="text-sm text-slate-500">
          {t('join.connecting')}
        </p>
      ) : null}
      {end.isSuccess ? (
        <p role="status" className="text-xl font-semibold">
          {t('end.ended')}
        </p>
      ) : null}

      {over ? (
        <HostFinal state={state} />
      ) : state.phase === 'waiting' ? (
        <HostLobby
          game={game}
          players={state.players}
          onKick={(player) => send({ type: 'kick', user_id: player.user_id })}
          onStart={() => send({ type: 'start' })}
        />
      ) : state.phase === 'countdown' || !state.question ? (
        <p className="py-16 text-center text-5xl font-black" role="status">
          {t('play.starting')} {seconds ?? ''}
        </p>
      ) : (
        <>
          <HostQuestionView
            question={state.question}
            index={state.index}
            total={state.total}
            secondsLeft={state.phase === 'question' ? seconds : null}
            answered={state.phase === 'question' ? state.answered : null}
            correctOption={state.reveal?.correct_option ?? null}
          />
          {state.phase === 'review' && state.reveal ? (
            <>
              <HostReview closed={state.reveal} scoreboard={state.scoreboard} />
              <div className="flex items-center gap-3">
                <Button
                  variant="secondary"
                  onClick={() => send({ type: state.paused ? 'resume' : 'pause' })}
                >
                  {state.paused ? t('play.resume') : t('play.pause')}
                </Button>
                {state.paused ? (
                  <p className="text-slate-600 dark:text-slate-300" role="status">
                    {t('play.paused')}
                  </p>
                ) : null}
              </div>
            </>
          ) : null}
        </>
      )}

      <div className="flex flex-wrap gap-3 border-t border-slate-200 pt-4 dark:border-slate-800">
        {over ? (
          <Link
            to="/host"
            className="rounded-lg bg-indigo-600 px-4 py-2 font-semibold text-white hover:bg-indigo-700"
          >
            {t('end.newGame')}
          </Link>
        ) : (
          <Button variant="danger" onClick={() => setConfirming(true)} disabled={end.isPending}>
            {t('end.endGame')}
          </Button>
        )}
      </div>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t('end.endConfirmTitle')}
        description={t('end.endConfirmText')}
        confirmLabel={t('end.endGame')}
        destructive
        onConfirm={() => end.mutate()}
      />
    </div>
  );
}
