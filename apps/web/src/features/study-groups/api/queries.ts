import type { StudyGroup, StudySession } from '@quizarena/contracts';
import { useQuery, type QueryClient } from '@tanstack/react-query';
import { studyGroupsKeys } from './keys';
import { getGroupSessions, getMySessions, type SessionRange } from './study-sessions';
import {
  getDiscoverGroups,
  getGroup,
  getInvite,
  getMembers,
  getMyGroups,
  getResources,
  type DiscoverFilters,
} from './study-groups';

export function useDiscoverGroups(filters: DiscoverFilters) {
  return useQuery({
    queryKey: studyGroupsKeys.discover(filters),
    queryFn: ({ signal }) => getDiscoverGroups(filters, signal),
  });
}

export function useMyGroups() {
  return useQuery({
    queryKey: studyGroupsKeys.mine(),
    queryFn: ({ signal }) => getMyGroups(signal),
  });
}

export function useGroup(id: string) {
  return useQuery({
    queryKey: studyGroupsKeys.one(id),
    queryFn: ({ signal }) => getGroup(id, signal),
  });
}

export function useMembers(id: string, enabled: boolean) {
  return useQuery({
    queryKey: studyGroupsKeys.members(id),
    queryFn: ({ signal }) => getMembers(id, signal),
    enabled,
  });
}

export function useResources(id: string) {
  return useQuery({
    queryKey: studyGroupsKeys.resources(id),
    queryFn: ({ signal }) => getResources(id, signal),
  });
}

export function useInvite(code: string) {
  return useQuery({
    queryKey: studyGroupsKeys.invite(code),
    queryFn: ({ signal }) => getInvite(code, signal),
  });
}

/** An answer carrying the group as it now stands: show it, and read the lists again. */
export function storeGroup(queryClient: QueryClient, group: StudyGroup): void {
  queryClient.setQueryData(studyGroupsKeys.one(group.id), group);
  void queryClient.invalidateQueries({ queryKey: studyGroupsKeys.lists() });
}

/** Something changed a group: read it, its members and the lists again. */
export function refreshGroup(queryClient: QueryClient, id: string): Promise<void> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: studyGroupsKeys.one(id) }),
    queryClient.invalidateQueries({ queryKey: studyGroupsKeys.lists() }),
  ]).then(() => undefined);
}

export function useMySessions(range: SessionRange) {
  return useQuery({
    queryKey: studyGroupsKeys.mySessions(range),
    queryFn: ({ signal }) => getMySessions(range, signal),
  });
}

export function useGroupSessions(id: string, range: SessionRange) {
  return useQuery({
    queryKey: studyGroupsKeys.groupSessions(id, range),
    queryFn: ({ signal }) => getGroupSessions(id, range, signal),
  });
}

/** A session changed (RSVP, reminder, edit, cancel): every list, and its group's next session. */
export function refreshSessions(queryClient: QueryClient, session: StudySession): Promise<void> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: studyGroupsKeys.sessions() }),
    queryClient.invalidateQueries({ queryKey: studyGroupsKeys.one(session.group.id) }),
    queryClient.invalidateQueries({ queryKey: studyGroupsKeys.lists() }),
  ]).then(() => undefined);
}
