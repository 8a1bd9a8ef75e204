// What app/ may compose outside the routed page: the unread count for a badge on Messages, the
// shape of what other features add to a thread (MessagesPage's `slots`),
// and one conversation embedded in another page (a study group's chat).
export { EmbeddedThread } from './components/embedded-thread';
export { useUnreadMessagesCount } from './hooks/use-unread-messages-count';
export type { ConversationPerson, MessageSlots } from './slots';
