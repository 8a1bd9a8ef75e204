import { and, inArray, isNotNull, lt, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { playReviews } from '../../db/schema';

/**
 * Drops the per-answer evidence (each fast answer's position, time and floor) of up to `limit`
 * reviews decided before `cutoff`, in one statement. The review stays: its decision, reason,
 * reviewer and the counts (answers, implausible ones), which the player's record in the
 * moderation queue reads; the answers themselves stay in the player's games. Answers how many
 * reviews lost their evidence (a second run finds none).
 */
export async function dropDecidedReviewEvidence(
  db: Db,
  cutoff: Date,
  limit: number,
): Promise<number> {
  const chosen = db
    .select({ sessionId: playReviews.sessionId })
    .from(playReviews)
    .where(
      and(
        ne(playReviews.status, 'pending'),
        isNotNull(playReviews.reviewedAt),
        lt(playReviews.reviewedAt, cutoff),
        sql`${playReviews.evidence} -> 'fast_correct' is not null`,
      ),
    )
    .limit(limit)
    .for('update', { skipLocked: true });
  const rows = await db
    .update(playReviews)
    .set({ evidence: sql`${playReviews.evidence} - 'fast_correct'` })
    .where(inArray(playReviews.sessionId, chosen))
    .returning({ sessionId: playReviews.sessionId });
  return rows.length;
}
