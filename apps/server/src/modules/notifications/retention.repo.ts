import { and, isNotNull, lt } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { deleteBatch } from '../../lib/delete-batch';
import { notifications } from '../../db/schema';

/** Notifications the player read before `cutoff`. */
export const deleteReadNotifications = (db: Db, cutoff: Date, limit: number) =>
  deleteBatch(
    db,
    notifications,
    notifications.id,
    and(isNotNull(notifications.readAt), lt(notifications.readAt, cutoff)),
    limit,
  );

/** Notifications, read or not, that last changed before `cutoff`. */
export const deleteOldNotifications = (db: Db, cutoff: Date, limit: number) =>
  deleteBatch(db, notifications, notifications.id, lt(notifications.updatedAt, cutoff), limit);
