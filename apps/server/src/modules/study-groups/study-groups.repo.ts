import {
  and,
  asc,
  avg,
  count,
  desc,
  eq,
  exists,
  gte,
  ilike,
  inArray,
  isNotNull,
  ne,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import type { StudyGroupRole } from '@quizarena/contracts';
import type { Db } from '../../db/client';
import {
  categories,
  studyGroupJoinRequests,
  studyGroupMembers,
  studyGroupRatings,
  studyGroupResources,
  studyGroups,
  studySessionParticipants,
  studySessions,
  users,
} from '../../db/schema';
import { identityColumns } from '../auth';
import { contentRepo } from '../content';

export type GroupRow = typeof studyGroups.$inferSelect;
export type MemberRow = typeof studyGroupMembers.$inferSelect;

// users belongs to the auth module and categories to content; these display columns are read
// with the groups' rows, reads listed in docs/ARCHITECTURE.md (Table ownership).
const personColumns = { identity: identityColumns, avatarUrl: users.avatarUrl };
export type PersonRow = {
  identity: {
    id: string;
    fullName: string;
    birthYear: number | null;
    organization: string | null;
    profileHidden: boolean;
    status: string;
  };
  avatarUrl: string | null;
};

export async function insertGroup(db: Db, values: typeof studyGroups.$inferInsert) {
  const [row] = await db.insert(studyGroups).values(values).returning();
  return row!;
}

export async function findGroup(db: Db, id: string): Promise<GroupRow | undefined> {
  const [row] = await db.select().from(studyGroups).where(eq(studyGroups.id, id));
  return row;
}

/** The group, locked until the transaction ends (every membership change takes it). */
export async function lockGroup(db: Db, id: string): Promise<GroupRow | undefined> {
  const [row] = await db.select().from(studyGroups).where(eq(studyGroups.id, id)).for('update');
  return row;
}

export async function findByInviteCode(db: Db, code: string): Promise<GroupRow | undefined> {
  const [row] = await db
    .select()
    .from(studyGroups)
    .where(and(eq(studyGroups.inviteCode, code), eq(studyGroups.type, 'invite_only')));
  return row;
}

export async function findByConversation(db: Db, conversationId: string) {
  const [row] = await db
    .select({ id: studyGroups.id })
    .from(studyGroups)
    .where(eq(studyGroups.conversationId, conversationId));
  return row;
}

export async function updateGroup(
  db: Db,
  id: string,
  patch: Partial<typeof studyGroups.$inferInsert>,
): Promise<void> {
  await db.update(studyGroups).set(patch).where(eq(studyGroups.id, id));
}

export async function deleteGroup(db: Db, id: string): Promise<void> {
  await db.delete(studyGroups).where(eq(studyGroups.id, id));
}

/** Discover (public and private groups, and invite-only ones the viewer is in) or My Groups. */
export async function listGroups(
  db: Db,
  viewerId: string,
  query: {
    myGroups: boolean;
    search?: string | undefined;
    categoryId?: string | undefined;
    difficultyLevel?: string | undefined;
    limit: number;
    offset: number;
  },
): Promise<{ rows: GroupRow[]; total: number }> {
  const mine = exists(
    db
      .select({ one: sql`1` })
      .from(studyGroupMembers)
      .where(
        and(eq(studyGroupMembers.groupId, studyGroups.id), eq(studyGroupMembers.userId, viewerId)),
      ),
  );
  const like = query.search ? `%${contentRepo.escapeLike(query.search)}%` : undefined;
  const where = and(
    query.myGroups ? mine : or(ne(studyGroups.type, 'invite_only'), mine),
    like
      ? or(
          ilike(studyGroups.name, like),
          ilike(studyGroups.description, like),
          sql`${studyGroups.tags}::text ilike ${like}`,
        )
      : undefined,
    query.categoryId ? eq(studyGroups.categoryId, query.categoryId) : undefined,
    query.difficultyLevel ? eq(studyGroups.difficultyLevel, query.difficultyLevel) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(studyGroups)
      .where(where)
      .orderBy(desc(studyGroups.createdAt), asc(studyGroups.id))
      .limit(query.limit)
      .offset(query.offset),
    db.select({ total: count() }).from(studyGroups).where(where),
  ]);
  return { rows, total: total?.total ?? 0 };
}

export async function categoryNames(db: Db, ids: string[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: categories.id, name: categories.name })
    .from(categories)
    .where(inArray(categories.id, ids));
  return new Map(rows.map((row) => [row.id, row.name]));
}

export type MemberWithPerson = MemberRow & PersonRow;

/** The members of these groups, owner first, then moderators, then by joining. */
export async function membersOf(db: Db, groupIds: string[]): Promise<MemberWithPerson[]> {
  if (groupIds.length === 0) return [];
  const rows = await db
    .select({ member: studyGroupMembers, ...personColumns })
    .from(studyGroupMembers)
    .innerJoin(users, eq(users.id, studyGroupMembers.userId))
    .where(inArray(studyGroupMembers.groupId, groupIds))
    .orderBy(
      sql`case ${studyGroupMembers.role} when 'owner' then 0 when 'moderator' then 1 else 2 end`,
      asc(studyGroupMembers.joinedAt),
      asc(studyGroupMembers.userId),
    );
  return rows.map(({ member, ...person }) => ({ ...member, ...person }));
}

export async function memberOf(db: Db, groupId: string, userId: string) {
  const [row] = await db
    .select()
    .from(studyGroupMembers)
    .where(and(eq(studyGroupMembers.groupId, groupId), eq(studyGroupMembers.userId, userId)));
  return row;
}

/** The viewer's role in each of these groups they are a member of (one query for a list). */
export async function rolesOf(
  db: Db,
  groupIds: string[],
  userId: string,
): Promise<Map<string, StudyGroupRole>> {
  if (groupIds.length === 0) return new Map();
  const rows = await db
    .select({ groupId: studyGroupMembers.groupId, role: studyGroupMembers.role })
    .from(studyGroupMembers)
    .where(and(inArray(studyGroupMembers.groupId, groupIds), eq(studyGroupMembers.userId, userId)));
  return new Map(rows.map((row) => [row.groupId, row.role as StudyGroupRole]));
}

export async function memberCounts(db: Db, groupIds: string[]): Promise<Map<string, number>> {
  if (groupIds.length === 0) return new Map();
  const rows = await db
    .select({ groupId: studyGroupMembers.groupId, members: count() })
    .from(studyGroupMembers)
    .where(inArray(studyGroupMembers.groupId, groupIds))
    .groupBy(studyGroupMembers.groupId);
  return new Map(rows.map((row) => [row.groupId, row.members]));
}

export async function insertMember(db: Db, values: typeof studyGroupMembers.$inferInsert) {
  await db.insert(studyGroupMembers).values(values);
}

export async function setRole(db: Db, groupId: string, userId: string, role: string) {
  await db
    .update(studyGroupMembers)
    .set({ role })
    .where(and(eq(studyGroupMembers.groupId, groupId), eq(studyGroupMembers.userId, userId)));
}

/** Takes someone out of a group, with their stars (the average is the members'). */
export async function deleteMember(db: Db, groupId: string, userId: string) {
  await db
    .delete(studyGroupMembers)
    .where(and(eq(studyGroupMembers.groupId, groupId), eq(studyGroupMembers.userId, userId)));
  await db
    .delete(studyGroupRatings)
    .where(and(eq(studyGroupRatings.groupId, groupId), eq(studyGroupRatings.userId, userId)));
}

/** How many groups the player is in (the `study_groups_joined` achievement count). */
export async function groupsJoinedCount(db: Db, userId: string): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(studyGroupMembers)
    .where(eq(studyGroupMembers.userId, userId));
  return row?.total ?? 0;
}

// Join requests ----------------------------------------------------------------------------------

export async function requestsOf(db: Db, groupId: string) {
  const rows = await db
    .select({ request: studyGroupJoinRequests, ...personColumns })
    .from(studyGroupJoinRequests)
    .innerJoin(users, eq(users.id, studyGroupJoinRequests.userId))
    .where(eq(studyGroupJoinRequests.groupId, groupId))
    .orderBy(asc(studyGroupJoinRequests.requestedAt), asc(studyGroupJoinRequests.userId));
  return rows.map(({ request, ...person }) => ({ ...request, ...person }));
}

export async function findRequest(db: Db, groupId: string, userId: string) {
  const [row] = await db
    .select()
    .from(studyGroupJoinRequests)
    .where(
      and(eq(studyGroupJoinRequests.groupId, groupId), eq(studyGroupJoinRequests.userId, userId)),
    );
  return row;
}

/** The viewer's pending requests among these groups. */
export async function pendingOf(db: Db, groupIds: string[], userId: string) {
  if (groupIds.length === 0) return new Set<string>();
  const rows = await db
    .select({ groupId: studyGroupJoinRequests.groupId })
    .from(studyGroupJoinRequests)
    .where(
      and(
        inArray(studyGroupJoinRequests.groupId, groupIds),
        eq(studyGroupJoinRequests.userId, userId),
      ),
    );
  return new Set(rows.map((row) => row.groupId));
}

export async function insertRequest(db: Db, values: typeof studyGroupJoinRequests.$inferInsert) {
  await db.insert(studyGroupJoinRequests).values(values).onConflictDoNothing();
}

export async function deleteRequest(db: Db, groupId: string, userId: string) {
  await db
    .delete(studyGroupJoinRequests)
    .where(
      and(eq(studyGroupJoinRequests.groupId, groupId), eq(studyGroupJoinRequests.userId, userId)),
    );
}

// Ratings ----------------------------------------------------------------------------------------

export async function ratingsOf(db: Db, groupIds: string[]) {
  if (groupIds.length === 0) return new Map<string, { avg: number; count: number }>();
  const rows = await db
    .select({
      groupId: studyGroupRatings.groupId,
      avg: avg(studyGroupRatings.rating),
      count: count(),
    })
    .from(studyGroupRatings)
    .where(inArray(studyGroupRatings.groupId, groupIds))
    .groupBy(studyGroupRatings.groupId);
  return new Map(rows.map((row) => [row.groupId, { avg: Number(row.avg ?? 0), count: row.count }]));
}

export async function myRatings(db: Db, groupIds: string[], userId: string) {
  if (groupIds.length === 0) return new Map<string, number>();
  const rows = await db
    .select({ groupId: studyGroupRatings.groupId, rating: studyGroupRatings.rating })
    .from(studyGroupRatings)
    .where(and(inArray(studyGroupRatings.groupId, groupIds), eq(studyGroupRatings.userId, userId)));
  return new Map(rows.map((row) => [row.groupId, row.rating]));
}

export async function upsertRating(
  db: Db,
  values: { groupId: string; userId: string; rating: number; ratedAt: Date },
) {
  await db
    .insert(studyGroupRatings)
    .values(values)
    .onConflictDoUpdate({
      target: [studyGroupRatings.groupId, studyGroupRatings.userId],
      set: { rating: values.rating, ratedAt: values.ratedAt },
    });
}

// Sessions (read only: the sessions module plans them) -------------------------------------------

const notCancelled = ne(studySessions.status, 'cancelled');

/** Per group: sessions held or planned, and whether one was held in the active window. */
export async function sessionFacts(db: Db, groupIds: string[], now: Date, since: Date) {
  const facts = new Map<
    string,
    { total: number; recent: boolean; next: { id: string; title: string; at: Date } | null }
  >();
  if (groupIds.length === 0) return facts;
  const [totals, upcoming] = await Promise.all([
    db
      .select({
        groupId: studySessions.groupId,
        total: count(),
        recent: sql<boolean>`bool_or(${studySessions.scheduledAt} between ${since.toISOString()}::timestamptz and ${now.toISOString()}::timestamptz)`,
      })
      .from(studySessions)
      .where(and(inArray(studySessions.groupId, groupIds), notCancelled))
      .groupBy(studySessions.groupId),
    db
      .selectDistinctOn([studySessions.groupId], {
        groupId: studySessions.groupId,
        id: studySessions.id,
        title: studySessions.title,
        at: studySessions.scheduledAt,
      })
      .from(studySessions)
      .where(
        and(
          inArray(studySessions.groupId, groupIds),
          inArray(studySessions.status, ['scheduled', 'live']),
          gte(studySessions.scheduledAt, now),
        ),
      )
      .orderBy(studySessions.groupId, asc(studySessions.scheduledAt), asc(studySessions.id)),
  ]);
  for (const row of totals)
    facts.set(row.groupId, { total: row.total, recent: Boolean(row.recent), next: null });
  for (const row of upcoming) {
    const fact = facts.get(row.groupId) ?? { total: 0, recent: false, next: null };
    fact.next = { id: row.id, title: row.title, at: row.at };
    facts.set(row.groupId, fact);
  }
  return facts;
}

/** Sessions of these groups each person attended, keyed `groupId:userId`. */
export async function attendance(db: Db, groupIds: string[], userIds?: string[]) {
  if (groupIds.length === 0) return new Map<string, number>();
  const rows = await db
    .select({
      groupId: studySessions.groupId,
      userId: studySessionParticipants.userId,
      attended: count(),
    })
    .from(studySessionParticipants)
    .innerJoin(studySessions, eq(studySessions.id, studySessionParticipants.sessionId))
    .where(
      and(
        inArray(studySessions.groupId, groupIds),
        isNotNull(studySessionParticipants.attendedAt),
        userIds ? inArray(studySessionParticipants.userId, userIds) : undefined,
      ),
    )
    .groupBy(studySessions.groupId, studySessionParticipants.userId);
  return new Map(rows.map((row) => [`${row.groupId}:${row.userId}`, row.attended]));
}

// Resources --------------------------------------------------------------------------------------

export type ResourceRow = typeof studyGroupResources.$inferSelect & {
  person: PersonRow | null;
};

export async function resourcesOf(db: Db, groupId: string): Promise<ResourceRow[]> {
  const rows = await db
    .select({
      resource: studyGroupResources,
      identity: identityColumns,
      avatarUrl: users.avatarUrl,
    })
    .from(studyGroupResources)
    .leftJoin(users, eq(users.id, studyGroupResources.addedBy))
    .where(eq(studyGroupResources.groupId, groupId))
    .orderBy(desc(studyGroupResources.createdAt), asc(studyGroupResources.id));
  return rows.map(({ resource, identity, avatarUrl }) => ({
    ...resource,
    person: identity ? { identity, avatarUrl } : null,
  }));
}

export async function resourceCount(db: Db, groupId: string): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(studyGroupResources)
    .where(eq(studyGroupResources.groupId, groupId));
  return row?.total ?? 0;
}

export async function insertResource(db: Db, values: typeof studyGroupResources.$inferInsert) {
  const [row] = await db.insert(studyGroupResources).values(values).returning();
  return row!;
}

export async function findResource(db: Db, groupId: string, id: string) {
  const [row] = await db
    .select()
    .from(studyGroupResources)
    .where(and(eq(studyGroupResources.groupId, groupId), eq(studyGroupResources.id, id)));
  return row;
}

export async function deleteResource(db: Db, id: string) {
  await db.delete(studyGroupResources).where(eq(studyGroupResources.id, id));
}

/** The attachments of a group's file resources (deleted with the group). */
export async function resourceAttachmentIds(db: Db, groupId: string): Promise<string[]> {
  const rows = await db
    .select({ id: studyGroupResources.attachmentId })
    .from(studyGroupResources)
    .where(
      and(eq(studyGroupResources.groupId, groupId), isNotNull(studyGroupResources.attachmentId)),
    );
  return rows.map((row) => row.id!);
}

export type { SQL };
