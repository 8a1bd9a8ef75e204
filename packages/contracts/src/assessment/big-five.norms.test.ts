import { describe, expect, it } from 'vitest';
import { DOMAINS } from './big-five.rules';
import { normAgeBandOf, NORM_AGE_BANDS, NORM_GROUPS_120, normsFor } from './big-five.norms';

describe('Big Five norms', () => {
  it('holds eight groups, each with five domains and six facets per domain', () => {
    expect(NORM_GROUPS_120).toHaveLength(8);
    for (const sex of ['male', 'female'] as const) {
      expect(NORM_GROUPS_120.filter((g) => g.sex === sex).map((g) => g.ageBand)).toEqual([
        ...NORM_AGE_BANDS,
      ]);
    }
    for (const group of NORM_GROUPS_120) {
      for (const domain of DOMAINS) expect(group.facets[domain]).toHaveLength(6);
    }
  });

  it('keeps the figures of the source (spot checks against ipipneo/norm.py)', () => {
    const men20 = NORM_GROUPS_120[0]!;
    expect(men20.domains.N).toEqual([67.84, 15.83]);
    expect(men20.domains.C).toEqual([79.66, 14.49]);
    expect(men20.facets.O[4]).toEqual([15.47, 3.5]);
    const womenOver60 = NORM_GROUPS_120[7]!;
    expect(womenOver60.domains.N).toEqual([63.48, 14.92]);
  });

  it('puts 20/21, 40/41 and 60/61 on either side of a band boundary', () => {
    expect([0, 20, 21, 40, 41, 60, 61, 99].map(normAgeBandOf)).toEqual([
      'under_21',
      'under_21',
      '21_40',
      '21_40',
      '41_60',
      '41_60',
      'over_60',
      'over_60',
    ]);
    expect(() => normAgeBandOf(Number.NaN)).toThrow();
    expect(() => normAgeBandOf(-1)).toThrow();
  });

  it('combines men and women of an age band as an equal mix', () => {
    // Under 21, neuroticism: men 67.84 (SD 15.83), women 73.41 (SD 15.61).
    const [mean, sd] = normsFor(18).domains.N;
    expect(mean).toBeCloseTo((67.84 + 73.41) / 2, 10);
    // sqrt((15.83² + 15.61²) / 2 + ((67.84 - 73.41) / 2)²) = sqrt(247.1305 + 7.756225)
    expect(sd).toBeCloseTo(Math.sqrt(254.886725), 10);
    // 21-40, liberalism (O6): men 11.66 (SD 3.72), women 12.06 (SD 3.46); half the gap is 0.2.
    const [facetMean, facetSd] = normsFor(30).facets.O[5]!;
    expect(facetMean).toBeCloseTo(11.86, 10);
    expect(facetSd).toBeCloseTo(Math.sqrt((3.72 ** 2 + 3.46 ** 2) / 2 + 0.2 ** 2), 10);
  });

  it('chooses the band by age', () => {
    expect(normsFor(20).ageBand).toBe('under_21');
    expect(normsFor(21).ageBand).toBe('21_40');
    expect(normsFor(61).domains.N[0]).toBeCloseTo((58.42 + 63.48) / 2, 10);
  });
});
