import { z } from 'zod';
import { successEnvelope } from '../common/envelope';
import { languageTagSchema } from '../common/language-tag';
import { singleLineText } from '../common/text';

export const DIFFICULTY_LEVELS = ['beginner', 'intermediate', 'advanced'] as const;
export const difficultyLevelSchema = z.enum(DIFFICULTY_LEVELS);
export type DifficultyLevel = z.infer<typeof difficultyLevelSchema>;

const uuid = z.uuid();

export const categorySchema = z
  .object({
    id: uuid,
    name: z.string(),
    slug: z.string(),
    description: z.string().nullable(),
    is_active: z.boolean(),
    color: z.string(),
    icon: z.string(),
    difficulty_level: difficultyLevelSchema,
    topic_count: z.number().int().nonnegative(),
    question_count: z.number().int().nonnegative(),
    estimated_time_minutes: z.number().int().positive(),
    popularity_score: z.number().int().nonnegative(),
  })
  .meta({ id: 'Category' });
export type Category = z.infer<typeof categorySchema>;

export const topicSchema = z
  .object({
    id: uuid,
    category_id: uuid,
    name: z.string(),
    slug: z.string(),
    description: z.string().nullable(),
    icon: z.string(),
    icon_url: z.string().nullable(),
    difficulty_level: difficultyLevelSchema,
    is_active: z.boolean(),
    /** The BCP 47 tag of the language the topic is written in (`en`, `es`, `pt-BR`). */
    language: z.string(),
    question_count: z.number().int().nonnegative(),
    estimated_time_minutes: z.number().int().positive(),
    /** Percent of started quizzes of this topic that were completed (0 before any play). */
    completion_rate: z.number().int().min(0).max(100),
    /** Mean accuracy percent of completed quizzes of this topic (0 before any). */
    average_score: z.number().int().min(0).max(100),
  })
  .meta({ id: 'Topic' });
export type Topic = z.infer<typeof topicSchema>;

/**
 * Query of the category chooser: search by name or description, a difficulty filter, and a
 * language: with one, only categories with active topics in it, counting only those topics.
 */
export const categoryListQuerySchema = z.strictObject({
  search: singleLineText().max(100).optional(),
  difficulty: z.enum(['all', ...DIFFICULTY_LEVELS]).default('all'),
  language: languageTagSchema().optional(),
});
export type CategoryListQuery = z.infer<typeof categoryListQuerySchema>;

/** Query of a category's topic list: only the topics in `language` when given, else all. */
export const topicListQuerySchema = z.strictObject({
  language: languageTagSchema().optional(),
});
export type TopicListQuery = z.infer<typeof topicListQuerySchema>;

export const idParamsSchema = z.strictObject({ id: uuid });

export const categoryListResponseSchema = successEnvelope(
  z.object({ categories: z.array(categorySchema) }),
);
export const categoryResponseSchema = successEnvelope(z.object({ category: categorySchema }));
export const topicListResponseSchema = successEnvelope(z.object({ topics: z.array(topicSchema) }));

/**
 * The languages the chooser can filter by: the BCP 47 tags of the active topics of active
 * categories, sorted. A client offers the filter only when there is more than one.
 */
export const contentLanguagesResponseSchema = successEnvelope(
  z.object({ languages: z.array(z.string()) }),
);
export const topicResponseSchema = successEnvelope(z.object({ topic: topicSchema }));
