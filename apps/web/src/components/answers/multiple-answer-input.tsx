import clsx from 'clsx';
import { Check, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { QuizText } from '../ui/quiz-text';
import { ANSWER_LOOKS, OPTION_FOCUS, multipleLook } from './answer-looks';

/**
 * Choose all that apply: a group of checkboxes. After the verdict each option says whether it
 * was right, a wrong tick, or a right one missed, in words as well as colour.
 */
export function MultipleAnswerInput({
  options,
  chosen,
  onChange,
  disabled,
  correctIds,
  language,
}: {
  options: readonly { id: string; option_text: string }[];
  chosen: readonly string[];
  onChange: (optionIds: string[]) => void;
  disabled: boolean;
  /** The right options, once revealed. */
  correctIds?: readonly string[] | null;
  language?: string;
}) {
  const { t } = useTranslation('quiz');
  return (
    <fieldset disabled={disabled} className="space-y-2">
      <legend className="mb-2 text-sm font-semibold text-slate-700 dark:text-slate-300">
        {t('answerTypes.multiple.legend')}
      </legend>
      <ul className="grid gap-3 sm:grid-cols-2">
        {options.map((option) => {
          const ticked = chosen.includes(option.id);
          const right = correctIds?.includes(option.id);
          const look = multipleLook(ticked, right, Boolean(correctIds));
          return (
            <li key={option.id}>
              <label
                className={clsx(
                  'flex cursor-pointer items-center gap-3 rounded-xl border-2 px-4 py-3 font-medium',
                  OPTION_FOCUS,
                  ANSWER_LOOKS[look],
                  disabled && 'cursor-default',
                )}
              >
                <input
                  type="checkbox"
                  checked={ticked}
                  onChange={(event) =>
                    onChange(
                      event.target.checked
                        ? [...chosen, option.id]
                        : chosen.filter((id) => id !== option.id),
                    )
                  }
                  className="h-5 w-5 shrink-0 rounded border-slate-400 text-indigo-600"
                />
                <span className="flex-1" lang={language}>
                  <QuizText text={option.option_text} />
                </span>
                {correctIds && right ? (
                  <>
                    <Check className="h-5 w-5 shrink-0" aria-hidden="true" />
                    <span className="sr-only">
                      {ticked ? t('question.yourAnswerCorrect') : t('answerTypes.multiple.missed')}
                    </span>
                  </>
                ) : null}
                {correctIds && !right && ticked ? (
                  <>
                    <X className="h-5 w-5 shrink-0" aria-hidden="true" />
                    <span className="sr-only">{t('question.yourAnswerIncorrect')}</span>
                  </>
                ) : null}
              </label>
            </li>
          );
        })}
      </ul>
    </fieldset>
  );
}
