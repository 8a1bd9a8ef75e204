import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useChooseLocale } from './use-choose-locale';

/** A labelled list of the languages, for pages without the signed-in menu (sign-in, register). */
export function LanguageSelect({ className }: { className?: string }) {
  const { t } = useTranslation();
  const id = useId();
  const { locale, choices, choose } = useChooseLocale();
  return (
    <div className={className}>
      <label htmlFor={id} className="mr-2 text-sm text-slate-600 dark:text-slate-300">
        {t('language.label')}
      </label>
      <select
        id={id}
        value={locale}
        onChange={(event) => void choose(event.target.value)}
        className="min-h-6 rounded-md border border-slate-300 bg-white px-2 py-1 text-sm dark:border-slate-600 dark:bg-slate-900"
      >
        {choices.map(({ value, name }) => (
          <option key={value} value={value} lang={value}>
            {name}
          </option>
        ))}
      </select>
    </div>
  );
}
