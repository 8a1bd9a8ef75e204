import {
  notificationPreferencesResponseSchema,
  type NotificationPreferencesBody,
} from '@quizarena/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { parseAnswer } from '../../../lib/parse-answer';

const PREFERENCES_KEY = ['notifications', 'preferences'] as const;

/** GET /api/social/notifications/preferences: per kind in the app and by email, and the master switch. */
export async function getNotificationPreferences(signal?: AbortSignal) {
  const body = await apiFetch('/api/social/notifications/preferences', { signal });
  return parseAnswer(notificationPreferencesResponseSchema, body).data;
}

/** PUT /api/social/notifications/preferences: the changed fields; answers the whole settings. */
export async function updateNotificationPreferences(body: NotificationPreferencesBody) {
  const answer = await apiFetch('/api/social/notifications/preferences', { method: 'PUT', body });
  return parseAnswer(notificationPreferencesResponseSchema, answer).data;
}

export const preferencesQueryOptions = () =>
  queryOptions({
    queryKey: PREFERENCES_KEY,
    queryFn: ({ signal }) => getNotificationPreferences(signal),
  });

export function useNotificationPreferences() {
  return useQuery(preferencesQueryOptions());
}

/** Saves the settings; the answer becomes the cached settings. */
export function useSaveNotificationPreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateNotificationPreferences,
    onSuccess: (saved) => queryClient.setQueryData(PREFERENCES_KEY, saved),
  });
}
