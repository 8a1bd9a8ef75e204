import { describe, expect, it } from 'vitest';
import {
  estimateInterests,
  inverseNormal,
  personalityType,
  rankedTypes,
  zFromPercentile,
} from './riasec';
import { traitsAt } from './careers.test-helpers';

const median = traitsAt(50);

describe('z-scores from percentiles', () => {
  it('matches the standard normal quantiles', () => {
    expect(inverseNormal(0.5)).toBeCloseTo(0, 9);
    expect(inverseNormal(0.975)).toBeCloseTo(1.959963985, 9);
    expect(inverseNormal(0.01)).toBeCloseTo(-2.326347874, 9);
    expect(inverseNormal(0.3)).toBeCloseTo(-0.524400513, 9);
    expect(zFromPercentile(84.1344746)).toBeCloseTo(1, 6);
  });

  it('clamps 0 and 100 to the 0.5th and 99.5th percentiles, so z stays finite', () => {
    expect(zFromPercentile(100)).toBeCloseTo(2.575829304, 9);
    expect(zFromPercentile(0)).toBeCloseTo(-2.575829, 6);
  });
});

describe('estimated interests', () => {
  it('sums r × z over the confirmed correlations (hand-computed)', () => {
    // z: openness 1.959964, extraversion 1, agreeableness -1, neuroticism -1.959964.
    const estimate = estimateInterests({
      openness: 97.5,
      conscientiousness: 50,
      extraversion: 84.1344746,
      agreeableness: 15.8655254,
      neuroticism: 2.5,
    });
    expect(estimate.A).toBeCloseTo(0.48 * 1.959964, 5); // 0.940783
    expect(estimate.I).toBeCloseTo(0.28 * 1.959964, 5); // 0.548790
    expect(estimate.E).toBeCloseTo(0.41, 5);
    expect(estimate.S).toBeCloseTo(0.31 - 0.19, 5); // 0.12
    // No confirmed correlation: Realistic and Conventional stay at the average.
    expect(estimate.R).toBe(0);
    expect(estimate.C).toBe(0);
  });

  it('moves with neither conscientiousness nor neuroticism (no confirmed term)', () => {
    const base = estimateInterests(median);
    expect(estimateInterests({ ...median, conscientiousness: 99, neuroticism: 1 })).toEqual(base);
  });
});

describe('personalityType', () => {
  it('names the two strongest types', () => {
    expect(personalityType({ R: 0, I: 0.55, A: 0.94, S: 0.12, E: 0.41, C: 0 })).toBe(
      'Artistic-Investigative',
    );
    expect(personalityType({ R: 0, I: 0, A: 0.1, S: 0.3, E: 0.5, C: 0 })).toBe(
      'Enterprising-Social',
    );
  });

  it('keeps RIASEC order on a tie (a flat profile is Realistic-Investigative)', () => {
    expect(rankedTypes(estimateInterests(median))).toEqual(['R', 'I', 'A', 'S', 'E', 'C']);
    expect(personalityType(estimateInterests(median))).toBe('Realistic-Investigative');
  });

  it('puts the untouched types first when every estimate is below average', () => {
    const low = estimateInterests({ ...median, openness: 10, extraversion: 10, agreeableness: 10 });
    expect(personalityType(low)).toBe('Realistic-Conventional');
  });
});
