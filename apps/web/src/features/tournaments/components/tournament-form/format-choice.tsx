import { TOURNAMENT_FORMATS, type TournamentFormat } from '@quizarena/contracts';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { FieldError } from '../../../../components/ui/checkbox-field';

/** The bracket's format as radios, each with a hint saying how its matches go. */
export function FormatChoice({
  value,
  error,
  onChange,
}: {
  value: TournamentFormat;
  error?: string;
  onChange: (format: TournamentFormat) => void;
}) {
  const { t } = useTranslation('tournamentForm');
  const id = useId();
  return (
    <fieldset className="min-w-0 space-y-2" aria-describedby={error ? `${id}-error` : undefined}>
      <legend className="text-sm font-medium text-slate-700 dark:text-slate-200">
        {t('fields.format')}
      </legend>
      {TOURNAMENT_FORMATS.map((format) => (
        <div
          key={format}
          className="flex items-start gap-3 rounded-lg border border-slate-200 p-3 dark:border-slate-700"
        >
          <input
            id={`${id}-${format}`}
            type="radio"
            name={`${id}-format`}
            value={format}
            checked={value === format}
            aria-describedby={`${id}-${format}-hint`}
            onChange={() => onChange(format)}
            className="mt-1 h-4 w-4 shrink-0 text-indigo-600 focus-visible:ring-2 focus-visible:ring-indigo-500"
          />
          <div className="min-w-0">
            <label htmlFor={`${id}-${format}`} className="text-sm font-medium">
              {t(`formats.${format}.label`)}
            </label>
            <p id={`${id}-${format}-hint`} className="text-xs text-slate-600 dark:text-slate-400">
              {t(`formats.${format}.hint`)}
            </p>
          </div>
        </div>
      ))}
      <FieldError id={`${id}-error`} error={error} />
    </fieldset>
  );
}
