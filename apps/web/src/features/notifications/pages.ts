// The feature's routed pages, loaded lazily by the router so other pages do not pay for them.
export { NotificationsPage } from './pages/notifications-page';
export { NotificationSettingsPage } from './pages/notification-settings-page';
export { UnsubscribePage } from './pages/unsubscribe-page';
