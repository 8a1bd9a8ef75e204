import type { StudyGroup } from '@quizarena/contracts';
import { useQuery, type QueryClient } from '@tanstack/react-query';
import { studyGroupsKeys } from './keys';
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
