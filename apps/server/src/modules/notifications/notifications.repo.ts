import { and, desc, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { notifications, notificationSettings, users } from '../../db/schema';
import { identityColumns } from '../auth';

async function rowsOf<T>(db: Db, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

export type NewNotification = {
  userId: string;
  kind: string;
  actorId: string | null;
  groupKey: string | null;
  data: unknown;
  at: Date;
  /** The kind's delivery until the player chose otherwise. */
  defaults: { in_app: boolean; email: boolean };
};

/**
 * Writes a notification as the player's preferences for its kind say, in one statement: nothing
 * when they want it neither in the app nor by email; an unread one with the same group key is
 * updated (count, data, time) instead of adding another. Answers the row, or undefined.
 */
export async function insertNotification(
  db: Db,
  n: NewNotification,
): Promise<{ id: string; inApp: boolean; inserted: boolean } | undefined> {
  const at = n.at.toISOString();
  const rows = await rowsOf<{ id: string; in_app: boolean; inserted: boolean }>(
    db,
    sql`
    with chosen as (
      select coalesce((s.kinds -> ${n.kind} ->> 'in_app')::boolean, ${n.defaults.in_app}) as in_app,
             coalesce((s.kinds -> ${n.kind} ->> 'email')::boolean, ${n.defaults.email})
               and s.email_enabled as email
      from ${notificationSettings} s where s.user_id = ${n.userId}
      union all
      select ${n.defaults.in_app}, ${n.defaults.email}
      where not exists (select 1 from ${notificationSettings} where user_id = ${n.userId})
    )
    insert into ${notifications}
      (user_id, kind, actor_id, group_key, data, count, created_at, updated_at, in_app, wants_email)
    select ${n.userId}, ${n.kind}, ${n.actorId}, ${n.groupKey}, ${JSON.stringify(n.data)}::jsonb, 1,
           ${at}::timestamptz, ${at}::timestamptz, chosen.in_app, chosen.email
    from chosen where chosen.in_app or chosen.email
    on conflict (user_id, group_key) where read_at is null and group_key is not null
    do update set count = ${notifications.count} + 1, data = excluded.data,
                  actor_id = excluded.actor_id, updated_at = excluded.updated_at
    returning id, in_app, (xmax = 0) as inserted`,
  );
  const row = rows[0];
  return row && { id: row.id, inApp: row.in_app, inserted: row.inserted };
}

const listColumns = {
  id: notifications.id,
  kind: notifications.kind,
  data: notifications.data,
  count: notifications.count,
  createdAt: notifications.createdAt,
  updatedAt: notifications.updatedAt,
  readAt: notifications.readAt,
  actorId: notifications.actorId,
  actor: { ...identityColumns, avatarUrl: users.avatarUrl },
};
export type NotificationRow = {
  id: string;
  kind: string;
  data: unknown;
  count: number;
  createdAt: Date;
  updatedAt: Date;
  readAt: Date | null;
  actorId: string | null;
  actor: {
    id: string;
    fullName: string;
    birthYear: number | null;
    organization: string | null;
    profileHidden: boolean;
    status: string;
    avatarUrl: string | null;
  } | null;
};

const shownTo = (userId: string) =>
  and(eq(notifications.userId, userId), eq(notifications.inApp, true));

/** One notification of the user's, with its actor. */
export async function findNotification(
  db: Db,
  userId: string,
  id: string,
): Promise<NotificationRow | undefined> {
  const [row] = await db
    .select(listColumns)
    .from(notifications)
    .leftJoin(users, eq(users.id, notifications.actorId))
    .where(and(shownTo(userId), eq(notifications.id, id)));
  return row as NotificationRow | undefined;
}

/** A page of the user's notifications: unread first, then the latest change first. */
export async function listNotifications(
  db: Db,
  userId: string,
  query: { limit: number; offset: number; unreadOnly: boolean; kind?: string | undefined },
): Promise<{ rows: NotificationRow[]; total: number }> {
  const where = and(
    shownTo(userId),
    query.unreadOnly ? isNull(notifications.readAt) : undefined,
    query.kind ? eq(notifications.kind, query.kind) : undefined,
  );
  const [rows, [counted]] = await Promise.all([
    db
      .select(listColumns)
      .from(notifications)
      .leftJoin(users, eq(users.id, notifications.actorId))
      .where(where)
      .orderBy(
        sql`${notifications.readAt} is null desc`,
        desc(notifications.updatedAt),
        desc(notifications.id),
      )
      .limit(query.limit)
      .offset(query.offset),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(notifications)
      .where(where),
  ]);
  return { rows: rows as NotificationRow[], total: counted?.total ?? 0 };
}

/** How many of the user's notifications are unread (the bell's badge). */
export async function unreadCount(db: Db, userId: string): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(notifications)
    .where(and(shownTo(userId), isNull(notifications.readAt)));
  return row?.count ?? 0;
}

/** Marks the user's own notifications read (these ids, or all); answers how many changed. */
export async function markRead(
  db: Db,
  userId: string,
  ids: string[] | 'all',
  at: Date,
): Promise<number> {
  const rows = await db
    .update(notifications)
    .set({ readAt: at })
    .where(
      and(
        eq(notifications.userId, userId),
        isNull(notifications.readAt),
        ids === 'all' ? undefined : inArray(notifications.id, ids),
      ),
    )
    .returning({ id: notifications.id });
  return rows.length;
}

/** Marks read the user's unread notification with this group key (a conversation read). */
export async function markGroupRead(
  db: Db,
  userId: string,
  groupKey: string,
  at: Date,
): Promise<boolean> {
  const rows = await db
    .update(notifications)
    .set({ readAt: at })
    .where(
      and(
        eq(notifications.userId, userId),
        eq(notifications.groupKey, groupKey),
        isNull(notifications.readAt),
      ),
    )
    .returning({ id: notifications.id });
  return rows.length > 0;
}

export type SettingsRow = { kinds: Record<string, unknown>; emailEnabled: boolean };

export async function findSettings(db: Db, userId: string): Promise<SettingsRow | undefined> {
  const [row] = await db
    .select({ kinds: notificationSettings.kinds, emailEnabled: notificationSettings.emailEnabled })
    .from(notificationSettings)
    .where(eq(notificationSettings.userId, userId));
  return (
    row && { kinds: (row.kinds ?? {}) as Record<string, unknown>, emailEnabled: row.emailEnabled }
  );
}

/** Merges the given kinds into the stored ones and sets the email switch when given. */
export async function saveSettings(
  db: Db,
  userId: string,
  change: { kinds?: Record<string, unknown>; emailEnabled?: boolean },
  at: Date,
): Promise<SettingsRow> {
  const kinds = JSON.stringify(change.kinds ?? {});
  const [row] = await db
    .insert(notificationSettings)
    .values({
      userId,
      kinds: sql`${kinds}::jsonb`,
      emailEnabled: change.emailEnabled ?? true,
      updatedAt: at,
    })
    .onConflictDoUpdate({
      target: notificationSettings.userId,
      set: {
        kinds: sql`${notificationSettings.kinds} || ${kinds}::jsonb`,
        ...(change.emailEnabled === undefined ? {} : { emailEnabled: change.emailEnabled }),
        updatedAt: at,
      },
    })
    .returning({
      kinds: notificationSettings.kinds,
      emailEnabled: notificationSettings.emailEnabled,
    });
  return { kinds: (row!.kinds ?? {}) as Record<string, unknown>, emailEnabled: row!.emailEnabled };
}
