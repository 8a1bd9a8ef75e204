// What app/ composes outside the routed page: the profile page's relationship buttons, Social
// card and privacy choices, the sidebar's Online Now strip, and the friends read (the challenge
// dialog's choices) under the root every relationship change refreshes.
export { RelationshipActions } from './components/relationship-actions';
export { FriendsOverview } from './components/friends-overview';
export { SocialPrivacySettings } from './components/social-privacy-settings';
export { useOnlineFriends, type OnlineFriend } from './hooks/use-online-friends';
export { getFriends, RELATIONSHIP_READS } from './api/friends-queries';
