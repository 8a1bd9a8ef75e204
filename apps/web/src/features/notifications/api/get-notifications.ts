import {
  BELL_NOTIFICATION_COUNT,
  NOTIFICATIONS_DEFAULT_LIMIT,
  notificationsResponseSchema,
  type NotificationKind,
  type NotificationsQuery,
} from '@quizarena/contracts';
import {
  infiniteQueryOptions,
  queryOptions,
  useInfiniteQuery,
  useQuery,
} from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { parseAnswer } from '../../../lib/parse-answer';

export type NotificationsList = Awaited<ReturnType<typeof getNotifications>>;
export type ReadFilter = NotificationsQuery['filter'];

/** GET /api/social/notifications: the caller's notifications, unread first, then newest. */
export async function getNotifications(
  { limit, offset, filter, kind }: NotificationsQuery,
  signal?: AbortSignal,
) {
  const params = new URLSearchParams({
    limit: String(limit),
    offset: String(offset),
    filter,
  });
  if (kind) params.set('kind', kind);
  const body = await apiFetch(`/api/social/notifications?${params}`, { signal });
  return parseAnswer(notificationsResponseSchema, body).data;
}

/** Every cached list of notifications lives under this key (the bell's and the page's). */
export const NOTIFICATIONS_KEY = ['notifications', 'list'] as const;
export const BELL_KEY = [...NOTIFICATIONS_KEY, 'bell'] as const;
export const PAGES_KEY = [...NOTIFICATIONS_KEY, 'pages'] as const;

/** The bell's latest few; its unread count is the badge. */
export const bellQueryOptions = () =>
  queryOptions({
    queryKey: BELL_KEY,
    queryFn: ({ signal }) =>
      getNotifications({ limit: BELL_NOTIFICATION_COUNT, offset: 0, filter: 'all' }, signal),
  });

export function useBellNotifications(enabled: boolean) {
  return useQuery({ ...bellQueryOptions(), enabled });
}

/** The filters a page of notifications was read with (also part of its cache key). */
export type PageFilters = { filter: ReadFilter; kind: NotificationKind | null };

export const notificationPagesQueryOptions = ({ filter, kind }: PageFilters) =>
  infiniteQueryOptions({
    queryKey: [...PAGES_KEY, { filter, kind }] as const,
    queryFn: ({ pageParam, signal }) =>
      getNotifications(
        {
          limit: NOTIFICATIONS_DEFAULT_LIMIT,
          offset: pageParam,
          filter,
          kind: kind ?? undefined,
        },
        signal,
      ),
    initialPageParam: 0,
    getNextPageParam: (last, pages) => {
      // An empty page ends the list even if the total (moved by live arrivals) says otherwise.
      if (last.notifications.length === 0) return undefined;
      const loaded = pages.reduce((sum, page) => sum + page.notifications.length, 0);
      return loaded < last.total ? loaded : undefined;
    },
  });

/** The /notifications page's list, `Load more` at a time. */
export function useNotificationPages(filters: PageFilters) {
  return useInfiniteQuery(notificationPagesQueryOptions(filters));
}
