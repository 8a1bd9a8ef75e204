/**
 * The Big Five personality assessment's fixed rules, shared by server and client. The instrument
 * and how it is scored are described in docs/ARCHITECTURE.md (Personality assessment: the
 * instrument).
 */

/** The five traits in the order the product shows them. */
export const TRAITS = [
  'openness',
  'conscientiousness',
  'extraversion',
  'agreeableness',
  'neuroticism',
] as const;
export type TraitName = (typeof TRAITS)[number];

/** The inventory's domain letters, in Johnson's order (the order his norm tables use). */
export const DOMAINS = ['N', 'E', 'O', 'A', 'C'] as const;
export type DomainLetter = (typeof DOMAINS)[number];

/** Which trait each of the inventory's domain letters measures. */
export const DOMAIN_TRAIT: Readonly<Record<DomainLetter, TraitName>> = {
  N: 'neuroticism',
  E: 'extraversion',
  O: 'openness',
  A: 'agreeableness',
  C: 'conscientiousness',
};

/** Each trait's six facets in Johnson's order: facet n of a domain is entry n - 1. */
export const FACETS = {
  neuroticism: [
    'anxiety',
    'anger',
    'depression',
    'self_consciousness',
    'immoderation',
    'vulnerability',
  ],
  extraversion: [
    'friendliness',
    'gregariousness',
    'assertiveness',
    'activity_level',
    'excitement_seeking',
    'cheerfulness',
  ],
  openness: [
    'imagination',
    'artistic_interests',
    'emotionality',
    'adventurousness',
    'intellect',
    'liberalism',
  ],
  agreeableness: ['trust', 'morality', 'altruism', 'cooperation', 'modesty', 'sympathy'],
  conscientiousness: [
    'self_efficacy',
    'orderliness',
    'dutifulness',
    'achievement_striving',
    'self_discipline',
    'cautiousness',
  ],
} as const satisfies Record<TraitName, readonly string[]>;
export type FacetName = (typeof FACETS)[TraitName][number];

/** The assessment's two forms: the full inventory and the 50-item short form. */
export const BIG_FIVE_TEMPLATE_IDS = ['big-five', 'big-five-short'] as const;
export type BigFiveTemplateId = (typeof BIG_FIVE_TEMPLATE_IDS)[number];

/** Shown when a trait has no percentile to show (the middle of the population). */
export const PERCENTILE_DEFAULT = 50;
/** Days before a player may take the assessment again: traits change slowly. */
export const RETAKE_AFTER_DAYS = 30;
/** The youngest age that may consent to a personality profile on its own. */
export const CONSENT_MIN_AGE = 16;

export type TraitLevel = 'high' | 'moderate' | 'low';

/** The word for a 0-100 trait score: high from 70, moderate from 30, low below. */
export function traitLevel(score: number): TraitLevel {
  if (score >= 70) return 'high';
  if (score >= 30) return 'moderate';
  return 'low';
}

export type ScoreColourBand = 'excellent' | 'good' | 'fair' | 'low' | 'very_low';

/** The colour band of a 0-100 score, in steps of 20 (80, 60, 40, 20). */
export function scoreColourBand(score: number): ScoreColourBand {
  if (score >= 80) return 'excellent';
  if (score >= 60) return 'good';
  if (score >= 40) return 'fair';
  if (score >= 20) return 'low';
  return 'very_low';
}
