import { Flame, Gamepad2, Star, Target, type LucideIcon } from 'lucide-react';
import { useId } from 'react';
import { Skeleton } from '../../../components/ui/skeleton';
import { formatCompact } from '../../../lib/format';
import type { DashboardStats } from '../utils/dashboard-summary';

type StatCard = { label: string; icon: LucideIcon; value: (stats: DashboardStats) => string };

const CARDS: StatCard[] = [
  { label: 'Total Points', icon: Star, value: (stats) => formatCompact(stats.points) },
  { label: 'Games Played', icon: Gamepad2, value: (stats) => formatCompact(stats.gamesPlayed) },
  { label: 'Average Score', icon: Target, value: (stats) => `${stats.averageScore}%` },
  {
    label: 'Streak',
    icon: Flame,
    value: (stats) =>
      `${formatCompact(stats.streakDays)} ${stats.streakDays === 1 ? 'day' : 'days'}`,
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
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} aria-busy={loading || undefined}>
      <h2 id={headingId} className="sr-only">
        Your stats
      </h2>
      {/* A <dl> may hold only dt/dd groups (a div each): the icon sits inside the dt. */}
      <dl className="grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-4">
        {CARDS.map(({ label, icon: Icon, value }) => (
          <div
            key={label}
            data-testid={`stat-${label}`}
            className="relative min-w-0 rounded-2xl border border-slate-200 bg-white py-5 pr-5 pl-20 shadow-sm dark:border-slate-800 dark:bg-slate-900"
          >
            <dt className="text-sm text-slate-600 dark:text-slate-300">
              <span className="absolute top-1/2 left-5 flex h-11 w-11 -translate-y-1/2 items-center justify-center rounded-xl bg-indigo-100 text-indigo-700 dark:bg-indigo-950 dark:text-indigo-300">
                <Icon className="h-5 w-5" aria-hidden="true" />
              </span>
              {label}
            </dt>
            <dd className="text-2xl font-bold">
              {loading ? <Skeleton className="mt-1 h-7 w-16" /> : value(stats)}
            </dd>
          </div>
        ))}
      </dl>
      {unavailable && !loading ? (
        <p className="mt-2 text-sm text-slate-600 dark:text-slate-400">
          Your latest stats could not be loaded; the numbers will update when they can.
        </p>
      ) : null}
    </section>
  );
}
