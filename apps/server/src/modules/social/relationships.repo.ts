import { and, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { friendRequests, friendships, socialSettings, userBlocks, users } from '../../db/schema';

async function rowsOf<T>(db: Db, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

/** Everything that decides how two players stand, read in one statement. */
export type PairFacts = {
  friends: boolean;
  /** `a` asked `b` and `b` has not answered. */
  requestSent: boolean;
  /** `b` asked `a`. */
  requestReceived: boolean;
  /** `a` blocked `b`. */
  blockedByA: boolean;
  /** `b` blocked `a`. */
  blockedByB: boolean;
};

/** How `a` and `b` stand, from both sides. */
export async function pairFacts(db: Db, a: string, b: string): Promise<PairFacts> {
  const rows = await rowsOf<{
    friends: boolean;
    request_sent: boolean;
    request_received: boolean;
    blocked_by_a: boolean;
    blocked_by_b: boolean;
  }>(
    db,
    sql`
    select
      exists (select 1 from ${friendships} where user_id = ${a} and friend_id = ${b}) as friends,
      exists (select 1 from ${friendRequests} where sender_id = ${a} and receiver_id = ${b}) as request_sent,
      exists (select 1 from ${friendRequests} where sender_id = ${b} and receiver_id = ${a}) as request_received,
      exists (select 1 from ${userBlocks} where blocker_id = ${a} and blocked_id = ${b}) as blocked_by_a,
      exists (select 1 from ${userBlocks} where blocker_id = ${b} and blocked_id = ${a}) as blocked_by_b`,
  );
  const row = rows[0]!;
  return {
    friends: row.friends,
    requestSent: row.request_sent,
    requestReceived: row.request_received,
    blockedByA: row.blocked_by_a,
    blockedByB: row.blocked_by_b,
  };
}

/** Whether either of the two blocked the other. */
export async function blockedEitherWay(db: Db, a: string, b: string): Promise<boolean> {
  const [row] = await db
    .select({ one: sql<number>`1` })
    .from(userBlocks)
    .where(
      or(
        and(eq(userBlocks.blockerId, a), eq(userBlocks.blockedId, b)),
        and(eq(userBlocks.blockerId, b), eq(userBlocks.blockedId, a)),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/** Every block between two of these users, as [blocker, blocked]. */
export async function blocksAmong(db: Db, userIds: readonly string[]): Promise<[string, string][]> {
  if (userIds.length < 2) return [];
  const rows = await db
    .select({ blocker: userBlocks.blockerId, blocked: userBlocks.blockedId })
    .from(userBlocks)
    .where(
      and(inArray(userBlocks.blockerId, [...userIds]), inArray(userBlocks.blockedId, [...userIds])),
    );
  return rows.map((row) => [row.blocker, row.blocked]);
}

/** The ids of the user's friends. */
export async function friendIdsOf(db: Db, userId: string): Promise<string[]> {
  const rows = await db
    .select({ id: friendships.friendId })
    .from(friendships)
    .where(eq(friendships.userId, userId));
  return rows.map((row) => row.id);
}

/** How many friends the user has. */
export async function friendCountOf(db: Db, userId: string): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(friendships)
    .where(eq(friendships.userId, userId));
  return row?.count ?? 0;
}

/** Whether `a` and `b` have a friend in common. */
export async function shareAFriend(db: Db, a: string, b: string): Promise<boolean> {
  const rows = await rowsOf<{ shared: boolean }>(
    db,
    sql`
    select exists (
      select 1 from ${friendships} mine
      join ${friendships} theirs on theirs.friend_id = mine.friend_id and theirs.user_id = ${b}
      where mine.user_id = ${a}
    ) as shared`,
  );
  return rows[0]?.shared ?? false;
}

export type SettingsRow = { friendRequestsFrom: string; messagesFrom: string };

/** The reach settings of a user who never chose. */
const DEFAULT_SETTINGS: SettingsRow = { friendRequestsFrom: 'everyone', messagesFrom: 'friends' };

/** What decides whether `sender` may message `recipient`, read in one statement. */
export type MessagingFacts = {
  /** Undefined when the recipient is gone (no such user, or not active). */
  birthYear: number | null | undefined;
  friends: boolean;
  blockedEitherWay: boolean;
  messagesFrom: string;
};

/** The facts of a message from `sender` to `recipient` (a send checks them every time). */
export async function messagingFacts(
  db: Db,
  sender: string,
  recipient: string,
): Promise<MessagingFacts> {
  // users is the auth module's table (see birthYearOf below).
  const rows = await rowsOf<{
    birth_year: number | null;
    active: boolean;
    messages_from: string | null;
    friends: boolean;
    blocked: boolean;
  }>(
    db,
    sql`
    select u.birth_year, u.status = 'active' as active, s.messages_from,
      exists (select 1 from ${friendships} where user_id = ${sender} and friend_id = ${recipient}) as friends,
      exists (
        select 1 from ${userBlocks}
        where (blocker_id = ${sender} and blocked_id = ${recipient})
           or (blocker_id = ${recipient} and blocked_id = ${sender})
      ) as blocked
    from ${users} u left join ${socialSettings} s on s.user_id = u.id
    where u.id = ${recipient}`,
  );
  const row = rows[0];
  return {
    birthYear: row?.active ? row.birth_year : undefined,
    friends: row?.friends ?? false,
    blockedEitherWay: row?.blocked ?? false,
    messagesFrom: row?.messages_from ?? DEFAULT_SETTINGS.messagesFrom,
  };
}

/** The user's reach settings (the defaults when they never chose). */
export async function settingsOf(db: Db, userId: string): Promise<SettingsRow> {
  const [row] = await db
    .select({
      friendRequestsFrom: socialSettings.friendRequestsFrom,
      messagesFrom: socialSettings.messagesFrom,
    })
    .from(socialSettings)
    .where(eq(socialSettings.userId, userId));
  return row ?? DEFAULT_SETTINGS;
}

/** How far a player may be reached: what the under-16 and hidden-profile rules read. */
export type Reach = { birthYear: number | null; profileHidden: boolean; active: boolean };

/** The reach facts of a user, or undefined when there is no such user. */
export async function reachOf(db: Db, userId: string): Promise<Reach | undefined> {
  // users is the auth module's table (see birthYearOf below).
  const [row] = await db
    .select({ birthYear: users.birthYear, status: users.status, hidden: users.profileHidden })
    .from(users)
    .where(eq(users.id, userId));
  return (
    row && { birthYear: row.birthYear, profileHidden: row.hidden, active: row.status === 'active' }
  );
}

/** The advisory lock class of a pair of players (the two-key form keeps it apart from others). */
const PAIR_LOCK_CLASS = 16_016;

/**
 * Serialises every change between `a` and `b` (in either order) until the transaction ends, so
 * two requests crossing, an accept racing a block, or a double click each see the other's
 * outcome. A pair lock rather than row locks: the rows that matter may not exist yet.
 */
export async function lockPair(tx: Db, a: string, b: string): Promise<void> {
  const key = a < b ? `${a}:${b}` : `${b}:${a}`;
  await tx.execute(sql`select pg_advisory_xact_lock(${PAIR_LOCK_CLASS}, hashtext(${key}))`);
}

/** The birth year of each user that exists, for the under-16 rules. */
export async function birthYearOf(db: Db, userId: string): Promise<number | null | undefined> {
  // users is the auth module's table; this one column read is listed in docs/ARCHITECTURE.md
  // (Table ownership) among the reads that cross a boundary.
  const [row] = await db
    .select({ birthYear: users.birthYear, status: users.status })
    .from(users)
    .where(eq(users.id, userId));
  if (!row || row.status !== 'active') return undefined;
  return row.birthYear;
}
