import { and, asc, count, desc, eq, gt, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { moderationClaims, moderationDecisions, reports, users } from '../../db/schema';

export type ReportRow = typeof reports.$inferSelect;

export async function insertReport(
  db: Db,
  values: typeof reports.$inferInsert,
): Promise<ReportRow> {
  const [row] = await db.insert(reports).values(values).returning();
  return row!;
}

/** The reports waiting for a moderator, oldest first (the partial index on pending ones). */
export async function pendingReports(
  db: Db,
  page: { limit: number; offset: number } = { limit: 50, offset: 0 },
): Promise<ReportRow[]> {
  return db
    .select()
    .from(reports)
    .where(eq(reports.status, 'pending'))
    .orderBy(asc(reports.createdAt), asc(reports.id))
    .limit(page.limit)
    .offset(page.offset);
}

/**
 * The profile fields a player shows others, kept with a report of them. users belongs to the
 * auth module; this read is listed in docs/ARCHITECTURE.md (Table ownership) among those that
 * cross a boundary.
 */
export async function profileSnapshotOf(db: Db, userId: string) {
  const [row] = await db
    .select({
      full_name: users.fullName,
      organization: users.organization,
      bio: users.bio,
      location: users.location,
      website: users.website,
      avatar_url: users.avatarUrl,
      status: users.status,
    })
    .from(users)
    .where(eq(users.id, userId));
  return row;
}

/** The newest reports a person filed, and those about them (the admin console's account page). */
export async function reportsInvolving(db: Db, userId: string, limit: number) {
  const newest = (by: typeof reports.reporterId | typeof reports.subjectUserId) =>
    db
      .select()
      .from(reports)
      .where(eq(by, userId))
      .orderBy(desc(reports.createdAt), desc(reports.id))
      .limit(limit);
  const [filed, about] = await Promise.all([
    newest(reports.reporterId),
    newest(reports.subjectUserId),
  ]);
  return { filed, about };
}

export async function findReport(db: Db, id: string): Promise<ReportRow | undefined> {
  const [row] = await db.select().from(reports).where(eq(reports.id, id));
  return row;
}

/** The report, locked for a decision. */
export async function lockReport(tx: Db, id: string): Promise<ReportRow | undefined> {
  const [row] = await tx.select().from(reports).where(eq(reports.id, id)).for('update');
  return row;
}

export async function resolveReport(
  tx: Db,
  id: string,
  status: 'resolved' | 'dismissed',
  at: Date,
  by: string,
): Promise<void> {
  await tx
    .update(reports)
    .set({ status, resolvedAt: at, resolvedBy: by })
    .where(eq(reports.id, id));
}

export async function countPendingReports(db: Db): Promise<number> {
  const [row] = await db
    .select({ count: count() })
    .from(reports)
    .where(eq(reports.status, 'pending'));
  return row?.count ?? 0;
}

export async function reportsAboutCount(db: Db, userId: string): Promise<number> {
  const [row] = await db
    .select({ count: count() })
    .from(reports)
    .where(eq(reports.subjectUserId, userId));
  return row?.count ?? 0;
}

export type ClaimRow = typeof moderationClaims.$inferSelect;

/** The live claims on these items (an expired one is nobody's). */
export async function claimsOf(
  db: Db,
  itemIds: string[],
  now: Date,
): Promise<Map<string, ClaimRow>> {
  if (itemIds.length === 0) return new Map();
  const rows = await db
    .select()
    .from(moderationClaims)
    .where(and(inArray(moderationClaims.itemId, itemIds), gt(moderationClaims.expiresAt, now)));
  return new Map(rows.map((row) => [row.itemId, row]));
}

/**
 * Claims the item for the moderator until `expiresAt`, unless another moderator's claim is still
 * live: one statement, so two moderators claiming at once cannot both win. Answers the claim
 * held afterwards: the moderator's, or the other one's.
 */
export async function claim(
  db: Db,
  itemId: string,
  moderatorId: string,
  now: Date,
  expiresAt: Date,
): Promise<{ won: boolean; claim: ClaimRow }> {
  const [won] = await db
    .insert(moderationClaims)
    .values({ itemId, moderatorId, expiresAt })
    .onConflictDoUpdate({
      target: moderationClaims.itemId,
      set: { moderatorId, expiresAt },
      setWhere: sql`${moderationClaims.expiresAt} <= ${now.toISOString()}::timestamptz
        or ${moderationClaims.moderatorId} = ${moderatorId}::uuid`,
    })
    .returning();
  if (won) return { won: true, claim: won };
  const [held] = await db
    .select()
    .from(moderationClaims)
    .where(eq(moderationClaims.itemId, itemId));
  return { won: false, claim: held! };
}

export async function releaseClaim(db: Db, itemId: string): Promise<void> {
  await db.delete(moderationClaims).where(eq(moderationClaims.itemId, itemId));
}

export async function insertDecision(tx: Db, values: typeof moderationDecisions.$inferInsert) {
  await tx.insert(moderationDecisions).values(values);
}

export async function decisionOf(db: Db, itemId: string) {
  const [row] = await db
    .select()
    .from(moderationDecisions)
    .where(eq(moderationDecisions.itemId, itemId))
    .orderBy(desc(moderationDecisions.decidedAt))
    .limit(1);
  return row;
}

/** The newest decisions about a person. */
export function decisionsAbout(db: Db, userId: string, limit: number) {
  return db
    .select()
    .from(moderationDecisions)
    .where(eq(moderationDecisions.subjectUserId, userId))
    .orderBy(desc(moderationDecisions.decidedAt))
    .limit(limit);
}
