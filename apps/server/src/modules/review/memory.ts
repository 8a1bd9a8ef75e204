import type { ReviewRating } from '@quizarena/contracts';
import type { Db } from '../../db/client';
import { afterAnswer } from './memory-model';
import * as repo from './review.repo';

/** One answer to one question, graded (`reviewRating`), at the server's time. */
export type GradedAnswer = {
  userId: string;
  questionId: string;
  at: Date;
  rating: ReviewRating;
};

const keyOf = (userId: string, questionId: string) => `${userId}:${questionId}`;

/**
 * Moves the players' memories of these questions by their answers, inside the caller's
 * transaction: every answer in time order, each from the memory the one before left. An answer
 * no later than the memory's last one is already in it (a repeated delivery, or an older play
 * arriving after a newer one) and changes nothing, so recording the same answers twice is safe.
 * Two statements whatever the number of answers. Answers the memories afterwards, by
 * `memoryKey(userId, questionId)`.
 */
export async function recordAnswers(
  tx: Db,
  answers: readonly GradedAnswer[],
): Promise<Map<string, repo.CardRow>> {
  const changed = new Map<string, repo.CardRow>();
  if (answers.length === 0) return changed;
  const userIds = [...new Set(answers.map((answer) => answer.userId))];
  const questionIds = [...new Set(answers.map((answer) => answer.questionId))];
  const memories = new Map(
    (await repo.lockCards(tx, userIds, questionIds)).map((card) => [
      keyOf(card.userId, card.questionId),
      card,
    ]),
  );
  const inOrder = [...answers].sort((a, b) => a.at.getTime() - b.at.getTime());
  for (const answer of inOrder) {
    const key = keyOf(answer.userId, answer.questionId);
    const memory = memories.get(key);
    if (memory && memory.lastReview.getTime() >= answer.at.getTime()) continue;
    const next: repo.CardRow = {
      userId: answer.userId,
      questionId: answer.questionId,
      ...afterAnswer(memory, answer.at, answer.rating),
      lastRating: answer.rating,
    };
    memories.set(key, next);
    changed.set(key, next);
  }
  await repo.saveCards(tx, [...changed.values()]);
  return memories;
}

export { keyOf as memoryKey };
