import { asc, eq } from 'drizzle-orm';
import { reviewCards, reviewDays, reviewRoundQuestions, reviewRounds } from '../../db/schema';
import { cascade, rowsOfPerson, type PersonalDataPart } from '../../lib/personal-data';

/** The memory of every question the person answered, their review rounds and daily counts. */
export const reviewPersonalData: PersonalDataPart = {
  module: 'review',
  describes:
    'What the app remembers of each question you answered (when it is due again), your review rounds and answers, and reviews per day',
  tables: ['review_cards', 'review_rounds', 'review_days'],
  async export(db, userId) {
    const answers = await db
      .select({
        round_id: reviewRoundQuestions.roundId,
        position: reviewRoundQuestions.position,
        question_id: reviewRoundQuestions.questionId,
        was_due: reviewRoundQuestions.wasDue,
        served_at: reviewRoundQuestions.servedAt,
        selected_option_id: reviewRoundQuestions.selectedOptionId,
        is_correct: reviewRoundQuestions.isCorrect,
        time_taken_ms: reviewRoundQuestions.timeTakenMs,
        points_earned: reviewRoundQuestions.pointsEarned,
        rating: reviewRoundQuestions.rating,
        answered_at: reviewRoundQuestions.answeredAt,
      })
      .from(reviewRoundQuestions)
      .innerJoin(reviewRounds, eq(reviewRounds.id, reviewRoundQuestions.roundId))
      .where(eq(reviewRounds.userId, userId))
      .orderBy(asc(reviewRounds.startedAt), asc(reviewRoundQuestions.position));
    return {
      memories: await rowsOfPerson(db, reviewCards, reviewCards.userId, userId),
      rounds: await rowsOfPerson(db, reviewRounds, reviewRounds.userId, userId),
      answers,
      days: await rowsOfPerson(db, reviewDays, reviewDays.userId, userId),
    };
  },
  // Every table here is keyed to the user `on delete cascade` (round questions with their round).
  erase: cascade,
};
