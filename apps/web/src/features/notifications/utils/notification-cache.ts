import { BELL_NOTIFICATION_COUNT, type Notification } from '@quizarena/contracts';
import type { InfiniteData, QueryClient, QueryKey } from '@tanstack/react-query';
import {
  BELL_KEY,
  NOTIFICATIONS_KEY,
  PAGES_KEY,
  type NotificationsList,
  type PageFilters,
} from '../api/get-notifications';

type Pages = InfiniteData<NotificationsList, number>;

function filtersOf(key: QueryKey): PageFilters {
  return key[PAGES_KEY.length] as PageFilters;
}

/** Whether a page read with `filters` lists `notification`. */
function listedUnder({ filter, kind }: PageFilters, notification: Notification): boolean {
  return (
    (filter === 'all' || !notification.is_read) && (kind === null || kind === notification.kind)
  );
}

/** Applies `change` to every page of every cached page list (the bell's list apart). */
function updatePages(
  queryClient: QueryClient,
  change: (data: Pages, filters: PageFilters) => Pages,
): void {
  for (const [key, data] of queryClient.getQueriesData<Pages>({ queryKey: PAGES_KEY })) {
    if (data) queryClient.setQueryData<Pages>(key, change(data, filtersOf(key)));
  }
}

/**
 * A notification the inbox announced goes to the top of every cached list that shows it (a
 * coalesced message notification moves up from where it was), and every list takes the new
 * unread count. The bell keeps its latest few.
 */
export function receiveNotification(
  queryClient: QueryClient,
  notification: Notification,
  unreadCount: number,
): void {
  queryClient.setQueryData<NotificationsList>(BELL_KEY, (old) => {
    if (!old) return old;
    const others = old.notifications.filter((item) => item.id !== notification.id);
    return {
      notifications: [notification, ...others].slice(0, BELL_NOTIFICATION_COUNT),
      unread_count: unreadCount,
      total: old.total + (others.length === old.notifications.length ? 1 : 0),
    };
  });
  updatePages(queryClient, (data, filters) => {
    const shown = listedUnder(filters, notification);
    const wasListed = data.pages.some((page) =>
      page.notifications.some((item) => item.id === notification.id),
    );
    // Paging is by offset: one more (or one fewer) above keeps the next page's offset true.
    const delta = (shown ? 1 : 0) - (wasListed ? 1 : 0);
    return {
      ...data,
      pages: data.pages.map((page, index) => {
        const others = page.notifications.filter((item) => item.id !== notification.id);
        return {
          notifications: shown && index === 0 ? [notification, ...others] : others,
          unread_count: unreadCount,
          total: page.total + delta,
        };
      }),
    };
  });
}

/**
 * The unread count changed (read here, on another device, or by opening a conversation). At
 * zero every cached notification is read; a count the bell did not expect means reads happened
 * elsewhere, so the lists are read again to show which.
 */
export function receiveUnreadCount(queryClient: QueryClient, unreadCount: number): void {
  const known = queryClient.getQueryData<NotificationsList>(BELL_KEY)?.unread_count;
  if (unreadCount === 0) {
    markReadInCache(queryClient, 'all', 0);
    return;
  }
  queryClient.setQueryData<NotificationsList>(
    BELL_KEY,
    (old) => old && { ...old, unread_count: unreadCount },
  );
  updatePages(queryClient, (data) => ({
    ...data,
    pages: data.pages.map((page) => ({ ...page, unread_count: unreadCount })),
  }));
  if (known !== unreadCount) {
    void queryClient.invalidateQueries({ queryKey: NOTIFICATIONS_KEY });
  }
}

/** Shows these notifications (or all) read in every cached list, with the new unread count. */
export function markReadInCache(
  queryClient: QueryClient,
  ids: readonly string[] | 'all',
  unreadCount: number,
): void {
  const readAt = new Date().toISOString();
  const markList = (list: NotificationsList): NotificationsList => ({
    ...list,
    unread_count: unreadCount,
    notifications: list.notifications.map((item) =>
      !item.is_read && (ids === 'all' || ids.includes(item.id))
        ? { ...item, is_read: true, read_at: readAt }
        : item,
    ),
  });
  queryClient.setQueryData<NotificationsList>(BELL_KEY, (old) => old && markList(old));
  // An unread-only list keeps what was just read on screen until it is loaded again, so
  // nothing jumps away under the pointer.
  updatePages(queryClient, (data) => ({ ...data, pages: data.pages.map(markList) }));
}
