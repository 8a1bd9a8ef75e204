import type { UserStatsProfile } from '@quizarena/contracts';
import { Skeleton } from '../../../components/ui/skeleton';
import { formatCompact } from '../../../lib/format';
import { ProfileCard } from './profile-card';
import { QuerySection, type SectionQuery } from './query-section';

const days = (count: number) => `${formatCompact(count)} ${count === 1 ? 'day' : 'days'}`;

const ROWS: [string, (stats: UserStatsProfile) => string][] = [
  ['Total points', (stats) => formatCompact(stats.points)],
  ['Global rank', (stats) => `#${stats.rank}`],
  ['Games played', (stats) => formatCompact(stats.games_played)],
  ['Accuracy', (stats) => `${stats.accuracy_rate}%`],
  ['Current streak', (stats) => days(stats.current_streak)],
  ['Longest streak', (stats) => days(stats.longest_streak)],
  ['Correct answers', (stats) => formatCompact(stats.correct_answers)],
  ['Perfect games', (stats) => formatCompact(stats.perfect_games)],
];

export const STATS_FAILED_MESSAGE = 'Failed to load stats';

/** The player's record from GET /api/scoring/user-stats/{id}, as a grid of figures. */
export function StatsSummary({ query }: { query: SectionQuery<{ profile: UserStatsProfile }> }) {
  return (
    <ProfileCard title="Stats">
      <QuerySection
        query={query}
        failedMessage={STATS_FAILED_MESSAGE}
        skeleton={
          <div className="grid grid-cols-2 gap-4 sm:grid-cols-4" aria-busy="true">
            {ROWS.map(([label]) => (
              <Skeleton key={label} className="h-14" />
            ))}
          </div>
        }
      >
        {({ profile }) => (
          <dl className="grid grid-cols-2 gap-4 sm:grid-cols-4">
            {ROWS.map(([label, value]) => (
              <div key={label} className="rounded-xl bg-slate-50 p-3 dark:bg-slate-800/60">
                <dt className="text-xs text-slate-600 dark:text-slate-300">{label}</dt>
                <dd className="text-xl font-bold">{value(profile)}</dd>
              </div>
            ))}
          </dl>
        )}
      </QuerySection>
    </ProfileCard>
  );
}
