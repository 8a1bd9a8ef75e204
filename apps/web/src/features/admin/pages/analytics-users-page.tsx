import type { AnalyticsUsers, RetentionCohort } from '@quizarena/contracts';
import { useTranslation } from 'react-i18next';
import { formatNumber, formatPercent } from '../../../lib/format';
import { useAnalyticsReport } from '../api/queries';
import {
  DayChart,
  FiguresTable,
  Freshness,
  formatDay,
  ModeChart,
  StatCards,
  useTimeframe,
  type FigureColumn,
  AnalyticsPage,
} from '../components/analytics-bits';

/** The share of a cohort active in week `week`, 0-100; null before that week or with nobody. */
function share(cohort: RetentionCohort, week: number): number | null {
  const active = cohort.active[week];
  if (active === undefined || cohort.size === 0) return null;
  return Math.round((active / cohort.size) * 1000) / 10;
}

function Retention({ cohorts, timeframe }: { cohorts: RetentionCohort[]; timeframe: string }) {
  const { t } = useTranslation('adminAnalytics');
  const none = t('noFigure');
  const weeks = Math.max(0, ...cohorts.map((cohort) => cohort.active.length));
  // The table shows a week's share with its count; the file has each as a column of its own.
  const weekColumns = Array.from({ length: weeks }, (_, week): FigureColumn<RetentionCohort>[] => [
    {
      key: `week-${week}`,
      label: t('users.week', { week }),
      csvLabel: t('users.weekPlayers', { week }),
      numeric: true,
      csv: (cohort) => cohort.active[week] ?? null,
      cell: (cohort) => {
        const percent = share(cohort, week);
        const active = cohort.active[week];
        if (active === undefined) return none;
        return percent === null
          ? formatNumber(active)
          : t('users.share', { percent: formatPercent(percent), count: formatNumber(active) });
      },
    },
    {
      key: `week-${week}-percent`,
      label: t('users.weekPercent', { week }),
      csvOnly: true,
      csv: (cohort) => share(cohort, week),
    },
  ]).flat();
  return (
    <FiguresTable
      title={t('users.retention')}
      note={t('users.retentionNote')}
      rows={cohorts}
      rowKey={(cohort) => cohort.cohort_week}
      fileName={`quizarena-users-retention-${timeframe}.csv`}
      columns={[
        {
          key: 'week',
          label: t('users.cohortWeek'),
          csv: (cohort) => cohort.cohort_week,
          cell: (cohort) => formatDay(cohort.cohort_week, true),
        },
        { key: 'size', label: t('users.cohortSize'), numeric: true, csv: (row) => row.size },
        ...weekColumns,
      ]}
    />
  );
}

function UsersReport({ data }: { data: AnalyticsUsers }) {
  const { t } = useTranslation('adminAnalytics');
  const { timeframe } = data;
  return (
    <div className="space-y-6">
      <Freshness rolledUpAt={data.rolled_up_at} window={data} />
      <StatCards
        label={t('users.totals')}
        stats={[
          {
            key: 'signups',
            label: t('users.signups'),
            value: formatNumber(data.totals.signups),
          },
          {
            key: 'average',
            label: t('users.averageDailyActive'),
            value: formatNumber(data.totals.average_daily_active, { maximumFractionDigits: 1 }),
          },
          {
            key: 'live',
            label: t('users.liveGames'),
            value: formatNumber(data.live_games.games),
            detail: t('users.livePlayers', { number: formatNumber(data.live_games.players) }),
          },
          {
            key: 'tournaments',
            label: t('users.tournaments'),
            value: formatNumber(data.tournaments.tournaments),
            detail: t('users.participants', {
              number: formatNumber(data.tournaments.participants),
            }),
          },
        ]}
      />
      <DayChart
        title={t('users.activity')}
        days={data.days}
        fileName={`quizarena-users-days-${timeframe}.csv`}
        series={[
          { key: 'daily', name: t('users.dailyActive'), value: (day) => day.active_users },
          { key: 'weekly', name: t('users.weeklyActive'), value: (day) => day.weekly_active_users },
          {
            key: 'monthly',
            name: t('users.monthlyActive'),
            value: (day) => day.monthly_active_users,
          },
          { key: 'signups', name: t('users.signups'), value: (day) => day.signups },
        ]}
      />
      <Retention cohorts={data.retention} timeframe={timeframe} />
      <ModeChart
        title={t('users.gamesByMode')}
        modes={data.games_by_mode}
        fileName={`quizarena-users-games-${timeframe}.csv`}
      />
    </div>
  );
}

/** /admin/analytics/users: activity, sign-ups, retention and games over a timeframe. */
export function AnalyticsUsersPage() {
  const { t } = useTranslation('adminAnalytics');
  const timeframe = useTimeframe('users');
  return (
    <AnalyticsPage
      title={t('titles.users')}
      timeframe={timeframe}
      query={useAnalyticsReport('users', timeframe[0])}
    >
      {(data) => <UsersReport data={data} />}
    </AnalyticsPage>
  );
}
