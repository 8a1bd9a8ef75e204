import { plausibleFloorMs } from '../quiz/fair-play.rules';

/**
 * How well a player recalled a question, as the spaced-repetition scheduler (FSRS) grades a
 * review: Again (forgot), Hard, Good, Easy. The server maps these onto ts-fsrs' ratings.
 */
export const REVIEW_RATINGS = ['again', 'hard', 'good', 'easy'] as const;
export type ReviewRating = (typeof REVIEW_RATINGS)[number];

/**
 * The thresholds `reviewRating` reads (docs/ARCHITECTURE.md, Review and spaced repetition).
 * A right answer is graded by how long it took against what the question allowed: with a
 * countdown, a share of the player's own countdown (their accommodation included); without one
 * (practice, review), the time a typical reader needs for the question and its options plus a
 * margin for choosing.
 */
export const REVIEW_RATING_RULE = {
  /** With a countdown: a right answer within this share of it is Easy. */
  easyShareOfLimit: 0.25,
  /** With a countdown: a right answer after this share of it is Hard. */
  hardShareOfLimit: 0.75,
  /** Without a countdown: a typical adult's silent reading, about 240 words a minute. */
  readingCharsPerSecond: 20,
  /** Without a countdown: right within the reading time plus this is Easy (known at sight). */
  easyMarginMs: 2_000,
  /** Without a countdown: right after the reading time plus this is Hard (worked out slowly). */
  hardMarginMs: 15_000,
} as const;

/** One answer as the rating reads it; times are the server's. */
export type RatedAnswer = {
  correct: boolean;
  timedOut: boolean;
  /** From serving the question to the answer (ms), as stored. */
  timeMs: number;
  /** The player's countdown (ms); null without one. */
  limitMs: number | null;
  /** Characters of the question text and every option (`readingLength`). */
  readingChars: number;
};

/** Up to when a right answer is Easy, and after when it is Hard (ms). */
export function ratingThresholds(
  limitMs: number | null,
  readingChars: number,
): { easyWithinMs: number; hardAfterMs: number } {
  const rule = REVIEW_RATING_RULE;
  if (limitMs !== null) {
    return {
      easyWithinMs: limitMs * rule.easyShareOfLimit,
      hardAfterMs: limitMs * rule.hardShareOfLimit,
    };
  }
  const readingMs = (Math.max(0, readingChars) * 1000) / rule.readingCharsPerSecond;
  return {
    easyWithinMs: readingMs + rule.easyMarginMs,
    hardAfterMs: readingMs + rule.hardMarginMs,
  };
}

/**
 * The grade of one answer: wrong or timed out is Again; right but slow Hard; right Good; right
 * and fast Easy. A right answer faster than a person can read the question (the fair-play
 * floor) is Good, never Easy: its speed says nothing about memory.
 */
export function reviewRating(answer: RatedAnswer): ReviewRating {
  if (!answer.correct || answer.timedOut) return 'again';
  const { easyWithinMs, hardAfterMs } = ratingThresholds(answer.limitMs, answer.readingChars);
  if (answer.timeMs > hardAfterMs) return 'hard';
  if (answer.timeMs <= easyWithinMs && answer.timeMs >= plausibleFloorMs(answer.readingChars)) {
    return 'easy';
  }
  return 'good';
}

/** Review mode's sizes and goals. */
export const REVIEW_RULES = {
  /** Questions in a review round unless the player asks for another number. */
  roundSize: 10,
  maxRoundSize: 20,
  /**
   * Review answers in one day (the streak's day: the player's calendar day in their stored time
   * zone) that count the day for the streak, as completing a quiz or a live game does.
   */
  dailyGoal: 10,
  /** A question counts as mastered while the chance of recalling it now is at least this. */
  masteredRetrievability: 0.9,
} as const;

/** Mastery of a topic, 0-100: the share of its questions mastered now, rounded down. */
export function masteryPercent(mastered: number, questions: number): number {
  if (questions <= 0) return 0;
  return Math.floor((Math.min(mastered, questions) * 100) / questions);
}
