// What app/ may compose outside the routed page: the unread count for a badge on Messages.
export { useUnreadMessagesCount } from './hooks/use-unread-messages-count';
