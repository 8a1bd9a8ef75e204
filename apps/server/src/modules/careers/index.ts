export {
  createCareersService,
  type CareerRecommendations,
  type CareersService,
  type KnowledgeArea,
  type LearningPlan,
  type SkillProfile,
  type SkillTopic,
  type StudyGroupSuggestion,
} from './careers.service';
export {
  CAREER_LIST,
  interestFit,
  knowledgeFit,
  matchCareers,
  MATCH_WEIGHTS,
  type CareerMatch,
  type OccupationCuration,
} from './career-matching';
export {
  type AssignedPath,
  type Change,
  type CuratedOccupation,
  type CurationService,
} from './curation.service';
export {
  estimateInterests,
  HOLLAND_NAMES,
  personalityType,
  RIASEC,
  TRAIT_INTEREST_CORRELATIONS,
  zFromPercentile,
  type RiasecLetter,
  type RiasecScores,
} from './riasec';
export {
  ASSESSABLE_AREAS,
  KNOWLEDGE_EVIDENCE,
  knowledgeEvidence,
  TOPIC_KNOWLEDGE,
  type KnowledgeEvidence,
  type TopicAnswers,
} from './knowledge-areas';
export {
  LEARNING_PLAN,
  practiceTopics,
  weeklyRhythm,
  type PracticeTopic,
  type WeeklyRhythm,
} from './learning-plan';
export {
  learningStyle,
  rulesInsightsProvider,
  type Insights,
  type InsightsInput,
  type InsightsProvider,
  type LearningStyle,
  type StudyHabits,
} from './insights';
export {
  careersData,
  ONET_ATTRIBUTION,
  onetUrlOf,
  type CareersData,
  type Occupation,
} from './onet-data';
export { fieldOf, SOC_MAJOR_GROUPS } from './soc-major-groups';
export { CAREERS_TEXTS } from './careers.texts';
export {
  TRAITS,
  traitLevel,
  type Lang,
  type Trait,
  type TraitLevel,
  type TraitProfile,
  type TraitScores,
} from './traits';
export { careersPersonalData } from './personal-data';
