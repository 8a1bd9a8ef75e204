import type { LeaderboardTimeframe } from '@quizarena/contracts';
import clsx from 'clsx';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { FIXED_SCOPES, TIMEFRAMES } from '../utils/leaderboard-options';

/** Timeframe as a row of radio pills, scope as a select (Global, mine, then each category). */
export function LeaderboardFilters({
  timeframe,
  scope,
  categories,
  onTimeframe,
  onScope,
}: {
  timeframe: LeaderboardTimeframe;
  scope: string;
  categories: { id: string; name: string }[];
  onTimeframe: (timeframe: LeaderboardTimeframe) => void;
  onScope: (scope: string) => void;
}) {
  const { t } = useTranslation('leaderboard');
  const name = useId();
  const scopeId = useId();
  return (
    <div className="flex flex-wrap items-end gap-4">
      <fieldset>
        <legend className="mb-1 text-sm font-medium text-slate-700 dark:text-slate-300">
          {t('filters.timeframe')}
        </legend>
        <div className="inline-flex rounded-xl bg-slate-100 p-1 dark:bg-slate-800">
          {TIMEFRAMES.map((option) => (
            <label
              key={option}
              className={clsx(
                'min-h-6 cursor-pointer rounded-lg px-3 py-1.5 text-sm font-semibold has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-indigo-500',
                option === timeframe
                  ? 'bg-white text-indigo-700 shadow-sm dark:bg-slate-900 dark:text-indigo-300'
                  : 'text-slate-600 hover:text-slate-900 dark:text-slate-300 dark:hover:text-white',
              )}
            >
              <input
                type="radio"
                name={name}
                value={option}
                checked={option === timeframe}
                onChange={() => onTimeframe(option)}
                className="sr-only"
              />
              {t(`timeframes.${option}`)}
            </label>
          ))}
        </div>
      </fieldset>
      <div>
        <label
          htmlFor={scopeId}
          className="mb-1 block text-sm font-medium text-slate-700 dark:text-slate-300"
        >
          {t('filters.scope')}
        </label>
        <select
          id={scopeId}
          value={scope}
          onChange={(event) => onScope(event.target.value)}
          className="rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm focus-visible:ring-2 focus-visible:ring-indigo-500 focus-visible:outline-none dark:border-slate-600 dark:bg-slate-900"
        >
          {FIXED_SCOPES.map((option) => (
            <option key={option} value={option}>
              {t(`scopes.${option}`)}
            </option>
          ))}
          {categories.length > 0 ? (
            <optgroup label={t('filters.categories')}>
              {categories.map((category) => (
                <option key={category.id} value={category.id}>
                  {category.name}
                </option>
              ))}
            </optgroup>
          ) : null}
        </select>
      </div>
    </div>
  );
}
