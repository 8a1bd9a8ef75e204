import type { TabItem } from '../../../components/ui/tabs';

export type ProfileTab = 'overview' | 'statistics' | 'achievements' | 'social' | 'activity';

/** The signed-in player's own profile, in the spec's order. */
export const OWN_PROFILE_TABS: TabItem<ProfileTab>[] = [
  { id: 'overview', label: 'Overview' },
  { id: 'statistics', label: 'Statistics' },
  { id: 'achievements', label: 'Achievements' },
  { id: 'social', label: 'Social' },
  { id: 'activity', label: 'Activity' },
];

/** Another player's profile: their activity feed is theirs alone, and there are no friends yet. */
export const PUBLIC_PROFILE_TABS: TabItem<ProfileTab>[] = [
  { id: 'overview', label: 'Overview' },
  { id: 'statistics', label: 'Statistics' },
  { id: 'achievements', label: 'Achievements' },
];
