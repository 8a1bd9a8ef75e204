import type { Performance, Skills } from '@quizarena/contracts';
import { BarChart } from '../../../components/ui/bar-chart';
import { LineChart } from '../../../components/ui/line-chart';
import { Skeleton } from '../../../components/ui/skeleton';
import { formatCompact } from '../../../lib/format';
import { CHART_DAYS, dailyPoints, shortDay } from '../utils/daily-points';
import { ProfileCard } from './profile-card';
import { QuerySection, type SectionQuery } from './query-section';

export const PERFORMANCE_FAILED_MESSAGE = 'Failed to load points history';
export const SKILLS_FAILED_MESSAGE = 'Failed to load accuracy by category';

const percent = (value: number) => `${value}%`;

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
  return (
    <div className="space-y-6">
      <ProfileCard title="Points over time">
        <QuerySection
          query={performance}
          failedMessage={PERFORMANCE_FAILED_MESSAGE}
          skeleton={<Skeleton className="h-48 w-full" />}
        >
          {(data) => {
            const days = dailyPoints(data.series);
            return (
              <>
                <LineChart
                  title={`Points per day, last ${CHART_DAYS} days`}
                  data={days.map((day) => ({
                    key: day.date,
                    label: shortDay(day.date),
                    value: day.points,
                  }))}
                  labelName="Day"
                  valueName="Points"
                  formatValue={formatCompact}
                />
                <p className="mt-3 text-sm text-slate-600 dark:text-slate-300">
                  {data.games_played === 0
                    ? 'No games in the last 30 days yet.'
                    : `${formatCompact(data.total_points)} points from ${data.games_played} ${data.games_played === 1 ? 'game' : 'games'}, ${data.average_score}% average score.`}
                </p>
              </>
            );
          }}
        </QuerySection>
      </ProfileCard>
      <ProfileCard title="Accuracy by category">
        <QuerySection
          query={skills}
          failedMessage={SKILLS_FAILED_MESSAGE}
          skeleton={<Skeleton className="h-32 w-full" />}
        >
          {(data) =>
            data.categories.length === 0 ? (
              <p className="text-slate-600 dark:text-slate-300">
                No categories played yet. Finish a quiz to see accuracy here.
              </p>
            ) : (
              <BarChart
                title="Accuracy per category"
                data={data.categories.map((category) => ({
                  key: category.category_id,
                  label: category.name,
                  value: category.accuracy,
                }))}
                labelName="Category"
                valueName="Accuracy"
                max={100}
                formatValue={percent}
              />
            )
          }
        </QuerySection>
      </ProfileCard>
    </div>
  );
}
