import { and, asc, eq, inArray, isNotNull, lt, ne, sql, type SQL } from 'drizzle-orm';
import type { StudyGroupRole } from '@quizarena/contracts';
import type { Db } from '../../db/client';
import {
  calendarFeeds,
  studyGroupResources,
  studyGroupMembers,
  studyGroups,
  studySessionParticipants,
  studySessions,
  topics,
  users,
} from '../../db/schema';
import { identityColumns } from '../auth';
import type { PersonRow } from './study-groups.repo';

// Hosts' names come from auth's `users` (the identity rule's columns) and topic names from
// content's `topics`, joined by key; reads listed in docs/ARCHITECTURE.md (Table ownership).

export type SessionRow = typeof studySessions.$inferSelect;
export type ParticipantRow = typeof studySessionParticipants.$inferSelect;

const sessionColumns = {
  session: studySessions,
  groupName: studyGroups.name,
  groupType: studyGroups.type,
  topicName: topics.name,
  host: { ...identityColumns, avatarUrl: users.avatarUrl },
  // Those going who are still members: leaving the group gives the seat back.
  going: sql<number>`(select count(*)::int from ${studySessionParticipants} p
    join ${studyGroupMembers} m on m.group_id = ${studySessions.groupId} and m.user_id = p.user_id
    where p.session_id = ${studySessions.id} and p.rsvp_at is not null)`,
};

function withContext(where: SQL | undefined) {
  return (db: Db) =>
    db
      .select(sessionColumns)
      .from(studySessions)
      .innerJoin(studyGroups, eq(studyGroups.id, studySessions.groupId))
      .leftJoin(topics, eq(topics.id, studySessions.topicId))
      .leftJoin(users, eq(users.id, studySessions.hostId))
      .where(where);
}
/** A host by the identity rule's columns, with their picture. */
export type SessionHost = PersonRow['identity'] & { avatarUrl: string | null };

/**
 * A session with its group, topic and host. The host is null once their account is gone (the
 * left join finds no user): drizzle types a left-joined nested object as always there, so the
 * row is typed here and the readers below answer it.
 */
export type SessionListRow = Omit<
  Awaited<ReturnType<ReturnType<typeof withContext>>>[number],
  'host'
> & { host: SessionHost | null };

export async function roleIn(db: Db, groupId: string, userId: string) {
  const [row] = await db
    .select({ role: studyGroupMembers.role })
    .from(studyGroupMembers)
    .where(and(eq(studyGroupMembers.groupId, groupId), eq(studyGroupMembers.userId, userId)));
  return (row?.role as StudyGroupRole | undefined) ?? null;
}

export async function findGroup(db: Db, groupId: string) {
  const [row] = await db
    .select({ id: studyGroups.id, name: studyGroups.name, type: studyGroups.type })
    .from(studyGroups)
    .where(eq(studyGroups.id, groupId));
  return row ?? null;
}

export async function groupIdsOf(db: Db, userId: string): Promise<string[]> {
  const rows = await db
    .select({ groupId: studyGroupMembers.groupId })
    .from(studyGroupMembers)
    .where(eq(studyGroupMembers.userId, userId));
  return rows.map((row) => row.groupId);
}

export async function insertSession(db: Db, values: typeof studySessions.$inferInsert) {
  const [row] = await db.insert(studySessions).values(values).returning();
  return row!;
}

export async function lockSession(tx: Db, sessionId: string): Promise<SessionRow | null> {
  const [row] = await tx
    .select()
    .from(studySessions)
    .where(eq(studySessions.id, sessionId))
    .for('update');
  return row ?? null;
}

export async function updateSession(
  tx: Db,
  sessionId: string,
  values: Partial<typeof studySessions.$inferInsert>,
): Promise<SessionRow> {
  const [row] = await tx
    .update(studySessions)
    .set(values)
    .where(eq(studySessions.id, sessionId))
    .returning();
  return row!;
}

export async function sessionWithContext(
  db: Db,
  sessionId: string,
): Promise<SessionListRow | null> {
  const [row] = await withContext(eq(studySessions.id, sessionId))(db);
  return row ?? null;
}

/**
 * Sessions of these groups from `from` (those still running included) until `to`, soonest
 * first; cancelled ones only when asked (a calendar feed tells subscribers they are off).
 */
export async function sessionsOf(
  db: Db,
  groupIds: string[],
  range: { from: Date; to: Date | null; limit: number; withCancelled?: boolean },
): Promise<SessionListRow[]> {
  if (groupIds.length === 0) return [];
  const endsAfterFrom = sql`${studySessions.scheduledAt} + make_interval(mins => ${studySessions.durationMinutes}) > ${range.from.toISOString()}::timestamptz`;
  return withContext(
    and(
      inArray(studySessions.groupId, groupIds),
      endsAfterFrom,
      range.to ? lt(studySessions.scheduledAt, range.to) : undefined,
      range.withCancelled ? undefined : ne(studySessions.status, 'cancelled'),
    ),
  )(db)
    .orderBy(asc(studySessions.scheduledAt), asc(studySessions.id))
    .limit(range.limit);
}

export async function participantsOf(db: Db, sessionId: string, userIds?: string[]) {
  return db
    .select()
    .from(studySessionParticipants)
    .where(
      and(
        eq(studySessionParticipants.sessionId, sessionId),
        userIds ? inArray(studySessionParticipants.userId, userIds) : undefined,
      ),
    );
}

/** The caller's own part in each of these sessions. */
export async function myParts(db: Db, userId: string, sessionIds: string[]) {
  if (sessionIds.length === 0) return new Map<string, ParticipantRow>();
  const rows = await db
    .select()
    .from(studySessionParticipants)
    .where(
      and(
        eq(studySessionParticipants.userId, userId),
        inArray(studySessionParticipants.sessionId, sessionIds),
      ),
    );
  return new Map(rows.map((row) => [row.sessionId, row]));
}

/** Sets some of a person's part in a session, making the row when it is their first. */
export async function upsertPart(
  tx: Db,
  sessionId: string,
  userId: string,
  values: Partial<Pick<ParticipantRow, 'rsvpAt' | 'attendedAt' | 'reminderMinutes'>>,
) {
  await tx
    .insert(studySessionParticipants)
    .values({ sessionId, userId, ...values })
    .onConflictDoUpdate({
      target: [studySessionParticipants.sessionId, studySessionParticipants.userId],
      set: values,
    });
}

export async function goingCount(tx: Db, sessionId: string): Promise<number> {
  return (await goingIds(tx, sessionId)).length;
}

/** Who said they would go and are still members (told when it starts; counted for seats). */
export async function goingIds(tx: Db, sessionId: string): Promise<string[]> {
  const rows = await tx
    .select({ userId: studySessionParticipants.userId })
    .from(studySessionParticipants)
    .innerJoin(studySessions, eq(studySessions.id, studySessionParticipants.sessionId))
    .innerJoin(
      studyGroupMembers,
      and(
        eq(studyGroupMembers.groupId, studySessions.groupId),
        eq(studyGroupMembers.userId, studySessionParticipants.userId),
      ),
    )
    .where(
      and(
        eq(studySessionParticipants.sessionId, sessionId),
        isNotNull(studySessionParticipants.rsvpAt),
      ),
    );
  return rows.map((row) => row.userId);
}

/** Sessions whose reminders must move with them: who asked, and how long before. */
export async function remindersOf(tx: Db, sessionId: string) {
  return tx
    .select({
      userId: studySessionParticipants.userId,
      minutes: studySessionParticipants.reminderMinutes,
    })
    .from(studySessionParticipants)
    .where(
      and(
        eq(studySessionParticipants.sessionId, sessionId),
        isNotNull(studySessionParticipants.reminderMinutes),
      ),
    );
}

/** Whether a session or a shared resource already holds this upload. */
export async function attachmentHeld(tx: Db, attachmentId: string): Promise<boolean> {
  const [row] = await tx
    .select({ id: studySessions.id })
    .from(studySessions)
    .where(eq(studySessions.recordingAttachmentId, attachmentId))
    .union(
      tx
        .select({ id: studyGroupResources.id })
        .from(studyGroupResources)
        .where(eq(studyGroupResources.attachmentId, attachmentId)),
    )
    .limit(1);
  return row !== undefined;
}

// Calendar feeds -------------------------------------------------------------------------------

export async function findFeed(db: Db, userId: string, groupId: string | null) {
  const [row] = await db
    .select()
    .from(calendarFeeds)
    .where(
      and(
        eq(calendarFeeds.userId, userId),
        groupId ? eq(calendarFeeds.groupId, groupId) : sql`${calendarFeeds.groupId} is null`,
      ),
    );
  return row ?? null;
}

export async function feedByTokenHash(db: Db, tokenHash: string) {
  const [row] = await db.select().from(calendarFeeds).where(eq(calendarFeeds.tokenHash, tokenHash));
  return row ?? null;
}

export async function deleteFeed(tx: Db, feedId: string) {
  await tx.delete(calendarFeeds).where(eq(calendarFeeds.id, feedId));
}

/** A new feed with the id given (its token is derived from the id). */
export async function insertFeed(
  tx: Db,
  values: { id: string; userId: string; groupId: string | null; tokenHash: string; at: Date },
) {
  const [row] = await tx
    .insert(calendarFeeds)
    .values({
      id: values.id,
      userId: values.userId,
      groupId: values.groupId,
      tokenHash: values.tokenHash,
      createdAt: values.at,
    })
    .onConflictDoNothing()
    .returning();
  return row ?? null;
}
