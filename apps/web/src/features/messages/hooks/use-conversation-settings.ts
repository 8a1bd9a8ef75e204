import type { Conversation } from '@quizarena/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { apiErrorText } from '../../../lib/api-error-text';
import { updateConversationSettings } from '../api/conversations';
import { messagesKeys } from '../api/keys';
import { storeConversation } from './cache';

export type SettingsChange = Partial<
  Pick<Conversation, 'is_muted' | 'is_archived' | 'is_pinned' | 'filter_enabled'>
>;

/**
 * The caller's own settings for a conversation. The rude-word filter shows what the server
 * answers: when it keeps the filter on after being asked to turn it off (always on under 16),
 * `filterLocked` says so and the control stays on.
 */
export function useConversationSettings(conversationId: string) {
  const { t } = useTranslation('messages');
  const queryClient = useQueryClient();
  const [filterLocked, setFilterLocked] = useState(false);
  const change = useMutation({
    mutationFn: (body: SettingsChange) => updateConversationSettings(conversationId, body),
    onSuccess: (conversation, body) => {
      storeConversation(queryClient, conversation);
      // Archiving moves it between the two views, and pinning moves it in the order.
      if (body.is_archived !== undefined || body.is_pinned !== undefined) {
        void queryClient.invalidateQueries({ queryKey: messagesKeys.lists() });
      }
      if (body.filter_enabled === false && conversation.filter_enabled) {
        setFilterLocked(true);
        toast(t('menu.filterLocked'));
        return;
      }
      const [field, value] = Object.entries(body)[0] ?? [];
      const done: Record<string, string> = {
        is_muted: value ? t('menu.mutedDone') : t('menu.unmutedDone'),
        is_pinned: value ? t('menu.pinnedDone') : t('menu.unpinnedDone'),
        is_archived: value ? t('menu.archivedDone') : t('menu.unarchivedDone'),
        filter_enabled: value ? t('menu.filterOnDone') : t('menu.filterOffDone'),
      };
      if (field && done[field]) toast.success(done[field]);
    },
    onError: (error) => toast.error(apiErrorText(error, t('menu.failed'))),
  });
  return { change: change.mutate, pending: change.isPending, filterLocked };
}
