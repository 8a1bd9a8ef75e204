import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { questions } from '../../db/schema';
import type { StoredQuestion } from './question-file';

/** A topic's active questions as an export writes them, in the order they were written. */
export function activeQuestionsOf(db: Db, topicId: string): Promise<StoredQuestion[]> {
  return (
    db
      .select({
        type: questions.type,
        questionText: questions.questionText,
        options: questions.options,
        correctOptionId: questions.correctOptionId,
        answerKey: questions.answerKey,
        explanation: questions.explanation,
        points: questions.points,
        difficulty: questions.difficulty,
        language: questions.language,
        imageUrl: questions.imageUrl,
        imageAlt: questions.imageAlt,
      })
      .from(questions)
      .where(and(eq(questions.topicId, topicId), eq(questions.isActive, true)))
      // questions_topic_id_idx finds the rows; a set holds thousands at most, sorted in memory.
      .orderBy(asc(questions.createdAt), asc(questions.id))
  );
}
