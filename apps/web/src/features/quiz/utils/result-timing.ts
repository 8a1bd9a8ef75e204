import type { SessionResults } from '@quizarena/contracts';

export type ResultTiming = {
  /** Seconds per question the quiz was played with; null without a countdown (practice). */
  seconds: number | null;
  /** The time accommodation it was played with (1 without one). */
  extendedTime: number;
};

/** The countdown a finished quiz was played with, as the session recorded it at its start. */
export function resultTiming(results: SessionResults): ResultTiming {
  return { seconds: results.time_per_question, extendedTime: results.extended_time };
}
