import { TRAITS, traitLevel, type TraitLevel, type TraitName } from '@quizarena/contracts';

export { TRAITS, traitLevel, type TraitLevel };
export type Trait = TraitName;
export type TraitScores = Record<Trait, number>;

/**
 * What the assessment hands over: each domain's percentile against the norms (0-100) and its
 * 0-100 score. Interests are estimated from the percentiles (where the player stands among
 * others, as the published correlations are); levels come from the scores by the contracts' one
 * rule, so advice says 'high' where the results page does (DECISIONS #33).
 */
export type TraitProfile = { percentiles: TraitScores; scores: TraitScores };

export type Lang = 'en' | 'es';

/** Every domain's band, by score. */
export function traitLevels(scores: TraitScores): Record<Trait, TraitLevel> {
  return Object.fromEntries(TRAITS.map((trait) => [trait, traitLevel(scores[trait])])) as Record<
    Trait,
    TraitLevel
  >;
}
