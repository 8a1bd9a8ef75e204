import type { AnswerResult, PlayerResponse } from '@quizarena/contracts';
import clsx from 'clsx';
import { Check, Timer, X } from 'lucide-react';
import { useEffect, useEffectEvent, useRef } from 'react';
import { isChoiceType } from '../../../components/answers/answer-draft';
import { ANSWER_LOOKS, type AnswerLook } from '../../../components/answers/answer-looks';
import { QuestionResponseForm } from '../../../components/answers/response-form';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { ProgressBar } from '../../../components/ui/progress-bar';
import { useQuestionClock } from '../hooks/use-question-clock';
import type { PlayPhase, ServedState } from '../hooks/use-quiz-play';
import { QuizText } from '../../../components/ui/quiz-text';
import { timeCue } from '../utils/announcements';
import { formatSeconds } from '../utils/quiz-format';
import { CountdownRing } from './countdown-ring';
import { FOCUS_RING } from './focus-ring';
import { QuestionImage } from '../../../components/ui/question-image';

/** Spec section 9: the ring turns red at 3 seconds or less. */
const WARN_AT_SECONDS = 3;

/** What the card shows of a verdict: which option was right, and which was chosen. */
type Verdict = Pick<AnswerResult, 'correct_option' | 'selected_option' | 'correct_response'>;

function lookOf(optionId: string, selected: string | null, result: Verdict | null): AnswerLook {
  if (result) {
    if (optionId === result.correct_option) return 'correct';
    if (optionId === result.selected_option) return 'wrong';
    return 'dimmed';
  }
  return optionId === selected ? 'chosen' : 'idle';
}

/** Whether a key press belongs to something else: a text field, or a chord with a modifier. */
function isForeignKey(event: KeyboardEvent): boolean {
  if (event.altKey || event.ctrlKey || event.metaKey) return true;
  const target = event.target as HTMLElement | null;
  return Boolean(target?.closest('input, textarea, select, [contenteditable="true"]'));
}

/**
 * The question being played: countdown (or elapsed time in practice), position, text and the
 * options in the order the server shuffled them. Keyed by question, so its clock starts fresh.
 */
export function QuestionCard({
  served,
  total,
  phase,
  selected,
  timeUp,
  result,
  keyboardEnabled,
  onChoose,
  onAnswer,
  onTimeOut,
  onSkip,
  onTimeCue,
}: {
  served: ServedState;
  total: number;
  phase: PlayPhase;
  selected: string | null;
  timeUp: boolean;
  result: Verdict | null;
  /** Off while a dialog is open, so 1-4 do not answer behind it. */
  keyboardEnabled: boolean;
  onChoose: (optionId: string) => void;
  /** Submit Answer of a question not answered by one click (all that apply, order, typed). */
  onAnswer: (response: PlayerResponse) => void;
  onTimeOut: () => void;
  onSkip: () => void;
  /** Told when the countdown reaches a spoken cue (5 s, 3 s left) for this question. */
  onTimeCue?: (questionId: string, seconds: number) => void;
}) {
  const { t } = useTranslation('quiz');
  const { question, deadlineMs, servedAtMs, receivedAtMs } = served;
  const answerable = phase === 'answering' && !timeUp;
  const choice = isChoiceType(question.type);
  const now = useQuestionClock({
    startMs: receivedAtMs,
    deadlineMs,
    running: answerable,
    onExpire: onTimeOut,
  });

  useEffect(() => {
    if (!answerable || !keyboardEnabled || !choice) return;
    const onKey = (event: KeyboardEvent) => {
      if (isForeignKey(event)) return;
      const index = Number(event.key) - 1;
      const option = Number.isInteger(index) ? question.options[index] : undefined;
      if (!option) return;
      event.preventDefault();
      onChoose(option.id);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [answerable, keyboardEnabled, choice, question.options, onChoose]);

  // Whole seconds left, as the ring shows them; the cue counts from the first reading.
  const secondsLeft =
    deadlineMs === null ? null : timeUp ? 0 : Math.max(0, (deadlineMs - now) / 1000);
  const cue =
    deadlineMs === null || secondsLeft === null
      ? null
      : timeCue(Math.ceil(secondsLeft), Math.ceil((deadlineMs - receivedAtMs) / 1000));
  const reportCue = useEffectEvent((seconds: number) => onTimeCue?.(question.id, seconds));
  useEffect(() => {
    if (cue !== null) reportCue(cue);
  }, [cue]);

  // A new question takes focus, so keyboard and screen-reader users start from it.
  const heading = useRef<HTMLDivElement>(null);
  useEffect(() => {
    heading.current?.focus();
  }, []);

  const limit = question.time_limit_seconds;
  const locked = !answerable;
  return (
    <section
      aria-labelledby="quiz-question-text"
      className="space-y-5 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6 dark:border-slate-800 dark:bg-slate-900"
    >
      <div className="flex items-center justify-between gap-4">
        <div className="min-w-0 flex-1 space-y-2">
          <p className="text-sm font-semibold text-slate-700 dark:text-slate-300">
            {t('question.position', { position: question.position, total })}
          </p>
          <ProgressBar
            value={(question.position / total) * 100}
            label={t('question.progress')}
            valueText={t('question.position', { position: question.position, total })}
          />
        </div>
        {limit !== null && secondsLeft !== null ? (
          <CountdownRing
            secondsLeft={secondsLeft}
            totalSeconds={limit}
            warnAtSeconds={WARN_AT_SECONDS}
          />
        ) : (
          <p className="flex shrink-0 items-center gap-1.5 text-sm text-slate-700 dark:text-slate-300">
            <Timer className="h-4 w-4" aria-hidden="true" />
            <span>
              <span className="font-semibold tabular-nums">
                {formatSeconds(Math.max(0, Math.floor((now - servedAtMs) / 1000)))}
              </span>
              <span className="hidden sm:inline">{t('question.noCountdown')}</span>
            </span>
          </p>
        )}
      </div>

      {/* A div with the heading role: a question may carry a code block, which an h2 cannot hold.
          The question and its options are content in their own language, which may not be the
          interface's: `lang` lets a screen reader pronounce them in it. */}
      <div
        ref={heading}
        id="quiz-question-text"
        role="heading"
        aria-level={2}
        tabIndex={-1}
        lang={question.language}
        className="text-xl font-semibold outline-none sm:text-2xl"
      >
        <QuizText text={question.question_text} />
      </div>
      <QuestionImage question={question} />

      {!choice ? (
        <QuestionResponseForm
          type={question.type}
          options={question.options}
          onSubmit={onAnswer}
          open={answerable}
          correct={result?.correct_response ?? null}
          language={question.language}
          submitClassName={FOCUS_RING}
        />
      ) : question.options.length === 0 ? (
        <div className="space-y-3 rounded-xl bg-amber-50 p-4 text-amber-900 dark:bg-amber-950 dark:text-amber-100">
          <p className="font-semibold">{t('question.noOptions')}</p>
          <p className="text-sm">{t('question.skipHint')}</p>
          {answerable ? (
            <Button variant="secondary" className={FOCUS_RING} onClick={onSkip}>
              {t('question.skip')}
            </Button>
          ) : null}
        </div>
      ) : (
        <ul className="grid gap-3 sm:grid-cols-2">
          {question.options.map((option, index) => {
            const look = lookOf(option.id, selected, result);
            return (
              <li key={option.id}>
                <button
                  type="button"
                  // aria-disabled rather than disabled: the focused option keeps focus while
                  // the verdict is read out, and the handler ignores clicks anyway.
                  aria-disabled={locked || undefined}
                  // The number key that picks it, as the badge shows (1-9; a 10th has none).
                  aria-keyshortcuts={index < 9 ? String(index + 1) : undefined}
                  onClick={() => {
                    if (!locked) onChoose(option.id);
                  }}
                  className={clsx(
                    'flex w-full items-center gap-3 rounded-xl border-2 px-4 py-3 text-left font-medium motion-safe:transition-colors',
                    FOCUS_RING,
                    ANSWER_LOOKS[look],
                    locked && 'cursor-default',
                  )}
                >
                  <kbd
                    aria-hidden="true"
                    className="flex h-7 w-7 shrink-0 items-center justify-center rounded-md bg-slate-100 font-sans text-sm text-slate-700 dark:bg-slate-800 dark:text-slate-200"
                  >
                    {index + 1}
                  </kbd>
                  <span className="flex-1" lang={question.language}>
                    <QuizText text={option.option_text} />
                  </span>
                  {look === 'correct' ? (
                    <>
                      <Check className="h-5 w-5 shrink-0" aria-hidden="true" />
                      <span className="sr-only">
                        {option.id === result?.selected_option
                          ? t('question.yourAnswerCorrect')
                          : t('question.correctAnswer')}
                      </span>
                    </>
                  ) : null}
                  {look === 'wrong' ? (
                    <>
                      <X className="h-5 w-5 shrink-0" aria-hidden="true" />
                      <span className="sr-only">{t('question.yourAnswerIncorrect')}</span>
                    </>
                  ) : null}
                  {look === 'chosen' ? (
                    <span className="sr-only">{t('question.sending')}</span>
                  ) : null}
                </button>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
