import { QUESTION_SHAPE } from '@quizarena/contracts';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * The answer in the player's own words: one labelled field (Enter sends it, through the form
 * around it). Capitals, accents and punctuation do not matter, which the hint says.
 */
export function TypedAnswerInput({
  text,
  onChange,
  disabled,
  language,
}: {
  text: string;
  onChange: (text: string) => void;
  disabled: boolean;
  language?: string;
}) {
  const { t } = useTranslation('quiz');
  const id = useId();
  return (
    <div className="space-y-1">
      <label
        htmlFor={id}
        className="block text-sm font-semibold text-slate-700 dark:text-slate-300"
      >
        {t('answerTypes.typed.label')}
      </label>
      <input
        id={id}
        type="text"
        value={text}
        lang={language}
        disabled={disabled}
        autoComplete="off"
        autoCapitalize="off"
        spellCheck={false}
        maxLength={QUESTION_SHAPE.maxAnswerLength}
        aria-describedby={`${id}-hint`}
        onChange={(event) => onChange(event.target.value)}
        className="w-full rounded-xl border-2 border-slate-300 bg-white px-4 py-3 text-lg focus-visible:border-indigo-600 focus-visible:ring-2 focus-visible:ring-indigo-500 focus-visible:outline-none disabled:opacity-70 dark:border-slate-600 dark:bg-slate-900"
      />
      <p id={`${id}-hint`} className="text-sm text-slate-600 dark:text-slate-400">
        {t('answerTypes.typed.hint')}
      </p>
    </div>
  );
}
