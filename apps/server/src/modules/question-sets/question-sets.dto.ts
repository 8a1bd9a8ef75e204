import {
  HIDDEN_PLAYER_NAME,
  isListedTopic,
  publicIdentity,
  type DifficultyLevel,
  type QuestionSet,
  type SharedQuestionSet,
} from '@quizarena/contracts';
import { toIdentityInput } from '../auth';
import type { SetRow, SetWithContext } from './question-sets.repo';

export const listedSet = (row: SetRow): boolean =>
  isListedTopic({
    owner_id: row.ownerId,
    visibility: row.visibility,
    review_status: row.reviewStatus,
  });

/** What a set is, as anyone allowed to see it reads it; field by field, so no column leaks. */
function descriptionOf(row: SetWithContext) {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    category_id: row.categoryId,
    category_name: row.categoryName,
    language: row.language,
    difficulty_level: row.difficultyLevel as DifficultyLevel,
    question_count: row.questionCount,
  };
}

/** A set as its owner manages it. */
export function toQuestionSetDto(row: SetWithContext): QuestionSet {
  return {
    ...descriptionOf(row),
    visibility: row.visibility,
    review_status: row.reviewStatus,
    review_note: row.reviewStatus === 'pending' ? null : row.reviewNote,
    share_key: row.shareKey,
    listed: listedSet(row),
    plays: row.playsStarted,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

/** A set as its share link shows it: what it is and who wrote it, never its key or answers. */
export function toSharedSetDto(
  row: SetWithContext,
  owner: Parameters<typeof toIdentityInput>[0],
  viewerId: string,
  currentYear: number,
): SharedQuestionSet {
  const identity = publicIdentity(toIdentityInput(owner), currentYear);
  return {
    ...descriptionOf(row),
    owner_name: identity.listed ? identity.displayName : HIDDEN_PLAYER_NAME,
    mine: row.ownerId === viewerId,
  };
}
