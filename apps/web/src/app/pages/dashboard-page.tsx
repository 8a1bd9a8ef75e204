import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { useAuth } from '../../features/auth';
import { ReviewCard } from '../../features/review';
import {
  ContinueLearning,
  CurrentStandings,
  LevelProgressCard,
  QuickActions,
  RecentActivity,
  StatCards,
  useDashboardData,
  WeeklyPointsChart,
} from '../../features/scoring';
import { ConnectionStatus } from '../shell/connection-status';

/** 'Ada' from 'Ada Lovelace'; 'Learner' when the name is empty or only spaces. */
export function firstNameOf(fullName: string | undefined, t: TFunction<'dashboard'>): string {
  return fullName?.trim().split(/\s+/)[0] || t('learner');
}

/** Home: greeting, the player's numbers, what happened lately and where to go next. */
export function DashboardPage() {
  const { t } = useTranslation('dashboard');
  const { user } = useAuth();
  const data = useDashboardData({
    userId: user?.id,
    profile: user ? { points: user.points, level: user.level } : null,
  });
  const { stats, week } = data;
  const loading = data.statsLoading || data.activitiesLoading || data.weekLoading;

  return (
    <div className="mx-auto max-w-7xl space-y-6">
      <header className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold sm:text-3xl">
          {t('welcome', { name: firstNameOf(user?.full_name, t) })}
        </h1>
        <ConnectionStatus announce={false} />
      </header>
      <p className="sr-only" aria-live="polite">
        {loading ? t('loading') : ''}
      </p>

      <StatCards stats={stats} loading={data.statsLoading} unavailable={data.statsUnavailable} />

      <div className="grid grid-cols-1 gap-6 lg:grid-cols-3">
        <div className="space-y-6 lg:col-span-2">
          <LevelProgressCard
            level={stats.level}
            points={stats.points}
            rank={stats.rank}
            loading={data.statsLoading}
          />
          <WeeklyPointsChart
            days={week.days}
            totalPoints={week.points}
            loading={data.weekLoading}
          />
          <RecentActivity activities={data.activities} loading={data.activitiesLoading} />
        </div>
        <div className="space-y-6">
          <QuickActions />
          <ReviewCard />
          <CurrentStandings
            weekPoints={week.points}
            weekGames={week.gamesPlayed}
            rank={stats.rank}
            hasPlayed={stats.gamesPlayed > 0 || week.gamesPlayed > 0}
            loading={data.weekLoading || data.statsLoading}
          />
          <ContinueLearning topics={data.topics} />
        </div>
      </div>
    </div>
  );
}
