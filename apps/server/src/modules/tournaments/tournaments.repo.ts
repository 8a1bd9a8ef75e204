import { and, asc, avg, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  categories,
  ledgerAccounts,
  topics,
  tournamentBookmarks,
  tournamentHosts,
  tournamentParticipants,
  tournamentRatings,
  tournaments,
  userAchievements,
  userStats,
  users,
  type StoredMatchPlayer,
} from '../../db/schema';
import { identityColumns } from '../auth';
import { listedTopicSql } from '../content';

// Names come from auth's `users`, content's `categories` and `topics`, and the figures of a
// participant from scoring's `ledger_accounts` and `user_stats` and achievements'
// `user_achievements`: reads by key listed in docs/ARCHITECTURE.md (Table ownership).

export type TournamentRow = typeof tournaments.$inferSelect;
export type ParticipantRow = typeof tournamentParticipants.$inferSelect;

const personColumns = { ...identityColumns, avatarUrl: users.avatarUrl };
export type PersonRow = {
  id: string;
  fullName: string;
  birthYear: number | null;
  organization: string | null;
  profileHidden: boolean;
  status: string;
  avatarUrl: string | null;
};

const withNames = {
  tournament: tournaments,
  categoryName: categories.name,
  topicName: topics.name,
  host: personColumns,
  hostRole: users.role,
};

function named(db: Db) {
  return db
    .select(withNames)
    .from(tournaments)
    .innerJoin(categories, eq(categories.id, tournaments.categoryId))
    .leftJoin(topics, eq(topics.id, tournaments.topicId))
    .leftJoin(users, eq(users.id, tournaments.hostId));
}
export type NamedTournamentRow = {
  tournament: TournamentRow;
  categoryName: string;
  topicName: string | null;
  /** Null when the host's account is gone. */
  host: PersonRow | null;
  hostRole: string | null;
};

/**
 * Whether the topic is one of the category's and listed: a tournament is played by strangers,
 * so never on a question set its owner keeps to themselves (docs/DECISIONS.md #68).
 */
export async function topicInCategory(db: Db, topicId: string, categoryId: string) {
  const [row] = await db
    .select({ id: topics.id })
    .from(topics)
    .where(and(eq(topics.id, topicId), eq(topics.categoryId, categoryId), listedTopicSql));
  return !!row;
}

export async function insertTournament(
  tx: Db,
  values: typeof tournaments.$inferInsert,
): Promise<TournamentRow> {
  const [row] = await tx.insert(tournaments).values(values).returning();
  return row!;
}

export async function findNamed(db: Db, id: string): Promise<NamedTournamentRow | null> {
  const [row] = await named(db).where(eq(tournaments.id, id));
  return row ?? null;
}

export async function lockTournament(tx: Db, id: string): Promise<TournamentRow | null> {
  const [row] = await tx.select().from(tournaments).where(eq(tournaments.id, id)).for('update');
  return row ?? null;
}

export async function updateTournament(
  tx: Db,
  id: string,
  values: Partial<typeof tournaments.$inferInsert>,
): Promise<TournamentRow> {
  const [row] = await tx.update(tournaments).set(values).where(eq(tournaments.id, id)).returning();
  return row!;
}

/** The list: featured first, then the soonest start; optionally one status or category. */
export async function listNamed(
  db: Db,
  filter: { status?: string; categoryId?: string; offset: number; limit: number },
): Promise<{ rows: NamedTournamentRow[]; total: number }> {
  const where = and(
    filter.status ? eq(tournaments.status, filter.status) : undefined,
    filter.categoryId ? eq(tournaments.categoryId, filter.categoryId) : undefined,
  );
  const rows = await named(db)
    .where(where)
    .orderBy(desc(tournaments.isFeatured), asc(tournaments.tournamentStart), asc(tournaments.id))
    .offset(filter.offset)
    .limit(filter.limit);
  const [total] = await db.select({ n: count() }).from(tournaments).where(where);
  return { rows, total: total?.n ?? 0 };
}

/**
 * Takes one seat when one is free and registration is open, in one conditional statement: of
 * any number of concurrent callers, exactly as many as there are seats get `taken`. The same
 * statement answers why not otherwise (the state it saw, and whether the caller holds a seat),
 * so a crowd at a full tournament costs one statement each.
 */
export async function takeSeat(tx: Db, id: string, userId: string, now: Date) {
  const result = (await tx.execute(sql`
    with taken as (
      update tournaments set current_participants = current_participants + 1, updated_at = ${now}
      where id = ${id} and status = 'registration' and registration_end > ${now}
        and current_participants < max_participants
      returning entry_fee
    )
    select (select entry_fee from taken) as entry_fee,
           exists (select 1 from taken) as taken,
           t.status, t.registration_end, t.current_participants, t.max_participants,
           exists (select 1 from tournament_participants p
                   where p.tournament_id = t.id and p.user_id = ${userId}) as registered
    from tournaments t where t.id = ${id}`)) as unknown as {
    rows: {
      entry_fee: number | null;
      taken: boolean;
      status: string;
      registration_end: string | Date;
      current_participants: number;
      max_participants: number;
      registered: boolean;
    }[];
  };
  const [row] = result.rows;
  if (!row) return null;
  return {
    taken: row.taken,
    entryFee: row.entry_fee ?? 0,
    status: row.status,
    registrationEnd: new Date(row.registration_end),
    registered: row.registered,
  };
}

export async function releaseSeat(tx: Db, id: string, now: Date): Promise<void> {
  await tx
    .update(tournaments)
    .set({ currentParticipants: sql`${tournaments.currentParticipants} - 1`, updatedAt: now })
    .where(eq(tournaments.id, id));
}

/** Inserts a seat; null when the player already holds one. */
export async function insertParticipant(
  tx: Db,
  values: typeof tournamentParticipants.$inferInsert,
): Promise<ParticipantRow | null> {
  const [row] = await tx
    .insert(tournamentParticipants)
    .values(values)
    .onConflictDoNothing()
    .returning();
  return row ?? null;
}

export async function deleteParticipant(
  tx: Db,
  tournamentId: string,
  userId: string,
): Promise<ParticipantRow | null> {
  const [row] = await tx
    .delete(tournamentParticipants)
    .where(
      and(
        eq(tournamentParticipants.tournamentId, tournamentId),
        eq(tournamentParticipants.userId, userId),
      ),
    )
    .returning();
  return row ?? null;
}

export async function participantOf(
  db: Db,
  tournamentId: string,
  userId: string,
): Promise<ParticipantRow | null> {
  const [row] = await db
    .select()
    .from(tournamentParticipants)
    .where(
      and(
        eq(tournamentParticipants.tournamentId, tournamentId),
        eq(tournamentParticipants.userId, userId),
      ),
    );
  return row ?? null;
}

/** Every seat, seeded ones by seed, then by registration (the Participants tab's order). */
export async function seatsOf(db: Db, tournamentId: string): Promise<ParticipantRow[]> {
  return db
    .select()
    .from(tournamentParticipants)
    .where(eq(tournamentParticipants.tournamentId, tournamentId))
    .orderBy(
      sql`${tournamentParticipants.seedNumber} asc nulls last`,
      asc(tournamentParticipants.registeredAt),
      asc(tournamentParticipants.userId),
    );
}

/** The Participants tab: each seat with the player's name and figures. */
export async function participantsOf(db: Db, tournamentId: string) {
  return db
    .select({
      seat: tournamentParticipants,
      person: personColumns,
      balance: sql<number>`coalesce(${ledgerAccounts.balance}, 0)`,
      gamesPlayed: sql<number>`coalesce(${userStats.gamesPlayed}, 0)`,
      gamesWon: sql<number>`coalesce(${userStats.gamesWon}, 0)`,
      achievements: sql<number>`(select count(*)::int from ${userAchievements} ua
        where ua.user_id = ${tournamentParticipants.userId} and ua.unlocked_at is not null)`,
    })
    .from(tournamentParticipants)
    .innerJoin(users, eq(users.id, tournamentParticipants.userId))
    .leftJoin(ledgerAccounts, eq(ledgerAccounts.userId, tournamentParticipants.userId))
    .leftJoin(userStats, eq(userStats.userId, tournamentParticipants.userId))
    .where(eq(tournamentParticipants.tournamentId, tournamentId))
    .orderBy(
      sql`${tournamentParticipants.seedNumber} asc nulls last`,
      asc(tournamentParticipants.registeredAt),
      asc(tournamentParticipants.userId),
    );
}
export type ParticipantListRow = Awaited<ReturnType<typeof participantsOf>>[number];

export async function updateParticipant(
  tx: Db,
  tournamentId: string,
  userId: string,
  values: Partial<typeof tournamentParticipants.$inferInsert>,
): Promise<void> {
  await tx
    .update(tournamentParticipants)
    .set(values)
    .where(
      and(
        eq(tournamentParticipants.tournamentId, tournamentId),
        eq(tournamentParticipants.userId, userId),
      ),
    );
}

/** Which of these tournaments `userId` has a row of `table` in (a seat, a bookmark). */
async function tournamentsWith(
  db: Db,
  table: typeof tournamentParticipants | typeof tournamentBookmarks,
  tournamentIds: string[],
  userId: string,
): Promise<Set<string>> {
  if (tournamentIds.length === 0) return new Set();
  const rows = await db
    .select({ id: table.tournamentId })
    .from(table)
    .where(and(inArray(table.tournamentId, tournamentIds), eq(table.userId, userId)));
  return new Set(rows.map((row) => row.id));
}

export const registeredAmong = (db: Db, tournamentIds: string[], userId: string) =>
  tournamentsWith(db, tournamentParticipants, tournamentIds, userId);

// Bookmarks ---------------------------------------------------------------------------------

export const bookmarkedAmong = (db: Db, tournamentIds: string[], userId: string) =>
  tournamentsWith(db, tournamentBookmarks, tournamentIds, userId);

export async function addBookmark(db: Db, userId: string, tournamentId: string, at: Date) {
  await db
    .insert(tournamentBookmarks)
    .values({ userId, tournamentId, createdAt: at })
    .onConflictDoNothing();
}

export async function removeBookmark(db: Db, userId: string, tournamentId: string) {
  await db
    .delete(tournamentBookmarks)
    .where(
      and(
        eq(tournamentBookmarks.userId, userId),
        eq(tournamentBookmarks.tournamentId, tournamentId),
      ),
    );
}

export async function bookmarkerIds(db: Db, tournamentId: string): Promise<string[]> {
  const rows = await db
    .select({ userId: tournamentBookmarks.userId })
    .from(tournamentBookmarks)
    .where(eq(tournamentBookmarks.tournamentId, tournamentId));
  return rows.map((row) => row.userId);
}

/** A player's saved list, newest bookmark first. */
export async function bookmarkedBy(db: Db, userId: string): Promise<NamedTournamentRow[]> {
  return named(db)
    .innerJoin(
      tournamentBookmarks,
      and(
        eq(tournamentBookmarks.tournamentId, tournaments.id),
        eq(tournamentBookmarks.userId, userId),
      ),
    )
    .orderBy(desc(tournamentBookmarks.createdAt))
    .limit(100);
}

// Hosts and their ratings -------------------------------------------------------------------

export async function isVerifiedHost(db: Db, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ userId: tournamentHosts.userId })
    .from(tournamentHosts)
    .where(eq(tournamentHosts.userId, userId));
  return !!row;
}

export async function verifiedAmong(db: Db, userIds: string[]): Promise<Set<string>> {
  if (userIds.length === 0) return new Set();
  const rows = await db
    .select({ userId: tournamentHosts.userId })
    .from(tournamentHosts)
    .where(inArray(tournamentHosts.userId, userIds));
  return new Set(rows.map((row) => row.userId));
}

export async function setHost(db: Db, userId: string, verifiedBy: string, at: Date) {
  await db
    .insert(tournamentHosts)
    .values({ userId, verifiedBy, verifiedAt: at })
    .onConflictDoNothing();
}

export async function removeHost(db: Db, userId: string) {
  await db.delete(tournamentHosts).where(eq(tournamentHosts.userId, userId));
}

export async function hostsList(db: Db) {
  return db
    .select({
      userId: tournamentHosts.userId,
      name: users.fullName,
      at: tournamentHosts.verifiedAt,
    })
    .from(tournamentHosts)
    .innerJoin(users, eq(users.id, tournamentHosts.userId))
    .orderBy(desc(tournamentHosts.verifiedAt));
}

/** Each host's completed tournaments and the average of their participants' ratings. */
export async function hostFigures(
  db: Db,
  hostIds: string[],
): Promise<Map<string, { hosted: number; rating: number | null }>> {
  if (hostIds.length === 0) return new Map();
  const hosted = await db
    .select({ hostId: tournaments.hostId, n: count() })
    .from(tournaments)
    .where(and(inArray(tournaments.hostId, hostIds), eq(tournaments.status, 'completed')))
    .groupBy(tournaments.hostId);
  const rated = await db
    .select({ hostId: tournaments.hostId, rating: avg(tournamentRatings.rating) })
    .from(tournamentRatings)
    .innerJoin(tournaments, eq(tournaments.id, tournamentRatings.tournamentId))
    .where(inArray(tournaments.hostId, hostIds))
    .groupBy(tournaments.hostId);
  const figures = new Map<string, { hosted: number; rating: number | null }>(
    hostIds.map((id) => [id, { hosted: 0, rating: null }]),
  );
  for (const row of hosted) figures.get(row.hostId!)!.hosted = row.n;
  for (const row of rated)
    figures.get(row.hostId!)!.rating = row.rating === null ? null : Number(row.rating);
  return figures;
}

export async function upsertRating(
  db: Db,
  values: { tournamentId: string; userId: string; rating: number; createdAt: Date },
) {
  await db
    .insert(tournamentRatings)
    .values(values)
    .onConflictDoUpdate({
      target: [tournamentRatings.tournamentId, tournamentRatings.userId],
      set: { rating: values.rating, createdAt: values.createdAt },
    });
}

export async function ratingOf(db: Db, tournamentId: string, userId: string) {
  const [row] = await db
    .select({ rating: tournamentRatings.rating })
    .from(tournamentRatings)
    .where(
      and(eq(tournamentRatings.tournamentId, tournamentId), eq(tournamentRatings.userId, userId)),
    );
  return row?.rating ?? null;
}

export * from './tournament-matches.repo';
export type { StoredMatchPlayer };
