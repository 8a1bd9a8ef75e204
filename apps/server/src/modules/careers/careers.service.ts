import { accuracyPercent, STUDY_GROUP_RULES } from '@quizarena/contracts';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { systemClock, type Clock } from '../../lib/clock';
import {
  CAREER_LIST,
  matchCareers,
  type CareerMatch,
  type OccupationCuration,
} from './career-matching';
import * as repo from './careers.repo';
import {
  learningStyle,
  rulesInsightsProvider,
  type Insights,
  type InsightsProvider,
  type LearningStyle,
  type StudyHabits,
} from './insights';
import { KNOWLEDGE_EVIDENCE, knowledgeEvidence, type TopicAnswers } from './knowledge-areas';
import {
  candidateTopicNames,
  LEARNING_PLAN,
  practiceTopics,
  weeklyRhythm,
  type PracticeTopic,
  type WeeklyRhythm,
} from './learning-plan';
import { CAREERS_TEXTS } from './careers.texts';
import { createCurationService } from './curation.service';
import { careersData, ONET_ATTRIBUTION } from './onet-data';
import { estimateInterests, personalityType, RIASEC, type RiasecScores } from './riasec';
import type { Lang, TraitProfile } from './traits';

const DAY_MS = 86_400_000;

export type CareerRecommendations = {
  personality_type: string;
  /** The estimated interests (z-like: 0 is the population average), three decimals. */
  interests: RiasecScores;
  careers: CareerMatch[];
  attribution: string;
};

export type SkillTopic = {
  topic_id: string;
  name: string;
  category_id: string;
  category_name: string;
  answers: number;
  correct: number;
  /** 0-100. */
  accuracy: number;
};

export type KnowledgeArea = {
  area: string;
  /** Weighted answers, one decimal. */
  answers: number;
  /** 0-100. */
  accuracy: number;
  shown: boolean;
  topics: string[];
};

export type SkillProfile = {
  topics: SkillTopic[];
  knowledge_areas: KnowledgeArea[];
  thresholds: { min_answers: number; shown_accuracy: number };
};

export type StudyGroupSuggestion = {
  id: string;
  name: string;
  description: string;
  category_id: string;
  member_count: number;
};

export type LearningPlan = {
  topics: PracticeTopic[];
  study_groups: StudyGroupSuggestion[];
  weekly_rhythm: WeeklyRhythm;
};

/** `limit` must be a whole number from 1 to 50; the refusal names `query.limit`. */
function checkedLimit(limit: number | undefined): number {
  if (limit === undefined) return CAREER_LIST.defaultLimit;
  if (!Number.isInteger(limit) || limit < 1 || limit > CAREER_LIST.maxLimit)
    throw AppError.validation(
      'query.limit',
      `limit must be a whole number from 1 to ${CAREER_LIST.maxLimit}`,
    );
  return limit;
}

const roundTo = (value: number, places: number) => {
  const factor = 10 ** places;
  return Math.round(value * factor) / factor;
};

/**
 * Career matches, skill evidence, the learning plan, insights and learning style for a player,
 * from the traits the assessment hands in and the player's own quiz answers. Pure rules over a
 * few reads; no model is called (insights go through `InsightsProvider`, rules by default).
 * Matching applies administrators' curation of occupations; the curation and the learning paths
 * administrators assign are the curation service's, part of this one.
 */
export function createCareersService(deps: {
  db: Db;
  clock?: Clock;
  insightsProvider?: InsightsProvider;
  /**
   * What spaced repetition knows per topic: review answers (evidence like quiz answers) and
   * questions mastered now. The review module's, handed over in app.ts; none without it.
   */
  memory?: (userId: string) => Promise<TopicAnswers[]>;
}) {
  const { db } = deps;
  const clock = deps.clock ?? systemClock;
  const provider = deps.insightsProvider ?? rulesInsightsProvider;
  const curation = createCurationService({ db, clock });

  const daysAgo = (days: number) => new Date(clock.now().getTime() - days * DAY_MS);

  async function evidenceOf(userId: string) {
    const [quizzes, memory] = await Promise.all([
      repo.topicAnswersOf(db, userId),
      deps.memory?.(userId) ?? [],
    ]);
    const played = withMemory(quizzes, memory);
    return { played, evidence: knowledgeEvidence(played) };
  }

  type Evidence = ReturnType<typeof knowledgeEvidence>;
  type Curated = ReadonlyMap<string, OccupationCuration>;

  function rankFor(traits: TraitProfile, evidence: Evidence, curated: Curated, limit: number) {
    const interests = estimateInterests(traits.percentiles);
    return {
      interests,
      careers: matchCareers({
        data: careersData(),
        interests,
        evidence,
        limit,
        curation: curated,
      }),
    };
  }

  async function habitsOf(userId: string): Promise<StudyHabits> {
    const [modes, answersByHour, activeDays] = await Promise.all([
      repo.playByMode(db, userId),
      repo.answersByHour(db, userId),
      repo.activeDaysSince(db, userId, daysAgo(LEARNING_PLAN.windowDays)),
    ]);
    return { modes, answersByHour, activeDays };
  }

  function recommendFrom(
    evidence: Evidence,
    curated: Curated,
    traits: TraitProfile,
    lang: Lang,
    limit: number,
  ): CareerRecommendations {
    const { interests, careers } = rankFor(traits, evidence, curated, limit);
    return {
      personality_type: personalityType(interests, CAREERS_TEXTS[lang].hollandNames),
      interests: Object.fromEntries(
        RIASEC.map((letter) => [letter, roundTo(interests[letter], 3)]),
      ) as RiasecScores,
      careers,
      attribution: ONET_ATTRIBUTION,
    };
  }

  function insightsFrom(evidence: Evidence, traits: TraitProfile, lang: Lang): Promise<Insights> {
    return provider.analyze({
      scores: traits.scores,
      percentiles: traits.percentiles,
      interests: estimateInterests(traits.percentiles),
      evidence: [...evidence.values()],
      lang,
    });
  }

  return {
    /** The best-matching occupations (10 unless `limit` says otherwise, at most 50). */
    async recommend(
      userId: string,
      traits: TraitProfile,
      lang: Lang,
      options: { limit?: number } = {},
    ): Promise<CareerRecommendations> {
      const limit = checkedLimit(options.limit);
      const [{ evidence }, curated] = await Promise.all([evidenceOf(userId), curation.curation()]);
      return recommendFrom(evidence, curated, traits, lang, limit);
    },

    /**
     * What the results page shows at once (the matches, the insights, the learning style), from
     * one read of the player's answers and one of their habits.
     */
    async advice(userId: string, traits: TraitProfile, lang: Lang) {
      const [{ evidence }, curated, habits] = await Promise.all([
        evidenceOf(userId),
        curation.curation(),
        habitsOf(userId),
      ]);
      const [recommendations, insights] = await Promise.all([
        recommendFrom(evidence, curated, traits, lang, CAREER_LIST.defaultLimit),
        insightsFrom(evidence, traits, lang),
      ]);
      return {
        recommendations,
        insights,
        learningStyle: learningStyle(traits.scores, habits, lang),
      };
    },

    /** Per topic and per knowledge area: what the player's answers show. */
    async skillProfile(userId: string): Promise<SkillProfile> {
      const { played, evidence } = await evidenceOf(userId);
      return {
        topics: played.map(toSkillTopic),
        knowledge_areas: [...evidence.values()]
          .sort((a, b) => b.answers - a.answers || a.area.localeCompare(b.area))
          .map((one) => ({
            area: one.area,
            answers: roundTo(one.answers, 1),
            accuracy: accuracyPercent(one.correct, one.answers),
            shown: one.shown,
            topics: one.topics,
          })),
        thresholds: {
          min_answers: KNOWLEDGE_EVIDENCE.minAnswers,
          shown_accuracy: KNOWLEDGE_EVIDENCE.shownAccuracy,
        },
      };
    },

    /**
     * Topics to practise for the top matches' missing areas and the player's weak topics, up to
     * three active public study groups in those topics' categories, and a weekly rhythm.
     */
    async learningPlan(userId: string, traits: TraitProfile, lang: Lang): Promise<LearningPlan> {
      const [{ played, evidence }, curated, activeDays] = await Promise.all([
        evidenceOf(userId),
        curation.curation(),
        repo.activeDaysSince(db, userId, daysAgo(LEARNING_PLAN.windowDays)),
      ]);
      const { careers } = rankFor(traits, evidence, curated, CAREER_LIST.defaultLimit);
      const names = new Set([
        ...candidateTopicNames(careers),
        ...played.map((topic) => topic.topicName),
      ]);
      const playable = await repo.playableTopicsNamed(db, [...names]);
      const topics = practiceTopics({ matches: careers, played, playable, lang });
      const groups = await repo.activePublicGroupsIn(
        db,
        userId,
        [...new Set(topics.map((topic) => topic.category_id))],
        { since: daysAgo(STUDY_GROUP_RULES.activeWindowDays), now: clock.now() },
        LEARNING_PLAN.maxGroups,
      );
      return {
        topics,
        study_groups: groups.map((group) => ({
          id: group.id,
          name: group.name,
          description: group.description,
          category_id: group.categoryId,
          member_count: group.memberCount,
        })),
        weekly_rhythm: weeklyRhythm(traits.scores.conscientiousness, activeDays, lang),
      };
    },

    /** Strengths, growth areas and a summary, from the configured provider (rules by default). */
    async insights(userId: string, traits: TraitProfile, lang: Lang): Promise<Insights> {
      const { evidence } = await evidenceOf(userId);
      return insightsFrom(evidence, traits, lang);
    },

    /** Study preferences from the traits and how the player actually plays. */
    async learningStyle(userId: string, traits: TraitProfile, lang: Lang): Promise<LearningStyle> {
      return learningStyle(traits.scores, await habitsOf(userId), lang);
    },

    ...curation,
  };
}

export type CareersService = ReturnType<typeof createCareersService>;

/**
 * Quiz answers per topic with what spaced repetition adds: review answers count as answers, and
 * each topic carries its mastered questions. A topic only reviewed joins the end of the list.
 */
function withMemory(quizzes: TopicAnswers[], memory: TopicAnswers[]): TopicAnswers[] {
  const byTopic = new Map(memory.map((topic) => [topic.topicId, topic]));
  const merged = quizzes.map((topic) => {
    const more = byTopic.get(topic.topicId);
    byTopic.delete(topic.topicId);
    return more
      ? {
          ...topic,
          answers: topic.answers + more.answers,
          correct: topic.correct + more.correct,
          mastered: more.mastered ?? 0,
        }
      : topic;
  });
  return [...merged, ...[...byTopic.values()].filter((topic) => topic.answers > 0)];
}

function toSkillTopic(topic: TopicAnswers): SkillTopic {
  return {
    topic_id: topic.topicId,
    name: topic.topicName,
    category_id: topic.categoryId,
    category_name: topic.categoryName,
    answers: topic.answers,
    correct: topic.correct,
    accuracy: accuracyPercent(topic.correct, topic.answers),
  };
}
