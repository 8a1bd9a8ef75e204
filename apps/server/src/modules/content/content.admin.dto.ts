import type {
  AdminCategory,
  AdminQuestion,
  AdminTopic,
  DifficultyLevel,
} from '@quizarena/contracts';
import { authoredViewOf } from './authored-questions';
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
    ...authoredViewOf(row),
    calibrated_difficulty: row.calibratedDifficulty as DifficultyLevel | null,
    calibration_answers: row.calibrationAnswers,
    source: row.source,
  };
}
