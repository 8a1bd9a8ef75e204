import type { PublicProfile } from '@quizarena/contracts';
import { UserX } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useParams } from 'react-router';
import { ReportButton } from '../../components/report-dialog';
import { Skeleton } from '../../components/ui/skeleton';
import { Tabs } from '../../components/ui/tabs';
import { useAuth } from '../../features/auth';
import { ChallengeButton } from '../../features/challenges';
import { RelationshipActions } from '../../features/friends';
import {
  EarnedAchievements,
  ProfileHeader,
  PublicAbout,
  ReadError,
  PUBLIC_PROFILE_TABS,
  profileTabItems,
  StatisticsPanel,
  StatsSummary,
  usePublicProfile,
  useSkills,
  useUserAchievements,
} from '../../features/profile';
import { SkillRatingsCard } from '../../features/ratings';
import { usePerformance, useUserStats } from '../../features/scoring';
import { ApiError } from '../../lib/api-client';
import { useTabParam } from '../../lib/use-tab-param';
import { UserAvatar } from '../../components/ui/user-avatar';
import { CHALLENGE_SOURCES } from './challenge-sources';

function NotFound() {
  const { t } = useTranslation(['profile', 'errors']);
  return (
    <div className="mx-auto max-w-xl rounded-2xl border border-slate-200 bg-white p-8 text-center shadow-sm dark:border-slate-800 dark:bg-slate-900">
      <UserX className="mx-auto h-10 w-10 text-slate-400" aria-hidden="true" />
      <h1 className="mt-3 text-2xl font-bold">{t('errors:messages.profileNotFound')}</h1>
      <p className="mt-2 text-slate-600 dark:text-slate-300">{t('public.notFound')}</p>
      <Link
        to="/leaderboard"
        className="mt-5 inline-flex rounded-lg bg-indigo-600 px-4 py-2 text-sm font-semibold text-white hover:bg-indigo-700 focus-visible:ring-2 focus-visible:ring-indigo-500 focus-visible:ring-offset-2 focus-visible:outline-none"
      >
        {t('public.backToLeaderboard')}
      </Link>
    </div>
  );
}

function OverviewTab({ profile }: { profile: PublicProfile }) {
  const { t } = useTranslation('profile');
  const stats = useUserStats(profile.id);
  const achievements = useUserAchievements(profile.id);
  return (
    <div className="space-y-6">
      <PublicAbout profile={profile} />
      <StatsSummary query={stats} />
      <SkillRatingsCard userId={profile.id} />
      <EarnedAchievements
        query={achievements}
        title={t('achievements.recent')}
        limit={5}
        emptyText={t('achievements.emptyOther', { name: profile.full_name })}
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
  const { t } = useTranslation('profile');
  const achievements = useUserAchievements(profile.id);
  return (
    <EarnedAchievements
      query={achievements}
      title={t('achievements.earned')}
      emptyText={t('achievements.emptyOther', { name: profile.full_name })}
    />
  );
}

/**
 * Friend, message and block buttons, Challenge for a friend (the challenges feature's dialog),
 * and Report, which opens the shared report dialog.
 */
function PlayerActions({
  userId,
  name,
  avatarUrl,
}: {
  userId: string;
  name: string;
  avatarUrl: string | null;
}) {
  const { t } = useTranslation('ui');
  return (
    <RelationshipActions userId={userId} name={name}>
      <ChallengeButton
        person={{ user_id: userId, name, avatar_url: avatarUrl }}
        sources={CHALLENGE_SOURCES}
        onlyFriends
      />
      <ReportButton subjectType="user" subjectId={userId} title={t('report.titleUser', { name })} />
    </RelationshipActions>
  );
}

function PublicProfileView({ userId }: { userId: string }) {
  const { t } = useTranslation('profile');
  const profile = usePublicProfile(userId);
  const [tab, selectTab] = useTabParam(PUBLIC_PROFILE_TABS, 'overview');

  if (profile.isError) {
    // A malformed id is refused (400) before the lookup; to the reader it is just as absent.
    const status = profile.error instanceof ApiError ? profile.error.status : undefined;
    if (status === 404 || status === 400) return <NotFound />;
    return (
      <ReadError
        error={profile.error}
        fallback={t('public.loadFailed')}
        onRetry={() => void profile.refetch()}
      />
    );
  }
  if (profile.isPending) {
    return (
      <div className="mx-auto max-w-5xl space-y-6" aria-busy="true">
        <p className="sr-only" role="status">
          {t('public.loading')}
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
        challengesWon={player.challenges_won}
        actions={
          <PlayerActions userId={player.id} name={player.full_name} avatarUrl={player.avatar_url} />
        }
      />
      <Tabs
        label={t('tabs.labelOf', { name: player.full_name })}
        tabs={profileTabItems(PUBLIC_PROFILE_TABS, t)}
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
