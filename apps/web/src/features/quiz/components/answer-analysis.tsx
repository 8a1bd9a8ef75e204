import type { AnswerDispute, ResultAnswer } from '@quizarena/contracts';
import type { TFunction } from 'i18next';
import clsx from 'clsx';
import { CheckCircle2, Clock, XCircle } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { QuizText } from '../../../components/ui/quiz-text';
import { formatSeconds, formatSigned } from '../utils/quiz-format';
import { DisputeAnswer } from './dispute-answer';
import { FOCUS_RING } from './focus-ring';

/** The spec's detailed analysis shows this many answers before '...and N more questions'. */
export const ANALYSIS_PREVIEW_COUNT = 3;

function yourAnswer(answer: ResultAnswer, t: TFunction<'quiz'>): string {
  if (answer.selected_option === null) return t('analysis.noAnswer');
  const text =
    answer.options.find((option) => option.id === answer.selected_option)?.option_text ??
    answer.selected_option;
  return answer.timed_out ? t('analysis.tooLate', { answer: text }) : text;
}

function AnswerItem({
  answer,
  sessionId,
  dispute,
}: {
  answer: ResultAnswer;
  sessionId: string;
  dispute: AnswerDispute | undefined;
}) {
  const { t } = useTranslation('quiz');
  const Icon = answer.is_correct ? CheckCircle2 : answer.timed_out ? Clock : XCircle;
  return (
    <li className="space-y-2 rounded-xl border border-slate-200 p-4 dark:border-slate-800">
      <div className="flex gap-2 font-semibold">
        <Icon
          className={clsx(
            'mt-0.5 h-5 w-5 shrink-0',
            answer.is_correct
              ? 'text-emerald-700 dark:text-emerald-400'
              : 'text-red-700 dark:text-red-400',
          )}
          aria-hidden="true"
        />
        <span>
          {answer.position}. <QuizText text={answer.question_text} />
          <span className="sr-only">
            {answer.is_correct ? t('analysis.correct') : t('analysis.incorrect')}
          </span>
        </span>
      </div>
      <dl className="grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[auto_1fr]">
        <dt className="text-slate-600 dark:text-slate-400">{t('analysis.yourAnswer')}</dt>
        <dd>
          <QuizText text={yourAnswer(answer, t)} />
        </dd>
        <dt className="text-slate-600 dark:text-slate-400">{t('analysis.correctAnswer')}</dt>
        <dd>
          <QuizText text={answer.correct_answer} />
        </dd>
        <dt className="text-slate-600 dark:text-slate-400">{t('analysis.time')}</dt>
        <dd>{formatSeconds(answer.time_taken)}</dd>
        <dt className="text-slate-600 dark:text-slate-400">{t('analysis.points')}</dt>
        <dd>{formatSigned(answer.points_earned)}</dd>
      </dl>
      {answer.explanation ? (
        <div className="text-sm text-slate-700 dark:text-slate-300">
          <QuizText text={answer.explanation} />
        </div>
      ) : null}
      <DisputeAnswer
        sessionId={sessionId}
        questionId={answer.question_id}
        questionText={answer.question_text}
        position={answer.position}
        dispute={dispute}
      />
    </li>
  );
}

/**
 * The detailed analysis behind a toggle: the first three answers, then '...and N more
 * questions' with a button that shows the rest. Each answer can be disputed, or shows its
 * dispute's status.
 */
export function AnswerAnalysis({
  answers,
  sessionId,
  disputes,
}: {
  answers: ResultAnswer[];
  sessionId: string;
  disputes: readonly AnswerDispute[];
}) {
  const { t } = useTranslation('quiz');
  const [open, setOpen] = useState(false);
  const [showAll, setShowAll] = useState(false);
  const panelId = useId();
  const shown = showAll ? answers : answers.slice(0, ANALYSIS_PREVIEW_COUNT);
  const hidden = answers.length - shown.length;
  return (
    <section aria-labelledby={`${panelId}-heading`} className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id={`${panelId}-heading`} className="text-lg font-bold">
          {t('analysis.title')}
        </h2>
        <Button
          variant="secondary"
          className={FOCUS_RING}
          aria-expanded={open}
          aria-controls={panelId}
          onClick={() => setOpen((value) => !value)}
        >
          {open ? t('analysis.hide') : t('analysis.show')}
        </Button>
      </div>
      {open ? (
        <div id={panelId} className="space-y-3">
          <ol className="space-y-3">
            {shown.map((answer) => (
              <AnswerItem
                key={answer.question_id}
                answer={answer}
                sessionId={sessionId}
                dispute={disputes.find((one) => one.question_id === answer.question_id)}
              />
            ))}
          </ol>
          {hidden > 0 ? (
            <div className="flex flex-wrap items-center gap-3">
              <p className="text-sm text-slate-700 dark:text-slate-300">
                {t('analysis.more', { count: hidden })}
              </p>
              <Button variant="ghost" className={FOCUS_RING} onClick={() => setShowAll(true)}>
                {t('analysis.showAll')}
              </Button>
            </div>
          ) : null}
        </div>
      ) : null}
    </section>
  );
}
