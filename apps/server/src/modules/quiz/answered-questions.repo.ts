import { readingLength } from '@quizarena/contracts';
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { quizAnswers, quizSessionQuestions, quizSessions } from '../../db/schema';

/** One answer of a session as spaced repetition reads it: what was asked, when, how it went. */
export type AnsweredQuestion = {
  questionId: string;
  isCorrect: boolean;
  timedOut: boolean;
  timeTakenMs: number;
  answeredAt: Date;
  /** Characters of the question and its options as the player read them. */
  readingChars: number;
};

/**
 * The answers of a session the player was actually shown, with its player and countdown: a
 * question never served (left when the quiz was completed or abandoned) is recorded as a
 * timeout but was never seen, so it is not here. Undefined for an unknown session.
 */
export async function answeredQuestionsOf(
  db: Db,
  sessionId: string,
): Promise<{ userId: string; limitMs: number | null; answers: AnsweredQuestion[] } | undefined> {
  const [session] = await db
    .select({ userId: quizSessions.userId, limitMs: quizSessions.timeLimitMs })
    .from(quizSessions)
    .where(eq(quizSessions.id, sessionId));
  if (!session) return undefined;
  const rows = await db
    .select({
      questionId: quizAnswers.questionId,
      isCorrect: quizAnswers.isCorrect,
      timedOut: quizAnswers.timedOut,
      timeTakenMs: quizAnswers.timeTakenMs,
      answeredAt: quizAnswers.answeredAt,
      questionText: quizSessionQuestions.questionText,
      options: quizSessionQuestions.options,
      servedAt: quizSessionQuestions.servedAt,
    })
    .from(quizAnswers)
    .innerJoin(
      quizSessionQuestions,
      and(
        eq(quizSessionQuestions.sessionId, quizAnswers.sessionId),
        eq(quizSessionQuestions.position, quizAnswers.position),
      ),
    )
    .where(eq(quizAnswers.sessionId, sessionId))
    .orderBy(asc(quizAnswers.position));
  return {
    ...session,
    answers: rows
      .filter((row) => row.servedAt !== null)
      .map(({ questionText, options, servedAt: _served, ...answer }) => ({
        ...answer,
        readingChars: readingLength(questionText, options),
      })),
  };
}
