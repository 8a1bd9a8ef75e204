import { describe, expect, it } from 'vitest';
import {
  DOMAIN_TRAIT,
  DOMAINS,
  FACETS,
  scoreColourBand,
  traitLevel,
  TRAITS,
} from './big-five.rules';

describe('Big Five rules', () => {
  it('lists the five traits in the order the product shows them, each measured by one domain', () => {
    expect(TRAITS).toEqual([
      'openness',
      'conscientiousness',
      'extraversion',
      'agreeableness',
      'neuroticism',
    ]);
    expect(DOMAINS.map((d) => DOMAIN_TRAIT[d]).sort()).toEqual([...TRAITS].sort());
  });

  it('names six facets per trait, in Johnson order', () => {
    for (const trait of TRAITS) expect(FACETS[trait]).toHaveLength(6);
    expect(FACETS.neuroticism[3]).toBe('self_consciousness');
    expect(FACETS.openness[5]).toBe('liberalism');
    expect(FACETS.conscientiousness[0]).toBe('self_efficacy');
  });

  it('calls a score high from 70, moderate from 30 and low below', () => {
    expect([100, 70, 69.9, 30, 29.9, 0].map(traitLevel)).toEqual([
      'high',
      'high',
      'moderate',
      'moderate',
      'low',
      'low',
    ]);
  });

  it('colours a score in bands of 20', () => {
    expect([80, 79, 60, 59, 40, 39, 20, 19, 0].map(scoreColourBand)).toEqual([
      'excellent',
      'good',
      'good',
      'fair',
      'fair',
      'low',
      'low',
      'very_low',
      'very_low',
    ]);
  });
});
