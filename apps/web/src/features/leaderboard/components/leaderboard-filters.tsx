import type { LeaderboardTimeframe } from '@quizarena/contracts';
import clsx from 'clsx';
import { useId } from 'react';
import { FIXED_SCOPES, TIMEFRAME_OPTIONS } from '../utils/leaderboard-options';

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
  const name = useId();
  const scopeId = useId();
  return (
    <div className="flex flex-wrap items-end gap-4">
      <fieldset>
        <legend className="mb-1 text-sm font-medium text-slate-700 dark:text-slate-300">
          Timeframe
        </legend>
        <div className="inline-flex rounded-xl bg-slate-100 p-1 dark:bg-slate-800">
          {TIMEFRAME_OPTIONS.map((option) => (
            <label
              key={option.value}
              className={clsx(
                'cursor-pointer rounded-lg px-3 py-1.5 text-sm font-semibold has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-indigo-500',
                option.value === timeframe
                  ? 'bg-white text-indigo-700 shadow-sm dark:bg-slate-900 dark:text-indigo-300'
                  : 'text-slate-600 hover:text-slate-900 dark:text-slate-300 dark:hover:text-white',
              )}
            >
              <input
                type="radio"
                name={name}
                value={option.value}
                checked={option.value === timeframe}
                onChange={() => onTimeframe(option.value)}
                className="sr-only"
              />
              {option.label}
            </label>
          ))}
        </div>
      </fieldset>
      <div>
        <label
          htmlFor={scopeId}
          className="mb-1 block text-sm font-medium text-slate-700 dark:text-slate-300"
        >
          Scope
        </label>
        <select
          id={scopeId}
          value={scope}
          onChange={(event) => onScope(event.target.value)}
          className="rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm dark:border-slate-600 dark:bg-slate-900"
        >
          {FIXED_SCOPES.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
          {categories.length > 0 ? (
            <optgroup label="Categories">
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
