import { z } from 'zod';
import { successEnvelope } from '../common/envelope';
import { decidedAnswerSchema, servedQuestionSchema } from '../quiz/quiz.schemas';
import { REVIEW_RATINGS, REVIEW_RULES } from './review.rules';

const uuid = z.uuid();
const isoDateTime = z.iso.datetime({ offset: true });
const count = z.number().int().nonnegative();

export const reviewRatingSchema = z.enum(REVIEW_RATINGS);

/** Today's review answers against the daily goal that counts the day for the streak. */
const dailyGoalSchema = z.object({
  /** Review answers today (the player's calendar day, as the streak counts days). */
  reviewed_today: count,
  daily_goal: z.number().int().positive(),
  /** Today counts for the streak through reviews (the goal is met). */
  goal_met: z.boolean(),
});

/** GET /api/review/summary: what is due, per topic, and today's progress. */
export const reviewSummarySchema = dailyGoalSchema
  .extend({
    /** Questions due for review now. */
    due_now: count,
    /** When the next question not yet due becomes due; null when none is waiting. */
    next_due_at: isoDateTime.nullable(),
    /** Questions the player has a memory state for. */
    total_cards: count,
    /** Topics with questions due now, most due first. */
    topics: z.array(z.object({ topic_id: uuid, due: z.number().int().positive() })),
  })
  .meta({ id: 'ReviewSummary' });
export type ReviewSummary = z.infer<typeof reviewSummarySchema>;
export const reviewSummaryResponseSchema = successEnvelope(reviewSummarySchema);

/** POST /api/review/sessions: start a review round (or resume the one in play). */
export const reviewRoundCreateBodySchema = z.strictObject({
  size: z.number().int().min(1).max(REVIEW_RULES.maxRoundSize).default(REVIEW_RULES.roundSize),
  /** Only this topic's questions; every topic when absent. */
  topic_id: uuid.optional(),
});
export type ReviewRoundCreateBody = z.infer<typeof reviewRoundCreateBodySchema>;

export const REVIEW_ROUND_STATUSES = ['active', 'completed'] as const;

/** A review round as it stands. */
export const reviewRoundSchema = z
  .object({
    id: uuid,
    status: z.enum(REVIEW_ROUND_STATUSES),
    total_questions: z.number().int().positive(),
    /** Of them, questions that were due; the rest are new, from the player's weakest topics. */
    due_questions: count,
    answered_count: count,
    correct_count: count,
    points_earned: count,
    started_at: isoDateTime,
    /** The served, unanswered question, if there is one. */
    current_question: servedQuestionSchema.nullable(),
  })
  .meta({ id: 'ReviewRound' });
export type ReviewRound = z.infer<typeof reviewRoundSchema>;
export const reviewRoundResponseSchema = successEnvelope(z.object({ session: reviewRoundSchema }));
export const reviewNextResponseSchema = successEnvelope(
  z.object({ question: servedQuestionSchema.nullable() }),
);

/** The answer to a review question: the verdict, the grade and when it comes back. */
export const reviewAnswerResultSchema = decidedAnswerSchema
  .extend(dailyGoalSchema.shape)
  .extend({
    rating: reviewRatingSchema,
    /** When this question is due again. */
    next_due_at: isoDateTime,
    answered_count: count,
    total_questions: z.number().int().positive(),
    is_last: z.boolean(),
  })
  .meta({ id: 'ReviewAnswerResult' });
export type ReviewAnswerResult = z.infer<typeof reviewAnswerResultSchema>;
export const reviewAnswerResponseSchema = successEnvelope(reviewAnswerResultSchema);

/** POST /api/review/sessions/{id}/complete: the round's summary. */
export const reviewRoundResultSchema = dailyGoalSchema
  .extend({
    id: uuid,
    total_questions: z.number().int().positive(),
    answered_count: count,
    correct_count: count,
    points_earned: count,
    /** When the next question becomes due; null when none is waiting. */
    next_due_at: isoDateTime.nullable(),
  })
  .meta({ id: 'ReviewRoundResult' });
export type ReviewRoundResult = z.infer<typeof reviewRoundResultSchema>;
export const reviewRoundResultResponseSchema = successEnvelope(reviewRoundResultSchema);

/** A topic's mastery: how many of its questions the player would most likely recall now. */
export const topicMasterySchema = z.object({
  topic_id: uuid,
  topic_name: z.string(),
  category_id: uuid,
  category_name: z.string(),
  /** Questions of the topic the player has a memory state for. */
  reviewed: count,
  /** Of them, those whose recall chance now is at least REVIEW_RULES.masteredRetrievability. */
  mastered: count,
  /** The topic's active questions. */
  questions: count,
  /** 0-100: mastered / questions (`masteryPercent`). */
  mastery: z.number().int().min(0).max(100),
});
export type TopicMastery = z.infer<typeof topicMasterySchema>;
export const masteryResponseSchema = successEnvelope(
  z.object({ topics: z.array(topicMasterySchema) }),
);
