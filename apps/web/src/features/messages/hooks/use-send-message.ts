import type { Message, MessageAttachment } from '@quizarena/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { apiRefusalText } from '../../../lib/api-error-text';
import { sendMessage } from '../api/messages';
import { addToThread, showAsLast } from './cache';

export type Draft = {
  content: string;
  attachment: MessageAttachment | null;
  replyTo: Message | null;
};

/**
 * Sends optimistically: the message shows at once (held here, apart from the cached thread, so
 * a refetch cannot drop it) with a `client_id` the server echoes; the answer, or the socket's
 * copy, takes its place. A refused send removes it and says why in a toast (docs/DECISIONS.md).
 */
export function useSendMessage(conversationId: string, userId: string) {
  const { t } = useTranslation('messages');
  const queryClient = useQueryClient();
  const [pending, setPending] = useState<Message[]>([]);

  function send(draft: Draft, onFailed?: (draft: Draft) => void): void {
    const clientId = crypto.randomUUID();
    const { replyTo } = draft;
    const optimistic: Message = {
      id: clientId,
      conversation_id: conversationId,
      sender_id: userId,
      sender: null,
      content: draft.content,
      message_type: 'text',
      created_at: new Date().toISOString(),
      is_read: false,
      status: 'sent',
      reply_to: replyTo
        ? {
            id: replyTo.id,
            sender_name: replyTo.sender?.name ?? null,
            content: replyTo.content,
            removed: replyTo.removed,
          }
        : null,
      metadata: null,
      attachment: draft.attachment,
      client_id: clientId,
      removed: false,
      deleted: false,
    };
    setPending((held) => [...held, optimistic]);
    const settle = () => setPending((held) => held.filter((message) => message.id !== clientId));
    sendMessage({
      conversation_id: conversationId,
      content: draft.content,
      reply_to: replyTo?.id ?? null,
      attachment_id: draft.attachment?.id ?? null,
      client_id: clientId,
    }).then(
      (message) => {
        addToThread(queryClient, message);
        showAsLast(queryClient, message);
        settle();
      },
      (error: unknown) => {
        settle();
        toast.error(apiRefusalText(error, t('composer.sendFailed')));
        onFailed?.(draft);
      },
    );
  }

  return { pending, send };
}
