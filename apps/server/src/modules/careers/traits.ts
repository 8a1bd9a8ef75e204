import { TRAITS, traitLevel, type TraitLevel, type TraitName } from '@quizarena/contracts';

export { TRAITS, traitLevel, type TraitLevel };
export type Trait = TraitName;
export type TraitScores = Record<Trait, number>;

/**
 * What the assessment hands over: each domain's percentile against the norms (0-100) and its
 * 0-100 score. Everything here reads the percentiles, where the player stands among others
 * (the contracts' one level rule applied to them); the scores travel along for the screens.
 */
export type TraitProfile = { percentiles: TraitScores; scores: TraitScores };

export type Lang = 'en' | 'es';

/** Every domain's band, by percentile. */
export function traitLevels(percentiles: TraitScores): Record<Trait, TraitLevel> {
  return Object.fromEntries(
    TRAITS.map((trait) => [trait, traitLevel(percentiles[trait])]),
  ) as Record<Trait, TraitLevel>;
}
