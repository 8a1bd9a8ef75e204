/** The Big Five domains, in the order the assessment reports them. */
export const TRAITS = [
  'openness',
  'conscientiousness',
  'extraversion',
  'agreeableness',
  'neuroticism',
] as const;
export type Trait = (typeof TRAITS)[number];
export type TraitScores = Record<Trait, number>;

/**
 * What the assessment hands over: each domain's percentile against the norms (0-100) and its
 * 0-100 score. Everything here reads the percentiles, where the player stands among others; the
 * scores travel along for the screens that show them.
 */
export type TraitProfile = { percentiles: TraitScores; scores: TraitScores };

export type Lang = 'en' | 'es';

export type TraitLevel = 'high' | 'moderate' | 'low';

/** Where a level starts, on the percentile (docs/ARCHITECTURE.md, Careers). */
export const TRAIT_LEVEL_FROM = { high: 70, moderate: 30 } as const;

/** A percentile's band: high from 70, moderate from 30, low below. */
export function traitLevel(percentile: number): TraitLevel {
  if (percentile >= TRAIT_LEVEL_FROM.high) return 'high';
  if (percentile >= TRAIT_LEVEL_FROM.moderate) return 'moderate';
  return 'low';
}

/** Every domain's band. */
export function traitLevels(percentiles: TraitScores): Record<Trait, TraitLevel> {
  return Object.fromEntries(
    TRAITS.map((trait) => [trait, traitLevel(percentiles[trait])]),
  ) as Record<Trait, TraitLevel>;
}
