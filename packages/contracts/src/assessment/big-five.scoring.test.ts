import { describe, expect, it } from 'vitest';
import {
  normalCdf,
  normPercentile,
  percentOfMaximum,
  scoreBigFive,
  type BigFiveItemKey,
  type FacetNumber,
} from './big-five.scoring';
import { DOMAIN_TRAIT, type DomainLetter } from './big-five.rules';

/**
 * Each facet of the full form: its keying in inventory order (as in @bigfive-org/questions, less
 * the two voting items of O6), answers given to its items in that order, and the facet's raw
 * score (mean item score after reversing '-' items) and 0-100 score, worked out by hand.
 */
const FACET_CASES: [string, string, string, number[], number, number][] = [
  // facet, name, keying, answers, raw (sum of item scores / items), score ((raw - 1) * 25)
  ['N1', 'anxiety', '++++', [5, 4, 4, 3], 4, 75], // 16/4
  ['N2', 'anger', '+++-', [4, 4, 3, 1], 4, 75], // 4+4+3+5 = 16/4
  ['N3', 'depression', '+++-', [2, 2, 1, 5], 1.5, 13], // 2+2+1+1 = 6/4; 12.5 rounds up
  ['N4', 'self_consciousness', '+++-', [3, 4, 2, 2], 3.25, 56], // 3+4+2+4 = 13/4
  ['N5', 'immoderation', '+---', [5, 1, 2, 1], 4.75, 94], // 5+5+4+5 = 19/4
  ['N6', 'vulnerability', '+++-', [1, 2, 1, 4], 1.5, 13], // 1+2+1+2 = 6/4
  ['E1', 'friendliness', '++--', [5, 5, 1, 2], 4.75, 94], // 5+5+5+4 = 19/4
  ['E2', 'gregariousness', '++--', [2, 1, 5, 4], 1.5, 13], // 2+1+1+2 = 6/4
  ['E3', 'assertiveness', '+++-', [4, 3, 4, 2], 3.75, 69], // 4+3+4+4 = 15/4
  ['E4', 'activity_level', '+++-', [3, 3, 3, 5], 2.5, 38], // 3+3+3+1 = 10/4
  ['E5', 'excitement_seeking', '++++', [1, 1, 2, 1], 1.25, 6], // 5/4
  ['E6', 'cheerfulness', '++++', [5, 5, 5, 5], 5, 100], // 20/4
  ['O1', 'imagination', '++++', [4, 5, 3, 4], 4, 75], // 16/4
  ['O2', 'artistic_interests', '++--', [5, 4, 1, 1], 4.75, 94], // 5+4+5+5 = 19/4
  ['O3', 'emotionality', '++--', [2, 3, 4, 3], 2.5, 38], // 2+3+2+3 = 10/4
  ['O4', 'adventurousness', '+---', [1, 5, 5, 4], 1.25, 6], // 1+1+1+2 = 5/4
  ['O5', 'intellect', '+---', [4, 2, 1, 2], 4.25, 81], // 4+4+5+4 = 17/4
  ['O6', 'liberalism', '+-', [5, 2], 4.5, 88], // 5+4 = 9/2
  ['A1', 'trust', '+++-', [4, 4, 3, 2], 3.75, 69], // 4+4+3+4 = 15/4
  ['A2', 'morality', '----', [1, 1, 1, 2], 4.75, 94], // 5+5+5+4 = 19/4
  ['A3', 'altruism', '++--', [5, 4, 2, 1], 4.5, 88], // 5+4+4+5 = 18/4
  ['A4', 'cooperation', '----', [3, 4, 2, 5], 2.5, 38], // 3+2+4+1 = 10/4
  ['A5', 'modesty', '----', [4, 4, 5, 3], 2, 25], // 2+2+1+3 = 8/4
  ['A6', 'sympathy', '++--', [2, 3, 4, 5], 2, 25], // 2+3+2+1 = 8/4
  ['C1', 'self_efficacy', '++++', [5, 5, 4, 5], 4.75, 94], // 19/4
  ['C2', 'orderliness', '+---', [2, 4, 4, 5], 1.75, 19], // 2+2+2+1 = 7/4
  ['C3', 'dutifulness', '++--', [5, 5, 1, 1], 5, 100], // 20/4
  ['C4', 'achievement_striving', '++--', [4, 3, 2, 1], 4, 75], // 4+3+4+5 = 16/4
  ['C5', 'self_discipline', '++--', [1, 2, 4, 5], 1.5, 13], // 1+2+2+1 = 6/4
  ['C6', 'cautiousness', '----', [2, 1, 2, 3], 4, 75], // 4+5+4+3 = 16/4
];

/** The full form's item keys: ids like 'N2-4' (facet N2, fourth item). */
const FULL_FORM: BigFiveItemKey[] = FACET_CASES.flatMap(([facet, , keying]) =>
  [...keying].map((sign, i) => ({
    id: `${facet}-${i + 1}`,
    domain: facet[0] as DomainLetter,
    facet: Number(facet[1]) as FacetNumber,
    keyed: sign === '+' ? ('plus' as const) : ('minus' as const),
  })),
);

/** Every item answered `value` (the label's position, before any reversal). */
const allAnswered = (items: BigFiveItemKey[], value: number): Record<string, number> =>
  Object.fromEntries(items.map((item) => [item.id, value]));

/** Answers that give every item the item score `score` once reversed. */
const allScoring = (items: BigFiveItemKey[], score: number): Record<string, number> =>
  Object.fromEntries(items.map((item) => [item.id, item.keyed === 'plus' ? score : 6 - score]));

describe('scoreBigFive, full form', () => {
  it('has 118 items', () => {
    expect(FULL_FORM).toHaveLength(118);
  });

  it.each(FACET_CASES)(
    'scores facet %s (%s) by hand, reversing minus-keyed items',
    (facet, name, _keying, facetAnswers, raw, score) => {
      const answers = allAnswered(FULL_FORM, 3);
      facetAnswers.forEach((answer, i) => (answers[`${facet}-${i + 1}`] = answer));
      const result = scoreBigFive({ items: FULL_FORM, answers, age: 30, form: 'full' });
      const trait = result[DOMAIN_TRAIT[facet[0] as DomainLetter]];
      const facets = trait.facets as Record<string, { raw: number; score: number }>;
      expect(facets[name]).toMatchObject({ raw, score });
      // Every other facet of the domain stays at the middle.
      for (const [other, value] of Object.entries(facets)) {
        if (other !== name) expect(value).toMatchObject({ raw: 3, score: 50 });
      }
    },
  );

  it('converts a trait to 0-100 as percent of the possible range', () => {
    const items = FULL_FORM;
    expect(
      scoreBigFive({ items, answers: allScoring(items, 1), age: 30, form: 'full' }).openness,
    ).toMatchObject({ raw: 1, score: 0 });
    expect(
      scoreBigFive({ items, answers: allAnswered(items, 3), age: 30, form: 'full' }).openness,
    ).toMatchObject({ raw: 3, score: 50 });
    expect(
      scoreBigFive({ items, answers: allScoring(items, 4), age: 30, form: 'full' }).neuroticism,
    ).toMatchObject({ raw: 4, score: 75 });
    expect(
      scoreBigFive({ items, answers: allScoring(items, 5), age: 30, form: 'full' }).agreeableness,
    ).toMatchObject({ raw: 5, score: 100 });
    // Conscientiousness: 20 items at 3 and C1's four at 5 = 80 / 24 = 3.33; (3.333 - 1) * 25.
    const answers = allAnswered(items, 3);
    for (let i = 1; i <= 4; i++) answers[`C1-${i}`] = 5;
    expect(scoreBigFive({ items, answers, age: 30, form: 'full' }).conscientiousness).toMatchObject(
      {
        raw: 3.33,
        score: 58,
      },
    );
  });

  it('prorates liberalism (2 items) to 4 and openness (22 items) to 24 before the norms', () => {
    // Age 30: O6 norm mean 11.86, SD 3.598; openness 21-40 pooled from the table. Item scores
    // 4 and 4 on O6 prorate to 16 (z = 1.15, 88th percentile; unprorated 8 would be the 14th).
    // Openness: 20 items at 3 plus 8 = 68 over 22 items, prorated 74.18 -> 14th percentile
    // (unprorated 68 would be the 6th). Expected values computed independently of this code.
    const answers = allAnswered(FULL_FORM, 3);
    answers['O6-1'] = 4;
    answers['O6-2'] = 2;
    const { openness } = scoreBigFive({ items: FULL_FORM, answers, age: 30, form: 'full' });
    expect(openness.facets?.liberalism).toEqual({ raw: 4, score: 75, percentile: 88 });
    expect(openness.percentile).toBe(14);
    expect(openness.raw).toBe(3.09);
  });

  it('compares with the age band of the player: 20/21, 40/41, 60/61', () => {
    // All answers 3: neuroticism and extraversion sums are 72. Against the pooled norms
    // (under 21: N 70.625 / 15.965; 21-40: 69.555 / 16.524; 41-60: 65.745 / 16.153; over 60:
    // 60.95 / 15.412), worked out separately with an exact erf.
    const answers = allAnswered(FULL_FORM, 3);
    const at = (age: number) => scoreBigFive({ items: FULL_FORM, answers, age, form: 'full' });
    expect([20, 21, 40, 41, 60, 61].map((age) => at(age).neuroticism.percentile)).toEqual([
      53, 56, 56, 65, 65, 76,
    ]);
    expect([20, 21, 41, 61].map((age) => at(age).extraversion.percentile)).toEqual([
      25, 30, 34, 30,
    ]);
  });

  it('refuses a missing, out-of-range or unknown answer', () => {
    const answers = allAnswered(FULL_FORM, 3);
    const score = (given: Record<string, number>) =>
      scoreBigFive({ items: FULL_FORM, answers: given, age: 30, form: 'full' });
    const { ['N1-1']: _missing, ...withoutOne } = answers;
    expect(() => score(withoutOne)).toThrow('answers.N1-1: missing');
    for (const bad of [0, 6, 2.5, Number.NaN]) {
      expect(() => score({ ...answers, 'C6-4': bad })).toThrow('answers.C6-4');
    }
    expect(() => score({ ...answers, other: 3 })).toThrow('answers.other');
  });
});

describe('scoreBigFive, short form', () => {
  /** Ten items per domain, two facets' worth each of 1-4 and one of 5-6. */
  const SHORT_FORM: BigFiveItemKey[] = (['N', 'E', 'O', 'A', 'C'] as const).flatMap((domain) =>
    [1, 1, 2, 2, 3, 3, 4, 4, 5, 6].map((facet, i) => ({
      id: `${domain}-${i + 1}`,
      domain,
      facet: facet as FacetNumber,
      keyed: i % 2 === 0 ? ('plus' as const) : ('minus' as const),
    })),
  );

  it('reports domains only, comparing the item mean with the 120-item norm per item', () => {
    // Every item score 4: mean 4, the same as a 24-item sum of 96. Age 30, pooled norms
    // (computed separately): N 95th, E 86th, O 76th, A 73rd, C 75th percentile.
    const result = scoreBigFive({
      items: SHORT_FORM,
      answers: allScoring(SHORT_FORM, 4),
      age: 30,
      form: 'short',
    });
    expect(result.neuroticism).toEqual({ raw: 4, score: 75, percentile: 95, facets: null });
    expect(result.extraversion.percentile).toBe(86);
    expect(result.openness.percentile).toBe(76);
    expect(result.agreeableness.percentile).toBe(73);
    expect(result.conscientiousness.percentile).toBe(75);
  });
});

describe('percentiles', () => {
  it('puts a sum at the mean at 50, one SD above at 84 and one below at 16', () => {
    // Men under 21, neuroticism: 67.84, SD 15.83.
    const norm = [67.84, 15.83] as const;
    expect(normPercentile(67.84, norm)).toBe(50);
    expect(normPercentile(67.84 + 15.83, norm)).toBe(84);
    expect(normPercentile(67.84 - 15.83, norm)).toBe(16);
    expect(normPercentile(67.84 + 2 * 15.83, norm)).toBe(98);
  });

  it('keeps percentiles within 1-99', () => {
    expect(normPercentile(120, [60, 10])).toBe(99);
    expect(normPercentile(24, [90, 10])).toBe(1);
  });

  it('approximates the normal distribution function closely', () => {
    // Φ(1.96) = 0.9750021, Φ(-1) = 0.1586553, Φ(0.5) = 0.6914625 (standard tables).
    expect(normalCdf(1.96)).toBeCloseTo(0.9750021, 6);
    expect(normalCdf(-1)).toBeCloseTo(0.1586553, 6);
    expect(normalCdf(0.5)).toBeCloseTo(0.6914625, 6);
    expect(normalCdf(0)).toBeCloseTo(0.5, 6);
  });

  it('maps a 1-5 mean onto 0-100', () => {
    expect([1, 2, 3, 4, 5, 3.5].map(percentOfMaximum)).toEqual([0, 25, 50, 75, 100, 63]);
  });
});
