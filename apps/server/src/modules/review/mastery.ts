import { masteryPercent, type TopicMastery } from '@quizarena/contracts';
import type { Db } from '../../db/client';
import type { TopicAnswers } from '../careers';
import { isMastered } from './memory-model';
import * as repo from './review.repo';

/**
 * A player's mastery per topic they have memories in (docs/ARCHITECTURE.md, Review and spaced
 * repetition): of the topic's active questions, the share whose last answer was right and whose
 * chance of recall at `now` is at least 90%. By category, then topic name.
 */
export async function masteryOf(db: Db, userId: string, now: Date): Promise<TopicMastery[]> {
  const byTopic = new Map<string, TopicMastery>();
  for (const card of await repo.masteryCards(db, userId)) {
    const topic = byTopic.get(card.topicId) ?? {
      topic_id: card.topicId,
      topic_name: card.topicName,
      category_id: card.categoryId,
      category_name: card.categoryName,
      reviewed: 0,
      mastered: 0,
      questions: card.questionCount,
      mastery: 0,
    };
    topic.reviewed += 1;
    if (isMastered(card, now)) topic.mastered += 1;
    byTopic.set(card.topicId, topic);
  }
  return [...byTopic.values()].map((topic) => ({
    ...topic,
    mastery: masteryPercent(topic.mastered, topic.questions),
  }));
}

/**
 * What a player's memories show of a topic, in the careers' shape: answers given in review
 * rounds (solo quiz answers are counted by the quiz's owner) and questions mastered now.
 */
export type TopicMemory = Required<TopicAnswers>;

/** Per topic: the player's review answers and mastered questions (the careers' evidence). */
export async function topicMemoryOf(db: Db, userId: string, now: Date): Promise<TopicMemory[]> {
  const [mastery, answered] = await Promise.all([
    masteryOf(db, userId, now),
    repo.reviewAnswersByTopic(db, userId),
  ]);
  const reviews = new Map(answered.map((row) => [row.topicId, row]));
  return mastery.map((topic) => ({
    topicId: topic.topic_id,
    topicName: topic.topic_name,
    categoryId: topic.category_id,
    categoryName: topic.category_name,
    answers: reviews.get(topic.topic_id)?.answers ?? 0,
    correct: reviews.get(topic.topic_id)?.correct ?? 0,
    mastered: topic.mastered,
  }));
}
