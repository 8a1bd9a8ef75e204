import {
  servedDifficulty,
  type Category,
  type DifficultyLevel,
  type Question,
  type Topic,
} from '@quizarena/contracts';
import type { CategoryRow, QuestionRow, TopicRow } from './content.repo';

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
    language: row.language,
    question_count: row.questionCount,
    estimated_time_minutes: row.estimatedTimeMinutes,
    completion_rate: percent(row.playsCompleted, row.playsStarted),
    average_score: row.playsCompleted === 0 ? 0 : Math.round(row.scoreSum / row.playsCompleted),
  };
}

const percent = (part: number, whole: number) =>
  whole === 0 ? 0 : Math.min(100, Math.round((100 * part) / whole));

/**
 * A question as a player may see it before answering: built from the stored options only,
 * never from `correctOptionId` or `explanation`, so no read can tell which option is right.
 * `options` is the stored list in the order to send (the service shuffles it).
 */
export function toQuestionDto(row: QuestionRow, options = row.options): Question {
  return {
    id: row.id,
    topic_id: row.topicId,
    question_text: row.questionText,
    options: options.map((option) => ({ id: option.id, option_text: option.text })),
    points: row.points,
    difficulty: servedDifficulty(
      row.difficulty as DifficultyLevel,
      row.calibratedDifficulty as DifficultyLevel | null,
    ),
    language: row.language,
    image_url: row.imageUrl,
    image_alt: row.imageAlt,
  };
}
