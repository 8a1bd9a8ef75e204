import type { AnalyticsDashboard } from '@quizarena/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatNumber } from '../../../lib/format';
import { useAnalyticsDashboard } from '../api/queries';
import { LINK } from '../components/admin-table';
import {
  DayChart,
  Freshness,
  ModeChart,
  StatCards,
  AnalyticsPage,
} from '../components/analytics-bits';

function Overview({ data }: { data: AnalyticsDashboard }) {
  const { t } = useTranslation('adminAnalytics');
  const { users } = data;
  const pending =
    data.moderation_pending.report +
    data.moderation_pending.flagged_session +
    data.moderation_pending.answer_dispute;
  const figure = (key: string, label: string, value: number) => ({
    key,
    label,
    value: formatNumber(value),
  });
  return (
    <div className="space-y-6">
      <Freshness rolledUpAt={data.rolled_up_at} />
      <StatCards
        label={t('overview.cards')}
        stats={[
          figure('total', t('overview.totalUsers'), users.total),
          figure('today', t('overview.activeToday'), users.active_today),
          figure('week', t('overview.activeWeek'), users.active_week),
          figure('month', t('overview.activeMonth'), users.active_month),
          figure('signupsToday', t('overview.signupsToday'), users.signups_today),
          figure('signupsWeek', t('overview.signupsWeek'), users.signups_week),
          figure('escrow', t('overview.heldInEscrow'), data.held_in_escrow),
          {
            ...figure('moderation', t('overview.moderationPending'), pending),
            detail: (
              <>
                <span className="block text-slate-600 dark:text-slate-300">
                  {t('overview.moderationDetail', {
                    reports: formatNumber(data.moderation_pending.report),
                    flagged: formatNumber(data.moderation_pending.flagged_session),
                    disputed: formatNumber(data.moderation_pending.answer_dispute),
                  })}
                </span>
                <Link to="/admin/moderation" className={LINK}>
                  {t('overview.openQueue')}
                </Link>
              </>
            ),
          },
        ]}
      />
      <div className="grid gap-6 lg:grid-cols-2">
        <DayChart
          title={t('overview.days')}
          days={data.days}
          fileName="quizarena-overview-days-30d.csv"
          series={[
            { key: 'active', name: t('overview.activeUsers'), value: (day) => day.active_users },
            { key: 'signups', name: t('overview.signups'), value: (day) => day.signups },
            { key: 'games', name: t('games.games'), value: (day) => day.games },
          ]}
        />
        <ModeChart
          title={t('overview.gamesWeek')}
          modes={data.games_week}
          fileName="quizarena-overview-games-7d.csv"
        />
      </div>
    </div>
  );
}

/** /admin/analytics: the numbers at a glance, from the daily roll-up and the live queue. */
export function AnalyticsOverviewPage() {
  const { t } = useTranslation('adminAnalytics');
  return (
    <AnalyticsPage title={t('title')} note={t('subtitle')} query={useAnalyticsDashboard()}>
      {(data) => <Overview data={data} />}
    </AnalyticsPage>
  );
}
