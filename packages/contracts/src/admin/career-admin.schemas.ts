import { z } from 'zod';
import {
  assignedLearningPathSchema,
  careerAssessmentSchema,
  careerInsightsSchema,
  careerRecommendationsSchema,
  knowledgeEvidenceSchema,
  learningRecommendationSchema,
} from '../assessment/assessment.schemas';
import { successEnvelope } from '../common/envelope';
import { plainText, singleLineText } from '../common/text';
import { paginationSchema } from '../content/content-admin.schemas';

const isoDateTime = z.iso.datetime({ offset: true });

/** Limits of the admin console's career tools; the server checks the same ones. */
export const CAREER_ADMIN_RULES = {
  maxPathTopics: 20,
  maxNote: 500,
  maxDescription: 2000,
  defaultPageSize: 25,
  maxPageSize: 100,
} as const;

/** An O*NET-SOC code as O*NET writes it: two digits, a dash, four digits, a dot, two digits. */
export const ONET_CODE_PATTERN = /^\d{2}-\d{4}\.\d{2}$/;

export const CAREER_ADMIN_MESSAGES = {
  userId: 'Not a user id',
  onetCode: 'Not an O*NET-SOC code such as 15-1252.00',
  emptyText: 'Send null rather than empty text',
  distinctTopics: 'Name each topic at most once',
  userNotFound: 'User not found',
  occupationNotFound: 'Occupation not found',
  topicNotPlayable: 'Topic not found or not playable',
} as const;

/** `{id}` of the calls about one player: their user id. */
export const careerUserParamsSchema = z.strictObject({
  id: z.uuid({ error: CAREER_ADMIN_MESSAGES.userId }),
});

/** `{id}` of `PUT /api/admin/career/profile/{id}`: an O*NET-SOC code. */
export const occupationCodeParamsSchema = z.strictObject({
  id: z.string().regex(ONET_CODE_PATTERN, CAREER_ADMIN_MESSAGES.onetCode),
});

const curatedText = (max: number) =>
  plainText().min(1, CAREER_ADMIN_MESSAGES.emptyText).max(max).nullable().default(null);

/**
 * `PUT /api/admin/career/profile/{id}`: the whole curation of one occupation (a field left out
 * is cleared). `hidden` keeps it out of every player's matches; `description` replaces O*NET's
 * where players read it (null keeps O*NET's); `note` is shown with it (null for none).
 */
export const occupationProfileBodySchema = z.strictObject({
  hidden: z.boolean({ error: 'hidden must be true or false' }),
  description: curatedText(CAREER_ADMIN_RULES.maxDescription),
  note: curatedText(CAREER_ADMIN_RULES.maxNote),
});
export type OccupationProfileBody = z.infer<typeof occupationProfileBodySchema>;
export type OccupationProfileInput = z.input<typeof occupationProfileBodySchema>;

/** `POST /api/admin/career/path/{id}`: topics to practise, in order, and an optional note. */
export const learningPathBodySchema = z.strictObject({
  topic_ids: z
    .array(z.uuid())
    .min(1, 'Choose at least one topic')
    .max(
      CAREER_ADMIN_RULES.maxPathTopics,
      `Choose at most ${CAREER_ADMIN_RULES.maxPathTopics} topics`,
    )
    .refine((ids) => new Set(ids).size === ids.length, CAREER_ADMIN_MESSAGES.distinctTopics),
  note: curatedText(CAREER_ADMIN_RULES.maxNote),
});
export type LearningPathBody = z.infer<typeof learningPathBodySchema>;
export type LearningPathInput = z.input<typeof learningPathBodySchema>;

export const OCCUPATION_FILTERS = ['all', 'curated', 'hidden'] as const;

/** `GET /api/admin/career/occupations`: a page, found by title or code, perhaps only curated ones. */
export const occupationListQuerySchema = z.strictObject({
  q: singleLineText().max(100).optional(),
  filter: z.enum(OCCUPATION_FILTERS).default('all'),
  page: z.coerce.number().int().min(1).max(1000).default(1),
  page_size: z.coerce
    .number()
    .int()
    .min(1)
    .max(CAREER_ADMIN_RULES.maxPageSize)
    .default(CAREER_ADMIN_RULES.defaultPageSize),
});
export type OccupationListQuery = z.infer<typeof occupationListQuerySchema>;

/** A person a staff view names; `name` is null once the account is erased. */
const staffPersonSchema = z.object({ id: z.uuid(), name: z.string().nullable() });

/** An occupation as the curator sees it: O*NET's words and the curation over them. */
export const occupationProfileSchema = z
  .object({
    code: z.string(),
    title: z.string(),
    field: z.string().nullable(),
    onet_description: z.string(),
    onet_url: z.url(),
    hidden: z.boolean(),
    /** The curated description, or null for O*NET's. */
    description: z.string().nullable(),
    note: z.string().nullable(),
    /** When and by whom it was last curated; null for never. */
    updated_at: isoDateTime.nullable(),
    updated_by: staffPersonSchema.nullable(),
  })
  .meta({ id: 'OccupationProfile' });
export type OccupationProfile = z.infer<typeof occupationProfileSchema>;
export const occupationProfileResponseSchema = successEnvelope(
  z.object({ occupation: occupationProfileSchema }),
);
export const occupationListResponseSchema = successEnvelope(
  z.object({ occupations: z.array(occupationProfileSchema), pagination: paginationSchema }),
);

/** The player an answer is about, by the name on their account (a staff view). */
const subjectSchema = z.object({ id: z.uuid(), name: z.string() });

/** The path as the console shows it: what the player sees, and who assigned it. */
export const adminLearningPathSchema = assignedLearningPathSchema
  .extend({ assigned_by: staffPersonSchema.nullable() })
  .meta({ id: 'AdminLearningPath' });
export type AdminLearningPath = z.infer<typeof adminLearningPathSchema>;

/**
 * `GET /api/admin/career/recommendations/{id}`: what the player's career page shows (their
 * newest visible result and the recommendations call), in the reader's language.
 */
export const adminCareerRecommendationsSchema = careerRecommendationsSchema
  .extend({
    user: subjectSchema,
    assessment: careerAssessmentSchema.nullable(),
    assigned_path: adminLearningPathSchema.nullable(),
  })
  .meta({ id: 'AdminCareerRecommendations' });
export type AdminCareerRecommendations = z.infer<typeof adminCareerRecommendationsSchema>;
export const adminCareerRecommendationsResponseSchema = successEnvelope(
  adminCareerRecommendationsSchema,
);

export const learningPathResponseSchema = successEnvelope(
  z.object({ path: adminLearningPathSchema }),
);

/**
 * `POST /api/admin/ai/analyze/{id}`: the rules' reading of the player's newest visible result and
 * their play (the same insights provider as the results page; no external model). Without a
 * result the insights and style are null and only the play evidence is there.
 */
export const careerAnalysisSchema = z
  .object({
    user: subjectSchema,
    assessment: careerAssessmentSchema.nullable(),
    insights: careerInsightsSchema.nullable(),
    learning_style: learningRecommendationSchema.nullable(),
    skills: z.array(knowledgeEvidenceSchema),
    analyzed_at: isoDateTime,
  })
  .meta({ id: 'CareerAnalysis' });
export type CareerAnalysis = z.infer<typeof careerAnalysisSchema>;
export const careerAnalysisResponseSchema = successEnvelope(careerAnalysisSchema);
