import {
  HIDDEN_PLAYER_NAME,
  isPossibleMinor,
  notificationSchema,
  shortName,
  type Notification,
} from '@quizarena/contracts';
import type { NotificationRow } from './notifications.repo';

/**
 * A stored notification as its reader sees it. The actor acted toward the reader (asked to be
 * friends, wrote to them), so a hidden profile still shows its name here; a possible minor
 * shows the short name and no picture, and a disabled account neither (docs/PRIVACY.md).
 * Data that no longer fits its kind's schema (a kind's data changed since) is dropped.
 */
export function toNotificationDto(row: NotificationRow, currentYear: number): Notification | null {
  const actor = row.actor;
  let shown: Notification['actor'] = null;
  if (actor) {
    const active = actor.status === 'active';
    const minor = isPossibleMinor(actor.birthYear, currentYear);
    shown = {
      user_id: active ? actor.id : null,
      name: !active ? HIDDEN_PLAYER_NAME : minor ? shortName(actor.fullName) : actor.fullName,
      avatar_url: active && !minor ? actor.avatarUrl : null,
    };
  }
  const data =
    row.kind === 'message_received'
      ? { ...(row.data as object), message_count: row.count }
      : row.data;
  const parsed = notificationSchema.safeParse({
    id: row.id,
    kind: row.kind,
    actor: shown,
    data,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
    is_read: row.readAt !== null,
    read_at: row.readAt?.toISOString() ?? null,
  });
  return parsed.success ? parsed.data : null;
}
