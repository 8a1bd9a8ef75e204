import { keepPreviousData, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import type { ModerationKind } from '@quizarena/contracts';
import { getAuditLog, type AuditFilters } from './audit-log';
import { getModerationItem, getModerationQueue } from './moderation';
import { getUser, getUsers, type UserFilters } from './users';

export const adminKeys = {
  all: ['admin'] as const,
  auditLog: (filters: AuditFilters) => ['admin', 'audit-log', filters] as const,
  /** Every account read: the search pages and each account (a change refreshes them all). */
  users: ['admin', 'users'] as const,
  userList: (filters: UserFilters, page: number) =>
    ['admin', 'users', 'list', filters, page] as const,
  user: (id: string) => ['admin', 'users', 'one', id] as const,
  /** Every moderation read: the queue under each filter and each item (a decision refreshes all). */
  moderation: ['admin', 'moderation'] as const,
  moderationQueue: (kind: ModerationKind | null) => ['admin', 'moderation', 'queue', kind] as const,
  moderationItem: (id: string) => ['admin', 'moderation', 'item', id] as const,
};

/** The audit log under these filters, a page at a time (Load more asks for the next). */
export function useAuditLog(filters: AuditFilters) {
  return useInfiniteQuery({
    queryKey: adminKeys.auditLog(filters),
    queryFn: ({ pageParam, signal }) => getAuditLog(filters, pageParam, signal),
    initialPageParam: null as number | null,
    getNextPageParam: (last) => last.next_before ?? undefined,
  });
}

/** One page of the accounts found; the page shown stays while the next one loads. */
export function useUsers(filters: UserFilters, page: number) {
  return useQuery({
    queryKey: adminKeys.userList(filters, page),
    queryFn: ({ signal }) => getUsers(filters, page, signal),
    placeholderData: keepPreviousData,
  });
}

/** One account as the console shows it. */
export function useUser(id: string) {
  return useQuery({
    queryKey: adminKeys.user(id),
    queryFn: ({ signal }) => getUser(id, signal),
  });
}

/** The moderation queue, oldest first, of one kind or all; the list shown stays while another loads. */
export function useModerationQueue(kind: ModerationKind | null) {
  return useQuery({
    queryKey: adminKeys.moderationQueue(kind),
    queryFn: ({ signal }) => getModerationQueue(kind, signal),
    placeholderData: keepPreviousData,
  });
}

/** One moderation item with everything a moderator decides on. */
export function useModerationItem(id: string) {
  return useQuery({
    queryKey: adminKeys.moderationItem(id),
    queryFn: ({ signal }) => getModerationItem(id, signal),
  });
}
