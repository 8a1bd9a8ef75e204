/** The five traits in the spec's order. (Placeholder until the instrument lands: see docs.) */
export const TRAITS = [
  'openness',
  'conscientiousness',
  'extraversion',
  'agreeableness',
  'neuroticism',
] as const;
export type TraitName = (typeof TRAITS)[number];

/** Days between two attempts. */
export const RETAKE_AFTER_DAYS = 30;

/** The one rule for band labels and descriptions (DECISIONS #33). */
export function traitLevel(score: number): 'high' | 'moderate' | 'low' {
  return score >= 70 ? 'high' : score >= 30 ? 'moderate' : 'low';
}
