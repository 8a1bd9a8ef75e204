import type { ModuleContext } from '../../lib/module-context';
import { AppError } from '../../lib/app-error';
import type { RealtimeService } from '../realtime';
import { createEmailDigest, type EmailDigest } from './email-digest';
import { notificationRoutes } from './notifications.routes';
import { unsubscribeRoutes } from './unsubscribe.routes';
import { createNotificationsService, type NotificationsService } from './notifications.service';

/** The outbox handler that pushes a new notification (a stable name: never rename). */
export const NOTIFICATION_PUSH_HANDLER = 'notifications.push';
/** The outbox handler that mails a notification that will not wait for the digest. */
export const NOTIFICATION_MAIL_NOW_HANDLER = 'notifications.mail-now';

/** How often an instance looks for digests that are due; tests run rounds by hand. */
const DIGEST_ROUND_MS = 60_000;

/**
 * Builds notifications, owns the `user:{id}:inbox` channels (only their user follows them),
 * pushes each new notification through the outbox, and adds the routes.
 */
export function registerNotificationsModule(
  ctx: ModuleContext,
  deps: {
    realtime: RealtimeService;
    /** How often to look for due digests; null never looks (tests run rounds by hand). */
    digestRoundMs?: number | null;
  },
): NotificationsService & { digest: EmailDigest } {
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

  const digest = createEmailDigest({
    db: ctx.database.db,
    clock: ctx.clock,
    mailer: ctx.mailer,
    i18n: ctx.i18n,
    links: ctx.links,
    publicUrl: ctx.publicUrl,
    onError: (message, error) => ctx.app.log.error({ err: error }, message),
  });
  ctx.api.register(unsubscribeRoutes, { digest });
  ctx.outbox.register(
    'notification.created',
    NOTIFICATION_MAIL_NOW_HANDLER,
    async ({ userId, notificationId }, { tx }) => {
      await digest.mailNow(tx, userId, notificationId);
    },
  );
  // The scheduler runs the round on one instance at a time; the claim in each digest's
  // transaction would keep two rounds from both mailing anyway.
  const roundMs = deps.digestRoundMs === undefined ? DIGEST_ROUND_MS : deps.digestRoundMs;
  if (roundMs !== null)
    ctx.scheduler.every('notifications.digest', roundMs, () => digest.runOnce());
  return Object.assign(notifications, { digest });
}
