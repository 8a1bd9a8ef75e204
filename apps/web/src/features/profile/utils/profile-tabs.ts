import type { TFunction } from 'i18next';
import type { TabItem } from '../../../components/ui/tabs';

export type ProfileTab =
  'overview' | 'statistics' | 'achievements' | 'social' | 'activity' | 'verification' | 'consent';

export type ProfileTabEntry = { id: ProfileTab; labelKey: `tabs.${ProfileTab}` };

/**
 * The signed-in player's own profile, in the spec's order, then the two the assessment's
 * eligibility sends a player to (`?tab=verification`, `?tab=consent`).
 */
export const OWN_PROFILE_TABS: readonly ProfileTabEntry[] = [
  { id: 'overview', labelKey: 'tabs.overview' },
  { id: 'statistics', labelKey: 'tabs.statistics' },
  { id: 'achievements', labelKey: 'tabs.achievements' },
  { id: 'social', labelKey: 'tabs.social' },
  { id: 'activity', labelKey: 'tabs.activity' },
  { id: 'verification', labelKey: 'tabs.verification' },
  { id: 'consent', labelKey: 'tabs.consent' },
];

/** Another player's profile: their activity feed and their friends are theirs alone. */
export const PUBLIC_PROFILE_TABS: readonly ProfileTabEntry[] = [
  { id: 'overview', labelKey: 'tabs.overview' },
  { id: 'statistics', labelKey: 'tabs.statistics' },
  { id: 'achievements', labelKey: 'tabs.achievements' },
];

/** The tabs as the tab list shows them, named in the language shown. */
export function profileTabItems(
  tabs: readonly ProfileTabEntry[],
  t: TFunction<'profile'>,
): TabItem<ProfileTab>[] {
  return tabs.map(({ id, labelKey }) => ({ id, label: t(labelKey) }));
}
