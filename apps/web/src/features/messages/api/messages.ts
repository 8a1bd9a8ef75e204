import {
  MESSAGES_DEFAULT_LIMIT,
  messageResponseSchema,
  messagesResponseSchema,
  UPLOAD_FAILED_MESSAGE,
  type MessageAttachment,
  type SendMessageBody,
} from '@quizarena/contracts';
import { ApiError, apiFetch } from '../../../lib/api-client';
import { parseAnswer } from '../../../lib/parse-answer';
import { uploadFile } from '../../../lib/upload-file';

export type MessagesPage = Awaited<ReturnType<typeof getMessages>>;

/** GET .../messages: the newest page, or the one before a message (oldest first within it). */
export async function getMessages(
  conversationId: string,
  before: string | null,
  signal?: AbortSignal,
) {
  const query = new URLSearchParams({ limit: String(MESSAGES_DEFAULT_LIMIT) });
  if (before) query.set('before', before);
  const body = await apiFetch(
    `/api/social/conversations/${encodeURIComponent(conversationId)}/messages?${query}`,
    { signal },
  );
  return parseAnswer(messagesResponseSchema, body).data;
}

/** POST /api/social/messages. */
export async function sendMessage(body: Omit<SendMessageBody, 'message_type'>) {
  const answer = await apiFetch('/api/social/messages', { method: 'POST', body });
  return parseAnswer(messageResponseSchema, answer).data.message;
}

/** Stores a message attachment and answers it, to be sent once with `attachment_id`. */
export async function uploadAttachment(file: File): Promise<MessageAttachment> {
  const data = await uploadFile('messages', file);
  if (!data.attachment) throw new ApiError(UPLOAD_FAILED_MESSAGE);
  return data.attachment;
}
