// The feature's routed page, loaded lazily by the router so other pages do not pay for it.
export { FriendsPage } from './pages/friends-page';
export type { FriendActionsSlot } from './components/friends-list-tab';
