import { reviewRating } from '@quizarena/contracts';
import type { Db } from '../../db/client';
import type { GameEnd } from '../games';
import { answeredQuestionsOf } from '../quiz';
import { recordAnswers, type GradedAnswer } from './memory';

/**
 * Records the answers of a solo quiz that ended (completed or abandoned) in the player's
 * memories, in the outbox delivery's transaction: every question they were shown, graded by
 * correctness and time against the quiz's countdown (or the reading time in practice).
 */
export async function recordQuizAnswers(tx: Db, sessionId: string): Promise<void> {
  const played = await answeredQuestionsOf(tx, sessionId);
  if (!played) return;
  await recordAnswers(
    tx,
    played.answers.map((answer) => ({
      userId: played.userId,
      questionId: answer.questionId,
      at: answer.answeredAt,
      rating: reviewRating({
        correct: answer.isCorrect,
        timedOut: answer.timedOut,
        timeMs: answer.timeTakenMs,
        limitMs: played.limitMs,
        readingChars: answer.readingChars,
      }),
    })),
  );
}

/**
 * Records the answers of a settled live game (a room, match, challenge, tournament match, study
 * or hosted game) in each seated player's memories, inside the settlement's transaction. The
 * engine keeps no answer time of day, so every answer counts at the game's end; each player's
 * answers are graded against their own countdown.
 */
export async function recordGameAnswers(tx: Db, end: GameEnd): Promise<void> {
  if (end.outcome !== 'settled') return;
  const answers: GradedAnswer[] = end.results.flatMap((result) =>
    result.answers.flatMap((answer) =>
      answer.questionId === undefined
        ? []
        : [
            {
              userId: result.userId,
              questionId: answer.questionId,
              at: end.at,
              rating: reviewRating({
                correct: answer.correct,
                timedOut: !answer.answered,
                timeMs: answer.timeMs ?? 0,
                limitMs: answer.limitMs ?? null,
                // Live games always have a countdown: the reading time is not read.
                readingChars: 0,
              }),
            },
          ],
    ),
  );
  await recordAnswers(tx, answers);
}
