import type { User } from '@quizarena/contracts';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Tabs } from '../../components/ui/tabs';
import { ConsentPanel } from '../../features/assessment';
import {
  ChangePasswordForm,
  SessionsSection,
  TwoFactorSection,
  DeleteAccountSection,
  useAuth,
} from '../../features/auth';
import { FriendsOverview, SocialPrivacySettings } from '../../features/friends';
import {
  ACTIVITY_LIMIT,
  ActivityList,
  AvatarUpload,
  BirthYearForm,
  EarnedAchievements,
  OWN_PROFILE_TABS,
  PrivacySettings,
  ProfileCard,
  profileTabItems,
  ProfileForm,
  ProfileHeader,
  publicProfileQueryOptions,
  StatisticsPanel,
  StatsSummary,
  useSkills,
  useUserAchievements,
  YourDataSection,
} from '../../features/profile';
import { DownloadResultsButton } from '../../features/question-io';
import { SkillRatingsCard } from '../../features/ratings';
import { TopicMasteryCard } from '../../features/review';
import { SavedTournaments } from '../../features/tournaments';
import { usePerformance, useRecentActivity, useUserStats } from '../../features/scoring';
import { useTabParam } from '../../lib/use-tab-param';
import { UserAvatar } from '../../components/ui/user-avatar';

/** Spec: the overview lists up to five achievements. */
const OVERVIEW_ACHIEVEMENTS = 5;

const CARD =
  'rounded-2xl border border-slate-200 bg-white p-5 shadow-sm dark:border-slate-800 dark:bg-slate-900';

function SettingsCard({ children }: { children: ReactNode }) {
  return <div className={CARD}>{children}</div>;
}

// Each tab is its own component so a tab's reads start only when it is shown.

function OverviewTab({ user, setUser }: { user: User; setUser: (user: User) => void }) {
  const { t } = useTranslation('profile');
  const stats = useUserStats('current');
  const achievements = useUserAchievements(user.id);
  return (
    <div className="space-y-6">
      <StatsSummary query={stats} />
      <SkillRatingsCard userId={user.id} />
      <EarnedAchievements
        query={achievements}
        title={t('achievements.recent')}
        limit={OVERVIEW_ACHIEVEMENTS}
        emptyText={t('achievements.emptyOverview')}
        showCatalogueLink
      />
      <SavedTournaments />
      <h2 className="pt-2 text-xl font-bold">{t('settings.title')}</h2>
      <SettingsCard>
        <ProfileForm user={user} onSaved={setUser} />
      </SettingsCard>
      <SettingsCard>
        <div className="space-y-6">
          <PrivacySettings user={user} onSaved={setUser} />
          <SocialPrivacySettings />
        </div>
      </SettingsCard>
      <SettingsCard>
        <AvatarUpload
          user={user}
          avatar={<UserAvatar name={user.full_name} avatarUrl={user.avatar_url} size="md" />}
          onUploaded={setUser}
        />
      </SettingsCard>
      <SettingsCard>
        <ChangePasswordForm />
      </SettingsCard>
      <SettingsCard>
        <TwoFactorSection />
      </SettingsCard>
      <SettingsCard>
        <SessionsSection />
      </SettingsCard>
      <SettingsCard>
        <YourDataSection />
        <PrivacyNoticeLink />
      </SettingsCard>
      <SettingsCard>
        <DeleteAccountSection />
      </SettingsCard>
    </div>
  );
}

/** Where the privacy page (what is kept, for how long, the rights) is found from the profile. */
function PrivacyNoticeLink() {
  const { t } = useTranslation('privacyNotice');
  return (
    <section aria-labelledby="privacy-notice-title" className="space-y-2">
      <h2 id="privacy-notice-title" className="text-lg font-semibold">
        {t('profileCard.title')}
      </h2>
      <p className="text-sm text-slate-700 dark:text-slate-300">{t('profileCard.text')}</p>
      <Link
        to="/privacy"
        className="text-sm font-medium text-indigo-700 underline hover:text-indigo-900 dark:text-indigo-300 dark:hover:text-indigo-100"
      >
        {t('profileCard.link')}
      </Link>
    </section>
  );
}

function StatisticsTab({ userId }: { userId: string }) {
  const performance = usePerformance(userId, 'month');
  const skills = useSkills(userId);
  return (
    <div className="space-y-6">
      <StatisticsPanel performance={performance} skills={skills} />
      {/* Mastery from the player's own memories: the own profile only. */}
      <TopicMasteryCard />
    </div>
  );
}

function AchievementsTab({ userId }: { userId: string }) {
  const { t } = useTranslation('profile');
  const achievements = useUserAchievements(userId);
  return (
    <EarnedAchievements
      query={achievements}
      title={t('achievements.earned')}
      emptyText={t('achievements.emptyOwn')}
      showCatalogueLink
    />
  );
}

function SocialTab() {
  const { t } = useTranslation('profile');
  return (
    <ProfileCard title={t('social.title')}>
      <FriendsOverview />
    </ProfileCard>
  );
}

/** The newest quizzes played, and every one of them as a file to keep. */
function ActivityTab() {
  return (
    <div className="space-y-4">
      <div className="flex justify-end">
        <DownloadResultsButton />
      </div>
      <ActivityList query={useRecentActivity(ACTIVITY_LIMIT)} />
    </div>
  );
}

/**
 * The signed-in player's profile: a header, then tabs chosen by the `tab` query (unknown values
 * open Overview). Account settings live in Overview, where the edit form always was.
 */
export function ProfilePage() {
  const { t } = useTranslation('profile');
  const { user, setUser } = useAuth();
  const [tab, selectTab] = useTabParam(OWN_PROFILE_TABS, 'overview');
  // The figures others see on the public profile (challenges won), read as they see them.
  const shown = useQuery({ ...publicProfileQueryOptions(user?.id ?? ''), enabled: !!user });
  if (!user) return null;
  return (
    <div className="mx-auto max-w-5xl space-y-6">
      <ProfileHeader
        avatar={<UserAvatar name={user.full_name} avatarUrl={user.avatar_url} size="lg" />}
        name={user.full_name}
        level={user.level}
        points={user.points}
        organization={user.organization}
        userType={user.user_type}
        challengesWon={shown.data?.challenges_won}
      />
      <Tabs
        label={t('tabs.label')}
        tabs={profileTabItems(OWN_PROFILE_TABS, t)}
        value={tab}
        onChange={selectTab}
      >
        {tab === 'overview' ? (
          <OverviewTab user={user} setUser={setUser} />
        ) : tab === 'statistics' ? (
          <StatisticsTab userId={user.id} />
        ) : tab === 'achievements' ? (
          <AchievementsTab userId={user.id} />
        ) : tab === 'social' ? (
          <SocialTab />
        ) : tab === 'verification' ? (
          <BirthYearForm user={user} onSaved={setUser} />
        ) : tab === 'consent' ? (
          <ConsentPanel />
        ) : (
          <ActivityTab />
        )}
      </Tabs>
    </div>
  );
}
