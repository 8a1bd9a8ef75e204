import type { LeaderboardEntry } from '@quizarena/contracts';
import { ArrowDown, ArrowUp, Minus, Sparkles } from 'lucide-react';

/** Up or down against the previous window, with the rank it had there. */
export function TrendIndicator({
  trend,
  previousRank,
}: Pick<LeaderboardEntry, 'trend' | 'previousRank'>) {
  const was = previousRank === null ? '' : ` (was #${previousRank})`;
  if (trend === 'up') {
    return (
      <span className="flex items-center gap-1 text-emerald-700 dark:text-emerald-400">
        <ArrowUp className="h-4 w-4" aria-hidden="true" />
        <span className="sr-only">Up{was}</span>
        <span aria-hidden="true">{previousRank === null ? '' : `#${previousRank}`}</span>
      </span>
    );
  }
  if (trend === 'down') {
    return (
      <span className="flex items-center gap-1 text-red-700 dark:text-red-400">
        <ArrowDown className="h-4 w-4" aria-hidden="true" />
        <span className="sr-only">Down{was}</span>
        <span aria-hidden="true">{previousRank === null ? '' : `#${previousRank}`}</span>
      </span>
    );
  }
  if (trend === 'new') {
    return (
      <span className="flex items-center gap-1 text-indigo-700 dark:text-indigo-300">
        <Sparkles className="h-4 w-4" aria-hidden="true" />
        New
      </span>
    );
  }
  return (
    <span className="flex items-center gap-1 text-slate-500 dark:text-slate-400">
      <Minus className="h-4 w-4" aria-hidden="true" />
      <span className="sr-only">No change</span>
    </span>
  );
}
