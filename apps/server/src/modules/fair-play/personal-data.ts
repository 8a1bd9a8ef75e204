import { eq } from 'drizzle-orm';
import { playReviews } from '../../db/schema';
import { cascade, type PersonalDataPart } from '../../lib/personal-data';

/** Reviews of the person's sessions for fair play, with their outcome; not who reviewed. */
export const fairPlayPersonalData: PersonalDataPart = {
  module: 'fair-play',
  describes: 'Fair-play reviews of your sessions, why they were flagged and the outcome',
  tables: ['play_reviews'],
  async export(db, userId) {
    return {
      reviews: await db
        .select({
          session_id: playReviews.sessionId,
          reason: playReviews.reason,
          evidence: playReviews.evidence,
          outcome: playReviews.status,
          created_at: playReviews.createdAt,
          reviewed_at: playReviews.reviewedAt,
        })
        .from(playReviews)
        .where(eq(playReviews.userId, userId)),
    };
  },
  // Every table here is keyed to the user `on delete cascade`.
  erase: cascade,
};
