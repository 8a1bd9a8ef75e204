import type {
  AssignedLearningPath,
  CareerSuggestion,
  KnowledgeEvidence,
  LearningPlan,
  LearningRecommendation,
  TraitName,
} from '@quizarena/contracts';

export type Lang = 'en' | 'es';
export type TraitMap = Record<TraitName, number>;

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
    insights: {
      key_strengths: string[];
      growth_areas: string[];
      summary: string;
      generated_by: string;
    };
    learningStyle: LearningRecommendation;
  }>;
  skills(userId: string): Promise<KnowledgeEvidence[]>;
  learningPlan(
    userId: string,
    traits: { scores: TraitMap; percentiles: TraitMap },
    lang: Lang,
  ): Promise<LearningPlan>;
  /** The learning path an administrator assigned the player; null for none. */
  assignedPath(userId: string): Promise<AssignedLearningPath | null>;
};
