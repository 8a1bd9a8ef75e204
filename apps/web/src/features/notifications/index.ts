// What app/ composes outside the routed pages: the top bar's bell, which also keeps the
// notifications live from the user's inbox.
export { NotificationBell } from './components/notification-bell';
