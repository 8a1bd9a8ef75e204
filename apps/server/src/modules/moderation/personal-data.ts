import { eq, sql } from 'drizzle-orm';
import { reports } from '../../db/schema';
import { type PersonalDataPart } from '../../lib/personal-data';

/**
 * Reports the person filed and what became of them. Reports about them and moderators' notes
 * are the reporters' and the staff's (docs/PRIVACY.md), so they are not here.
 */
export const moderationPersonalData: PersonalDataPart = {
  module: 'moderation',
  describes: 'The reports you filed and their status',
  tables: ['reports'],
  async export(db, userId) {
    return {
      reports_filed: await db
        .select({
          id: reports.id,
          subject_type: reports.subjectType,
          reason: reports.reason,
          details: reports.details,
          status: reports.status,
          created_at: reports.createdAt,
          resolved_at: reports.resolvedAt,
        })
        .from(reports)
        .where(eq(reports.reporterId, userId)),
    };
  },
  /**
   * Reports stay for the moderators' record, keyed people `set null`. A report about them keeps
   * no copy of what they wrote or were called: its snapshot is emptied.
   */
  async erase(tx, userId) {
    await tx
      .update(reports)
      .set({ snapshot: { erased: true } })
      .where(
        sql`${reports.subjectUserId} = ${userId} or ${reports.snapshot}::text like ${`%${userId}%`}`,
      );
  },
};
