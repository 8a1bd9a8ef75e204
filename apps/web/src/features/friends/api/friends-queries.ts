import {
  blockedUsersResponseSchema,
  FRIENDS_PAGE_LIMIT,
  friendsResponseSchema,
  pendingRequestsResponseSchema,
  relationshipResponseSchema,
  userBrowseResponseSchema,
  userSearchResponseSchema,
  type BrowseSort,
} from '@quizarena/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { parseAnswer } from '../../../lib/parse-answer';

/**
 * Every read that shows where the caller stands with someone lives under this root, so one
 * relationship change (an action here, or an inbox event) refreshes all of them at once.
 */
export const RELATIONSHIP_READS = ['friends'] as const;

const get = (path: string, signal?: AbortSignal) => apiFetch(path, { signal });

/** GET /api/social/friends?limit: the caller's first `limit` friends, and how many in all. */
export async function getFriends(limit: number, signal?: AbortSignal) {
  return parseAnswer(friendsResponseSchema, await get(`/api/social/friends?limit=${limit}`, signal))
    .data;
}

/** GET /api/social/friends?limit=50: the My Friends tab, the profile's card, Online Now. */
export const friendsQueryOptions = (limit: number = FRIENDS_PAGE_LIMIT) =>
  queryOptions({
    queryKey: [...RELATIONSHIP_READS, 'list', { limit }],
    queryFn: ({ signal }) => getFriends(limit, signal),
  });

export function useFriends(options: { enabled?: boolean } = {}) {
  return useQuery({ ...friendsQueryOptions(), enabled: options.enabled ?? true });
}

/** GET /api/social/friends/pending: requests received and sent. */
export function usePendingRequests() {
  return useQuery({
    queryKey: [...RELATIONSHIP_READS, 'pending'],
    queryFn: async ({ signal }) =>
      parseAnswer(pendingRequestsResponseSchema, await get('/api/social/friends/pending', signal))
        .data,
  });
}

/** GET /api/social/users/blocked: the caller's own blocks. */
export function useBlockedUsers() {
  return useQuery({
    queryKey: [...RELATIONSHIP_READS, 'blocked'],
    queryFn: async ({ signal }) =>
      parseAnswer(blockedUsersResponseSchema, await get('/api/social/users/blocked', signal)).data
        .blocked_users,
  });
}

/**
 * GET /api/social/users/search?query: asked only for a non-blank, trimmed query; the last
 * results stay while the next query's load.
 */
export function useUserSearch(query: string) {
  return useQuery({
    queryKey: [...RELATIONSHIP_READS, 'search', query],
    queryFn: async ({ signal }) => {
      const params = new URLSearchParams({ query });
      const body = await get(`/api/social/users/search?${params}`, signal);
      return parseAnswer(userSearchResponseSchema, body).data.users;
    },
    enabled: query !== '',
    placeholderData: keepPreviousData,
  });
}

/** GET /api/social/users/browse?page&limit=12&sort; the shown page stays while the next loads. */
export function useBrowseUsers(page: number, sort: BrowseSort, limit: number) {
  return useQuery({
    queryKey: [...RELATIONSHIP_READS, 'browse', { page, sort, limit }],
    queryFn: async ({ signal }) => {
      const params = new URLSearchParams({ page: String(page), limit: String(limit), sort });
      const body = await get(`/api/social/users/browse?${params}`, signal);
      return parseAnswer(userBrowseResponseSchema, body).data;
    },
    placeholderData: keepPreviousData,
  });
}

/** GET /api/social/users/{userId}/relationship: what the profile page's buttons offer. */
export function useRelationship(userId: string) {
  return useQuery({
    queryKey: [...RELATIONSHIP_READS, 'relationship', userId],
    queryFn: async ({ signal }) =>
      parseAnswer(
        relationshipResponseSchema,
        await get(`/api/social/users/${encodeURIComponent(userId)}/relationship`, signal),
      ).data,
  });
}
