import {
  TRAITS,
  type AssessmentEligibility,
  type AssessmentHistoryEntry,
  type AssessmentQuestion,
  type AssessmentResults,
  type AssessmentSession,
  type AssessmentTemplate,
  type CareerAssessment,
  type CareerRecommendation,
  type CareerSuggestion,
  type KnowledgeEvidence,
  type LearningPlan,
  type LearningRecommendation,
  type ParentalConsent,
  type ParentConsentView,
  type SharedAssessment,
} from '@quizarena/contracts';
import { ok, uuid } from '../../../test/contract-fixtures';

// Contract-shaped assessment answers for tests; ids are valid UUIDs so the zod schemas accept them.
export { ok, uuid };
export const ASSESSMENT_ID = uuid(900);
export const OLDER_ID = uuid(901);

const perTrait = <T>(value: (trait: (typeof TRAITS)[number], index: number) => T) =>
  Object.fromEntries(TRAITS.map((trait, index) => [trait, value(trait, index)])) as Record<
    (typeof TRAITS)[number],
    T
  >;

export function eligibility(overrides: Partial<AssessmentEligibility> = {}): AssessmentEligibility {
  return {
    eligible: true,
    reason: null,
    action_required: null,
    estimated_duration: 15,
    in_progress_assessment_id: null,
    latest_assessment_id: null,
    retake_available_at: null,
    ...overrides,
  };
}

export const TEMPLATES: AssessmentTemplate[] = [
  {
    id: 'big-five',
    name: 'Big Five (full)',
    description: 'The full inventory with facets.',
    question_count: 3,
    estimated_duration: 15,
    facets_scored: true,
    source: 'IPIP-NEO-120 (public domain)',
  },
  {
    id: 'big-five-short',
    name: 'Big Five (short)',
    description: 'Fifty statements, the five traits only.',
    question_count: 2,
    estimated_duration: 7,
    facets_scored: false,
    source: 'IPIP-NEO-120 (public domain)',
  },
];

const OPTIONS = [
  'Very Inaccurate',
  'Moderately Inaccurate',
  'Neither Accurate Nor Inaccurate',
  'Moderately Accurate',
  'Very Accurate',
].map((label, index) => ({ value: index + 1, label }));

export function question(
  n: number,
  overrides: Partial<AssessmentQuestion> = {},
): AssessmentQuestion {
  return {
    id: `q${n}`,
    text: `Statement number ${n}.`,
    trait: TRAITS[(n - 1) % TRAITS.length]!,
    response_options: OPTIONS,
    ...overrides,
  };
}

/** The full form's questions in the fake (three, to keep the flow short). */
export const FULL_QUESTIONS = [question(1), question(2), question(3)];
export const SHORT_QUESTIONS = [question(11), question(12)];

export function session(overrides: Partial<AssessmentSession> = {}): AssessmentSession {
  return {
    assessment_id: ASSESSMENT_ID,
    template_id: 'big-five',
    status: 'in_progress',
    started_at: '2030-05-01T10:00:00.000Z',
    answers: [],
    ...overrides,
  };
}

export function career(n: number, overrides: Partial<CareerSuggestion> = {}): CareerSuggestion {
  return {
    code: `15-1252.0${n}`,
    title: `Software Developer ${n}`,
    field: 'Computer and Mathematical',
    description: 'Builds programs people use.',
    compatibility_score: 4.2,
    salary_range: null,
    required_skills: ['Programming', 'Critical Thinking', 'Mathematics', 'Writing'],
    missing_skills: ['Systems Analysis', 'Databases', 'Design', 'Testing'],
    growth_potential: null,
    job_zone: 4,
    hot_technologies: [],
    onet_url: `https://www.onetonline.org/link/summary/15-1252.0${n}`,
    note: null,
    ...overrides,
  };
}

export function learningStyle(
  overrides: Partial<LearningRecommendation> = {},
): LearningRecommendation {
  return {
    style: 'Reflective explorer',
    strategy: 'Read widely, then test ideas on your own.',
    techniques: ['Mind maps', 'Self-explanation'],
    environment: { noise: 'Quiet room', setting: 'Alone' },
    time_management: ['Short daily sessions'],
    evidence_note: 'Matching teaching to a learning style has weak evidence.',
    ...overrides,
  };
}

export function results(overrides: Partial<AssessmentResults> = {}): AssessmentResults {
  return {
    assessment_id: ASSESSMENT_ID,
    template_id: 'big-five',
    completed_at: '2030-05-01T10:20:00.000Z',
    time_taken_minutes: 14,
    is_valid: true,
    validity_notes: [],
    trait_scores: perTrait((_, index) => [72.4, 55, 31.6, 88, 12][index]!),
    percentile_scores: perTrait((_, index) => [81, 50, 22, 93, 9][index]!),
    norm_group: 'IPIP-NEO-120 norms, ages 18 to 24',
    facet_scores: null,
    trait_descriptions: perTrait((trait, index) => ({
      score: [72.4, 55, 31.6, 88, 12][index]!,
      percentile: [81, 50, 22, 93, 9][index]!,
      level: (['high', 'moderate', 'moderate', 'high', 'low'] as const)[index]!,
      description: `What ${trait} means for you.`,
      strengths: [`${trait} strength`],
      areas_for_growth: [`${trait} growth`],
    })),
    ai_insights: {
      key_strengths: ['Curious mind', 'Kind to others'],
      growth_areas: ['Speaking up in groups'],
      summary: 'You are curious and caring.',
      generated_by: 'rules v1',
    },
    personality_type: 'Investigative-Social',
    career_suggestions: [career(1), career(2)],
    learning_recommendations: [learningStyle()],
    shared: false,
    ...overrides,
  };
}

export function historyEntry(
  id: string,
  completedAt: string,
  openness: number,
): AssessmentHistoryEntry {
  return {
    assessment_id: id,
    template_id: 'big-five',
    completed_at: completedAt,
    is_valid: true,
    trait_scores: perTrait((trait) => (trait === 'openness' ? openness : 50)),
    percentile_scores: perTrait(() => 50),
  };
}

export function consent(overrides: Partial<ParentalConsent> = {}): ParentalConsent {
  return {
    required: true,
    status: null,
    parent_email: null,
    requested_at: null,
    decided_at: null,
    ...overrides,
  };
}

export function parentView(overrides: Partial<ParentConsentView> = {}): ParentConsentView {
  return {
    child_name: 'Sam P.',
    status: 'pending',
    requested_at: '2030-05-01T10:00:00.000Z',
    decided_at: null,
    ...overrides,
  };
}

export function shared(overrides: Partial<SharedAssessment> = {}): SharedAssessment {
  return {
    name: 'Ada L.',
    completed_at: '2030-05-01T10:20:00.000Z',
    trait_scores: perTrait((_, index) => [72.4, 55, 31.6, 88, 12][index]!),
    percentile_scores: perTrait((_, index) => [81, 50, 22, 93, 9][index]!),
    levels: perTrait(
      (_, index) => (['high', 'moderate', 'moderate', 'high', 'low'] as const)[index]!,
    ),
    ...overrides,
  };
}

export function careerAssessment(overrides: Partial<CareerAssessment> = {}): CareerAssessment {
  return {
    assessment_id: ASSESSMENT_ID,
    personality_type: 'Investigative-Social',
    learning_style: 'Reflective explorer',
    trait_scores: perTrait((_, index) => [85, 65, 45, 25, 10][index]!),
    percentile_scores: perTrait((_, index) => [90, 70, 50, 30, 10][index]!),
    completed_at: '2030-05-01T10:20:00.000Z',
    is_valid: true,
    ...overrides,
  };
}

export function recommendation(
  n: number,
  overrides: Partial<CareerRecommendation> = {},
): CareerRecommendation {
  return {
    ...career(n),
    id: `15-1252.0${n}`,
    growth_outlook: null,
    remote_friendly: null,
    ...overrides,
  };
}

export const SCIENCE = uuid(700);
export const PHYSICS = uuid(720);
export const GROUP = uuid(730);

export function evidence(overrides: Partial<KnowledgeEvidence> = {}): KnowledgeEvidence {
  return {
    area: 'Physics',
    answers: 24,
    accuracy: 0.75,
    shown: true,
    topics: [
      { topic_id: PHYSICS, name: 'Mechanics', category_id: SCIENCE, answers: 24, accuracy: 0.75 },
    ],
    ...overrides,
  };
}

export function learningPlan(overrides: Partial<LearningPlan> = {}): LearningPlan {
  return {
    topics: [
      {
        topic_id: PHYSICS,
        name: 'Mechanics',
        category_id: SCIENCE,
        category_name: 'Science',
        reason: 'Engineers need it, and your answers show room to grow.',
        accuracy: 0.5,
      },
    ],
    study_groups: [{ id: GROUP, name: 'Physics Friends', category: 'Science', current_members: 4 }],
    weekly_rhythm: {
      sessions_per_week: 3,
      minutes_per_session: 20,
      review_day: 'Sunday',
      advice: 'Short, regular sessions beat long ones.',
    },
    ...overrides,
  };
}
