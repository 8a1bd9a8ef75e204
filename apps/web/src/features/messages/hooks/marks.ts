import type { QueryClient } from '@tanstack/react-query';
import { markConversation } from '../api/conversations';
import { editConversation, storeUnreadTotal } from './cache';

/** Messages arriving together are acknowledged in one call after this quiet spell. */
export const MARK_DELAY_MS = 400;

type Pending = { timer: ReturnType<typeof setTimeout>; send: () => void };
// Per query client (one per app, one per test), so every listener shares one debounce: the
// page and the unread badge both acknowledge deliveries, and one call goes out.
const scheduled = new WeakMap<QueryClient, Map<string, Pending>>();

function schedule(
  queryClient: QueryClient,
  mark: 'read' | 'delivered',
  conversationId: string,
  upTo: string | undefined,
): void {
  let pending = scheduled.get(queryClient);
  if (!pending) scheduled.set(queryClient, (pending = new Map()));
  const key = `${mark}:${conversationId}`;
  const waiting = pending.get(key);
  if (waiting) clearTimeout(waiting.timer);
  const send = () => {
    pending.delete(key);
    markConversation(conversationId, mark, upTo).then(
      (answer) => {
        editConversation(queryClient, conversationId, (conversation) => ({
          ...conversation,
          unread_count: answer.unread_count,
        }));
        storeUnreadTotal(queryClient, answer.unread_total);
      },
      // A missed mark is made good by the next one; nothing to tell the reader.
      () => {},
    );
  };
  pending.set(key, { timer: setTimeout(send, MARK_DELAY_MS), send });
}

/** Sends every waiting mark now: the page that scheduled them is going away. */
export function flushMarks(queryClient: QueryClient): void {
  const pending = scheduled.get(queryClient);
  if (!pending) return;
  for (const { timer, send } of [...pending.values()]) {
    clearTimeout(timer);
    send();
  }
}

/** Tells the server a received message reached this device (debounced per conversation). */
export function acknowledgeDelivery(
  queryClient: QueryClient,
  conversationId: string,
  messageId: string,
): void {
  schedule(queryClient, 'delivered', conversationId, messageId);
}

/** Marks a conversation read, up to a message or all of it (debounced per conversation). */
export function acknowledgeRead(
  queryClient: QueryClient,
  conversationId: string,
  messageId?: string,
): void {
  schedule(queryClient, 'read', conversationId, messageId);
}
