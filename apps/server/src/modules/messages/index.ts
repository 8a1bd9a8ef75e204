export { registerMessagesModule } from './messages.module';
export { type MessagesService } from './messages.service';
export { maskRudeWords } from './word-filter';
export {
  type ChallengeMessages,
  type ChallengeMetadata,
  type PostedChallenge,
} from './challenge-messages';
export { type GroupChat, type GroupChatLine, type AfterCommit } from './group-chat';
export { type ModeratedMessages, type StaffLine } from './moderated-messages';
export { messagesPersonalData } from './personal-data';
