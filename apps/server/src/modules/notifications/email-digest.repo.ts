import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { notifications, notificationSettings, users } from '../../db/schema';
import type { NotificationRow } from './notifications.repo';

async function rowsOf<T>(db: Db, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

/**
 * Players with a notification that wants email, is still unread after `unseenBefore`, was not
 * mailed, and whose last digest is older than `lastDigestBefore` (users is the auth module's
 * table: only active, verified addresses get mail).
 */
export async function playersDue(
  db: Db,
  at: { unseenBefore: Date; lastDigestBefore: Date },
  limit: number,
): Promise<string[]> {
  const rows = await rowsOf<{ user_id: string }>(
    db,
    sql`
    select distinct n.user_id from ${notifications} n
    join ${users} u on u.id = n.user_id and u.status = 'active' and u.email_verified_at is not null
    left join ${notificationSettings} s on s.user_id = n.user_id
    where n.wants_email and n.read_at is null and n.emailed_at is null
      and n.updated_at <= ${at.unseenBefore.toISOString()}::timestamptz
      and coalesce(s.email_enabled, true)
      and (s.last_digest_at is null or s.last_digest_at <= ${at.lastDigestBefore.toISOString()}::timestamptz)
    limit ${limit}`,
  );
  return rows.map((row) => row.user_id);
}

/**
 * Takes the player's digest slot for this hour: sets `last_digest_at` unless a digest went
 * since `lastDigestBefore`. Answers whether this caller got it, so two instances never both
 * mail the same player.
 */
export async function claimDigest(
  tx: Db,
  userId: string,
  now: Date,
  lastDigestBefore: Date,
): Promise<boolean> {
  const rows = await rowsOf<{ user_id: string }>(
    tx,
    sql`
    insert into ${notificationSettings} (user_id, last_digest_at, updated_at)
    values (${userId}, ${now.toISOString()}::timestamptz, ${now.toISOString()}::timestamptz)
    on conflict (user_id) do update set last_digest_at = excluded.last_digest_at
    where ${notificationSettings.emailEnabled}
      and (${notificationSettings.lastDigestAt} is null
        or ${notificationSettings.lastDigestAt} <= ${lastDigestBefore.toISOString()}::timestamptz)
    returning user_id`,
  );
  return rows.length > 0;
}

export type DigestRecipient = { email: string; fullName: string; locale: string | null };

export async function recipientOf(tx: Db, userId: string): Promise<DigestRecipient | undefined> {
  const rows = await rowsOf<{ email: string; full_name: string; locale: string | null }>(
    tx,
    sql`select email, full_name, locale from ${users} where id = ${userId}`,
  );
  const row = rows[0];
  return row && { email: row.email, fullName: row.full_name, locale: row.locale };
}

/**
 * Marks the player's due notifications mailed and answers them (newest first, with their actors)
 * and how many there are in all.
 */
export function takeDueNotifications(
  tx: Db,
  userId: string,
  unseenBefore: Date,
  now: Date,
): Promise<NotificationRow[]> {
  return takeNotifications(
    tx,
    userId,
    sql`updated_at <= ${unseenBefore.toISOString()}::timestamptz`,
    now,
  );
}

/**
 * Marks one notification mailed and answers it, when it is of one of `kinds` and was neither
 * read nor mailed already.
 */
export function takeNotification(
  tx: Db,
  userId: string,
  which: { id: string; kinds: readonly string[] },
  now: Date,
): Promise<NotificationRow[]> {
  if (which.kinds.length === 0) return Promise.resolve([]);
  const kinds = sql.join(
    which.kinds.map((kind) => sql`${kind}`),
    sql`, `,
  );
  return takeNotifications(tx, userId, sql`id = ${which.id} and kind in (${kinds})`, now);
}

/** Whether the player gets notification email at all (active, verified, not switched off). */
export async function mailable(tx: Db, userId: string): Promise<boolean> {
  const rows = await rowsOf<{ user_id: string }>(
    tx,
    sql`
    select u.id as user_id from ${users} u
    left join ${notificationSettings} s on s.user_id = u.id
    where u.id = ${userId} and u.status = 'active' and u.email_verified_at is not null
      and coalesce(s.email_enabled, true)`,
  );
  return rows.length > 0;
}

async function takeNotifications(
  tx: Db,
  userId: string,
  which: SQL,
  now: Date,
): Promise<NotificationRow[]> {
  const rows = await rowsOf<{
    id: string;
    kind: string;
    data: unknown;
    count: number;
    created_at: string;
    updated_at: string;
    actor_id: string | null;
    actor_full_name: string | null;
    actor_birth_year: number | null;
    actor_organization: string | null;
    actor_profile_hidden: boolean | null;
    actor_status: string | null;
    actor_avatar_url: string | null;
  }>(
    tx,
    sql`
    with due as (
      update ${notifications} set emailed_at = ${now.toISOString()}::timestamptz
      where user_id = ${userId} and wants_email and read_at is null and emailed_at is null
        and ${which}
      returning id, kind, data, count, created_at, updated_at, actor_id
    )
    select due.*, a.full_name as actor_full_name, a.birth_year as actor_birth_year,
           a.organization as actor_organization, a.profile_hidden as actor_profile_hidden,
           a.status as actor_status, a.avatar_url as actor_avatar_url
    from due left join ${users} a on a.id = due.actor_id
    order by due.updated_at desc`,
  );
  return rows.map((row) => ({
    id: row.id,
    kind: row.kind,
    data: row.data,
    count: row.count,
    createdAt: new Date(row.created_at),
    updatedAt: new Date(row.updated_at),
    readAt: null,
    actorId: row.actor_id,
    actor:
      row.actor_id && row.actor_full_name !== null
        ? {
            id: row.actor_id,
            fullName: row.actor_full_name,
            birthYear: row.actor_birth_year,
            organization: row.actor_organization,
            profileHidden: row.actor_profile_hidden ?? false,
            status: row.actor_status ?? 'banned',
            avatarUrl: row.actor_avatar_url,
          }
        : null,
  }));
}

/** Turns every notification email off for the player (an unsubscribe link). */
export async function disableEmail(db: Db, userId: string, now: Date): Promise<boolean> {
  const rows = await rowsOf<{ user_id: string }>(
    db,
    sql`
    insert into ${notificationSettings} (user_id, email_enabled, updated_at)
    select ${userId}, false, ${now.toISOString()}::timestamptz
    where exists (select 1 from ${users} where id = ${userId})
    on conflict (user_id) do update set email_enabled = false, updated_at = excluded.updated_at
    returning user_id`,
  );
  return rows.length > 0;
}
