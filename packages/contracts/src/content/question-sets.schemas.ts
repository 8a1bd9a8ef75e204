import { z } from 'zod';
import { successEnvelope } from '../common/envelope';
import { languageTagSchema } from '../common/language-tag';
import { plainText, singleLineText } from '../common/text';
import { authoredQuestionViewSchema } from './authored-question-view.schemas';
import { difficultyLevelSchema } from './content.schemas';
import { SET_REVIEW_STATUSES, SET_VISIBILITIES } from './question-sets.rules';

/** Limits of an educator's question sets (docs/DECISIONS.md #68); the server checks the same. */
export const QUESTION_SET_RULES = {
  /** Sets one person may keep (deleted ones do not count). */
  maxSetsPerOwner: 100,
  /** Active questions one set may hold. */
  maxQuestions: 500,
  /** Random bytes behind a share key (24 URL-safe characters). */
  shareKeyBytes: 18,
} as const;

export const QUESTION_SET_MESSAGES = {
  authorsOnly: 'Only educators and administrators can create question sets',
  picturesForAuthors: 'Only educators and administrators can upload question pictures',
  notFound: 'Question set not found',
  tooManySets: `You can keep at most ${QUESTION_SET_RULES.maxSetsPerOwner} question sets`,
  tooManyQuestions: `A question set holds at most ${QUESTION_SET_RULES.maxQuestions} questions`,
  emptyForPublic: 'Add at least one question before asking to publish the set',
  noShareLink: 'Only a set shared by link or public has a share link',
  categoryNotFound: 'Category not found',
  questionNotFound: 'Question not found',
  shareKeyNotFound: 'This share link is not valid',
  noChange: 'Send at least one field to change',
} as const;

/** A share key as it appears in a set's link (`/sets/shared/{key}`). */
export const shareKeySchema = z.string().regex(/^[A-Za-z0-9_-]{24}$/, 'Not a share key');

const name = singleLineText().min(1, 'Name is required').max(80);
const description = plainText().max(500).nullable();

/** `POST /api/sets`: a new private set in a catalogue category. */
export const questionSetCreateBodySchema = z.strictObject({
  name,
  description: description.optional(),
  category_id: z.uuid(),
  /** English (`en`) unless given. */
  language: languageTagSchema().optional(),
});
export type QuestionSetCreateBody = z.infer<typeof questionSetCreateBodySchema>;

/** `PUT /api/sets/{id}`: any of the create fields. */
export const questionSetUpdateBodySchema = z
  .strictObject({
    name: name.optional(),
    description: description.optional(),
    category_id: z.uuid().optional(),
    language: languageTagSchema().optional(),
  })
  .refine((body) => Object.keys(body).length > 0, QUESTION_SET_MESSAGES.noChange);
export type QuestionSetUpdateBody = z.infer<typeof questionSetUpdateBodySchema>;

/** `PUT /api/sets/{id}/visibility`. */
export const questionSetVisibilityBodySchema = z.strictObject({
  visibility: z.enum(SET_VISIBILITIES),
});
export type QuestionSetVisibilityBody = z.infer<typeof questionSetVisibilityBodySchema>;

export const setQuestionParamsSchema = z.strictObject({ id: z.uuid(), questionId: z.uuid() });
export const shareKeyParamsSchema = z.strictObject({ key: shareKeySchema });

/** What a set is, as anyone allowed to see it reads it. */
const setDescription = {
  id: z.uuid(),
  name: z.string(),
  description: z.string().nullable(),
  category_id: z.uuid(),
  category_name: z.string(),
  language: z.string(),
  /** Derived from its questions, as a topic's is. */
  difficulty_level: difficultyLevelSchema,
  question_count: z.number().int().nonnegative(),
};

/** A set as its owner manages it. */
export const questionSetSchema = z
  .object({
    ...setDescription,
    visibility: z.enum(SET_VISIBILITIES),
    /** Where a request to list it publicly stands; null while nobody asked. */
    review_status: z.enum(SET_REVIEW_STATUSES).nullable(),
    /** What the moderator wrote with the last decision (why a rejection), else null. */
    review_note: z.string().nullable(),
    /** The secret of its share link, while shared by link or public; null otherwise. */
    share_key: z.string().nullable(),
    /** Listed beside the catalogue: public and approved. */
    listed: z.boolean(),
    plays: z.number().int().nonnegative(),
    created_at: z.iso.datetime(),
    updated_at: z.iso.datetime(),
  })
  .meta({ id: 'QuestionSet' });
export type QuestionSet = z.infer<typeof questionSetSchema>;

/** A set as its share link shows it to anyone signed in: what it is, never its answers. */
export const sharedQuestionSetSchema = z
  .object({
    ...setDescription,
    /** The author's display name by the public-identity rule. */
    owner_name: z.string(),
    /** The caller owns it. */
    mine: z.boolean(),
  })
  .meta({ id: 'SharedQuestionSet' });
export type SharedQuestionSet = z.infer<typeof sharedQuestionSetSchema>;

/** A set as a moderator reads a publication request: the set with every question and answer. */
export const moderatedQuestionSetSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  description: z.string().nullable(),
  category_name: z.string(),
  language: z.string(),
  /** Its state now: a set withdrawn from publication since it was asked shows it. */
  visibility: z.enum(SET_VISIBILITIES),
  review_status: z.enum(SET_REVIEW_STATUSES).nullable(),
  questions: z.array(authoredQuestionViewSchema),
});
export type ModeratedQuestionSet = z.infer<typeof moderatedQuestionSetSchema>;

export const questionSetListResponseSchema = successEnvelope(
  z.object({ sets: z.array(questionSetSchema) }),
);
export const questionSetResponseSchema = successEnvelope(z.object({ set: questionSetSchema }));
export const setQuestionListResponseSchema = successEnvelope(
  z.object({ questions: z.array(authoredQuestionViewSchema) }),
);
export const setQuestionResponseSchema = successEnvelope(
  z.object({ question: authoredQuestionViewSchema, set: questionSetSchema }),
);
export const sharedQuestionSetResponseSchema = successEnvelope(
  z.object({ set: sharedQuestionSetSchema }),
);
/** `DELETE /api/sets/{id}`: the set is gone from its owner's list. */
export const questionSetDeletedResponseSchema = successEnvelope(z.object({ id: z.uuid() }));
