import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MODE_MULTIPLIERS, SCORING_CONTEXTS } from './game-modes';
import {
  EXTENDED_TIME_FACTORS,
  accommodatedLimitMs,
  accuracyPercent,
  answerStreaks,
  outcomeByPlace,
  pointsBreakdown,
  pointsForAnswer,
  quizHeadline,
  quizOutcome,
  resultHeadline,
  resultLevel,
  resultOutcome,
  speedFactor,
  streakMultiplier,
  type AnswerScoreInput,
} from './quiz.rules';

const seconds = fc.double({ min: 0, max: 120, noNaN: true });
const mode = fc.constantFrom(...SCORING_CONTEXTS);

describe('speed factor', () => {
  it('is 1.5 at one second or less, 0.8 at ten or more, linear between', () => {
    expect(speedFactor(0)).toBe(1.5);
    expect(speedFactor(1)).toBe(1.5);
    expect(speedFactor(10)).toBe(0.8);
    expect(speedFactor(60)).toBe(0.8);
    expect(speedFactor(5.5)).toBeCloseTo(1.15, 10);
  });

  it('never rises as answers get slower and stays within its ends', () => {
    fc.assert(
      fc.property(seconds, seconds, (a, b) => {
        const [fast, slow] = a <= b ? [a, b] : [b, a];
        expect(speedFactor(fast)).toBeGreaterThanOrEqual(speedFactor(slow));
        expect(speedFactor(a)).toBeLessThanOrEqual(1.5);
        expect(speedFactor(a)).toBeGreaterThanOrEqual(0.8);
      }),
    );
  });
});

describe('speed factor for any time limit (decision 22)', () => {
  const limit = fc.double({ min: 0.5, max: 120, noNaN: true });

  it('is 1.5 at a tenth of the limit or less, 0.8 at the limit or more, linear between', () => {
    expect(speedFactor(0.5, 5)).toBe(1.5);
    expect(speedFactor(5, 5)).toBe(0.8);
    expect(speedFactor(2.75, 5)).toBeCloseTo(1.15, 10);
    expect(speedFactor(1, 5)).toBeLessThan(1.5);
  });

  it('depends only on the fraction of the limit used, and is decision 2 with 10 s', () => {
    fc.assert(
      fc.property(limit, fc.double({ min: 0, max: 2, noNaN: true }), (l, fraction) => {
        expect(speedFactor(fraction * l, l)).toBeCloseTo(speedFactor(fraction * 10, 10), 9);
        expect(speedFactor(fraction * 10, 10)).toBe(speedFactor(fraction * 10));
      }),
    );
  });

  it('never rises as answers get slower under the same limit', () => {
    fc.assert(
      fc.property(limit, seconds, seconds, (l, a, b) => {
        const [fast, slow] = a <= b ? [a, b] : [b, a];
        expect(speedFactor(fast, l)).toBeGreaterThanOrEqual(speedFactor(slow, l));
      }),
    );
  });
});

describe('time accommodations (decision 39)', () => {
  it('multiply the countdown by the player’s factor, in whole milliseconds', () => {
    expect(EXTENDED_TIME_FACTORS).toEqual([1, 1.5, 2]);
    expect(accommodatedLimitMs(10_000, 1)).toBe(10_000);
    expect(accommodatedLimitMs(10_000, 1.5)).toBe(15_000);
    expect(accommodatedLimitMs(10_000, 2)).toBe(20_000);
    expect(accommodatedLimitMs(5_000, 1.5)).toBe(7_500);
    expect(accommodatedLimitMs(333, 1.5)).toBe(500);
  });

  it('leave the speed factor the same at the same share of each player’s own limit', () => {
    const base = 10_000;
    fc.assert(
      fc.property(
        fc.constantFrom(...EXTENDED_TIME_FACTORS),
        fc.double({ min: 0, max: 1.2, noNaN: true }),
        (factor, share) => {
          const limitSeconds = accommodatedLimitMs(base, factor) / 1000;
          expect(speedFactor(share * limitSeconds, limitSeconds)).toBeCloseTo(
            speedFactor(share * 10, 10),
            9,
          );
        },
      ),
    );
    // 8 s of a 2x player's 20 s is 4 s of the standard 10 s.
    expect(speedFactor(8, accommodatedLimitMs(base, 2) / 1000)).toBe(speedFactor(4, 10));
  });
});

describe('streak bonus (decision 23)', () => {
  it('pays x(1 + 0.1 x (n - 1)) for the n-th correct answer in a row, at most x1.5', () => {
    expect([0, 1, 2, 3, 5, 6, 7, 40].map(streakMultiplier)).toEqual([
      1, 1, 1.1, 1.2, 1.4, 1.5, 1.5, 1.5,
    ]);
  });

  it('counts runs of correct answers, reset by a wrong or missed one', () => {
    expect(answerStreaks([true, true, false, true, true, true])).toEqual([1, 2, 0, 1, 2, 3]);
    expect(answerStreaks([])).toEqual([]);
  });

  it('is never below x1 nor above x1.5, and never falls as a run grows', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 50 }), (n) => {
        expect(streakMultiplier(n)).toBeGreaterThanOrEqual(1);
        expect(streakMultiplier(n)).toBeLessThanOrEqual(1.5);
        expect(streakMultiplier(n + 1)).toBeGreaterThanOrEqual(streakMultiplier(n));
      }),
    );
  });

  it('multiplies the per-answer points', () => {
    const answer = { correct: true, basePoints: 10, seconds: 0.5, mode: 'quick_fire' } as const;
    expect(pointsForAnswer({ ...answer, limitSeconds: 5, streak: 1 })).toBe(15);
    expect(pointsForAnswer({ ...answer, limitSeconds: 5, streak: 3 })).toBe(18);
    expect(pointsForAnswer({ ...answer, limitSeconds: 5, streak: 9 })).toBe(23);
  });
});

describe('points for an answer', () => {
  it('is base x speed factor x mode multiplier, rounded, and 0 when wrong', () => {
    expect(pointsForAnswer({ correct: true, basePoints: 10, seconds: 1, mode: 'practice' })).toBe(
      15,
    );
    expect(
      pointsForAnswer({ correct: true, basePoints: 10, seconds: 10, mode: 'competitive' }),
    ).toBe(12);
    expect(
      pointsForAnswer({ correct: true, basePoints: 20, seconds: 0.5, mode: 'tournament' }),
    ).toBe(60);
    expect(
      pointsForAnswer({ correct: false, basePoints: 10, seconds: 1, mode: 'tournament' }),
    ).toBe(0);
  });

  it('matches the formula for any base, time and mode, and is never negative', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 100 }), seconds, mode, (basePoints, time, m) => {
        const points = pointsForAnswer({ correct: true, basePoints, seconds: time, mode: m });
        expect(points).toBe(Math.round(basePoints * speedFactor(time) * MODE_MULTIPLIERS[m]));
        expect(points).toBeGreaterThan(0);
      }),
    );
  });

  it('pays a higher multiplier at least as much for the same answer', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 100 }),
        seconds,
        mode,
        mode,
        (basePoints, time, a, b) => {
          const [low, high] = MODE_MULTIPLIERS[a] <= MODE_MULTIPLIERS[b] ? [a, b] : [b, a];
          const at = (m: typeof a) =>
            pointsForAnswer({ correct: true, basePoints, seconds: time, mode: m });
          expect(at(high)).toBeGreaterThanOrEqual(at(low));
        },
      ),
    );
  });
});

describe('points breakdown', () => {
  it('splits the total into base, speed, streak and mode parts that add up', () => {
    const answer = fc.record<AnswerScoreInput>({
      correct: fc.boolean(),
      basePoints: fc.integer({ min: 1, max: 100 }),
      seconds,
      mode,
      limitSeconds: fc.constantFrom(5, 10, 20),
      streak: fc.integer({ min: 0, max: 12 }),
    });
    fc.assert(
      fc.property(fc.array(answer, { maxLength: 20 }), (answers) => {
        const breakdown = pointsBreakdown(answers);
        expect(breakdown.total).toBe(answers.reduce((sum, a) => sum + pointsForAnswer(a), 0));
        expect(
          breakdown.base_points +
            breakdown.speed_bonus +
            breakdown.streak_bonus +
            breakdown.mode_bonus,
        ).toBe(breakdown.total);
        expect(breakdown.base_points).toBe(
          answers.filter((a) => a.correct).reduce((sum, a) => sum + a.basePoints, 0),
        );
      }),
    );
  });
});

describe('result bands', () => {
  it('follows the spec thresholds at their edges', () => {
    expect([100, 80, 79, 65, 64, 50, 49, 0].map(resultLevel)).toEqual([
      'excellent',
      'excellent',
      'good',
      'good',
      'average',
      'average',
      'needs_improvement',
      'needs_improvement',
    ]);
    expect([80, 79, 60, 59].map(resultHeadline)).toEqual([
      'YOU WIN',
      'WELL DONE',
      'WELL DONE',
      'KEEP TRYING',
    ]);
    expect([60, 59].map(resultOutcome)).toEqual(['win', 'loss']);
  });

  it('never ranks a better accuracy lower', () => {
    const order = ['needs_improvement', 'average', 'good', 'excellent'];
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 100 }), fc.integer({ min: 0, max: 100 }), (a, b) => {
        const [low, high] = a <= b ? [a, b] : [b, a];
        expect(order.indexOf(resultLevel(high))).toBeGreaterThanOrEqual(
          order.indexOf(resultLevel(low)),
        );
      }),
    );
  });

  it('computes accuracy as a whole percent', () => {
    expect(accuracyPercent(7, 10)).toBe(70);
    expect(accuracyPercent(2, 3)).toBe(67);
    expect(accuracyPercent(0, 0)).toBe(0);
  });
});

describe('outcome against opponents (decision 25)', () => {
  it('is a win only above every opponent, a draw when tied at the top, else a loss', () => {
    expect(outcomeByPlace(40, [39, 12])).toBe('win');
    expect(outcomeByPlace(40, [40, 12])).toBe('draw');
    expect(outcomeByPlace(40, [41])).toBe('loss');
  });

  it('goes by place in competitive play whatever the accuracy, by the band when solo', () => {
    const lostMatch = { accuracy: 90, score: 30, opponentScores: [45] };
    expect(quizOutcome({ mode: 'competitive', ...lostMatch })).toBe('loss');
    expect(quizOutcome({ mode: 'timed', ...lostMatch })).toBe('win');
    expect(quizOutcome({ mode: 'practice', accuracy: 59, score: 99, opponentScores: [0] })).toBe(
      'loss',
    );
    expect(quizHeadline('competitive', 90, 'loss')).toBe('WELL DONE');
    expect(quizHeadline('competitive', 40, 'win')).toBe('YOU WIN');
    expect(quizHeadline('timed', 90, 'loss')).toBe('YOU WIN');
  });

  it('never calls a lower score than an opponent a win or draw', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 500 }),
        fc.array(fc.integer({ min: 0, max: 500 }), { minLength: 1, maxLength: 5 }),
        fc.integer({ min: 0, max: 100 }),
        (score, others, accuracy) => {
          const outcome = quizOutcome({
            mode: 'competitive',
            accuracy,
            score,
            opponentScores: others,
          });
          if (others.some((other) => other > score)) expect(outcome).toBe('loss');
          else expect(outcome).not.toBe('loss');
        },
      ),
    );
  });
});
