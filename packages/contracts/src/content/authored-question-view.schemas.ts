import { z } from 'zod';
import { questionTypeSchema } from '../quiz/question-types';
import type { authoredQuestionSchema } from './authored-question.schemas';
import { difficultyLevelSchema } from './content.schemas';

/** What an editor sends for a question (`authoredQuestionSchema`), before defaults apply. */
export type AuthoredQuestionBody = z.input<typeof authoredQuestionSchema>;

/**
 * A question with its answer, as its author (or an administrator, or a moderator deciding on
 * it) reads it: every field the authored body has, options in their right order for an
 * ordering question, so it can be sent back as it is.
 */
export const authoredQuestionViewSchema = z
  .object({
    id: z.uuid(),
    topic_id: z.uuid(),
    type: questionTypeSchema,
    question_text: z.string(),
    options: z.array(
      z.object({ id: z.string(), option_text: z.string(), is_correct: z.boolean() }),
    ),
    /** A typed question's accepted answers (empty for the other types). */
    accepted_answers: z.array(z.string()),
    /** Typos a typed question forgives (0 for the other types). */
    max_typos: z.number().int().nonnegative(),
    explanation: z.string().nullable(),
    points: z.number().int().positive(),
    difficulty: difficultyLevelSchema,
    language: z.string(),
    image_url: z.string().nullable(),
    image_alt: z.string().nullable(),
    is_active: z.boolean(),
    created_at: z.iso.datetime(),
  })
  .meta({ id: 'AuthoredQuestionView' });
export type AuthoredQuestionView = z.infer<typeof authoredQuestionViewSchema>;

/** The body that writes a question back as it is shown (an editor's starting point). */
export function authoredBodyOf(question: AuthoredQuestionView): AuthoredQuestionBody {
  const typed = question.type === 'typed';
  return {
    type: question.type,
    question_text: question.question_text,
    options: typed
      ? []
      : question.options.map(({ id, option_text, is_correct }) => ({
          id,
          option_text,
          is_correct,
        })),
    ...(typed
      ? { accepted_answers: question.accepted_answers, max_typos: question.max_typos }
      : {}),
    explanation: question.explanation,
    points: question.points,
    difficulty: question.difficulty,
    language: question.language,
    image_url: question.image_url,
    image_alt: question.image_alt,
  };
}
