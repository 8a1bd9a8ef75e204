import type { TFunction } from 'i18next';
import { ChartColumn } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Skeleton } from '../../../components/ui/skeleton';
import { formatCompact, formatDate, formatNumber } from '../../../lib/format';
import type { DayPoints } from '../utils/dashboard-summary';
import { DashboardCard } from './dashboard-card';

// Noon, so that formatting the local day never slips to a neighbour across a DST change.
const dayOf = (key: string) => new Date(`${key}T12:00:00`);
const weekday = (key: string) => formatDate(dayOf(key), { weekday: 'short' });
const fullDay = (key: string) =>
  formatDate(dayOf(key), { weekday: 'long', month: 'short', day: 'numeric' });

/** A bar as a screen reader hears it: 'Monday, Jun 8: 200 points, 2 games'. */
export function dayFigures(day: DayPoints, t: TFunction<'scoring'>): string {
  return t('week.day', {
    day: fullDay(day.date),
    points: t('week.points', { count: day.points, points: formatNumber(day.points) }),
    games: t('week.games', { count: day.gamesPlayed }),
  });
}

/**
 * Points per day over the last seven days, as plain bars: a chart library would cost more than
 * the whole dashboard for seven rectangles. Each bar carries its figures as text for screen
 * readers; the drawing itself is hidden from them.
 */
export function WeeklyPointsChart({
  days,
  totalPoints,
  loading = false,
}: {
  days: DayPoints[];
  totalPoints: number;
  loading?: boolean;
}) {
  const { t } = useTranslation('scoring');
  const max = Math.max(0, ...days.map((day) => day.points));
  return (
    <DashboardCard
      title={t('week.title')}
      icon={ChartColumn}
      busy={loading}
      action={
        loading ? null : (
          <span className="text-sm font-semibold text-slate-700 dark:text-slate-200">
            {t('week.total', { points: formatCompact(totalPoints) })}
          </span>
        )
      }
    >
      {loading ? (
        <Skeleton className="h-36 w-full" />
      ) : (
        <>
          <ol className="flex h-36 items-end gap-2" aria-label={t('week.perDay')}>
            {days.map((day) => (
              <li key={day.date} className="flex h-full flex-1 flex-col items-center gap-1">
                <span className="sr-only">{dayFigures(day, t)}</span>
                <div className="flex w-full flex-1 items-end" aria-hidden="true">
                  <div
                    data-testid="week-bar"
                    title={t('week.bar', { points: formatCompact(day.points) })}
                    className="w-full rounded-t-md bg-indigo-500 dark:bg-indigo-400"
                    // At least a sliver for a day with play, so a small day is not invisible.
                    style={{
                      height:
                        max > 0 && day.points > 0 ? `max(4px, ${(day.points / max) * 100}%)` : '0',
                    }}
                  />
                </div>
                <span className="text-xs text-slate-600 dark:text-slate-400" aria-hidden="true">
                  {weekday(day.date)}
                </span>
              </li>
            ))}
          </ol>
          {max === 0 ? (
            <p className="mt-3 text-sm text-slate-600 dark:text-slate-300">{t('week.empty')}</p>
          ) : null}
        </>
      )}
    </DashboardCard>
  );
}
