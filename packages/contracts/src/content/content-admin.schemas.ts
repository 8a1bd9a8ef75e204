import { z } from 'zod';
import { successEnvelope } from '../common/envelope';
import { languageTagSchema } from '../common/language-tag';
import { plainText, singleLineText } from '../common/text';
import { authoredQuestionViewSchema } from './authored-question-view.schemas';
import { categorySchema, difficultyLevelSchema, topicSchema } from './content.schemas';

/** Limits of the admin question editor; the server checks the same ones. */
export const QUESTION_RULES = {
  minOptions: 2,
  maxOptions: 6,
  minPoints: 1,
  maxPoints: 100,
  defaultPoints: 10,
  /** Questions one bulk activate or deactivate may name. */
  maxBulk: 100,
} as const;

export const CONTENT_ADMIN_MESSAGES = {
  exactlyOneCorrect: 'Mark exactly one option as correct',
  distinctOptions: 'Options must all differ',
  noChange: 'Send at least one field to change',
  color: 'Colour must be a hex colour such as #2563eb',
  icon: 'Icon must be an icon name such as book-open',
  bulkDistinct: 'Name each question at most once',
} as const;

const uuid = z.uuid();
const name = singleLineText().min(1, 'Name is required').max(80);
const description = plainText().max(500).nullable();
const color = z.string().regex(/^#[0-9a-fA-F]{6}$/, CONTENT_ADMIN_MESSAGES.color);
const icon = z
  .string()
  .max(50)
  .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, CONTENT_ADMIN_MESSAGES.icon);
const iconUrl = z
  .url({ protocol: /^https?$/, error: 'Icon URL must be an http(s) address' })
  .max(500)
  .nullable();
const sortOrder = z.number().int().min(0).max(100_000);
/** The language content is written in, as a BCP 47 tag (`en`, `es`, `pt-BR`). */
const language = languageTagSchema();

const nonEmpty = (body: object) => Object.keys(body).length > 0;

// ---- Requests ----------------------------------------------------------------------------

/** A new category. Its slug comes from the name; difficulty and counts are derived. */
export const categoryCreateBodySchema = z.strictObject({
  name,
  description: description.optional(),
  color,
  icon,
  sort_order: sortOrder.optional(),
  is_active: z.boolean().optional(),
});
export type CategoryCreateBody = z.infer<typeof categoryCreateBodySchema>;

/** Changes to a category: any of the create fields; `is_active: true` restores a deleted one. */
export const categoryUpdateBodySchema = z
  .strictObject({
    name: name.optional(),
    description: description.optional(),
    color: color.optional(),
    icon: icon.optional(),
    sort_order: sortOrder.optional(),
    is_active: z.boolean().optional(),
  })
  .refine(nonEmpty, CONTENT_ADMIN_MESSAGES.noChange);
export type CategoryUpdateBody = z.infer<typeof categoryUpdateBodySchema>;

const topicFields = {
  name,
  description: description.optional(),
  icon,
  icon_url: iconUrl.optional(),
  sort_order: sortOrder.optional(),
  is_active: z.boolean().optional(),
  /** English (`en`) unless given. */
  language: language.optional(),
};

/** A new topic of the category in the path (`POST /api/categories/{id}/topics`). */
export const categoryTopicCreateBodySchema = z.strictObject(topicFields);
export type CategoryTopicCreateBody = z.infer<typeof categoryTopicCreateBodySchema>;

/** A new topic (`POST /api/topics`). Difficulty and counts are derived from its questions. */
export const topicCreateBodySchema = z.strictObject({ category_id: uuid, ...topicFields });
export type TopicCreateBody = z.infer<typeof topicCreateBodySchema>;

/** Changes to a topic; a new `category_id` moves it to that category. */
export const topicUpdateBodySchema = z
  .strictObject({
    category_id: uuid.optional(),
    name: name.optional(),
    description: description.optional(),
    icon: icon.optional(),
    icon_url: iconUrl.optional(),
    sort_order: sortOrder.optional(),
    is_active: z.boolean().optional(),
    language: language.optional(),
  })
  .refine(nonEmpty, CONTENT_ADMIN_MESSAGES.noChange);
export type TopicUpdateBody = z.infer<typeof topicUpdateBodySchema>;

/** Admin question list of one topic: a page, and optional search in the question text. */
export const adminQuestionListQuerySchema = z.strictObject({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  page_size: z.coerce.number().int().min(1).max(100).default(20),
  search: singleLineText().max(200).optional(),
});
export type AdminQuestionListQuery = z.infer<typeof adminQuestionListQuerySchema>;

/**
 * `POST /api/admin/content/questions/bulk`: turns the named questions on or off for players, all
 * in one transaction (an unknown id refuses the whole request, naming it).
 */
export const questionBulkStatusBodySchema = z.strictObject({
  ids: z
    .array(uuid)
    .min(1, 'Choose at least one question')
    .max(QUESTION_RULES.maxBulk, `Choose at most ${QUESTION_RULES.maxBulk} questions`)
    .refine((ids) => new Set(ids).size === ids.length, CONTENT_ADMIN_MESSAGES.bulkDistinct),
  is_active: z.boolean({ error: 'is_active must be true or false' }),
});
export type QuestionBulkStatusBody = z.infer<typeof questionBulkStatusBodySchema>;

// ---- Answers -----------------------------------------------------------------------------

const timestamps = { created_at: z.iso.datetime(), updated_at: z.iso.datetime() };

/** A category as admins see it, inactive ones included. */
export const adminCategorySchema = categorySchema
  .extend({ sort_order: z.number().int(), ...timestamps })
  .meta({ id: 'AdminCategory' });
export type AdminCategory = z.infer<typeof adminCategorySchema>;

/** A topic as admins see it, inactive ones included. */
export const adminTopicSchema = topicSchema
  .extend({ sort_order: z.number().int(), ...timestamps })
  .meta({ id: 'AdminTopic' });
export type AdminTopic = z.infer<typeof adminTopicSchema>;

/**
 * A question with its answer: admins only. Options are in their stored order (an ordering
 * question's in its right order); every type's key is in the authored fields.
 */
export const adminQuestionSchema = authoredQuestionViewSchema
  .extend({
    /** The source's level, which admins set; players are served the measured one when there is one. */
    difficulty: difficultyLevelSchema,
    /** The level the nightly calibration measured from answers; null before it had any. */
    calibrated_difficulty: difficultyLevelSchema.nullable(),
    /** The answers that measure used. */
    calibration_answers: z.number().int().nonnegative(),
    /** Where the question came from: `admin` for ones written here, else the bank's source. */
    source: z.string(),
  })
  .meta({ id: 'AdminQuestion' });
export type AdminQuestion = z.infer<typeof adminQuestionSchema>;

const activeCounts = z.object({
  total: z.number().int().nonnegative(),
  active: z.number().int().nonnegative(),
  inactive: z.number().int().nonnegative(),
});
export type ActiveCounts = z.infer<typeof activeCounts>;

export const contentStatsSchema = z
  .object({ categories: activeCounts, topics: activeCounts, questions: activeCounts })
  .meta({ id: 'ContentStats' });
export type ContentStats = z.infer<typeof contentStatsSchema>;

export const paginationSchema = z
  .object({
    page: z.number().int().positive(),
    page_size: z.number().int().positive(),
    total: z.number().int().nonnegative(),
    total_pages: z.number().int().nonnegative(),
  })
  .meta({ id: 'Pagination' });
export type Pagination = z.infer<typeof paginationSchema>;

export const adminCategoryListResponseSchema = successEnvelope(
  z.object({ categories: z.array(adminCategorySchema) }),
);
export const adminCategoryResponseSchema = successEnvelope(
  z.object({ category: adminCategorySchema }),
);
export const adminTopicListResponseSchema = successEnvelope(
  z.object({ category: adminCategorySchema, topics: z.array(adminTopicSchema) }),
);
export const adminTopicResponseSchema = successEnvelope(z.object({ topic: adminTopicSchema }));
export const adminQuestionPageResponseSchema = successEnvelope(
  z.object({
    topic: adminTopicSchema,
    questions: z.array(adminQuestionSchema),
    pagination: paginationSchema,
  }),
);
export const adminQuestionResponseSchema = successEnvelope(
  z.object({ question: adminQuestionSchema }),
);
/** The named questions as they are now, and how many of them the call changed. */
export const questionBulkStatusResponseSchema = successEnvelope(
  z.object({
    questions: z.array(adminQuestionSchema),
    changed: z.number().int().nonnegative(),
  }),
);
export const contentStatsResponseSchema = successEnvelope(z.object({ stats: contentStatsSchema }));
