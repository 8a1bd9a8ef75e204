import type { AchievementStats } from '@quizarena/contracts';
import { useTranslation } from 'react-i18next';
import { Skeleton } from '../../../components/ui/skeleton';
import { formatCompact, formatNumber, formatPercent } from '../../../lib/format';

/** The strip above the groups: unlocked of total, completion and XP earned, from /stats. */
export function AchievementsSummary({ stats }: { stats: AchievementStats | undefined }) {
  const { t } = useTranslation('achievements');
  const items = [
    {
      label: t('summary.unlocked'),
      value: stats
        ? t('summary.unlockedOfTotal', {
            unlocked: formatNumber(stats.unlocked),
            total: formatNumber(stats.total),
          })
        : null,
    },
    {
      label: t('summary.completion'),
      value: stats ? formatPercent(stats.completion_rate) : null,
    },
    { label: t('summary.xpEarned'), value: stats ? formatCompact(stats.points_earned) : null },
  ];
  return (
    <section aria-label={t('summary.label')}>
      <dl className="grid grid-cols-1 gap-3 rounded-2xl bg-indigo-50 p-4 sm:grid-cols-3 dark:bg-indigo-950">
        {items.map((item) => (
          <div key={item.label} className="text-center">
            <dt className="text-sm text-slate-700 dark:text-slate-300">{item.label}</dt>
            <dd className="text-2xl font-bold text-indigo-800 dark:text-indigo-200">
              {item.value ?? <Skeleton className="mx-auto mt-1 h-7 w-16" />}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
