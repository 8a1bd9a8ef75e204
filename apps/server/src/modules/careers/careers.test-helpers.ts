import type { TopicAnswers } from './knowledge-areas';
import type { TraitScores } from './traits';

/** Every trait at one percentile (50: the median). */
export const traitsAt = (percentile: number): TraitScores => ({
  openness: percentile,
  conscientiousness: percentile,
  extraversion: percentile,
  agreeableness: percentile,
  neuroticism: percentile,
});

/** A player's answers in one topic, ids made from its name. */
export const answersIn = (topicName: string, answers: number, correct: number): TopicAnswers => ({
  topicId: `topic-${topicName}`,
  topicName,
  categoryId: 'category',
  categoryName: 'Category',
  answers,
  correct,
});
