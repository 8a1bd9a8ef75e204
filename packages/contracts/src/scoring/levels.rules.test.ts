import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { levelForPoints, levelProgress, levelStartPoints } from './levels.rules';

describe('levels', () => {
  it('follows floor(sqrt(points / 100)) + 1 at known points', () => {
    expect([0, 99, 100, 399, 400, 900, 10_000].map(levelForPoints)).toEqual([1, 1, 2, 2, 3, 4, 11]);
  });

  it('treats negative points as zero', () => {
    expect(levelForPoints(-50)).toBe(1);
  });

  it('puts every point total inside its level band, with a clamped fraction', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000 }), (points) => {
        const progress = levelProgress(points);
        expect(levelStartPoints(progress.level)).toBeLessThanOrEqual(points);
        expect(progress.nextLevelAt).toBeGreaterThan(points);
        expect(progress.pointsToNextLevel).toBe(progress.level ** 2 * 100 - points);
        expect(progress.fraction).toBeGreaterThanOrEqual(0);
        expect(progress.fraction).toBeLessThanOrEqual(1);
      }),
    );
  });

  it('never goes down as points go up', () => {
    fc.assert(
      fc.property(fc.nat(1_000_000), fc.nat(1_000_000), (a, b) => {
        expect(levelForPoints(Math.max(a, b))).toBeGreaterThanOrEqual(
          levelForPoints(Math.min(a, b)),
        );
      }),
    );
  });
});
