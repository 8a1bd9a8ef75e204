import type { UserStatsProfile } from '@quizarena/contracts';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { Skeleton } from '../../../components/ui/skeleton';
import { formatCompact, formatNumber, formatPercent } from '../../../lib/format';
import { ProfileCard } from './profile-card';
import { QuerySection, type SectionQuery } from './query-section';

type StatKey =
  | 'totalPoints'
  | 'globalRank'
  | 'gamesPlayed'
  | 'accuracy'
  | 'currentStreak'
  | 'longestStreak'
  | 'correctAnswers'
  | 'perfectGames';

type Row = {
  labelKey: `stats.${StatKey}`;
  value: (stats: UserStatsProfile, t: TFunction<'profile'>) => string;
};

const days = (count: number, t: TFunction<'profile'>) =>
  t('stats.days', { count, days: formatCompact(count) });

const ROWS: Row[] = [
  { labelKey: 'stats.totalPoints', value: (stats) => formatCompact(stats.points) },
  {
    labelKey: 'stats.globalRank',
    value: (stats, t) => t('stats.rank', { rank: formatNumber(stats.rank) }),
  },
  { labelKey: 'stats.gamesPlayed', value: (stats) => formatCompact(stats.games_played) },
  { labelKey: 'stats.accuracy', value: (stats) => formatPercent(stats.accuracy_rate) },
  { labelKey: 'stats.currentStreak', value: (stats, t) => days(stats.current_streak, t) },
  { labelKey: 'stats.longestStreak', value: (stats, t) => days(stats.longest_streak, t) },
  { labelKey: 'stats.correctAnswers', value: (stats) => formatCompact(stats.correct_answers) },
  { labelKey: 'stats.perfectGames', value: (stats) => formatCompact(stats.perfect_games) },
];

/** The player's record from GET /api/scoring/user-stats/{id}, as a grid of figures. */
export function StatsSummary({ query }: { query: SectionQuery<{ profile: UserStatsProfile }> }) {
  const { t } = useTranslation('profile');
  return (
    <ProfileCard title={t('stats.title')}>
      <QuerySection
        query={query}
        failedMessage={t('loadFailed.stats')}
        skeleton={
          <div className="grid grid-cols-2 gap-4 sm:grid-cols-4" aria-busy="true">
            {ROWS.map(({ labelKey }) => (
              <Skeleton key={labelKey} className="h-14" />
            ))}
          </div>
        }
      >
        {({ profile }) => (
          <dl className="grid grid-cols-2 gap-4 sm:grid-cols-4">
            {ROWS.map(({ labelKey, value }) => (
              <div key={labelKey} className="rounded-xl bg-slate-50 p-3 dark:bg-slate-800/60">
                <dt className="text-xs text-slate-600 dark:text-slate-300">{t(labelKey)}</dt>
                <dd className="text-xl font-bold">{value(profile, t)}</dd>
              </div>
            ))}
          </dl>
        )}
      </QuerySection>
    </ProfileCard>
  );
}
