import type { ModuleContext } from '../../lib/module-context';
import { AppError } from '../../lib/app-error';
import type { RealtimeService } from '../realtime';
import { notificationRoutes } from './notifications.routes';
import { createNotificationsService, type NotificationsService } from './notifications.service';

/** The outbox handler that pushes a new notification (a stable name: never rename). */
export const NOTIFICATION_PUSH_HANDLER = 'notifications.push';

/**
 * Builds notifications, owns the `user:{id}:inbox` channels (only their user follows them),
 * pushes each new notification through the outbox, and adds the routes.
 */
export function registerNotificationsModule(
  ctx: ModuleContext,
  deps: { realtime: RealtimeService },
): NotificationsService {
  const notifications = createNotificationsService({
    db: ctx.database.db,
    clock: ctx.clock,
    outbox: ctx.outbox,
    publishToInbox: (userId, event) => deps.realtime.publish({ kind: 'user', userId }, event),
  });
  deps.realtime.registerOwner('user', {
    async authorize(user, channel) {
      // Someone else's inbox is not found rather than refused: ids are not to be probed.
      if (user.id !== channel.userId)
        throw AppError.notFound('Nothing is published on this channel');
    },
  });
  ctx.outbox.register(
    'notification.created',
    NOTIFICATION_PUSH_HANDLER,
    ({ userId, notificationId }, { tx }) => notifications.push(tx, userId, notificationId),
  );
  ctx.api.register(notificationRoutes, { notifications });
  return notifications;
}
