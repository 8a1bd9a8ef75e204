import type { SessionRange } from './study-sessions';
import type { DiscoverFilters } from './study-groups';

/** Every read lives under 'study-groups', so a join or a leave refreshes lists and pages at once. */
export const studyGroupsKeys = {
  all: ['study-groups'] as const,
  lists: () => ['study-groups', 'list'] as const,
  discover: (filters: DiscoverFilters) => ['study-groups', 'list', 'discover', filters] as const,
  mine: () => ['study-groups', 'list', 'mine'] as const,
  one: (id: string) => ['study-groups', 'one', id] as const,
  members: (id: string) => ['study-groups', 'one', id, 'members'] as const,
  resources: (id: string) => ['study-groups', 'one', id, 'resources'] as const,
  invite: (code: string) => ['study-groups', 'invite', code] as const,
  /** Every session list, so one RSVP or edit refreshes the tab, the calendar and group pages. */
  sessions: () => ['study-groups', 'sessions'] as const,
  mySessions: (range: SessionRange) => ['study-groups', 'sessions', 'mine', range] as const,
  groupSessions: (id: string, range: SessionRange) =>
    ['study-groups', 'sessions', 'group', id, range] as const,
  feeds: (groupId: string | null) => ['study-groups', 'calendar', groupId ?? 'mine'] as const,
};
