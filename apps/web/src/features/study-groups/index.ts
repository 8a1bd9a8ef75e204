// What app/ composes outside the routed pages: the reads and the chat the pages are handed.
export type { DataSource, NamedItem, StudyGroupsSources } from './sources';
export { GroupChatAside } from './components/group-chat-aside';
