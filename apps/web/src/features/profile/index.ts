// What app/ composes into the own and public profile pages.
export { ProfileForm } from './components/profile-form';
export { PrivacySettings } from './components/privacy-settings';
export { BirthYearForm } from './components/birth-year-form';
export { AvatarUpload } from './components/avatar-upload';
export { ProfileHeader } from './components/profile-header';
export { ProfileCard } from './components/profile-card';
export { StatsSummary } from './components/stats-summary';
export { EarnedAchievements } from './components/earned-achievements';
export { StatisticsPanel } from './components/statistics-panel';
export { ActivityList, ACTIVITY_LIMIT } from './components/activity-list';
export { PublicAbout } from './components/public-about';
export {
  OWN_PROFILE_TABS,
  PUBLIC_PROFILE_TABS,
  profileTabItems,
  type ProfileTab,
} from './utils/profile-tabs';
export { ReadError } from './components/read-error';
export { usePublicProfile, publicProfileQueryOptions } from './api/get-public-profile';
export { useUserAchievements, userAchievementsQueryOptions } from './api/get-user-achievements';
export { useSkills, skillsQueryOptions } from './api/get-skills';
export { YourDataSection } from './components/your-data-section';
