import { notificationsReadResponseSchema, type NotificationsReadBody } from '@quizarena/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { apiFetch } from '../../../lib/api-client';
import { apiErrorText } from '../../../lib/api-error-text';
import { parseAnswer } from '../../../lib/parse-answer';
import { markReadInCache } from '../utils/notification-cache';

/** PUT /api/social/notifications/read: these of the caller's notifications, or all of them. */
export async function markNotificationsRead(body: NotificationsReadBody) {
  const answer = await apiFetch('/api/social/notifications/read', { method: 'PUT', body });
  return parseAnswer(notificationsReadResponseSchema, answer).data;
}

/**
 * Marks notifications read and shows them read in every cached list, with the server's new
 * unread count. A failure is a toast: the lists stay as they were.
 */
export function useMarkNotificationsRead() {
  const { t } = useTranslation('notifications');
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markNotificationsRead,
    onSuccess: ({ unread_count }, body) =>
      markReadInCache(queryClient, body.all ? 'all' : (body.notification_ids ?? []), unread_count),
    onError: (error) => toast.error(apiErrorText(error, t('markReadFailed'))),
  });
}
