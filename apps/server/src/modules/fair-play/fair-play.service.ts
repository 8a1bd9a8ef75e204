import { assessSessionPace, readingLength } from '@quizarena/contracts';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import { writeAudit } from '../audit';
import { recordEarnedPoints } from '../leaderboard';
import { inTransaction, pointsBalanceOf, postMovement } from '../scoring';
import * as repo from './fair-play.repo';

/** The reason stored with sessions the fast-answer rule flags. */
export const IMPLAUSIBLE_PACE = 'implausible_pace';

/** A completed session's questions and answers, in play order, as the quiz stored them. */
export type PlayedSession = {
  sessionId: string;
  userId: string;
  at: Date;
  questions: { questionText: string; options: { text: string }[] }[];
  answers: { timeTakenMs: number; isCorrect: boolean; timedOut: boolean }[];
};

/**
 * Runs the fast-answer rule on a session as it completes, inside the completion's transaction:
 * a flagged session is recorded for review, and `held` tells the caller to keep its points off
 * the leaderboards until a review clears it (they are still paid through the ledger).
 */
export async function holdForReview(tx: Db, played: PlayedSession): Promise<{ held: boolean }> {
  const verdict = assessSessionPace(
    played.answers.map((answer, index) => {
      const question = played.questions[index]!;
      return {
        timeMs: answer.timeTakenMs,
        correct: answer.isCorrect,
        timedOut: answer.timedOut,
        readingChars: readingLength(question.questionText, question.options),
      };
    }),
  );
  if (!verdict.flagged) return { held: false };
  await repo.insertReview(tx, {
    sessionId: played.sessionId,
    userId: played.userId,
    reason: IMPLAUSIBLE_PACE,
    evidence: {
      answers: verdict.answers,
      implausible: verdict.implausible,
      fast_correct: verdict.evidence,
    },
    at: played.at,
  });
  return { held: true };
}

export type ReviewDecision = 'clear' | 'confirm';

/** What a decision did: whose session, its points, and how many of them a confirmation took back. */
export type ReviewOutcome = {
  userId: string;
  points: number;
  status: 'cleared' | 'confirmed';
  /** Points taken back from the player (confirmed only; at most what they still hold). */
  voided: number;
};

/**
 * Reviews of flagged sessions: clearing puts the points on the boards; confirming keeps them off
 * for good and takes them back through the ledger.
 */
export function createPlayReviews(deps: {
  db: Db;
  clock: Clock;
  /** Brings cached rankings up to what a clearing committed (the leaderboard service). */
  leaderboard?: { publishAfter<T>(work: () => Promise<T>): Promise<T> } | undefined;
}) {
  const { db, clock } = deps;
  const publishAfter = deps.leaderboard?.publishAfter ?? (<T>(work: () => Promise<T>) => work());
  return {
    /**
     * Decides a pending review, audited: 'clear' records the session's points on the boards at
     * the time they were earned (their windows then, not now); 'confirm' keeps them off for good
     * and voids them: a ledger movement back to the rewards account, at most the player's
     * balance (points already spent cannot be taken back; the shortfall is in the audit row).
     * `within` runs in the same transaction (the moderation queue records its decision there).
     */
    async decide(
      sessionId: string,
      decision: ReviewDecision,
      reviewer: string,
      within?: (tx: Db, outcome: ReviewOutcome) => Promise<void>,
    ): Promise<ReviewOutcome> {
      return publishAfter(() =>
        inTransaction(db, async (tx) => {
          const review = await repo.lockReview(tx, sessionId);
          if (!review) throw AppError.notFound('No review for this session');
          if (review.status !== 'pending') {
            throw AppError.conflict('REVIEW_DECIDED', `This review is already ${review.status}`);
          }
          const status: ReviewOutcome['status'] = decision === 'clear' ? 'cleared' : 'confirmed';
          await repo.decideReview(tx, sessionId, status, clock.now(), reviewer);
          if (status === 'cleared' && review.completedAt) {
            await recordEarnedPoints(tx, {
              userId: review.userId,
              points: review.points,
              at: review.completedAt,
              categoryId: review.categoryId,
              topicId: review.topicId,
            });
          }
          let voided = 0;
          if (status === 'confirmed' && review.points > 0) {
            voided = Math.min(review.points, await pointsBalanceOf(tx, review.userId));
            if (voided > 0)
              await postMovement(tx, {
                key: `quiz_session_void:${sessionId}`,
                kind: 'quiz_reward_voided',
                reference: sessionId,
                at: clock.now(),
                legs: [
                  { account: { userId: review.userId }, amount: -voided },
                  { account: { system: 'rewards' }, amount: voided },
                ],
              });
          }
          await writeAudit(tx, {
            event: status === 'cleared' ? 'play_review_cleared' : 'play_review_confirmed',
            userId: review.userId,
            detail: {
              session_id: sessionId,
              points: review.points,
              reviewer,
              ...(status === 'confirmed' ? { voided, shortfall: review.points - voided } : {}),
            },
          });
          const outcome: ReviewOutcome = {
            userId: review.userId,
            points: review.points,
            status,
            voided,
          };
          await within?.(tx, outcome);
          return outcome;
        }),
      );
    },
  };
}
export type PlayReviews = ReturnType<typeof createPlayReviews>;
