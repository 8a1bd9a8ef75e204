import type { PublicProfile } from '@quizarena/contracts';
import { UserX } from 'lucide-react';
import { Link, Navigate, useParams } from 'react-router';
import { LoadError } from '../../components/ui/load-error';
import { Skeleton } from '../../components/ui/skeleton';
import { Tabs } from '../../components/ui/tabs';
import { useAuth } from '../../features/auth';
import {
  EarnedAchievements,
  ProfileHeader,
  PublicAbout,
  PUBLIC_PROFILE_TABS,
  StatisticsPanel,
  StatsSummary,
  usePublicProfile,
  useSkills,
  useTabParam,
  useUserAchievements,
} from '../../features/profile';
import { usePerformance, useUserStats } from '../../features/scoring';
import { ApiError } from '../../lib/api-client';
import { UserAvatar } from '../../components/ui/user-avatar';

export const PROFILE_NOT_FOUND = 'Profile not found';

function NotFound() {
  return (
    <div className="mx-auto max-w-xl rounded-2xl border border-slate-200 bg-white p-8 text-center shadow-sm dark:border-slate-800 dark:bg-slate-900">
      <UserX className="mx-auto h-10 w-10 text-slate-400" aria-hidden="true" />
      <h1 className="mt-3 text-2xl font-bold">{PROFILE_NOT_FOUND}</h1>
      <p className="mt-2 text-slate-600 dark:text-slate-300">
        This player does not exist, or their account was deleted.
      </p>
      <Link
        to="/leaderboard"
        className="mt-5 inline-flex rounded-lg bg-indigo-600 px-4 py-2 text-sm font-semibold text-white hover:bg-indigo-700"
      >
        Back to the leaderboard
      </Link>
    </div>
  );
}

function OverviewTab({ profile }: { profile: PublicProfile }) {
  const stats = useUserStats(profile.id);
  const achievements = useUserAchievements(profile.id);
  return (
    <div className="space-y-6">
      <PublicAbout profile={profile} />
      <StatsSummary query={stats} />
      <EarnedAchievements
        query={achievements}
        title="Recent achievements"
        limit={5}
        emptyText={`${profile.full_name} has not earned an achievement yet.`}
      />
    </div>
  );
}

function StatisticsTab({ userId }: { userId: string }) {
  const performance = usePerformance(userId, 'month');
  const skills = useSkills(userId);
  return <StatisticsPanel performance={performance} skills={skills} />;
}

function AchievementsTab({ profile }: { profile: PublicProfile }) {
  const achievements = useUserAchievements(profile.id);
  return (
    <EarnedAchievements
      query={achievements}
      title="Earned achievements"
      emptyText={`${profile.full_name} has not earned an achievement yet.`}
    />
  );
}

function PublicProfileView({ userId }: { userId: string }) {
  const profile = usePublicProfile(userId);
  const [tab, selectTab] = useTabParam(PUBLIC_PROFILE_TABS, 'overview');

  if (profile.isError) {
    // A malformed id is refused (400) before the lookup; to the reader it is just as absent.
    const status = profile.error instanceof ApiError ? profile.error.status : undefined;
    if (status === 404 || status === 400) return <NotFound />;
    return <LoadError message={profile.error.message} onRetry={() => void profile.refetch()} />;
  }
  if (profile.isPending) {
    return (
      <div className="mx-auto max-w-5xl space-y-6" aria-busy="true">
        <p className="sr-only" role="status">
          Loading profile...
        </p>
        <Skeleton className="h-32 w-full rounded-2xl" />
        <Skeleton className="h-64 w-full rounded-2xl" />
      </div>
    );
  }

  const player = profile.data;
  return (
    <div className="mx-auto max-w-5xl space-y-6">
      <ProfileHeader
        avatar={<UserAvatar name={player.full_name} avatarUrl={player.avatar_url} size="lg" />}
        name={player.full_name}
        level={player.level}
        points={player.points}
        organization={player.organization}
        userType={player.user_type}
      />
      <Tabs
        label={`${player.full_name}'s profile sections`}
        tabs={PUBLIC_PROFILE_TABS}
        value={tab}
        onChange={selectTab}
      >
        {tab === 'statistics' ? (
          <StatisticsTab userId={player.id} />
        ) : tab === 'achievements' ? (
          <AchievementsTab profile={player} />
        ) : (
          <OverviewTab profile={player} />
        )}
      </Tabs>
    </div>
  );
}

/**
 * Another player's profile (/profile/{userId}), reached from the leaderboard. Only what the
 * public profile call sends is shown: never email or birth year. The player's own id opens
 * their full profile instead.
 */
export function PublicProfilePage() {
  const { userId = '' } = useParams();
  const { user } = useAuth();
  if (user && userId === user.id) return <Navigate to="/profile" replace />;
  // Keyed by id so moving between two players starts from a fresh tab and state.
  return <PublicProfileView key={userId} userId={userId} />;
}
