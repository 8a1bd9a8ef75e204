import clsx from 'clsx';
import { Check, Clock3, Divide, Sparkles, X } from 'lucide-react';
import type { PlayerResponse } from '@quizarena/contracts';
import { useId } from 'react';
import { isChoiceType } from '../../../components/answers/answer-draft';
import { QuestionResponseForm } from '../../../components/answers/response-form';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { canAnswer, powerUpReady, type GameState, type PowerUpState } from '../hooks/game-state';
import { CARD_CLASSES } from './field-classes';
import { QuestionImage } from '../../../components/ui/question-image';

const POWER_UP_ICONS = { fifty_fifty: Divide, extra_time: Clock3, double_points: Sparkles };

/** Waiting for the others: one dot per opponent, filled as the answered count rises. */
function AnsweredDots({ answered, of }: { answered: number; of: number }) {
  const { t } = useTranslation('games');
  const opponents = Math.max(0, of - 1);
  // This player is one of those who answered.
  const done = Math.min(opponents, Math.max(0, answered - 1));
  return (
    <div className="mt-4 rounded-xl bg-indigo-50 p-4 text-center dark:bg-indigo-950">
      <p className="font-semibold">{t('play.waitingOthers')}</p>
      <ul className="mt-2 flex justify-center gap-2" aria-hidden="true">
        {Array.from({ length: opponents }, (_, index) => (
          <li
            key={index}
            data-answered={index < done}
            className={clsx(
              'h-3 w-3 rounded-full border-2 border-indigo-600',
              index < done ? 'bg-indigo-600' : 'bg-transparent',
            )}
          />
        ))}
      </ul>
    </div>
  );
}

/**
 * The open (or just closed) question: its text, difficulty and points, the power-ups, the
 * options as a radio group, Submit Answer, and then what follows an answer.
 */
export function QuestionPanel({
  state,
  playersIn,
  powerUpsEnabled,
  onSelect,
  onSubmit,
  onPowerUp,
  onPause,
}: {
  state: GameState;
  /** Players still in the game, until the server's first count for this question says. */
  playersIn: number;
  powerUpsEnabled: boolean;
  onSelect: (optionId: string) => void;
  /** Sends the chosen option, or the `response` of a question of another type. */
  onSubmit: (response?: PlayerResponse) => void;
  onPowerUp: (powerUp: PowerUpState['type']) => void;
  /** The host's hold on the pause between questions (true: hold it); absent for others. */
  onPause?: ((pause: boolean) => void) | undefined;
}) {
  const { t } = useTranslation(['games', 'content']);
  const id = useId();
  const question = state.question;
  if (!question) return null;
  const open = canAnswer(state);
  const reveal = state.reveal;
  const options = question.options.filter((option) => !state.removedOptionIds.includes(option.id));
  const player = state.playing && !state.eliminated;
  const choice = isChoiceType(question.type);

  return (
    <section className={`${CARD_CLASSES} p-5`} aria-labelledby={`${id}-question`}>
      <div className="mb-3 flex flex-wrap gap-2 text-xs font-semibold">
        <span className="rounded-full bg-indigo-100 px-2 py-0.5 text-indigo-800 dark:bg-indigo-950 dark:text-indigo-200">
          {t(`content:difficulty.${question.difficulty}`)}
        </span>
        <span className="rounded-full bg-amber-100 px-2 py-0.5 text-amber-900 dark:bg-amber-950 dark:text-amber-200">
          {t('play.points', { count: question.points })}
        </span>
      </div>
      <h2 id={`${id}-question`} className="text-xl font-bold sm:text-2xl">
        {question.question_text}
      </h2>
      <div className="mt-3">
        <QuestionImage question={question} />
      </div>

      {player ? (
        <div className="mt-4" role="group" aria-label={t('play.powerUpsLabel')}>
          <div className="flex flex-wrap gap-2">
            {state.powerUps.map((powerUp) => {
              const Icon = POWER_UP_ICONS[powerUp.type];
              const name = t(`powerUps.${powerUp.type}`);
              return (
                <Button
                  key={powerUp.type}
                  variant="secondary"
                  className="px-3 py-1.5"
                  disabled={!powerUpReady(state, powerUp, powerUpsEnabled)}
                  aria-label={t('play.powerUpUses', { name, count: powerUp.uses_remaining })}
                  onClick={() => onPowerUp(powerUp.type)}
                >
                  <Icon className="h-4 w-4" aria-hidden="true" />
                  {name}
                  <span className="rounded-full bg-slate-200 px-1.5 text-xs dark:bg-slate-700">
                    {powerUp.uses_remaining}
                  </span>
                </Button>
              );
            })}
          </div>
          {!powerUpsEnabled ? (
            <p className="mt-1 text-xs text-slate-500">{t('play.powerUpsOff')}</p>
          ) : null}
        </div>
      ) : null}

      {player && !choice ? (
        <div className="mt-4">
          <QuestionResponseForm
            key={question.id}
            type={question.type}
            options={question.options}
            open={open}
            correct={reveal?.correct_response ?? null}
            onSubmit={onSubmit}
            submitClassName="w-full sm:w-auto"
          />
        </div>
      ) : player ? (
        <form
          className="mt-4"
          onSubmit={(event) => {
            event.preventDefault();
            if (open && state.selected) onSubmit();
          }}
        >
          <fieldset disabled={!open}>
            <legend className="sr-only">{t('play.options')}</legend>
            <div className="grid gap-3 sm:grid-cols-2">
              {options.map((option) => {
                const chosen = state.selected === option.id;
                const correct = reveal?.correct_option === option.id;
                const wrong = reveal && chosen && !correct;
                return (
                  <label
                    key={option.id}
                    className={clsx(
                      'flex cursor-pointer items-center gap-3 rounded-xl border-2 p-4 font-medium has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-indigo-500',
                      correct
                        ? 'border-emerald-600 bg-emerald-100 dark:bg-emerald-950'
                        : wrong
                          ? 'border-red-600 bg-red-100 dark:bg-red-950'
                          : chosen
                            ? 'border-indigo-600 bg-indigo-50 dark:bg-indigo-950'
                            : 'border-slate-300 hover:border-indigo-500 dark:border-slate-600',
                      !open && 'cursor-default',
                    )}
                  >
                    <input
                      type="radio"
                      name={`${id}-option`}
                      value={option.id}
                      checked={chosen}
                      onChange={() => onSelect(option.id)}
                      className="h-4 w-4 text-indigo-600"
                    />
                    <span className="flex-1">{option.option_text}</span>
                    {correct ? (
                      <Check className="h-5 w-5 text-emerald-700" aria-hidden="true" />
                    ) : null}
                    {wrong ? <X className="h-5 w-5 text-red-700" aria-hidden="true" /> : null}
                  </label>
                );
              })}
            </div>
          </fieldset>
          {state.answer === 'idle' && state.phase === 'question' ? (
            <Button type="submit" className="mt-4 w-full sm:w-auto" disabled={!state.selected}>
              {t('play.submit')}
            </Button>
          ) : null}
        </form>
      ) : (
        <ul className="mt-4 grid gap-3 sm:grid-cols-2" aria-label={t('play.options')}>
          {options.map((option) => (
            <li
              key={option.id}
              className={clsx(
                'rounded-xl border-2 p-4 font-medium',
                reveal?.correct_option === option.id
                  ? 'border-emerald-600 bg-emerald-100 dark:bg-emerald-950'
                  : 'border-slate-300 dark:border-slate-600',
              )}
            >
              {option.option_text}
            </li>
          ))}
        </ul>
      )}

      {state.answer === 'sending' ? (
        <p className="mt-3 text-sm text-slate-600">{t('play.submitting')}</p>
      ) : null}
      {state.answer === 'timed_out' && !reveal ? (
        <p className="mt-4 text-center text-lg font-bold text-red-700 dark:text-red-400">
          {t('play.timeUp')}
        </p>
      ) : null}
      {(state.answer === 'acked' || state.answer === 'timed_out') && !reveal ? (
        <AnsweredDots
          answered={Math.max(state.answered.answered, 1)}
          of={state.answered.of || playersIn}
        />
      ) : null}
      <p className="sr-only" aria-live="polite">
        {state.phase === 'question' && state.answered.of > 0
          ? t('play.answeredCount', {
              answered: state.answered.answered,
              of: state.answered.of,
            })
          : ''}
      </p>

      {reveal ? (
        <div className="mt-4 space-y-2 rounded-xl bg-slate-50 p-4 dark:bg-slate-800" role="status">
          <p className="font-semibold">
            {t('play.correctAnswer', { answer: reveal.correct_answer })}
          </p>
          {reveal.explanation ? (
            <div>
              <h3 className="text-sm font-semibold">{t('play.explanation')}</h3>
              <p className="text-sm text-slate-700 dark:text-slate-300">{reveal.explanation}</p>
            </div>
          ) : null}
          {state.phase === 'review' ? (
            <p className="text-xs text-slate-500">
              {state.paused ? t('play.paused') : t('play.nextQuestion')}
            </p>
          ) : null}
          {state.phase === 'review' && onPause ? (
            <Button type="button" variant="secondary" onClick={() => onPause(!state.paused)}>
              {state.paused ? t('play.resume') : t('play.pause')}
            </Button>
          ) : null}
        </div>
      ) : null}
      {state.eliminated ? (
        <p className="mt-3 text-sm font-semibold text-red-700">{t('play.eliminated')}</p>
      ) : !state.playing ? (
        <p className="mt-3 text-sm text-slate-600">{t('play.spectatorNote')}</p>
      ) : null}
    </section>
  );
}
