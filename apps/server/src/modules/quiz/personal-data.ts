import { and, asc, eq } from 'drizzle-orm';
import { quizAnswers, quizSessionQuestions, quizSessions } from '../../db/schema';
import { cascade, rowsOfPerson, type PersonalDataPart } from '../../lib/personal-data';

/** Solo quiz sessions and every answer given in them, with the question as it was asked. */
export const quizPersonalData: PersonalDataPart = {
  module: 'quiz',
  describes: 'Your quiz sessions and each answer you gave, with the question as you saw it',
  tables: ['quiz_sessions'],
  async export(db, userId) {
    const answers = await db
      .select({
        session_id: quizAnswers.sessionId,
        position: quizAnswers.position,
        question: quizSessionQuestions.questionText,
        selected_option_id: quizAnswers.selectedOptionId,
        is_correct: quizAnswers.isCorrect,
        timed_out: quizAnswers.timedOut,
        time_taken_ms: quizAnswers.timeTakenMs,
        points_earned: quizAnswers.pointsEarned,
        answered_at: quizAnswers.answeredAt,
      })
      .from(quizAnswers)
      .innerJoin(quizSessions, eq(quizSessions.id, quizAnswers.sessionId))
      .leftJoin(
        quizSessionQuestions,
        and(
          eq(quizSessionQuestions.sessionId, quizAnswers.sessionId),
          eq(quizSessionQuestions.questionId, quizAnswers.questionId),
        ),
      )
      .where(eq(quizSessions.userId, userId))
      .orderBy(asc(quizAnswers.answeredAt));
    return {
      sessions: await rowsOfPerson(db, quizSessions, quizSessions.userId, userId),
      answers,
    };
  },
  // Every table here is keyed to the user `on delete cascade`.
  erase: cascade,
};
