import { eq } from 'drizzle-orm';
import { notificationSettings, notifications } from '../../db/schema';
import { rowsOfPerson, type PersonalDataPart } from '../../lib/personal-data';

/** Notifications the person received (not those their actions sent to others) and settings. */
export const notificationsPersonalData: PersonalDataPart = {
  module: 'notifications',
  describes: 'The notifications you received and your notification settings',
  tables: ['notifications', 'notification_settings'],
  async export(db, userId) {
    const rows = await rowsOfPerson(db, notifications, notifications.userId, userId);
    return {
      // A message notification previews the other person's words: theirs, so left out.
      notifications: rows.map((row) =>
        row.kind === 'message_received' ? { ...row, data: withoutPreview(row.data) } : row,
      ),
      settings: await rowsOfPerson(db, notificationSettings, notificationSettings.userId, userId),
    };
  },
  /**
   * Their own cascade. Notifications their actions sent to others name them (actor, name,
   * a message's preview): those go too.
   */
  async erase(tx, userId) {
    await tx.delete(notifications).where(eq(notifications.actorId, userId));
  },
};

function withoutPreview(data: unknown): unknown {
  if (!data || typeof data !== 'object') return data;
  const { preview: _, ...rest } = data as Record<string, unknown>;
  return rest;
}
