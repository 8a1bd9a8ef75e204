import { z } from 'zod';
import { successEnvelope } from '../common/envelope';
import { difficultyLevelSchema } from './content.schemas';
import { shareKeySchema } from './question-sets.schemas';

/** How many questions one `GET /api/questions` may ask for, and how many it gives by default. */
export const QUESTION_LIST_LIMIT = { default: 10, max: 50 } as const;

/**
 * A question's picture and the words that stand for it (its alt text), wherever a question is
 * shown: null without one. Optional so clients built before pictures still read the answers.
 */
export const questionImageFields = {
  image_url: z.string().nullable().optional(),
  image_alt: z.string().nullable().optional(),
};

/** An answer option as a player sees it: no correct flag, ever. */
export const questionOptionSchema = z
  .object({
    id: z.string(),
    option_text: z.string(),
  })
  .meta({ id: 'QuestionOption' });
export type QuestionOption = z.infer<typeof questionOptionSchema>;

/**
 * A question as a player sees it before answering. Which option is correct, and the
 * explanation, come only from the quiz session's answer call, after that player has answered.
 */
export const questionSchema = z
  .object({
    id: z.uuid(),
    topic_id: z.uuid(),
    question_text: z.string(),
    /** In a fresh random order on every read. */
    options: z.array(questionOptionSchema),
    points: z.number().int().positive(),
    difficulty: difficultyLevelSchema,
    /** The BCP 47 tag of the language the question is written in. */
    language: z.string(),
    ...questionImageFields,
  })
  .meta({ id: 'Question' });
export type Question = z.infer<typeof questionSchema>;

/** `GET /api/questions`: random active questions of one active topic. */
export const questionListQuerySchema = z.strictObject({
  topic_id: z.uuid(),
  limit: z.coerce
    .number()
    .int()
    .min(1)
    .max(QUESTION_LIST_LIMIT.max)
    .default(QUESTION_LIST_LIMIT.default),
  /** The share key of a question set shared by link (docs/DECISIONS.md #68). */
  share_key: shareKeySchema.optional(),
});
export type QuestionListQuery = z.infer<typeof questionListQuerySchema>;

export const questionListResponseSchema = successEnvelope(
  z.object({ questions: z.array(questionSchema) }),
);
export const questionResponseSchema = successEnvelope(z.object({ question: questionSchema }));
