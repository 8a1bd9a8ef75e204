import {
  MAIL_AT_ONCE_KINDS,
  NOTIFICATION_DEFAULTS,
  NOTIFICATION_KINDS,
  type InboxEvent,
  type Notification,
  type NotificationData,
  type NotificationKind,
  type NotificationPreferences,
  type NotificationPreferencesBody,
  type NotificationsQuery,
} from '@quizarena/contracts';
import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';
import type { Outbox } from '../../lib/outbox';
import { toNotificationDto } from './notifications.dto';
import * as repo from './notifications.repo';

/** What a feature hands over to notify a player; `kind` decides the shape of `data`. */
export type NotifyInput<K extends NotificationKind = NotificationKind> = {
  userId: string;
  kind: K;
  data: NotificationData<K>;
  /** Whoever caused it (shown with it); null for the system. */
  actorId?: string | null;
  /** While one with this key is unread, another is folded into it (one per conversation). */
  groupKey?: string;
};

/**
 * The one notifications module: every feature notifies through `notify(tx, ...)` inside the
 * transaction of what caused it, so a notification exists exactly when its cause does; the
 * outbox then pushes it to the player's inbox channel after the commit (docs/ARCHITECTURE.md,
 * Notifications).
 */
export function createNotificationsService(deps: {
  db: Db;
  clock: Clock;
  outbox: Pick<Outbox, 'write'>;
  /** Sends an event to the user's own inbox channel on every instance. */
  publishToInbox: (userId: string, event: InboxEvent) => void;
}) {
  const { db, clock, outbox, publishToInbox } = deps;
  const year = () => clock.now().getUTCFullYear();

  const preferencesFrom = (row: repo.SettingsRow | undefined): NotificationPreferences => {
    const kinds = {} as NotificationPreferences['kinds'];
    for (const kind of NOTIFICATION_KINDS) {
      const stored = row?.kinds[kind] as Partial<{ in_app: boolean; email: boolean }> | undefined;
      kinds[kind] = {
        in_app: stored?.in_app ?? NOTIFICATION_DEFAULTS[kind].in_app,
        email: stored?.email ?? NOTIFICATION_DEFAULTS[kind].email,
      };
    }
    return { kinds, email_enabled: row?.emailEnabled ?? true };
  };

  return {
    /**
     * Notifies a player inside the caller's transaction `tx`, as their preferences for the kind
     * say. A new notification shown in the app is pushed to their inbox after the commit (the
     * outbox); one folded into an unread notification of the same group is not pushed again,
     * since what caused it (a message) reaches the inbox by its own event. Answers whether it
     * wrote an outbox delivery: the caller pokes the outbox after its commit if so.
     */
    async notify<K extends NotificationKind>(tx: Db, input: NotifyInput<K>): Promise<boolean> {
      if (input.actorId === input.userId) return false;
      const written = await repo.insertNotification(tx, {
        userId: input.userId,
        kind: input.kind,
        actorId: input.actorId ?? null,
        groupKey: input.groupKey ?? null,
        data: input.data,
        at: clock.now(),
        defaults: NOTIFICATION_DEFAULTS[input.kind],
      });
      if (!written?.inserted) return false;
      // Shown in the app: pushed; else only a kind mailed at once has anything left to do
      // (the push skips a notification the app does not show).
      if (!written.inApp && !MAIL_AT_ONCE_KINDS.includes(input.kind)) return false;
      return outbox.write(tx, 'notification.created', {
        userId: input.userId,
        notificationId: written.id,
      });
    },

    /** Pushes a stored notification and the new unread count to its reader (the outbox's job). */
    async push(tx: Db, userId: string, notificationId: string): Promise<void> {
      const row = await repo.findNotification(tx, userId, notificationId);
      const notification = row && toNotificationDto(row, year());
      // Read or gone by now: the reader's lists are already right without it.
      if (!notification || notification.is_read) return;
      const unread = await repo.unreadCount(tx, userId);
      publishToInbox(userId, { type: 'notification', notification, unread_count: unread });
    },

    /** A page of the caller's notifications, unread first, and their unread count. */
    async list(
      userId: string,
      query: NotificationsQuery,
    ): Promise<{ notifications: Notification[]; unread_count: number; total: number }> {
      const [{ rows, total }, unread] = await Promise.all([
        repo.listNotifications(db, userId, {
          limit: query.limit,
          offset: query.offset,
          unreadOnly: query.filter === 'unread',
          kind: query.kind,
        }),
        repo.unreadCount(db, userId),
      ]);
      const notifications = rows
        .map((row) => toNotificationDto(row, year()))
        .filter((dto): dto is Notification => dto !== null);
      return { notifications, unread_count: unread, total };
    },

    /**
     * Marks the caller's notifications read (ids that are not theirs change nothing) and tells
     * their other tabs the new count.
     */
    async markRead(userId: string, ids: string[] | 'all') {
      const updated = await repo.markRead(db, userId, ids, clock.now());
      const unread = await repo.unreadCount(db, userId);
      if (updated > 0) publishToInbox(userId, { type: 'notifications_read', unread_count: unread });
      return { updated, unread_count: unread };
    },

    /**
     * Marks read, inside `tx`, the player's unread notification of a group (a conversation they
     * just read); answers whether one was. The caller tells the inbox after its commit.
     */
    markGroupRead: (tx: Db, userId: string, groupKey: string) =>
      repo.markGroupRead(tx, userId, groupKey, clock.now()),

    /** The unread count, for a caller that changed it and tells the inbox. */
    unreadCount: (userId: string) => repo.unreadCount(db, userId),

    async preferences(userId: string): Promise<NotificationPreferences> {
      return preferencesFrom(await repo.findSettings(db, userId));
    },

    async savePreferences(
      userId: string,
      body: NotificationPreferencesBody,
    ): Promise<NotificationPreferences> {
      const saved = await repo.saveSettings(
        db,
        userId,
        { kinds: body.kinds, emailEnabled: body.email_enabled },
        clock.now(),
      );
      return preferencesFrom(saved);
    },

    publishToInbox,
  };
}
export type NotificationsService = ReturnType<typeof createNotificationsService>;
