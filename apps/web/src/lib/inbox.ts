import { channelName, type InboxEvent } from '@quizarena/contracts';
import { useChannel } from './realtime';

/** The signed-in user's own channel: notifications, messages, receipts, relationship changes. */
export function inboxChannel(userId: string): string {
  return channelName({ kind: 'user', userId });
}

/**
 * Calls `onEvent` for every event on the user's inbox while mounted (null: listens to nothing).
 * Subscriptions are counted per channel by the realtime client, so every feature listening here
 * shares one subscription.
 */
export function useInboxEvents(userId: string | null, onEvent: (event: InboxEvent) => void): void {
  useChannel<InboxEvent>(userId ? inboxChannel(userId) : null, onEvent);
}
