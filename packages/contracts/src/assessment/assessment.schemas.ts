import { z } from 'zod';
import { successEnvelope } from '../common/envelope';
import { BIG_FIVE_TEMPLATE_IDS, TRAITS } from './big-five.rules';

const isoDateTime = z.iso.datetime({ offset: true });
const count = z.number().int().nonnegative();

/** The instrument's forms: the IPIP-NEO-120 (less two items, DECISIONS #21) and its short form. */
export const assessmentTemplateIdSchema = z.enum(BIG_FIVE_TEMPLATE_IDS, {
  error: 'Choose big-five or big-five-short',
});
export type AssessmentTemplateId = z.infer<typeof assessmentTemplateIdSchema>;
export const DEFAULT_ASSESSMENT_TEMPLATE: AssessmentTemplateId = 'big-five';

export const traitNameSchema = z.enum(TRAITS);
/** A number per trait; every trait present. */
const perTrait = <T extends z.ZodType>(value: T) =>
  z.object(
    Object.fromEntries(TRAITS.map((trait) => [trait, value])) as Record<(typeof TRAITS)[number], T>,
  );

export const TRAIT_LEVELS = ['high', 'moderate', 'low'] as const;
export const traitLevelSchema = z.enum(TRAIT_LEVELS);

/** Why an assessment cannot be taken now; the client's buttons follow `action_required`. */
export const ASSESSMENT_ACTIONS = ['complete_age_verification', 'obtain_parental_consent'] as const;

/** `GET /api/psychometric/templates`. */
export const assessmentTemplateSchema = z
  .object({
    id: assessmentTemplateIdSchema,
    name: z.string(),
    description: z.string(),
    question_count: count,
    /** Minutes a reader usually needs. */
    estimated_duration: count,
    /** The full form reports 30 facets; the short form the five traits only. */
    facets_scored: z.boolean(),
    /** The instrument and its licence, as 'About this assessment' cites it. */
    source: z.string(),
  })
  .meta({ id: 'AssessmentTemplate' });
export type AssessmentTemplate = z.infer<typeof assessmentTemplateSchema>;
export const assessmentTemplatesResponseSchema = successEnvelope(
  z.object({ templates: z.array(assessmentTemplateSchema) }),
);

/** `GET /api/psychometric/assessment/eligibility`. */
export const assessmentEligibilitySchema = z
  .object({
    eligible: z.boolean(),
    /** Why not, in the request's language; null when eligible. */
    reason: z.string().nullable(),
    action_required: z.enum(ASSESSMENT_ACTIONS).nullable(),
    /** Minutes the default form takes. */
    estimated_duration: count,
    /** An assessment begun and not yet submitted: the client resumes it. */
    in_progress_assessment_id: z.uuid().nullable(),
    /** The newest completed assessment, if any. */
    latest_assessment_id: z.uuid().nullable(),
    /** When a retake is allowed (30 days after the last completion); null when it is now. */
    retake_available_at: isoDateTime.nullable(),
  })
  .meta({ id: 'AssessmentEligibility' });
export type AssessmentEligibility = z.infer<typeof assessmentEligibilitySchema>;
export const assessmentEligibilityResponseSchema = successEnvelope(assessmentEligibilitySchema);

export const assessmentQuestionsQuerySchema = z.strictObject({
  template_id: assessmentTemplateIdSchema.default(DEFAULT_ASSESSMENT_TEMPLATE),
});

/** One statement. `value` is the response's position, 1 (Very Inaccurate) to 5 (Very Accurate). */
export const assessmentQuestionSchema = z
  .object({
    id: z.string(),
    text: z.string(),
    trait: traitNameSchema,
    response_options: z.array(
      z.object({ value: z.number().int().min(1).max(5), label: z.string() }),
    ),
  })
  .meta({ id: 'AssessmentQuestion' });
export type AssessmentQuestion = z.infer<typeof assessmentQuestionSchema>;
export const assessmentQuestionsResponseSchema = successEnvelope(
  z.object({
    template_id: assessmentTemplateIdSchema,
    questions: z.array(assessmentQuestionSchema),
  }),
);

export const assessmentCreateBodySchema = z.strictObject({
  template_id: assessmentTemplateIdSchema.default(DEFAULT_ASSESSMENT_TEMPLATE),
});

/** One answer: the question's id and the chosen response's position (1-5). */
export const assessmentAnswerSchema = z.strictObject({
  question_id: z.string().min(1, 'question_id is required').max(64),
  score: z
    .number({ error: 'score must be a whole number from 1 to 5' })
    .int('score must be a whole number from 1 to 5')
    .min(1, 'score must be a whole number from 1 to 5')
    .max(5, 'score must be a whole number from 1 to 5'),
});
export type AssessmentAnswer = z.infer<typeof assessmentAnswerSchema>;
const answerList = z.array(assessmentAnswerSchema).max(200, 'At most 200 answers');

/** An assessment begun: what `create` answers and what a reload reads to resume. */
export const assessmentSessionSchema = z
  .object({
    assessment_id: z.uuid(),
    template_id: assessmentTemplateIdSchema,
    status: z.enum(['in_progress', 'completed']),
    started_at: isoDateTime,
    /** Answers saved so far, in the order they were given. */
    answers: z.array(assessmentAnswerSchema),
  })
  .meta({ id: 'AssessmentSession' });
export type AssessmentSession = z.infer<typeof assessmentSessionSchema>;
export const assessmentSessionResponseSchema = successEnvelope(assessmentSessionSchema);

/** `PUT /api/psychometric/sessions/{id}/answers`: saved as the player goes (changeable). */
export const assessmentSaveAnswersBodySchema = z.strictObject({
  answers: answerList.min(1, 'Send at least one answer'),
});
export const assessmentSaveAnswersResponseSchema = successEnvelope(
  z.object({ assessment_id: z.uuid(), answered_count: count }),
);

export const assessmentSubmitBodySchema = z.strictObject({
  assessment_id: z.uuid({ error: 'No assessment ID provided' }),
  /** May be empty when every answer was saved along the way. */
  answers: answerList.default([]),
});

export const ASSESSMENT_VALIDITY_CODES = ['straight_lined', 'too_fast', 'inconsistent'] as const;

export const traitDescriptionSchema = z.object({
  score: z.number(),
  percentile: z.number().int(),
  level: traitLevelSchema,
  description: z.string(),
  strengths: z.array(z.string()),
  areas_for_growth: z.array(z.string()),
});

export const facetScoreSchema = z.object({
  facet: z.string(),
  name: z.string(),
  score: z.number(),
  percentile: z.number().int(),
});

export const careerSuggestionSchema = z
  .object({
    /** The O*NET-SOC code. */
    code: z.string(),
    title: z.string(),
    field: z.string(),
    description: z.string(),
    /** 0-5; the client shows score x 20 as a percent. */
    compatibility_score: z.number().min(0).max(5),
    /** Never invented: null until a named public source is configured (DECISIONS). */
    salary_range: z.object({ min: z.number(), max: z.number(), currency: z.string() }).nullable(),
    required_skills: z.array(z.string()),
    missing_skills: z.array(z.string()),
    growth_potential: z.string().nullable(),
    job_zone: z.number().int().min(1).max(5).nullable(),
    hot_technologies: z.array(z.string()),
    /** The occupation's public page (O*NET OnLine). */
    onet_url: z.url(),
    /** A note an administrator added to the occupation (the admin console); null for none. */
    note: z.string().nullable(),
  })
  .meta({ id: 'CareerSuggestion' });
export type CareerSuggestion = z.infer<typeof careerSuggestionSchema>;

export const learningRecommendationSchema = z
  .object({
    style: z.string(),
    strategy: z.string(),
    techniques: z.array(z.string()),
    environment: z.record(z.string(), z.string()),
    time_management: z.array(z.string()),
    /** Says plainly that matching teaching to a learning style has weak evidence. */
    evidence_note: z.string(),
  })
  .meta({ id: 'LearningRecommendation' });
export type LearningRecommendation = z.infer<typeof learningRecommendationSchema>;

/** Strengths, growth areas and a summary from the insights provider's rules. */
export const careerInsightsSchema = z.object({
  key_strengths: z.array(z.string()),
  growth_areas: z.array(z.string()),
  summary: z.string(),
  /** Which rules made them (no external model is called). */
  generated_by: z.string(),
});

export const assessmentResultsSchema = z
  .object({
    assessment_id: z.uuid(),
    template_id: assessmentTemplateIdSchema,
    completed_at: isoDateTime,
    time_taken_minutes: z.number().int().nonnegative(),
    is_valid: z.boolean(),
    /** Why the results need review, in plain words (empty when valid). */
    validity_notes: z.array(
      z.object({ code: z.enum(ASSESSMENT_VALIDITY_CODES), message: z.string() }),
    ),
    trait_scores: perTrait(z.number()),
    percentile_scores: perTrait(z.number().int()),
    /** Which norms the percentiles come from, in words. */
    norm_group: z.string(),
    /** The full form's 30 facets; null for the short form. */
    facet_scores: perTrait(z.array(facetScoreSchema)).nullable(),
    trait_descriptions: perTrait(traitDescriptionSchema),
    ai_insights: careerInsightsSchema,
    /** The two strongest estimated Holland interests, e.g. 'Artistic-Investigative'. */
    personality_type: z.string(),
    career_suggestions: z.array(careerSuggestionSchema),
    learning_recommendations: z.array(learningRecommendationSchema),
    /**
     * Whether the opt-in share link is on (it shows only the traits). The link itself is only
     * in the answer that turned it on: the server keeps a hash.
     */
    shared: z.boolean(),
  })
  .meta({ id: 'AssessmentResults' });
export type AssessmentResults = z.infer<typeof assessmentResultsSchema>;
export const assessmentResultsResponseSchema = successEnvelope(assessmentResultsSchema);

export const assessmentHistoryQuerySchema = z.strictObject({
  limit: z.coerce.number().int().min(1).max(50).default(10),
});
export const assessmentHistoryEntrySchema = z
  .object({
    assessment_id: z.uuid(),
    template_id: assessmentTemplateIdSchema,
    completed_at: isoDateTime,
    is_valid: z.boolean(),
    trait_scores: perTrait(z.number()),
    percentile_scores: perTrait(z.number().int()),
  })
  .meta({ id: 'AssessmentHistoryEntry' });
export type AssessmentHistoryEntry = z.infer<typeof assessmentHistoryEntrySchema>;
export const assessmentHistoryResponseSchema = successEnvelope(
  z.object({
    /** Newest first. */
    assessments: z.array(assessmentHistoryEntrySchema),
    retake_available_at: isoDateTime.nullable(),
  }),
);

/** `GET /api/psychometric/insights/learning-style`. */
export const learningStyleResponseSchema = successEnvelope(
  z.object({ assessment_id: z.uuid(), learning_style: learningRecommendationSchema }),
);
/** `GET /api/psychometric/insights/career-match`. */
export const careerMatchResponseSchema = successEnvelope(
  z.object({
    assessment_id: z.uuid(),
    personality_type: z.string(),
    /** Estimated interests, 0-100 each. */
    interests: z.object({
      R: z.number(),
      I: z.number(),
      A: z.number(),
      S: z.number(),
      E: z.number(),
      C: z.number(),
    }),
    careers: z.array(careerSuggestionSchema),
    /** The O*NET attribution the page shows. */
    attribution: z.string(),
  }),
);

/** Share: `PUT /api/psychometric/assessment/results/{id}/share` `{enabled}`. */
export const assessmentShareBodySchema = z.strictObject({
  enabled: z.boolean({ error: 'enabled must be true or false' }),
});
export const assessmentShareResponseSchema = successEnvelope(
  z.object({ share_url: z.string().nullable() }),
);
/** What anyone with the link sees: the traits only (DECISIONS). */
export const sharedAssessmentSchema = z
  .object({
    name: z.string(),
    completed_at: isoDateTime,
    trait_scores: perTrait(z.number()),
    percentile_scores: perTrait(z.number().int()),
    levels: perTrait(traitLevelSchema),
  })
  .meta({ id: 'SharedAssessment' });
export type SharedAssessment = z.infer<typeof sharedAssessmentSchema>;
export const sharedAssessmentResponseSchema = successEnvelope(sharedAssessmentSchema);

/* Parental consent (players under 16 by the younger possible age). */

export const CONSENT_STATUSES = ['pending', 'granted', 'refused', 'withdrawn'] as const;
export const consentStatusSchema = z.enum(CONSENT_STATUSES);

/** The player's own view, `GET /api/psychometric/consent`. */
export const parentalConsentSchema = z
  .object({
    /** Whether this player needs a parent's consent at all. */
    required: z.boolean(),
    /** Null when none was ever asked for. */
    status: consentStatusSchema.nullable(),
    /** Masked: 'p***@example.com'. */
    parent_email: z.string().nullable(),
    requested_at: isoDateTime.nullable(),
    decided_at: isoDateTime.nullable(),
  })
  .meta({ id: 'ParentalConsent' });
export type ParentalConsent = z.infer<typeof parentalConsentSchema>;
export const parentalConsentResponseSchema = successEnvelope(parentalConsentSchema);

export const consentRequestBodySchema = z.strictObject({
  parent_email: z
    .email({ error: 'Enter a valid email address' })
    .max(254, 'Enter a valid email address'),
});

/** What the parent's link shows, `GET /api/psychometric/consent/parent?token`. */
export const parentConsentViewSchema = z
  .object({
    /** The child's first name and last initial (the public-identity rule for minors). */
    child_name: z.string(),
    status: consentStatusSchema,
    requested_at: isoDateTime,
    decided_at: isoDateTime.nullable(),
  })
  .meta({ id: 'ParentConsentView' });
export type ParentConsentView = z.infer<typeof parentConsentViewSchema>;
export const parentConsentViewResponseSchema = successEnvelope(parentConsentViewSchema);

export const parentConsentTokenQuerySchema = z.strictObject({
  token: z.string().min(20, 'token is required').max(200),
});
export const parentConsentDecisionBodySchema = z.strictObject({
  token: z.string().min(20, 'token is required').max(200),
  decision: z.enum(['grant', 'refuse', 'withdraw'], { error: 'Choose grant, refuse or withdraw' }),
});

/* The career page's reads (`/api/v1`, the spec's paths; `/api/v1/users/profile` is the auth module's). */

/** `GET /api/v1/psychometric/results`: the newest result as the career page reads it, or null. */
export const careerAssessmentSchema = z
  .object({
    assessment_id: z.uuid(),
    personality_type: z.string(),
    learning_style: z.string(),
    /** Percent per trait (the 0-100 scores). */
    trait_scores: perTrait(z.number()),
    percentile_scores: perTrait(z.number().int()),
    completed_at: isoDateTime,
    is_valid: z.boolean(),
  })
  .meta({ id: 'CareerAssessment' });
export type CareerAssessment = z.infer<typeof careerAssessmentSchema>;
export const careerAssessmentResponseSchema = successEnvelope(careerAssessmentSchema.nullable());

/** What the player has shown in quizzes for one O*NET knowledge area. */
export const knowledgeEvidenceSchema = z
  .object({
    area: z.string(),
    answers: count,
    accuracy: z.number().min(0).max(1).nullable(),
    shown: z.boolean(),
    topics: z.array(
      z.object({
        topic_id: z.uuid(),
        name: z.string(),
        category_id: z.uuid(),
        answers: count,
        accuracy: z.number().min(0).max(1),
      }),
    ),
  })
  .meta({ id: 'KnowledgeEvidence' });
export type KnowledgeEvidence = z.infer<typeof knowledgeEvidenceSchema>;

/** A topic a plan or path suggests, with its category (the quiz link needs both ids). */
const suggestedTopicSchema = z.object({
  topic_id: z.uuid(),
  name: z.string(),
  category_id: z.uuid(),
  category_name: z.string(),
});

export const learningPlanSchema = z
  .object({
    topics: z.array(
      suggestedTopicSchema.extend({
        reason: z.string(),
        accuracy: z.number().min(0).max(1).nullable(),
      }),
    ),
    study_groups: z.array(
      z.object({
        id: z.uuid(),
        name: z.string(),
        category: z.string().nullable(),
        current_members: count,
      }),
    ),
    weekly_rhythm: z.object({
      sessions_per_week: count,
      minutes_per_session: count,
      review_day: z.string(),
      advice: z.string(),
    }),
  })
  .meta({ id: 'LearningPlan' });
export type LearningPlan = z.infer<typeof learningPlanSchema>;

/**
 * A learning path an administrator assigned the player (the admin console): topics to practise in
 * order, each playable now (topics since turned off are left out), and their note.
 */
export const assignedLearningPathSchema = z
  .object({
    topics: z.array(suggestedTopicSchema),
    note: z.string().nullable(),
    assigned_at: isoDateTime,
  })
  .meta({ id: 'AssignedLearningPath' });
export type AssignedLearningPath = z.infer<typeof assignedLearningPathSchema>;

/** `GET /api/v1/career-intelligence/recommendations`. */
export const careerRecommendationSchema = careerSuggestionSchema
  .extend({
    /** The spec's career view names the code `id`. */
    id: z.string(),
    growth_outlook: z.string().nullable(),
    remote_friendly: z.boolean().nullable(),
  })
  .meta({ id: 'CareerRecommendation' });
export type CareerRecommendation = z.infer<typeof careerRecommendationSchema>;
export const careerRecommendationsSchema = z.object({
  /** Empty until the player has an assessment. */
  recommendations: z.array(careerRecommendationSchema),
  skills: z.array(knowledgeEvidenceSchema),
  learning_plan: learningPlanSchema.nullable(),
  learning_style: learningRecommendationSchema.nullable(),
  attribution: z.string(),
  /** The path an administrator assigned, shown even before an assessment; null for none. */
  assigned_path: assignedLearningPathSchema.nullable(),
});
export type CareerPageRecommendations = z.infer<typeof careerRecommendationsSchema>;
export const careerRecommendationsResponseSchema = successEnvelope(careerRecommendationsSchema);

export const ASSESSMENT_MESSAGES = {
  notFound: 'Results Not Found',
  assessmentNotFound: 'Assessment not found',
  noAnswers: 'No answers to submit',
  unknownQuestion: 'This question is not part of the assessment',
  incomplete: 'Answer every statement before submitting',
  alreadySubmitted: 'This assessment has already been submitted',
  needBirthYear: 'Enter your year of birth to take the assessment',
  needConsent: 'Players under 16 need a parent’s consent to take the assessment',
  consentPending: 'We are waiting for your parent’s answer',
  retakeLater: 'You can take the assessment again 30 days after your last one',
  consentNotRequired: 'You do not need a parent’s consent',
  consentInvalidLink: 'This consent link is not valid',
  consentAlreadyGranted: 'Your parent has already given their consent',
  consentTooSoon: 'We just sent a request: wait a few minutes before sending another',
  consentNotGranted: 'There is no consent to withdraw',
  consentDecided: 'This request has already been answered',
  consentOwnEmail: 'Enter your parent’s email address, not your own',
  consentSameParent:
    'Your parent has already answered: a new request can only go to the same address',
  shareUnder16: 'Players under 16 cannot share their results',
} as const;
