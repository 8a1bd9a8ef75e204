import type { InboxEvent } from '@quizarena/contracts';
import { useQueryClient } from '@tanstack/react-query';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { useInboxEvents } from '../../../lib/inbox';
import { receiveNotification, receiveUnreadCount } from '../utils/notification-cache';
import { actorName } from '../utils/notification-text';

/** A friend request's toast is short: the bell keeps it. */
const FRIEND_REQUEST_TOAST_MS = 3000;

/**
 * Keeps the cached notifications live from the user's inbox: a new one goes to the top of the
 * lists with the new unread count, and a read elsewhere moves the count. Only a friend request
 * is toasted; an achievement already has its own toast.
 */
export function useLiveNotifications(userId: string | null): void {
  const { t } = useTranslation('notifications');
  const queryClient = useQueryClient();
  useInboxEvents(userId, (event: InboxEvent) => {
    if (event.type === 'notification') {
      receiveNotification(queryClient, event.notification, event.unread_count);
      if (event.notification.kind === 'friend_request_received') {
        toast(t('friendRequestToast', { name: actorName(event.notification, t) }), {
          id: `notification-${event.notification.id}`,
          duration: FRIEND_REQUEST_TOAST_MS,
        });
      }
    } else if (event.type === 'notifications_read') {
      receiveUnreadCount(queryClient, event.unread_count);
    }
  });
}
