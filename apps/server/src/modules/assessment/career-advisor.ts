import { normalCdf, type AssignedLearningPath, type KnowledgeEvidence } from '@quizarena/contracts';
import {
  CAREERS_TEXTS,
  type AssignedPath,
  RIASEC,
  TRAIT_INTEREST_CORRELATIONS,
  type CareersService,
  type RiasecScores,
} from '../careers';
import type { CareerAdvisor } from './assessment.ports';

/**
 * An interest estimate (a sum of r x z over the traits linked to it) on 0-100: its standard
 * deviation is sqrt(sum of r squared) when the traits are taken as independent, so the estimate
 * over that is a z, shown as where it falls among people (50 for a type no trait predicts).
 */
export function interestPercentiles(estimates: RiasecScores): RiasecScores {
  return Object.fromEntries(
    RIASEC.map((letter) => {
      const rs = TRAIT_INTEREST_CORRELATIONS.filter((link) => link.type === letter);
      const sd = Math.sqrt(rs.reduce((sum, link) => sum + link.r * link.r, 0));
      return [letter, sd === 0 ? 50 : Math.round(100 * normalCdf(estimates[letter] / sd))];
    }),
  ) as RiasecScores;
}

/** An assigned path as the career page reads it (who assigned it stays with the staff). */
export function toAssignedLearningPath(path: AssignedPath): AssignedLearningPath {
  return {
    topics: path.topics.map((topic) => ({
      topic_id: topic.topicId,
      name: topic.name,
      category_id: topic.categoryId,
      category_name: topic.categoryName,
    })),
    note: path.note,
    assigned_at: path.assignedAt.toISOString(),
  };
}

/**
 * The careers module as the assessment asks it (assessment.ports.ts): the shapes of the
 * published answers, accuracies on 0-1 as the contracts have them.
 */
export function createCareerAdvisor(careers: CareersService, attribution: string): CareerAdvisor {
  return {
    attribution,

    async advise(userId, traits, lang) {
      const advice = await careers.advice(userId, traits, lang);
      const { recommendations: recommended, insights } = advice;
      const { style_key: _key, ...learningStyle } = advice.learningStyle;
      return {
        personalityType: recommended.personality_type,
        interests: interestPercentiles(recommended.interests),
        careers: recommended.careers.map((career) => ({
          ...career,
          field: career.field ?? '',
        })),
        insights,
        learningStyle,
      };
    },

    async skills(userId): Promise<KnowledgeEvidence[]> {
      const profile = await careers.skillProfile(userId);
      return profile.knowledge_areas.map((area) => {
        const topics = profile.topics.filter((topic) => area.topics.includes(topic.name));
        // The answers a player gave, not the weighted count the rule uses (a General Science
        // answer counts a third to each of three areas, which would read as '0 answers').
        const answers = topics.reduce((sum, topic) => sum + topic.answers, 0);
        return {
          area: area.area,
          answers,
          accuracy: answers > 0 ? area.accuracy / 100 : null,
          shown: area.shown,
          topics: topics.map((topic) => ({
            topic_id: topic.topic_id,
            name: topic.name,
            category_id: topic.category_id,
            answers: topic.answers,
            accuracy: topic.accuracy / 100,
          })),
        };
      });
    },

    async learningPlan(userId, traits, lang) {
      const plan = await careers.learningPlan(userId, traits, lang);
      const categoryNames = new Map(
        plan.topics.map((topic) => [topic.category_id, topic.category_name]),
      );
      return {
        topics: plan.topics.map((topic) => ({
          topic_id: topic.topic_id,
          name: topic.name,
          category_id: topic.category_id,
          category_name: topic.category_name,
          reason: topic.reason,
          accuracy: topic.accuracy === null ? null : topic.accuracy / 100,
        })),
        study_groups: plan.study_groups.map((group) => ({
          id: group.id,
          name: group.name,
          category: categoryNames.get(group.category_id) ?? null,
          current_members: group.member_count,
        })),
        weekly_rhythm: {
          sessions_per_week: plan.weekly_rhythm.sessions_per_week,
          minutes_per_session: plan.weekly_rhythm.minutes_per_session,
          review_day: CAREERS_TEXTS[lang].weekdays[plan.weekly_rhythm.review_day],
          advice: plan.weekly_rhythm.note,
        },
      };
    },

    async assignedPath(userId) {
      const path = await careers.assignedPath(userId);
      return path && toAssignedLearningPath(path);
    },
  };
}
