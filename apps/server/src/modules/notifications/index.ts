export { registerNotificationsModule, NOTIFICATION_PUSH_HANDLER } from './notifications.module';
export { type NotificationsService, type NotifyInput } from './notifications.service';
export { type EmailDigest, unsubscribeToken } from './email-digest';
export { notificationsPersonalData } from './personal-data';
export { deleteOldNotifications, deleteReadNotifications } from './retention.repo';
