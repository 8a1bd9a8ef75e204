/** The five traits in the spec's order. (Placeholder until the instrument lands: see docs.) */
export const TRAITS = [
  'openness',
  'conscientiousness',
  'extraversion',
  'agreeableness',
  'neuroticism',
] as const;
export type TraitName = (typeof TRAITS)[number];
