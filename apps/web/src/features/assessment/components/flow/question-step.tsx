import type { AssessmentQuestion } from '@quizarena/contracts';
import clsx from 'clsx';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../../../components/ui/badge';
import { Button } from '../../../../components/ui/button';
import { ProgressBar } from '../../../../components/ui/progress-bar';
import { formatNumber, formatPercent } from '../../../../lib/format';
import { StepHeading } from '../step-heading';
import { CARD } from '../styles';

/**
 * One statement: its trait, the five responses as native radios (arrow keys move between them,
 * the statement is the group's legend), Previous and Next (Submit Assessment on the last), and
 * how far the player has come.
 */
export function QuestionStep({
  question,
  position,
  total,
  answered,
  score,
  onAnswer,
  onPrevious,
  onNext,
}: {
  question: AssessmentQuestion;
  /** 0-based. */
  position: number;
  total: number;
  answered: number;
  score: number | undefined;
  onAnswer: (score: number) => void;
  onPrevious: () => void;
  onNext: () => void;
}) {
  const { t } = useTranslation('assessment');
  const percent = total > 0 ? Math.round((answered / total) * 100) : 0;
  const isLast = position === total - 1;
  const name = `statement-${question.id}`;
  return (
    <div className="mx-auto max-w-2xl space-y-6">
      <div className="space-y-2">
        <p className="text-sm font-semibold text-indigo-700 dark:text-indigo-300">
          {t('intro.title')}
        </p>
        <StepHeading key={question.id}>
          {t('question.heading', {
            current: formatNumber(position + 1),
            total: formatNumber(total),
          })}
        </StepHeading>
        <ProgressBar
          value={percent}
          label={t('question.progressLabel')}
          valueText={t('question.progressValue', {
            answered: formatNumber(answered),
            total: formatNumber(total),
          })}
        />
        <p className="text-sm text-slate-600 dark:text-slate-300">
          {t('question.percentComplete', { percent: formatPercent(percent) })}
        </p>
      </div>

      <div className={CARD}>
        <Badge tone="indigo">{t(`traits.${question.trait}`)}</Badge>
        <fieldset className="mt-3">
          <legend className="text-xl font-semibold">{question.text}</legend>
          <div className="mt-5 space-y-2">
            {question.response_options.map((option) => {
              const id = `${name}-${option.value}`;
              const checked = score === option.value;
              return (
                <label
                  key={option.value}
                  htmlFor={id}
                  className={clsx(
                    'flex cursor-pointer items-center gap-3 rounded-xl border p-3 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-indigo-500',
                    checked
                      ? 'border-indigo-600 bg-indigo-50 dark:border-indigo-400 dark:bg-indigo-950'
                      : 'border-slate-200 hover:bg-slate-50 dark:border-slate-700 dark:hover:bg-slate-800',
                  )}
                >
                  <input
                    id={id}
                    type="radio"
                    name={name}
                    value={option.value}
                    checked={checked}
                    onChange={() => onAnswer(option.value)}
                    className="h-5 w-5 shrink-0 text-indigo-600 focus-visible:outline-none"
                  />
                  <span>{option.label}</span>
                </label>
              );
            })}
          </div>
        </fieldset>
      </div>

      <div className="flex justify-between gap-3">
        <Button variant="secondary" onClick={onPrevious} disabled={position === 0}>
          {t('question.previous')}
        </Button>
        <Button onClick={onNext} disabled={score === undefined}>
          {isLast ? t('question.submit') : t('question.next')}
        </Button>
      </div>
    </div>
  );
}
