import type { LeaderboardEntry } from '@quizarena/contracts';
import { ArrowDown, ArrowUp, Minus, Sparkles } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../../lib/format';

/** Up or down against the previous window, with the rank it had there. */
export function TrendIndicator({
  trend,
  previousRank,
}: Pick<LeaderboardEntry, 'trend' | 'previousRank'>) {
  const { t } = useTranslation('leaderboard');
  const rank = previousRank === null ? null : formatNumber(previousRank);
  // The arrow is drawn; what it means is said in words, so colour is never the only signal.
  const shownRank = rank === null ? null : t('trend.previousRank', { rank });
  if (trend === 'up') {
    return (
      <span className="flex items-center gap-1 text-emerald-700 dark:text-emerald-400">
        <ArrowUp className="h-4 w-4" aria-hidden="true" />
        <span className="sr-only">
          {rank === null ? t('trend.up') : t('trend.upWas', { rank })}
        </span>
        <span aria-hidden="true">{shownRank}</span>
      </span>
    );
  }
  if (trend === 'down') {
    return (
      <span className="flex items-center gap-1 text-red-700 dark:text-red-400">
        <ArrowDown className="h-4 w-4" aria-hidden="true" />
        <span className="sr-only">
          {rank === null ? t('trend.down') : t('trend.downWas', { rank })}
        </span>
        <span aria-hidden="true">{shownRank}</span>
      </span>
    );
  }
  if (trend === 'new') {
    return (
      <span className="flex items-center gap-1 text-indigo-700 dark:text-indigo-300">
        <Sparkles className="h-4 w-4" aria-hidden="true" />
        {t('trend.new')}
      </span>
    );
  }
  return (
    <span className="flex items-center gap-1 text-slate-500 dark:text-slate-400">
      <Minus className="h-4 w-4" aria-hidden="true" />
      <span className="sr-only">{t('trend.same')}</span>
    </span>
  );
}
