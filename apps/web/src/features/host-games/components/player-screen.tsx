import { chosenOptionOf, type GameFrame, type PlayerResponse } from '@quizarena/contracts';
import clsx from 'clsx';
import { useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isChoiceType } from '../../../components/answers/answer-draft';
import { QuestionResponseForm } from '../../../components/answers/response-form';
import { useGameSocket } from '../hooks/use-game-socket';
import { useSecondsLeft } from '../hooks/use-seconds-left';
import { answerStyle } from '../utils/answer-styles';
import { secondsSince } from '../utils/clock';
import { initialPlayerState, playerStep, type PlayerAction } from '../utils/player-state';
import type { Seat } from '../utils/seat-storage';
import { AnswerShapeIcon } from './answer-shape';
import { QuestionImage } from '../../../components/ui/question-image';

/** A player's phone during a hosted game: the question's buttons, the verdict, the place. */
export function PlayerScreen({ seat, onLeave }: { seat: Seat; onLeave: () => void }) {
  const { t } = useTranslation('hostGames');
  const [state, setState] = useState(() => initialPlayerState(seat.player_id));
  const current = useRef(state);
  const [notSent, setNotSent] = useState(false);
  const dispatch = useCallback((action: PlayerAction) => {
    current.current = playerStep(current.current, action);
    setState(current.current);
  }, []);
  const onFrame = useCallback(
    (frame: GameFrame) => dispatch({ type: 'frame', frame, receivedAt: Date.now() }),
    [dispatch],
  );
  const { send, connected } = useGameSocket({
    gameId: seat.game_id,
    viewerId: seat.player_id,
    onFrame,
  });
  const seconds = useSecondsLeft(state.phase === 'question' ? state.endsAt : null);
  const question = state.phase === 'question' ? state.question : null;
  const open = question !== null && !state.answer && seconds !== 0;

  const answer = (response: PlayerResponse) => {
    if (!question || !open) return;
    const timeTaken = secondsSince(state.shownAt);
    const optionId = chosenOptionOf(response);
    const sent = send({
      type: 'answer',
      questionId: question.id,
      answer: optionId,
      ...(optionId === null ? { response } : {}),
      timeTaken,
    });
    setNotSent(!sent);
    if (sent) dispatch({ type: 'answered', optionId });
  };

  const verdict =
    state.phase === 'review' && state.result
      ? state.result.kind === 'correct'
        ? t('join.correct', { points: state.result.points })
        : state.result.kind === 'partial'
          ? t('join.partial', { points: state.result.points })
          : state.result.kind === 'incorrect'
            ? t('join.incorrect')
            : t('join.timeUp')
      : '';

  return (
    <div className="mx-auto flex min-h-[70vh] w-full max-w-lg flex-col gap-4">
      <h1 className="text-sm font-normal text-slate-600 dark:text-slate-300">
        {t('join.playingAs', { name: seat.nickname })}
      </h1>
      {!connected && state.phase !== 'removed' ? (
        <p role="status" className="text-sm text-slate-500">
          {t('join.connecting')}
        </p>
      ) : null}

      {state.phase === 'removed' ? (
        <div role="alert" className="space-y-4 text-center">
          <p className="text-2xl font-bold">{t('join.removed')}</p>
          <LeaveButton onLeave={onLeave} />
        </div>
      ) : state.phase === 'cancelled' ? (
        <div className="space-y-4 text-center">
          <p className="text-2xl font-bold">{t('join.cancelled')}</p>
          <LeaveButton onLeave={onLeave} />
        </div>
      ) : state.phase === 'finished' ? (
        <div className="space-y-3 text-center">
          {state.final ? (
            <>
              <p className="text-3xl font-black">
                {t('join.yourPlace', { place: state.final.rank })}
              </p>
              <p className="text-xl">{t('join.yourScore', { score: state.final.score })}</p>
            </>
          ) : (
            <p className="text-2xl font-bold">{t('end.ended')}</p>
          )}
          <LeaveButton onLeave={onLeave} />
        </div>
      ) : state.phase === 'waiting' ? (
        <p className="py-10 text-center text-2xl font-bold">{t('join.youAreIn')}</p>
      ) : state.phase === 'countdown' ? (
        <p className="py-10 text-center text-3xl font-black" role="status">
          {t('play.starting')}
        </p>
      ) : question ? (
        <section aria-labelledby="player-question" className="flex flex-1 flex-col gap-4">
          <div className="flex items-center justify-between text-sm font-semibold">
            <span>{t('play.questionOf', { index: state.index + 1, total: state.total })}</span>
            {seconds !== null ? <span>{t('play.timeLeft', { count: seconds })}</span> : null}
          </div>
          <h2 id="player-question" className="text-2xl font-bold">
            {question.question_text}
          </h2>
          <QuestionImage question={question} />
          {state.answer ? (
            <p className="py-6 text-center text-2xl font-bold" role="status">
              {t('join.answerSent')}
            </p>
          ) : !isChoiceType(question.type) ? (
            <QuestionResponseForm
              key={question.id}
              type={question.type}
              options={question.options}
              open={open}
              onSubmit={answer}
              submitClassName="w-full py-4 text-lg"
            />
          ) : (
            <div className="grid flex-1 grid-cols-2 gap-3">
              {question.options.map((option, position) => {
                const style = answerStyle(position);
                return (
                  <button
                    key={option.id}
                    type="button"
                    disabled={!open}
                    onClick={() => answer({ option_id: option.id })}
                    aria-label={t('join.answerButton', {
                      shape: t(`shapes.${style.shape}`),
                      text: option.option_text,
                    })}
                    data-shape={style.shape}
                    className={clsx(
                      'flex min-h-28 flex-col items-center justify-center gap-2 rounded-2xl p-3 text-lg font-bold focus-visible:ring-4 focus-visible:ring-slate-900 focus-visible:outline-none disabled:opacity-50 dark:focus-visible:ring-white',
                      style.classes,
                    )}
                  >
                    <AnswerShapeIcon shape={style.shape} className="h-10 w-10" />
                    <span>{option.option_text}</span>
                  </button>
                );
              })}
            </div>
          )}
          {notSent ? (
            <p role="alert" className="text-sm text-red-700 dark:text-red-400">
              {t('join.notSent')}
            </p>
          ) : null}
        </section>
      ) : null}

      {/* One live region for verdicts, always present so screen readers hear each new one. */}
      <p
        aria-live="polite"
        className={clsx(
          'rounded-2xl text-center text-2xl font-black',
          verdict && 'p-6',
          state.result?.kind === 'correct' || state.result?.kind === 'partial'
            ? 'bg-emerald-100 text-emerald-950 dark:bg-emerald-950 dark:text-emerald-100'
            : verdict && 'bg-red-100 text-red-950 dark:bg-red-950 dark:text-red-100',
        )}
      >
        {verdict}
      </p>
      {state.phase === 'review' ? (
        <p className="text-center text-slate-600 dark:text-slate-300">{t('join.waitingNext')}</p>
      ) : null}
    </div>
  );
}

function LeaveButton({ onLeave }: { onLeave: () => void }) {
  const { t } = useTranslation('hostGames');
  return (
    <button
      type="button"
      onClick={onLeave}
      className="rounded-lg bg-indigo-600 px-5 py-3 text-lg font-semibold text-white hover:bg-indigo-700 focus-visible:ring-2 focus-visible:ring-indigo-500 focus-visible:outline-none"
    >
      {t('join.playAgain')}
    </button>
  );
}
