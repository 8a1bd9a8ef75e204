import clsx from 'clsx';
import { ArrowDown, ArrowUp, Check, X } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QuizText } from '../ui/quiz-text';
import { moveItem } from './answer-draft';
import { ANSWER_LOOKS, orderLook } from './answer-looks';

const MOVE_BUTTON =
  'flex h-9 w-9 items-center justify-center rounded-lg border border-slate-300 bg-white text-slate-700 hover:bg-slate-100 focus-visible:ring-2 focus-visible:ring-indigo-500 focus-visible:outline-none disabled:opacity-40 dark:border-slate-600 dark:bg-slate-800 dark:text-slate-200';

/**
 * Put the options in order: a numbered list whose items move up and down by buttons, each
 * named for its item, and each move said aloud. Focus stays on the button pressed, so a
 * keyboard player can press it again to go on moving the same item. After the verdict each
 * item says whether it stands in its right place, and which place that is.
 */
export function OrderingInput({
  options,
  order,
  onChange,
  disabled,
  rightOrder,
  language,
}: {
  options: readonly { id: string; option_text: string }[];
  order: readonly string[];
  onChange: (order: string[]) => void;
  disabled: boolean;
  /** The right order, once revealed. */
  rightOrder?: readonly string[] | null;
  language?: string;
}) {
  const { t } = useTranslation('quiz');
  const [moved, setMoved] = useState('');
  const textOf = (id: string) => options.find((option) => option.id === id)?.option_text ?? '';
  const move = (from: number, to: number) => {
    const next = moveItem(order, from, to);
    onChange(next);
    setMoved(
      t('answerTypes.ordering.moved', {
        text: textOf(order[from]!),
        position: next.indexOf(order[from]!) + 1,
        total: next.length,
      }),
    );
  };
  return (
    <div className="space-y-2">
      <p id="ordering-hint" className="text-sm font-semibold text-slate-700 dark:text-slate-300">
        {t('answerTypes.ordering.legend')}
      </p>
      <ol className="space-y-2" aria-describedby="ordering-hint">
        {order.map((id, index) => {
          const text = textOf(id);
          const place = rightOrder ? rightOrder.indexOf(id) : -1;
          const look = orderLook(place, index, Boolean(rightOrder));
          return (
            <li
              key={id}
              className={clsx(
                'flex items-center gap-3 rounded-xl border-2 px-3 py-2 font-medium',
                ANSWER_LOOKS[look],
              )}
            >
              <span
                aria-hidden="true"
                className="flex h-7 w-7 shrink-0 items-center justify-center rounded-md bg-slate-100 text-sm text-slate-700 dark:bg-slate-800 dark:text-slate-200"
              >
                {index + 1}
              </span>
              <span className="flex-1" lang={language}>
                <span className="sr-only">
                  {t('answerTypes.ordering.position', { position: index + 1 })}{' '}
                </span>
                <QuizText text={text} />
              </span>
              {rightOrder ? (
                place === index ? (
                  <>
                    <Check className="h-5 w-5 shrink-0" aria-hidden="true" />
                    <span className="sr-only">{t('answerTypes.ordering.inPlace')}</span>
                  </>
                ) : (
                  <>
                    <X className="h-5 w-5 shrink-0" aria-hidden="true" />
                    <span className="text-sm">
                      {t('answerTypes.ordering.belongsAt', { position: place + 1 })}
                    </span>
                  </>
                )
              ) : (
                <span className="flex shrink-0 gap-1">
                  <button
                    type="button"
                    className={MOVE_BUTTON}
                    disabled={disabled || index === 0}
                    aria-label={t('answerTypes.ordering.moveUp', { text })}
                    onClick={() => move(index, index - 1)}
                  >
                    <ArrowUp className="h-4 w-4" aria-hidden="true" />
                  </button>
                  <button
                    type="button"
                    className={MOVE_BUTTON}
                    disabled={disabled || index === order.length - 1}
                    aria-label={t('answerTypes.ordering.moveDown', { text })}
                    onClick={() => move(index, index + 1)}
                  >
                    <ArrowDown className="h-4 w-4" aria-hidden="true" />
                  </button>
                </span>
              )}
            </li>
          );
        })}
      </ol>
      <p className="sr-only" aria-live="polite">
        {moved}
      </p>
    </div>
  );
}
