import { z } from 'zod';
import { languageTagSchema } from '../common/language-tag';
import { plainText } from '../common/text';
import { QUESTION_SHAPE, questionTypeSchema, type AnswerKey } from '../quiz/question-types';
import { CONTENT_ADMIN_MESSAGES, QUESTION_RULES } from './content-admin.schemas';
import { difficultyLevelSchema } from './content.schemas';

/**
 * A question as its author writes it, of any type (docs/DECISIONS.md #64, #68): the admin
 * console, an educator's set editor and every imported row are checked by this one schema.
 * - single, true_false: options, exactly one marked correct (true/false: two options);
 * - multiple: options, at least one marked correct;
 * - ordering: options listed in the right order (`is_correct` is not used);
 * - typed: no options; `accepted_answers`, and `max_typos` forgiven (0 unless given).
 */
export const AUTHORED_QUESTION_MESSAGES = {
  ...CONTENT_ADMIN_MESSAGES,
  atLeastOneCorrect: 'Mark at least one option as correct',
  twoOptions: 'A true/false question has exactly two options',
  noOptionsForTyped: 'A typed question has no options; give accepted answers instead',
  acceptedRequired: 'Give at least one accepted answer',
  acceptedOnlyForTyped: 'Only a typed question has accepted answers',
  typosOnlyForTyped: 'Only a typed question forgives typos',
  imageAltRequired: 'Describe the image for those who cannot see it',
  imageUrl: 'The image must be one uploaded here (/uploads/questions/...)',
} as const;

/** Question pictures are our own uploads, never another site's (the page's CSP allows only ours). */
export const QUESTION_IMAGE_URL = /^\/uploads\/questions\/[A-Za-z0-9._-]{1,100}$/;

const authoredOption = z.strictObject({
  /** Kept when editing, so sessions that chose this option still point at it. */
  id: z.string().min(1).max(32).optional(),
  option_text: plainText().min(1, 'Option text is required').max(300),
  is_correct: z.boolean().default(false),
});

const acceptedAnswer = plainText().trim().min(1).max(QUESTION_SHAPE.maxAnswerLength);

export const authoredQuestionFields = {
  type: questionTypeSchema.default('single'),
  question_text: plainText().min(1, 'Question text is required').max(1000),
  options: z
    .array(authoredOption)
    .max(QUESTION_RULES.maxOptions, `Give at most ${QUESTION_RULES.maxOptions} options`)
    .default([]),
  accepted_answers: z.array(acceptedAnswer).max(QUESTION_SHAPE.maxAccepted).optional(),
  max_typos: z.number().int().min(0).max(QUESTION_SHAPE.maxTypos).optional(),
  explanation: plainText().max(2000).nullable().optional(),
  points: z
    .number()
    .int()
    .min(QUESTION_RULES.minPoints)
    .max(QUESTION_RULES.maxPoints)
    .default(QUESTION_RULES.defaultPoints),
  difficulty: difficultyLevelSchema,
  /** Its topic's language unless given. */
  language: languageTagSchema().optional(),
  image_url: z
    .string()
    .regex(QUESTION_IMAGE_URL, AUTHORED_QUESTION_MESSAGES.imageUrl)
    .nullable()
    .optional(),
  image_alt: plainText().min(1).max(300).nullable().optional(),
};

type AuthoredShape = {
  type: z.infer<typeof questionTypeSchema>;
  options: { option_text: string; is_correct: boolean }[];
  accepted_answers?: string[] | undefined;
  max_typos?: number | undefined;
  image_url?: string | null | undefined;
  image_alt?: string | null | undefined;
};

/** The rules that tie the fields to the type; each problem names its field. */
export function checkAuthoredQuestion(question: AuthoredShape, context: z.RefinementCtx): void {
  const problem = (path: string, message: string) =>
    context.addIssue({ code: 'custom', path: [path], message });
  const { type, options } = question;
  const correct = options.filter((option) => option.is_correct).length;
  if (type === 'typed') {
    if (options.length > 0) problem('options', AUTHORED_QUESTION_MESSAGES.noOptionsForTyped);
    if (!question.accepted_answers?.length) {
      problem('accepted_answers', AUTHORED_QUESTION_MESSAGES.acceptedRequired);
    }
  } else {
    if (question.accepted_answers !== undefined) {
      problem('accepted_answers', AUTHORED_QUESTION_MESSAGES.acceptedOnlyForTyped);
    }
    if (question.max_typos !== undefined) {
      problem('max_typos', AUTHORED_QUESTION_MESSAGES.typosOnlyForTyped);
    }
    if (options.length < QUESTION_RULES.minOptions) {
      problem('options', `Give at least ${QUESTION_RULES.minOptions} options`);
    } else if (type === 'true_false' && options.length !== 2) {
      problem('options', AUTHORED_QUESTION_MESSAGES.twoOptions);
    }
    const texts = new Set(options.map((option) => option.option_text.toLowerCase()));
    if (texts.size !== options.length) {
      problem('options', AUTHORED_QUESTION_MESSAGES.distinctOptions);
    }
    if ((type === 'single' || type === 'true_false') && correct !== 1) {
      problem('options', AUTHORED_QUESTION_MESSAGES.exactlyOneCorrect);
    }
    if (type === 'multiple' && correct < 1) {
      problem('options', AUTHORED_QUESTION_MESSAGES.atLeastOneCorrect);
    }
  }
  if (question.image_url && !question.image_alt) {
    problem('image_alt', AUTHORED_QUESTION_MESSAGES.imageAltRequired);
  }
}

export const authoredQuestionSchema = z
  .strictObject(authoredQuestionFields)
  .superRefine(checkAuthoredQuestion);
export type AuthoredQuestion = z.infer<typeof authoredQuestionSchema>;

/**
 * The stored form of an authored question once its options have ids (in the authored order):
 * the right option of a choice question, or the key of the others.
 */
export function answerKeyOfAuthored(
  question: Pick<AuthoredQuestion, 'type' | 'options' | 'accepted_answers' | 'max_typos'>,
  optionIds: readonly string[],
): AnswerKey {
  const marked = optionIds.filter((_, index) => question.options[index]?.is_correct);
  switch (question.type) {
    case 'single':
    case 'true_false':
      return { type: question.type, correct_option_id: marked[0]! };
    case 'multiple':
      return { type: 'multiple', correct_option_ids: marked };
    case 'ordering':
      return { type: 'ordering', order: [...optionIds] };
    case 'typed':
      return {
        type: 'typed',
        accepted: question.accepted_answers ?? [],
        max_typos: question.max_typos ?? 0,
      };
  }
}

/**
 * `POST /api/questions` (the admin console): a question of any type in a catalogue topic. The
 * single-choice body it took before types existed is still valid (`type` defaults to single).
 */
export const questionCreateBodySchema = z
  .strictObject({
    topic_id: z.uuid(),
    is_active: z.boolean().optional(),
    ...authoredQuestionFields,
  })
  .superRefine(checkAuthoredQuestion);
export type QuestionCreateBody = z.infer<typeof questionCreateBodySchema>;
/** What a client sends: the defaults left to the server. */
export type QuestionCreateInput = z.input<typeof questionCreateBodySchema>;

const { type, options, points, ...otherFields } = authoredQuestionFields;

/**
 * `PUT /api/questions/{id}`: any of the create fields. The server lays them over the stored
 * question and checks the whole with `authoredQuestionSchema`, so a change of type sends what
 * the new type needs with it. `options` replaces the whole list; an option that keeps its `id`
 * (one of this question's) stays the same option for quiz sessions that already chose it.
 */
export const questionUpdateBodySchema = z
  .strictObject({
    topic_id: z.uuid().optional(),
    is_active: z.boolean().optional(),
    type: type.unwrap().optional(),
    options: options.unwrap().optional(),
    points: points.unwrap().optional(),
    ...z.object(otherFields).partial().shape,
  })
  .refine((body) => Object.keys(body).length > 0, CONTENT_ADMIN_MESSAGES.noChange);
export type QuestionUpdateBody = z.infer<typeof questionUpdateBodySchema>;
export type QuestionUpdateInput = z.input<typeof questionUpdateBodySchema>;
