import type { Category, DifficultyLevel, Topic } from '@quizarena/contracts';
import type { CategoryRow, TopicRow } from './content.repo';

/** The public shape of a category; built field by field so no new column leaks by accident. */
export function toCategoryDto(row: CategoryRow): Category {
  return {
    id: row.id,
    name: row.name,
    slug: row.slug,
    description: row.description,
    is_active: row.isActive,
    color: row.color,
    icon: row.icon,
    difficulty_level: row.difficultyLevel as DifficultyLevel,
    topic_count: row.topicCount,
    question_count: row.questionCount,
    estimated_time_minutes: row.estimatedTimeMinutes,
    popularity_score: row.popularityScore,
  };
}

/** The public shape of a topic. */
export function toTopicDto(row: TopicRow): Topic {
  return {
    id: row.id,
    category_id: row.categoryId,
    name: row.name,
    slug: row.slug,
    description: row.description,
    icon: row.icon,
    icon_url: row.iconUrl,
    difficulty_level: row.difficultyLevel as DifficultyLevel,
    is_active: row.isActive,
    question_count: row.questionCount,
    estimated_time_minutes: row.estimatedTimeMinutes,
  };
}
