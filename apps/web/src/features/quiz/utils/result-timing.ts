import { GAME_MODE_RULES, type SessionResults } from '@quizarena/contracts';

/** What the results DTO says of the countdown, once the server records accommodations. */
type RecordedTiming = { time_per_question?: number | null; extended_time?: number };

export type ResultTiming = {
  /** Seconds per question the quiz was played with; null without a countdown (practice). */
  seconds: number | null;
  /** The time accommodation it was played with (1 without one). */
  extendedTime: number;
};

/**
 * The countdown a finished quiz was played with: the recorded one when the results carry it,
 * else its mode's countdown (which every quiz used before accommodations were recorded).
 */
export function resultTiming(results: SessionResults): ResultTiming {
  // Read as optional fields: results stored before the server recorded them have neither.
  const recorded = results as SessionResults & RecordedTiming;
  return {
    seconds:
      recorded.time_per_question === undefined
        ? GAME_MODE_RULES[results.game_mode].secondsPerQuestion
        : recorded.time_per_question,
    extendedTime: recorded.extended_time ?? 1,
  };
}
