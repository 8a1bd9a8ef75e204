import type { TFunction } from 'i18next';
import { Flame, Gamepad2, Star, Target, type LucideIcon } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Skeleton } from '../../../components/ui/skeleton';
import { formatCompact, formatPercent } from '../../../lib/format';
import type { DashboardStats } from '../utils/dashboard-summary';

type StatCard = {
  labelKey: 'stats.totalPoints' | 'stats.gamesPlayed' | 'stats.averageScore' | 'stats.streak';
  /** Stable whatever the language, for tests and the browser suite. */
  testId: string;
  icon: LucideIcon;
  value: (stats: DashboardStats, t: TFunction<'scoring'>) => string;
};

const CARDS: StatCard[] = [
  {
    labelKey: 'stats.totalPoints',
    testId: 'stat-Total Points',
    icon: Star,
    value: (stats) => formatCompact(stats.points),
  },
  {
    labelKey: 'stats.gamesPlayed',
    testId: 'stat-Games Played',
    icon: Gamepad2,
    value: (stats) => formatCompact(stats.gamesPlayed),
  },
  {
    labelKey: 'stats.averageScore',
    testId: 'stat-Average Score',
    icon: Target,
    value: (stats) => formatPercent(stats.averageScore),
  },
  {
    labelKey: 'stats.streak',
    testId: 'stat-Streak',
    icon: Flame,
    value: (stats, t) =>
      t('stats.days', { count: stats.streakDays, days: formatCompact(stats.streakDays) }),
  },
];

/**
 * The four headline numbers. When the stats read failed they show zeroes (and the profile's
 * points) with a quiet note rather than an error: the rest of the dashboard still works.
 */
export function StatCards({
  stats,
  loading = false,
  unavailable = false,
}: {
  stats: DashboardStats;
  loading?: boolean;
  unavailable?: boolean;
}) {
  const { t } = useTranslation('scoring');
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} aria-busy={loading || undefined}>
      <h2 id={headingId} className="sr-only">
        {t('stats.heading')}
      </h2>
      {/* A <dl> may hold only dt/dd groups (a div each): the icon sits inside the dt. */}
      <dl className="grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-4">
        {CARDS.map(({ labelKey, testId, icon: Icon, value }) => (
          <div
            key={labelKey}
            data-testid={testId}
            className="relative min-w-0 rounded-2xl border border-slate-200 bg-white py-5 pr-5 pl-20 shadow-sm dark:border-slate-800 dark:bg-slate-900"
          >
            <dt className="text-sm text-slate-600 dark:text-slate-300">
              <span className="absolute top-1/2 left-5 flex h-11 w-11 -translate-y-1/2 items-center justify-center rounded-xl bg-indigo-100 text-indigo-700 dark:bg-indigo-950 dark:text-indigo-300">
                <Icon className="h-5 w-5" aria-hidden="true" />
              </span>
              {t(labelKey)}
            </dt>
            <dd className="text-2xl font-bold">
              {loading ? <Skeleton className="mt-1 h-7 w-16" /> : value(stats, t)}
            </dd>
          </div>
        ))}
      </dl>
      {unavailable && !loading ? (
        <p className="mt-2 text-sm text-slate-600 dark:text-slate-400">{t('stats.unavailable')}</p>
      ) : null}
    </section>
  );
}
