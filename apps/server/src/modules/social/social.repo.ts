import { and, asc, desc, eq, or, sql, type SQL } from 'drizzle-orm';
import type { BrowseSort } from '@quizarena/contracts';
import type { Db } from '../../db/client';
import {
  friendRequests,
  friendships,
  ledgerAccounts,
  socialSettings,
  userBlocks,
  users,
  userStats,
} from '../../db/schema';
import { identityColumns, type toIdentityInput } from '../auth';

// Lists join auth's `users`, the ledger's `ledger_accounts` (balance) and scoring's `user_stats`
// (games played) by key, for names, points and sorting in one statement; these reads are listed
// in docs/ARCHITECTURE.md (Table ownership) among those that cross a boundary.

/** A player as the social lists read them: the identity rule's columns, picture and points. */
export type PlayerRow = Parameters<typeof toIdentityInput>[0] & {
  avatarUrl: string | null;
  balance: number;
};

const playerColumns = {
  ...identityColumns,
  avatarUrl: users.avatarUrl,
  balance: sql<number>`coalesce(${ledgerAccounts.balance}, 0)`.mapWith(Number),
};

// Requests, friends and blocks -------------------------------------------------------------------

/** Stores `sender`'s request to `receiver`. */
export async function insertRequest(tx: Db, sender: string, receiver: string, at: Date) {
  await tx.insert(friendRequests).values({ senderId: sender, receiverId: receiver, createdAt: at });
}

/** Deletes `sender`'s request to `receiver`; answers whether there was one. */
export async function deleteRequest(tx: Db, sender: string, receiver: string): Promise<boolean> {
  const rows = await tx
    .delete(friendRequests)
    .where(and(eq(friendRequests.senderId, sender), eq(friendRequests.receiverId, receiver)))
    .returning({ id: friendRequests.id });
  return rows.length > 0;
}

/** Deletes the requests between the two, both ways. */
export async function deleteRequestsBetween(tx: Db, a: string, b: string): Promise<void> {
  await tx
    .delete(friendRequests)
    .where(
      or(
        and(eq(friendRequests.senderId, a), eq(friendRequests.receiverId, b)),
        and(eq(friendRequests.senderId, b), eq(friendRequests.receiverId, a)),
      ),
    );
}

/** Makes the two friends: one row each way. */
export async function insertFriendship(tx: Db, a: string, b: string, at: Date): Promise<void> {
  await tx
    .insert(friendships)
    .values([
      { userId: a, friendId: b, createdAt: at },
      { userId: b, friendId: a, createdAt: at },
    ])
    .onConflictDoNothing();
}

/** Ends the friendship, both rows; answers whether there was one. */
export async function deleteFriendship(tx: Db, a: string, b: string): Promise<boolean> {
  const rows = await tx
    .delete(friendships)
    .where(
      or(
        and(eq(friendships.userId, a), eq(friendships.friendId, b)),
        and(eq(friendships.userId, b), eq(friendships.friendId, a)),
      ),
    )
    .returning({ userId: friendships.userId });
  return rows.length > 0;
}

/** `blocker` blocks `blocked` (again: the reason is replaced, the date kept). */
export async function upsertBlock(
  tx: Db,
  blocker: string,
  blocked: string,
  reason: string | null,
  at: Date,
): Promise<void> {
  await tx
    .insert(userBlocks)
    .values({ blockerId: blocker, blockedId: blocked, reason, createdAt: at })
    .onConflictDoUpdate({
      target: [userBlocks.blockerId, userBlocks.blockedId],
      set: { reason },
    });
}

/** Lifts `blocker`'s block of `blocked`; answers whether there was one. */
export async function deleteBlock(tx: Db, blocker: string, blocked: string): Promise<boolean> {
  const rows = await tx
    .delete(userBlocks)
    .where(and(eq(userBlocks.blockerId, blocker), eq(userBlocks.blockedId, blocked)))
    .returning({ blockerId: userBlocks.blockerId });
  return rows.length > 0;
}

/** Saves the user's reach settings (the fields given), answering them all. */
export async function saveSettings(
  db: Db,
  userId: string,
  change: { friendRequestsFrom?: string | undefined; messagesFrom?: string | undefined },
  at: Date,
): Promise<{ friendRequestsFrom: string; messagesFrom: string }> {
  const set = Object.fromEntries(
    Object.entries(change).filter(([, value]) => value !== undefined),
  ) as { friendRequestsFrom?: string; messagesFrom?: string };
  const [row] = await db
    .insert(socialSettings)
    .values({ userId, ...set, updatedAt: at })
    .onConflictDoUpdate({ target: socialSettings.userId, set: { ...set, updatedAt: at } })
    .returning({
      friendRequestsFrom: socialSettings.friendRequestsFrom,
      messagesFrom: socialSettings.messagesFrom,
    });
  return row!;
}

// Lists of the caller's own ----------------------------------------------------------------------

export type FriendRow = PlayerRow & { becameFriendsAt: Date };

/** A page of the user's friends (active accounts), by name, and how many there are. */
export async function friendsOf(
  db: Db,
  userId: string,
  page: { limit: number; offset: number },
): Promise<{ rows: FriendRow[]; total: number }> {
  const where = and(eq(friendships.userId, userId), eq(users.status, 'active'));
  const [rows, [counted]] = await Promise.all([
    db
      .select({ ...playerColumns, becameFriendsAt: friendships.createdAt })
      .from(friendships)
      .innerJoin(users, eq(users.id, friendships.friendId))
      .leftJoin(ledgerAccounts, eq(ledgerAccounts.userId, users.id))
      .where(where)
      .orderBy(sql`lower(${users.fullName})`, asc(users.id))
      .limit(page.limit)
      .offset(page.offset),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(friendships)
      .innerJoin(users, eq(users.id, friendships.friendId))
      .where(where),
  ]);
  return { rows, total: counted?.total ?? 0 };
}

export type RequestRow = {
  id: string;
  senderId: string;
  receiverId: string;
  createdAt: Date;
  other: PlayerRow;
};

/**
 * The user's waiting requests, newest first: those received (`other` is the sender) or sent
 * (`other` is the receiver), from and to active accounts, at most `limit`.
 */
export async function requestsOf(
  db: Db,
  userId: string,
  direction: 'received' | 'sent',
  limit: number,
): Promise<RequestRow[]> {
  const mine = direction === 'received' ? friendRequests.receiverId : friendRequests.senderId;
  const theirs = direction === 'received' ? friendRequests.senderId : friendRequests.receiverId;
  const rows = await db
    .select({
      id: friendRequests.id,
      senderId: friendRequests.senderId,
      receiverId: friendRequests.receiverId,
      createdAt: friendRequests.createdAt,
      other: playerColumns,
    })
    .from(friendRequests)
    .innerJoin(users, eq(users.id, theirs))
    .leftJoin(ledgerAccounts, eq(ledgerAccounts.userId, users.id))
    .where(and(eq(mine, userId), eq(users.status, 'active')))
    .orderBy(desc(friendRequests.createdAt), desc(friendRequests.id))
    .limit(limit);
  return rows;
}

export type BlockRow = {
  blockedId: string;
  createdAt: Date;
  reason: string | null;
  other: PlayerRow;
};

/** The players the user blocked, newest first, at most `limit`. */
export async function blocksOf(db: Db, userId: string, limit: number): Promise<BlockRow[]> {
  return db
    .select({
      blockedId: userBlocks.blockedId,
      createdAt: userBlocks.createdAt,
      reason: userBlocks.reason,
      other: playerColumns,
    })
    .from(userBlocks)
    .innerJoin(users, eq(users.id, userBlocks.blockedId))
    .leftJoin(ledgerAccounts, eq(ledgerAccounts.userId, users.id))
    .where(eq(userBlocks.blockerId, userId))
    .orderBy(desc(userBlocks.createdAt), asc(userBlocks.blockedId))
    .limit(limit);
}

// Finding players --------------------------------------------------------------------------------

/** A player found by search or browse, with how the viewer stands with them. */
export type FoundRow = PlayerRow & {
  gamesPlayed: number;
  friends: boolean;
  requestSent: boolean;
  requestReceived: boolean;
};

/**
 * Who `viewer` may find (docs/PRIVACY.md): active accounts but their own, neither blocking the
 * other, and, unless they are friends, neither a hidden profile nor a possible minor (a birth
 * year from `minorFrom` on). Reads the viewer's friendship row joined as `friendships`.
 */
function findableBy(viewer: string, minorFrom: number): SQL {
  return and(
    sql`${users.id} <> ${viewer}`,
    eq(users.status, 'active'),
    sql`not exists (select 1 from ${userBlocks} b where b.blocker_id = ${users.id} and b.blocked_id = ${viewer})`,
    sql`not exists (select 1 from ${userBlocks} b where b.blocker_id = ${viewer} and b.blocked_id = ${users.id})`,
    sql`(${friendships.userId} is not null or (not ${users.profileHidden} and (${users.birthYear} is null or ${users.birthYear} < ${minorFrom})))`,
  )!;
}

function foundQuery(db: Db, viewer: string) {
  return db
    .select({
      ...playerColumns,
      gamesPlayed: sql<number>`coalesce(${userStats.gamesPlayed}, 0)`.mapWith(Number),
      friends: sql<boolean>`${friendships.userId} is not null`,
      requestSent: sql<boolean>`exists (select 1 from ${friendRequests} r where r.sender_id = ${viewer} and r.receiver_id = ${users.id})`,
      requestReceived: sql<boolean>`exists (select 1 from ${friendRequests} r where r.sender_id = ${users.id} and r.receiver_id = ${viewer})`,
    })
    .from(users)
    .leftJoin(friendships, and(eq(friendships.userId, viewer), eq(friendships.friendId, users.id)))
    .leftJoin(ledgerAccounts, eq(ledgerAccounts.userId, users.id))
    .leftJoin(userStats, eq(userStats.userId, users.id));
}

/** `text` as a LIKE pattern that matches it literally. */
function literalPattern(text: string): string {
  return text.replace(/[\\%_]/g, (char) => `\\${char}`);
}

/**
 * Players `viewer` may find whose full name contains `query`, case-insensitively: names that
 * start with it first, then by name; at most `limit`.
 */
export async function searchPlayers(
  db: Db,
  viewer: string,
  query: string,
  limit: number,
  minorFrom: number,
): Promise<FoundRow[]> {
  const text = literalPattern(query);
  const name = sql`lower(${users.fullName})`;
  return foundQuery(db, viewer)
    .where(and(findableBy(viewer, minorFrom), sql`${name} like lower(${`%${text}%`}) escape '\\'`))
    .orderBy(sql`${name} like lower(${`${text}%`}) escape '\\' desc`, name, asc(users.id))
    .limit(limit);
}

const BROWSE_ORDER: Record<BrowseSort, SQL[]> = {
  newest: [sql`${users.createdAt} desc`, sql`${users.id} desc`],
  points: [sql`coalesce(${ledgerAccounts.balance}, 0) desc`, sql`${users.id}`],
  games_played: [sql`coalesce(${userStats.gamesPlayed}, 0) desc`, sql`${users.id}`],
  alphabetical: [sql`lower(${users.fullName})`, sql`${users.id}`],
};

/** One page of the players `viewer` may find, in the chosen order, and how many there are. */
export async function browsePlayers(
  db: Db,
  viewer: string,
  page: { sort: BrowseSort; limit: number; offset: number },
  minorFrom: number,
): Promise<{ rows: FoundRow[]; total: number }> {
  const [rows, [counted]] = await Promise.all([
    foundQuery(db, viewer)
      .where(findableBy(viewer, minorFrom))
      .orderBy(...BROWSE_ORDER[page.sort])
      .limit(page.limit)
      .offset(page.offset),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(users)
      .leftJoin(
        friendships,
        and(eq(friendships.userId, viewer), eq(friendships.friendId, users.id)),
      )
      .where(findableBy(viewer, minorFrom)),
  ]);
  return { rows, total: counted?.total ?? 0 };
}

/** One player by id with the identity columns, picture and points, if the account exists. */
export async function findPlayer(db: Db, userId: string): Promise<PlayerRow | undefined> {
  const [row] = await db
    .select(playerColumns)
    .from(users)
    .leftJoin(ledgerAccounts, eq(ledgerAccounts.userId, users.id))
    .where(eq(users.id, userId));
  return row;
}
