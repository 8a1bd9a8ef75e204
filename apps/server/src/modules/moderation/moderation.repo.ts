import { asc, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { reports, users } from '../../db/schema';

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
