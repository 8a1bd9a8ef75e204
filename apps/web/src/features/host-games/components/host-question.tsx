import clsx from 'clsx';
import { Check } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { answerStyle } from '../utils/answer-styles';
import type { HostQuestion } from '../utils/host-state';
import { AnswerShapeIcon } from './answer-shape';
import { QuestionImage } from '../../../components/ui/question-image';

/**
 * The question as the class reads it on the shared screen: its number, its text large, the four
 * answers each in its colour and shape, and once it closed the right one marked.
 */
export function HostQuestionView({
  question,
  index,
  total,
  secondsLeft,
  answered,
  correctOption,
}: {
  question: HostQuestion;
  index: number;
  total: number;
  secondsLeft: number | null;
  answered: { answered: number; of: number } | null;
  correctOption: string | null;
}) {
  const { t } = useTranslation('hostGames');
  return (
    <section aria-labelledby="host-question" className="space-y-5">
      <div className="flex flex-wrap items-center justify-between gap-3 text-xl font-semibold">
        <p>{t('play.questionOf', { index: index + 1, total })}</p>
        {secondsLeft !== null ? (
          <p
            className="rounded-full bg-slate-900 px-5 py-2 text-3xl font-black text-white tabular-nums dark:bg-white dark:text-slate-900"
            aria-label={t('play.timeLeft', { count: secondsLeft })}
          >
            {secondsLeft}
          </p>
        ) : null}
        {answered ? (
          <p aria-live="polite">
            {t('play.answered', { answered: answered.answered, of: answered.of })}
          </p>
        ) : null}
      </div>
      <h2 id="host-question" className="text-3xl font-bold sm:text-5xl">
        {question.question_text}
      </h2>
      <QuestionImage question={question} large />
      <ul className="grid gap-4 md:grid-cols-2">
        {question.options.map((option, position) => {
          const style = answerStyle(position);
          const correct = correctOption === option.id;
          return (
            <li
              key={option.id}
              data-shape={style.shape}
              data-correct={correctOption ? correct : undefined}
              className={clsx(
                'flex items-center gap-4 rounded-2xl p-5 text-2xl font-bold',
                style.classes,
                correctOption && !correct && 'opacity-40',
                correct && 'ring-8 ring-emerald-400',
              )}
            >
              <AnswerShapeIcon shape={style.shape} className="h-10 w-10 shrink-0" />
              <span className="sr-only">{t(`shapes.${style.shape}`)}: </span>
              <span className="flex-1">{option.option_text}</span>
              {correct ? <Check className="h-10 w-10" aria-hidden="true" /> : null}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
