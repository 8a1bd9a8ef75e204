import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { plausibleFloorMs } from '../quiz/fair-play.rules';
import {
  masteryPercent,
  ratingThresholds,
  REVIEW_RATINGS,
  REVIEW_RATING_RULE,
  reviewRating,
  type RatedAnswer,
} from './review.rules';

const answer = (overrides: Partial<RatedAnswer>): RatedAnswer => ({
  correct: true,
  timedOut: false,
  timeMs: 5_000,
  limitMs: 10_000,
  readingChars: 60,
  ...overrides,
});

describe('reviewRating with a countdown', () => {
  it('grades a wrong or timed-out answer Again, whatever its time', () => {
    expect(reviewRating(answer({ correct: false, timeMs: 1_000 }))).toBe('again');
    expect(reviewRating(answer({ correct: false, timeMs: 9_000 }))).toBe('again');
    expect(reviewRating(answer({ timedOut: true, correct: false, timeMs: 10_000 }))).toBe('again');
  });

  it('grades a right answer by the share of the countdown it took', () => {
    // 10 s countdown: Easy up to 2.5 s, Hard after 7.5 s.
    expect(reviewRating(answer({ timeMs: 2_500 }))).toBe('easy');
    expect(reviewRating(answer({ timeMs: 2_501 }))).toBe('good');
    expect(reviewRating(answer({ timeMs: 7_500 }))).toBe('good');
    expect(reviewRating(answer({ timeMs: 7_501 }))).toBe('hard');
  });

  it('measures against the player’s own countdown (an accommodation of 2x halves the shares)', () => {
    expect(reviewRating(answer({ timeMs: 5_000, limitMs: 20_000 }))).toBe('easy');
    expect(reviewRating(answer({ timeMs: 14_000, limitMs: 20_000 }))).toBe('good');
  });

  it('never grades an answer faster than a person reads as Easy', () => {
    const floor = plausibleFloorMs(60);
    expect(reviewRating(answer({ timeMs: floor - 1 }))).toBe('good');
    expect(reviewRating(answer({ timeMs: floor }))).toBe('easy');
  });
});

describe('reviewRating without a countdown (practice, review)', () => {
  it('measures against the typical reading time of the question plus a margin', () => {
    // 100 characters at 20 a second: 5 s of reading; Easy up to 7 s, Hard after 20 s.
    const untimed = (timeMs: number) => answer({ limitMs: null, readingChars: 100, timeMs });
    expect(ratingThresholds(null, 100)).toEqual({ easyWithinMs: 7_000, hardAfterMs: 20_000 });
    expect(reviewRating(untimed(7_000))).toBe('easy');
    expect(reviewRating(untimed(7_001))).toBe('good');
    expect(reviewRating(untimed(20_000))).toBe('good');
    expect(reviewRating(untimed(20_001))).toBe('hard');
    expect(reviewRating({ ...untimed(3_000), correct: false })).toBe('again');
  });

  it('gives a longer question more time', () => {
    const short = ratingThresholds(null, 40);
    const long = ratingThresholds(null, 400);
    expect(long.easyWithinMs - short.easyWithinMs).toBe(
      (360 * 1000) / REVIEW_RATING_RULE.readingCharsPerSecond,
    );
  });
});

describe('reviewRating, any answer', () => {
  it('is Again exactly when wrong or late, and never gets better by taking longer', () => {
    fc.assert(
      fc.property(
        fc.boolean(),
        fc.boolean(),
        fc.integer({ min: 0, max: 120_000 }),
        fc.integer({ min: 0, max: 60_000 }),
        fc.option(fc.integer({ min: 1_000, max: 60_000 }), { nil: null }),
        fc.integer({ min: 0, max: 2_000 }),
        (correct, timedOut, timeMs, extraMs, limitMs, readingChars) => {
          const rate = (ms: number) =>
            reviewRating({ correct, timedOut, timeMs: ms, limitMs, readingChars });
          const rank = (ms: number) => REVIEW_RATINGS.indexOf(rate(ms));
          expect(rate(timeMs) === 'again').toBe(!correct || timedOut);
          // Past the reading floor, slower never grades higher.
          const floor = plausibleFloorMs(readingChars);
          if (timeMs >= floor) expect(rank(timeMs + extraMs)).toBeLessThanOrEqual(rank(timeMs));
        },
      ),
    );
  });
});

describe('masteryPercent', () => {
  it('is the share of the topic’s questions mastered, rounded down, 0 without questions', () => {
    expect(masteryPercent(0, 10)).toBe(0);
    expect(masteryPercent(2, 3)).toBe(66);
    expect(masteryPercent(10, 10)).toBe(100);
    expect(masteryPercent(12, 10)).toBe(100);
    expect(masteryPercent(3, 0)).toBe(0);
  });
});
