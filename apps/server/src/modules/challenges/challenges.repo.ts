import { and, asc, count, desc, eq, inArray, lte, ne, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { ChallengeAnswer, ChallengeStatus, ChallengeType } from '@quizarena/contracts';
import type { Db } from '../../db/client';
import { categories, challengePlayers, challenges, topics, users } from '../../db/schema';
import { identityColumns, type toIdentityInput } from '../auth';

// Names come from auth's `users` (the identity rule's columns) and topic names from content's
// `topics` and `categories`, joined by key; reads listed in docs/ARCHITECTURE.md (Table
// ownership) among those that cross a boundary.

export type ChallengeRow = typeof challenges.$inferSelect;
export type ChallengePlayerRow = typeof challengePlayers.$inferSelect;
/** A player of a challenge with the columns the identity rule shows them by. */
export type PlayerWithPerson = ChallengePlayerRow & {
  person: Parameters<typeof toIdentityInput>[0] & { avatarUrl: string | null };
};

export const FINISHED: readonly ChallengeStatus[] = [
  'completed',
  'declined',
  'expired',
  'cancelled',
];

export async function insertChallenge(
  db: Db,
  values: typeof challenges.$inferInsert,
): Promise<ChallengeRow> {
  const [row] = await db.insert(challenges).values(values).returning();
  return row!;
}

export async function insertPlayers(
  db: Db,
  rows: (typeof challengePlayers.$inferInsert)[],
): Promise<void> {
  await db.insert(challengePlayers).values(rows);
}

export async function findChallenge(db: Db, id: string): Promise<ChallengeRow | undefined> {
  const [row] = await db.select().from(challenges).where(eq(challenges.id, id));
  return row;
}

/** The challenge, its row locked until the transaction ends: every change to it takes it. */
export async function lockChallenge(db: Db, id: string): Promise<ChallengeRow | undefined> {
  const [row] = await db.select().from(challenges).where(eq(challenges.id, id)).for('update');
  return row;
}

/** Everyone in these challenges, the challenger first, then the friends by name. */
export async function playersOf(db: Db, challengeIds: string[]): Promise<PlayerWithPerson[]> {
  if (challengeIds.length === 0) return [];
  const rows = await db
    .select({
      player: challengePlayers,
      person: { ...identityColumns, avatarUrl: users.avatarUrl },
    })
    .from(challengePlayers)
    .innerJoin(users, eq(users.id, challengePlayers.userId))
    .where(inArray(challengePlayers.challengeId, challengeIds))
    .orderBy(asc(challengePlayers.role), asc(users.fullName), asc(challengePlayers.userId));
  return rows.map((row) => ({ ...row.player, person: row.person }));
}

export async function updateChallenge(
  db: Db,
  id: string,
  patch: Partial<
    Pick<
      ChallengeRow,
      'status' | 'challengeType' | 'gameId' | 'winnerId' | 'expiresAt' | 'finishedAt'
    >
  > & { status?: ChallengeStatus; challengeType?: ChallengeType },
): Promise<void> {
  await db.update(challenges).set(patch).where(eq(challenges.id, id));
}

export async function updatePlayer(
  db: Db,
  challengeId: string,
  userId: string,
  patch: Partial<Omit<ChallengePlayerRow, 'challengeId' | 'userId' | 'role'>> & {
    answer?: ChallengeAnswer;
  },
): Promise<void> {
  await db
    .update(challengePlayers)
    .set(patch)
    .where(and(eq(challengePlayers.challengeId, challengeId), eq(challengePlayers.userId, userId)));
}

/** The challenge a game was played for (a realtime challenge's live game, or one's own play). */
export async function challengeOfGame(db: Db, gameId: string): Promise<string | undefined> {
  const [row] = await db
    .select({ id: challengePlayers.challengeId })
    .from(challengePlayers)
    .where(eq(challengePlayers.gameId, gameId))
    .limit(1);
  return row?.id;
}

/**
 * Open challenges whose time ran out by `now` (of `userId` only, when given): pending ones of
 * either type, and accepted async ones. An accepted realtime challenge ends with its live game.
 */
export async function dueIds(
  db: Db,
  now: Date,
  options: { userId?: string; limit: number },
): Promise<string[]> {
  const rows = await db
    .select({ id: challenges.id })
    .from(challenges)
    .where(
      and(
        inArray(challenges.status, ['pending', 'accepted']),
        lte(challenges.expiresAt, now),
        or(eq(challenges.status, 'pending'), eq(challenges.challengeType, 'async')),
        options.userId
          ? inArray(
              challenges.id,
              db
                .select({ id: challengePlayers.challengeId })
                .from(challengePlayers)
                .where(eq(challengePlayers.userId, options.userId)),
            )
          : undefined,
      ),
    )
    .orderBy(asc(challenges.expiresAt))
    .limit(options.limit);
  return rows.map((row) => row.id);
}

const mine = alias(challengePlayers, 'mine');

/** Which of the caller's challenges a box holds (docs/DECISIONS.md #51). */
function boxWhere(box: 'received' | 'sent' | 'active' | 'finished' | undefined): SQL | undefined {
  switch (box) {
    case 'received':
      return and(
        eq(mine.role, 'challenged'),
        eq(mine.answer, 'pending'),
        inArray(challenges.status, ['pending', 'accepted']),
      );
    case 'sent':
      return and(eq(mine.role, 'challenger'), eq(challenges.status, 'pending'));
    case 'active':
      return and(eq(challenges.status, 'accepted'), ne(mine.answer, 'declined'));
    case 'finished':
      // One the caller declined is over for them, whatever the others still do.
      return or(inArray(challenges.status, [...FINISHED]), eq(mine.answer, 'declined'));
    case undefined:
      return undefined;
  }
}

/** A page of the caller's challenges in a box (all, without one), newest first, and the count. */
export async function listFor(
  db: Db,
  userId: string,
  query: {
    box?: 'received' | 'sent' | 'active' | 'finished' | undefined;
    limit: number;
    offset: number;
  },
): Promise<{ rows: ChallengeRow[]; total: number }> {
  const where = and(eq(mine.userId, userId), boxWhere(query.box));
  const [rows, [total]] = await Promise.all([
    db
      .select({ challenge: challenges })
      .from(challenges)
      .innerJoin(mine, eq(mine.challengeId, challenges.id))
      .where(where)
      .orderBy(desc(challenges.createdAt), desc(challenges.id))
      .limit(query.limit)
      .offset(query.offset),
    db
      .select({ total: count() })
      .from(challenges)
      .innerJoin(mine, eq(mine.challengeId, challenges.id))
      .where(where),
  ]);
  return { rows: rows.map((row) => row.challenge), total: total?.total ?? 0 };
}

/** The topics of these challenges with their categories' names, by topic id. */
export async function topicsByIds(db: Db, topicIds: string[]) {
  if (topicIds.length === 0) return new Map<string, { name: string; categoryName: string }>();
  const rows = await db
    .select({ id: topics.id, name: topics.name, categoryName: categories.name })
    .from(topics)
    .innerJoin(categories, eq(categories.id, topics.categoryId))
    .where(inArray(topics.id, topicIds));
  return new Map(rows.map((row) => [row.id, row]));
}

const other = alias(challengePlayers, 'other');

/**
 * The caller's record against each player they finished a challenge with: in each completed
 * challenge both played, a better place is a win, a worse one a loss, the same a draw.
 */
export async function headToHead(db: Db, userId: string) {
  return db
    .select({
      userId: other.userId,
      wins: sql<number>`count(*) filter (where ${mine.place} < ${other.place})`.mapWith(Number),
      losses: sql<number>`count(*) filter (where ${mine.place} > ${other.place})`.mapWith(Number),
      draws: sql<number>`count(*) filter (where ${mine.place} = ${other.place})`.mapWith(Number),
    })
    .from(mine)
    .innerJoin(challenges, eq(challenges.id, mine.challengeId))
    .innerJoin(other, and(eq(other.challengeId, mine.challengeId), ne(other.userId, mine.userId)))
    .where(
      and(
        eq(mine.userId, userId),
        eq(challenges.status, 'completed'),
        sql`${mine.place} is not null and ${other.place} is not null`,
      ),
    )
    .groupBy(other.userId)
    .orderBy(desc(count()), asc(other.userId));
}

/** People by id with the identity rule's columns (the head-to-head list's names). */
export async function peopleByIds(db: Db, ids: string[]) {
  if (ids.length === 0) return [];
  return db
    .select({ ...identityColumns, avatarUrl: users.avatarUrl })
    .from(users)
    .where(inArray(users.id, ids));
}

/** Challenges each of these players won (completed with them alone first). */
export async function challengesWonOf(db: Db, userIds: string[]): Promise<Map<string, number>> {
  if (userIds.length === 0) return new Map();
  const rows = await db
    .select({ userId: challenges.winnerId, won: count() })
    .from(challenges)
    .where(and(inArray(challenges.winnerId, userIds), eq(challenges.status, 'completed')))
    .groupBy(challenges.winnerId);
  return new Map(rows.map((row) => [row.userId!, row.won]));
}

/** Challenges one player won (the `challenges_won` achievement metric). */
export async function challengesWonCount(db: Db, userId: string): Promise<number> {
  return (await challengesWonOf(db, [userId])).get(userId) ?? 0;
}
