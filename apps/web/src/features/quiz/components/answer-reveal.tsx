import type { AnswerResult } from '@quizarena/contracts';
import clsx from 'clsx';
import type { TFunction } from 'i18next';
import { Bot, CheckCircle2, Clock, XCircle } from 'lucide-react';
import { useEffect, useEffectEvent, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { QuizText } from '../../../components/ui/quiz-text';
import { formatNumber } from '../../../lib/format';
import { useReducedMotion } from '../hooks/use-reduced-motion';
import { formatSeconds } from '../utils/quiz-format';

/** The verdict's heading: a late answer is a timeout too, whatever was picked. */
function verdictTitle(result: AnswerResult, skipped: boolean, t: TFunction<'quiz'>): string {
  if (skipped) return t('reveal.skipped');
  if (result.timed_out) return t('reveal.timesUp');
  return result.is_correct ? t('reveal.correct') : t('reveal.incorrect');
}

/** '+14 points', pluralised, as the locale writes the number. */
const pointsText = (points: number, t: TFunction<'quiz'>) =>
  t('reveal.points', { count: points, points: formatNumber(points) });

/**
 * What the server decided about the answer: verdict, explanation (or the correct answer when the
 * question has none), time, points and the opponent's answer to the same question.
 */
export function AnswerReveal({
  result,
  opponentName,
  skipped = false,
  status,
  action,
  onReadingChange,
}: {
  result: AnswerResult;
  opponentName: string;
  /** The player skipped a question without options (sent as no answer). */
  skipped?: boolean;
  /** The line under the verdict: when the next question comes, or what is happening now. */
  status?: string;
  /** What the player can do about the answer (dispute it), under the verdict. */
  action?: ReactNode;
  /** Told when the player starts and stops reading it (pointer over it, or focus in it). */
  onReadingChange?: (reading: boolean) => void;
}) {
  const { t } = useTranslation('quiz');
  const reduced = useReducedMotion();
  const box = useRef<HTMLDivElement>(null);
  const lastPoint = useRef<{ x: number; y: number } | null>(null);
  // On a phone the verdict sits below the options: bring it into view when it appears (with no
  // smooth scrolling for a player who asked for less motion).
  const bringIntoView = useEffectEvent(() =>
    box.current?.scrollIntoView?.({ block: 'nearest', behavior: reduced ? 'auto' : 'smooth' }),
  );
  useEffect(() => {
    bringIntoView();
  }, []);
  const Icon = result.timed_out ? Clock : result.is_correct ? CheckCircle2 : XCircle;
  const lateChoice = result.timed_out && result.selected_option !== null;
  return (
    <div
      ref={box}
      data-testid="answer-explanation"
      // Focusable when reading holds the pause, so keyboard users can hold it too.
      tabIndex={onReadingChange ? 0 : undefined}
      onMouseMove={(event) => {
        // Only a pointer that moves over it: content scrolled under a resting pointer (browsers
        // repeat the last position then) is not someone reading.
        const last = lastPoint.current;
        lastPoint.current = { x: event.clientX, y: event.clientY };
        if (last && (last.x !== event.clientX || last.y !== event.clientY)) {
          onReadingChange?.(true);
        }
      }}
      onMouseLeave={() => {
        lastPoint.current = null;
        onReadingChange?.(false);
      }}
      onFocus={() => onReadingChange?.(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) onReadingChange?.(false);
      }}
      className={clsx(
        'space-y-3 rounded-xl border p-4 focus-visible:ring-2 focus-visible:ring-indigo-500 focus-visible:outline-none',
        result.is_correct
          ? 'border-emerald-300 bg-emerald-50 dark:border-emerald-800 dark:bg-emerald-950'
          : 'border-red-300 bg-red-50 dark:border-red-800 dark:bg-red-950',
      )}
    >
      <p className="flex items-center gap-2 text-lg font-bold">
        <Icon
          className={clsx(
            'h-5 w-5',
            result.is_correct
              ? 'text-emerald-700 dark:text-emerald-300'
              : 'text-red-700 dark:text-red-300',
          )}
          aria-hidden="true"
        />
        {verdictTitle(result, skipped, t)}
      </p>
      {lateChoice ? (
        <p className="text-sm text-slate-700 dark:text-slate-300">{t('reveal.late')}</p>
      ) : null}
      <div className="text-slate-800 dark:text-slate-200">
        <QuizText
          text={
            result.explanation ?? t('reveal.correctAnswerIs', { answer: result.correct_answer })
          }
        />
      </div>
      <ul className="flex flex-wrap gap-x-4 gap-y-1 text-sm font-medium text-slate-700 dark:text-slate-300">
        <li>
          {result.selected_option === null
            ? t('reveal.noAnswer')
            : t('reveal.answeredIn', { time: formatSeconds(result.time_taken) })}
        </li>
        <li className="font-bold text-indigo-700 dark:text-indigo-300">
          {pointsText(result.points_earned, t)}
        </li>
        <li className="flex items-center gap-1">
          <Bot className="h-4 w-4" aria-hidden="true" />
          {result.bot.is_correct
            ? t('reveal.opponentCorrect', {
                name: opponentName,
                time: formatSeconds(result.bot.time_taken),
                count: result.bot.points_earned,
                points: formatNumber(result.bot.points_earned),
              })
            : t('reveal.opponentIncorrect', { name: opponentName })}
        </li>
      </ul>
      {status ? <p className="text-sm text-slate-700 dark:text-slate-300">{status}</p> : null}
      {action}
    </div>
  );
}
