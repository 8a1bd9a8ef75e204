import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MODE_MULTIPLIERS, SCORING_CONTEXTS } from './game-modes';
import {
  accuracyPercent,
  pointsBreakdown,
  pointsForAnswer,
  resultHeadline,
  resultLevel,
  resultOutcome,
  speedFactor,
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
  it('splits the total into base, speed and mode parts that add up', () => {
    const answer = fc.record<AnswerScoreInput>({
      correct: fc.boolean(),
      basePoints: fc.integer({ min: 1, max: 100 }),
      seconds,
      mode,
    });
    fc.assert(
      fc.property(fc.array(answer, { maxLength: 20 }), (answers) => {
        const breakdown = pointsBreakdown(answers);
        expect(breakdown.total).toBe(answers.reduce((sum, a) => sum + pointsForAnswer(a), 0));
        expect(breakdown.base_points + breakdown.speed_bonus + breakdown.mode_bonus).toBe(
          breakdown.total,
        );
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
