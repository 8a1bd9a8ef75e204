import clsx from 'clsx';
import { Crown } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../../lib/format';
import { rankTier, type RankTier } from '../utils/leaderboard-options';

// Each keeps at least 4.5:1 text contrast in both themes.
const TIER_CLASSES: Record<RankTier, string> = {
  top3: 'bg-amber-400 text-amber-950 ring-2 ring-amber-300 dark:ring-amber-600',
  top10: 'bg-indigo-600 text-white dark:bg-indigo-500',
  top25: 'bg-sky-100 text-sky-900 dark:bg-sky-900 dark:text-sky-100',
  rest: 'bg-slate-100 text-slate-700 dark:bg-slate-800 dark:text-slate-200',
};

/** The rank in a disc styled by tier: top 3 (gold, a crown), up to 10, up to 25, the rest. */
export function RankBadge({ rank }: { rank: number }) {
  const { t } = useTranslation('leaderboard');
  const tier = rankTier(rank);
  return (
    <span
      data-tier={tier}
      className={clsx(
        'relative flex h-10 w-10 shrink-0 items-center justify-center rounded-full text-sm font-bold tabular-nums',
        TIER_CLASSES[tier],
      )}
    >
      {tier === 'top3' ? (
        <Crown className="absolute -top-2.5 h-3.5 w-3.5 text-amber-500" aria-hidden="true" />
      ) : null}
      <span className="sr-only">{t('list.rank', { rank: formatNumber(rank) })}</span>
      <span aria-hidden="true">{formatNumber(rank)}</span>
    </span>
  );
}
