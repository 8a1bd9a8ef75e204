// What app/ composes outside the routed pages: the Challenge button (friend cards, profiles, a
// conversation's header), a conversation's challenge card, the shell's inbox listener, and the
// reads the dialog is handed (friends, categories, topics).
export type { ChallengeFriend, ChallengeSources, DataSource, NamedItem } from './sources';
export { ChallengeButton } from './components/challenge-button';
export { ChallengeTopicButton } from './components/challenge-topic-button';
export type { ChallengeTopic } from './components/challenge-dialog';
export { ChallengeMessageCard } from './components/challenge-message-card';
export { useChallengeEvents } from './hooks/use-challenge-events';
