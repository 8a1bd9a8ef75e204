// What app/ composes outside the routed page: the profile page's relationship buttons, Social
// card and privacy choices, and the sidebar's Online Now strip.
export { RelationshipActions } from './components/relationship-actions';
export { FriendsOverview } from './components/friends-overview';
export { SocialPrivacySettings } from './components/social-privacy-settings';
export { useOnlineFriends, type OnlineFriend } from './hooks/use-online-friends';
