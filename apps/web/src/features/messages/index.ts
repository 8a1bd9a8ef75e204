// What app/ may compose outside the routed page: the unread count for a badge on Messages, and
// the shape of what other features add to a thread (MessagesPage's `slots`).
export { useUnreadMessagesCount } from './hooks/use-unread-messages-count';
export type { ConversationPerson, MessageSlots } from './slots';
