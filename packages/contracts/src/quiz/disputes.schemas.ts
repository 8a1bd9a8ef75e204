import { z } from 'zod';
import { successEnvelope } from '../common/envelope';
import { plainText } from '../common/text';

const uuid = z.uuid();
const isoDateTime = z.iso.datetime({ offset: true });

/**
 * A player's dispute of a question's answer (docs/DECISIONS.md #67): filed from the results page
 * or right after answering, decided in the moderation queue. `open` until a moderator upholds it
 * (the question's key is corrected and affected quizzes re-scored) or rejects it.
 */
export const DISPUTE_STATUSES = ['open', 'upheld', 'rejected'] as const;
export type DisputeStatus = (typeof DISPUTE_STATUSES)[number];

/** How long a dispute's reason may be: long enough to cite a source, short enough to read. */
export const DISPUTE_REASON = { min: 5, max: 500 } as const;

/** `POST /api/games/session/{id}/questions/{questionId}/disputes`: the session and question. */
export const disputeParamsSchema = z.strictObject({ id: uuid, questionId: uuid });
export type DisputeParams = z.infer<typeof disputeParamsSchema>;

/** What the player says is wrong with the answer. */
export const disputeBodySchema = z
  .strictObject({
    reason: plainText()
      .min(DISPUTE_REASON.min, `At least ${DISPUTE_REASON.min} characters`)
      .max(DISPUTE_REASON.max, `At most ${DISPUTE_REASON.max} characters`),
  })
  .meta({ id: 'DisputeBody' });
export type DisputeBody = z.infer<typeof disputeBodySchema>;

/** One dispute as its player sees it: what they wrote and what became of it. */
export const answerDisputeSchema = z
  .object({
    id: uuid,
    session_id: uuid,
    question_id: uuid,
    reason: z.string(),
    status: z.enum(DISPUTE_STATUSES),
    /** What the moderator wrote when deciding it; null while open. */
    moderator_note: z.string().nullable(),
    created_at: isoDateTime,
    resolved_at: isoDateTime.nullable(),
  })
  .meta({ id: 'AnswerDispute' });
export type AnswerDispute = z.infer<typeof answerDisputeSchema>;

export const disputeResponseSchema = successEnvelope(answerDisputeSchema);
/** `GET /api/games/session/{id}/disputes`: the caller's disputes of that quiz, oldest first. */
export const sessionDisputesResponseSchema = successEnvelope(
  z.object({ disputes: z.array(answerDisputeSchema) }),
);

/** The refusals a player can meet filing a dispute (the server's words, shown as they come). */
export const DISPUTE_MESSAGES = {
  notInQuiz: 'This question is not part of the quiz',
  notServed: 'This question was never put to you in this quiz',
  notAnswered: 'Answer the question before disputing it',
  already: 'You have already disputed this answer',
} as const;
