import { randomUUID } from 'node:crypto';
import type { Db } from '../db/client';
import { contentRepo } from '../modules/content';
import type { CategoryRow, NewCategory, NewTopic, TopicRow } from '../modules/content/content.repo';

/** A category with sensible defaults; counters start at zero until questions are added. */
export function buildCategory(db: Db, overrides: Partial<NewCategory> = {}): Promise<CategoryRow> {
  const suffix = randomUUID().slice(0, 8);
  return contentRepo.insertCategory(db, {
    slug: `category-${suffix}`,
    name: `Category ${suffix}`,
    description: 'A test category',
    color: '#123456',
    icon: 'book-open',
    ...overrides,
  });
}

export function buildTopic(
  db: Db,
  categoryId: string,
  overrides: Partial<NewTopic> = {},
): Promise<TopicRow> {
  const suffix = randomUUID().slice(0, 8);
  return contentRepo.insertTopic(db, {
    categoryId,
    slug: `topic-${suffix}`,
    name: `Topic ${suffix}`,
    description: 'A test topic',
    icon: 'book',
    ...overrides,
  });
}

/** Adds `count` four-option questions to a topic and refreshes the derived counters. */
export async function buildQuestions(
  db: Db,
  topicId: string,
  count: number,
  overrides: { difficulty?: string; isActive?: boolean; language?: string } = {},
): Promise<void> {
  await contentRepo.insertQuestions(
    db,
    Array.from({ length: count }, (_, index) => ({
      topicId,
      questionText: `Question ${index + 1}?`,
      options: ['a', 'b', 'c', 'd'].map((id) => ({ id, text: `Option ${id}` })),
      correctOptionId: 'b',
      explanation: null,
      difficulty: overrides.difficulty ?? 'beginner',
      source: 'test',
      isActive: overrides.isActive ?? true,
      language: overrides.language,
    })),
  );
  await contentRepo.recountTopics(db, [topicId]);
}
