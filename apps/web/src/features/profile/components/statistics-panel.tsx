import type { Performance, Skills } from '@quizarena/contracts';
import { useTranslation } from 'react-i18next';
import { BarChart } from '../../../components/ui/bar-chart';
import { LineChart } from '../../../components/ui/line-chart';
import { Skeleton } from '../../../components/ui/skeleton';
import { formatCompact, formatNumber, formatPercent } from '../../../lib/format';
import { CHART_DAYS, dailyPoints, shortDay } from '../utils/daily-points';
import { ProfileCard } from './profile-card';
import { QuerySection, type SectionQuery } from './query-section';

/**
 * Points per day over the last 30 days (GET /api/analytics/performance/{id}?timeframe=month) and
 * accuracy per category (GET /api/analytics/skills/{id}); each chart loads and fails alone.
 */
export function StatisticsPanel({
  performance,
  skills,
}: {
  performance: SectionQuery<Performance>;
  skills: SectionQuery<Skills>;
}) {
  const { t } = useTranslation('profile');
  return (
    <div className="space-y-6">
      <ProfileCard title={t('statistics.pointsTitle')}>
        <QuerySection
          query={performance}
          failedMessage={t('loadFailed.performance')}
          skeleton={<Skeleton className="h-48 w-full" />}
        >
          {(data) => {
            const days = dailyPoints(data.series);
            return (
              <>
                <LineChart
                  title={t('statistics.pointsChart', { count: CHART_DAYS })}
                  data={days.map((day) => ({
                    key: day.date,
                    label: shortDay(day.date),
                    value: day.points,
                  }))}
                  labelName={t('statistics.day')}
                  valueName={t('statistics.points')}
                  formatValue={formatCompact}
                />
                <p className="mt-3 text-sm text-slate-600 dark:text-slate-300">
                  {data.games_played === 0
                    ? t('statistics.noGames', { count: CHART_DAYS })
                    : t('statistics.summary', {
                        count: data.games_played,
                        games: formatNumber(data.games_played),
                        points: formatCompact(data.total_points),
                        average: formatPercent(data.average_score),
                      })}
                </p>
              </>
            );
          }}
        </QuerySection>
      </ProfileCard>
      <ProfileCard title={t('statistics.accuracyTitle')}>
        <QuerySection
          query={skills}
          failedMessage={t('loadFailed.skills')}
          skeleton={<Skeleton className="h-32 w-full" />}
        >
          {(data) =>
            data.categories.length === 0 ? (
              <p className="text-slate-600 dark:text-slate-300">{t('statistics.noCategories')}</p>
            ) : (
              <BarChart
                title={t('statistics.accuracyChart')}
                data={data.categories.map((category) => ({
                  key: category.category_id,
                  label: category.name,
                  value: category.accuracy,
                }))}
                labelName={t('statistics.category')}
                valueName={t('statistics.accuracy')}
                max={100}
                formatValue={formatPercent}
              />
            )
          }
        </QuerySection>
      </ProfileCard>
    </div>
  );
}
