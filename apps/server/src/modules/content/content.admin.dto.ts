import type {
  AdminCategory,
  AdminQuestion,
  AdminTopic,
  DifficultyLevel,
} from '@quizarena/contracts';
import { toCategoryDto, toTopicDto } from './content.dto';
import type { CategoryRow, QuestionRow, TopicRow } from './content.repo';

/** A category as admins see it: the player's view plus ordering and timestamps. */
export function toAdminCategoryDto(row: CategoryRow): AdminCategory {
  return {
    ...toCategoryDto(row),
    sort_order: row.sortOrder,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

/** A topic as admins see it: the player's view plus ordering and timestamps. */
export function toAdminTopicDto(row: TopicRow): AdminTopic {
  return {
    ...toTopicDto(row),
    sort_order: row.sortOrder,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

/** A question with its answer and explanation: only ever sent on admin routes. */
export function toAdminQuestionDto(row: QuestionRow): AdminQuestion {
  return {
    id: row.id,
    topic_id: row.topicId,
    question_text: row.questionText,
    options: row.options.map((option) => ({
      id: option.id,
      option_text: option.text,
      is_correct: option.id === row.correctOptionId,
    })),
    explanation: row.explanation,
    points: row.points,
    difficulty: row.difficulty as DifficultyLevel,
    calibrated_difficulty: row.calibratedDifficulty as DifficultyLevel | null,
    calibration_answers: row.calibrationAnswers,
    source: row.source,
    language: row.language,
    is_active: row.isActive,
    created_at: row.createdAt.toISOString(),
  };
}
