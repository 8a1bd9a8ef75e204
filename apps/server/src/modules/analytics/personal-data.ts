import { asc, eq } from 'drizzle-orm';
import { analyticsActiveUsers } from '../../db/schema';
import { cascade, type PersonalDataPart } from '../../lib/personal-data';

/** The days the person was counted as active; every other analytics table holds only counts. */
export const analyticsPersonalData: PersonalDataPart = {
  module: 'analytics',
  describes: 'The days you were counted as active in the usage figures',
  tables: ['analytics_active_users'],
  async export(db, userId) {
    const days = await db
      .select({ day: analyticsActiveUsers.day })
      .from(analyticsActiveUsers)
      .where(eq(analyticsActiveUsers.userId, userId))
      .orderBy(asc(analyticsActiveUsers.day));
    return { active_days: days.map((row) => row.day) };
  },
  // Every table here is keyed to the user `on delete cascade`.
  erase: cascade,
};
