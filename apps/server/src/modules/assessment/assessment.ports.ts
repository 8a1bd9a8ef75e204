import type {
  AssessmentQuestion,
  AssessmentTemplateId,
  CareerSuggestion,
  KnowledgeEvidence,
  LearningPlan,
  LearningRecommendation,
  TraitName,
} from '@quizarena/contracts';
import type { StoredAssessmentResult } from '../../db/schema';

export type Lang = 'en' | 'es';
export type TraitMap = Record<TraitName, number>;

/** The instrument: its forms, their statements, and scoring (modules/assessment/instrument.ts). */
export type Instrument = {
  template(id: AssessmentTemplateId): {
    itemCount: number;
    estimatedMinutes: number;
    facetsScored: boolean;
  };
  questions(id: AssessmentTemplateId, lang: Lang): AssessmentQuestion[];
  /** Scores a complete set of answers; `age` chooses the norms. */
  score(
    id: AssessmentTemplateId,
    answers: Record<string, number>,
    age: number,
    secondsTaken: number,
  ): Omit<StoredAssessmentResult, 'normGroup'> & { isValid: boolean; ageBand: string };
};

/** What the careers module tells a player from their traits and their play (modules/careers). */
export type CareerAdvisor = {
  attribution: string;
  advise(
    userId: string,
    traits: { scores: TraitMap; percentiles: TraitMap },
    lang: Lang,
  ): Promise<{
    personalityType: string;
    interests: Record<'R' | 'I' | 'A' | 'S' | 'E' | 'C', number>;
    careers: CareerSuggestion[];
    insights: { key_strengths: string[]; growth_areas: string[]; summary: string; generated_by: string };
    learningStyle: LearningRecommendation;
  }>;
  skills(userId: string): Promise<KnowledgeEvidence[]>;
  learningPlan(
    userId: string,
    traits: { scores: TraitMap; percentiles: TraitMap },
    lang: Lang,
  ): Promise<LearningPlan>;
};
