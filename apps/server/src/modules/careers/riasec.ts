import { TRAITS, type Trait, type TraitScores } from './traits';

/** Holland's six interest types, in the RIASEC order O*NET uses. */
export const RIASEC = ['R', 'I', 'A', 'S', 'E', 'C'] as const;
export type RiasecLetter = (typeof RIASEC)[number];
export type RiasecScores = Record<RiasecLetter, number>;

export const HOLLAND_NAMES: Readonly<Record<RiasecLetter, string>> = {
  R: 'Realistic',
  I: 'Investigative',
  A: 'Artistic',
  S: 'Social',
  E: 'Enterprising',
  C: 'Conventional',
};

/**
 * Trait-interest correlations, only those confirmed from a source. All five are the mean
 * correlations of Larson, Rottinghaus & Borgen (2002, Journal of Vocational Behavior 61:217-239,
 * abstract), the ones they found substantial for women and men and across interest measures:
 * Artistic-Openness .48, Enterprising-Extraversion .41, Social-Extraversion .31,
 * Investigative-Openness .28, Social-Agreeableness .19. Barrick, Mount & Gupta (2003, Personnel
 * Psychology 56:45-74, abstract) agree on the two strongest (Enterprising-Extraversion rho .41,
 * Artistic-Openness .39) and find Realistic related to no trait. The other 25 pairs sit in the
 * papers' tables, which we could not read, so they are left out: Realistic and Conventional get
 * no term and stay at the population average (0), and Conscientiousness and Neuroticism move no
 * estimate. Personality predicts interests weakly (multiple R .11 to .47 per type, Barrick et al.).
 */
export const TRAIT_INTEREST_CORRELATIONS: ReadonlyArray<{
  trait: Trait;
  type: RiasecLetter;
  r: number;
}> = [
  { trait: 'openness', type: 'A', r: 0.48 },
  { trait: 'extraversion', type: 'E', r: 0.41 },
  { trait: 'extraversion', type: 'S', r: 0.31 },
  { trait: 'openness', type: 'I', r: 0.28 },
  { trait: 'agreeableness', type: 'S', r: 0.19 },
];

/** Percentiles are clamped here so the extremes give a finite z (about ±2.58). */
const PERCENTILE_RANGE = { min: 0.5, max: 99.5 } as const;

/** The standard normal CDF from the Taylor series of erf: exact to double precision for |z| < 3. */
function normalCdf(z: number): number {
  const x = z / Math.SQRT2;
  let term = x;
  let sum = x;
  for (let n = 1; n < 200; n += 1) {
    term *= (-x * x) / n;
    const next = term / (2 * n + 1);
    sum += next;
    if (Math.abs(next) < 1e-17) break;
  }
  return 0.5 + sum / Math.sqrt(Math.PI);
}

/**
 * The standard normal quantile of p, for p within [0.005, 0.995] (what percentiles are clamped
 * to), by Newton's method on the CDF from 0: on either side of 0 the CDF bends away from its
 * tangent, so the steps close in without overshooting.
 */
export function inverseNormal(p: number): number {
  let z = 0;
  for (let step = 0; step < 100; step += 1) {
    const density = Math.exp((-z * z) / 2) / Math.sqrt(2 * Math.PI);
    const move = (normalCdf(z) - p) / density;
    z -= move;
    if (Math.abs(move) < 1e-12) break;
  }
  return z;
}

/** A percentile (0-100) as a z-score, the extremes clamped to 0.5 and 99.5. */
export function zFromPercentile(percentile: number): number {
  const clamped = Math.min(PERCENTILE_RANGE.max, Math.max(PERCENTILE_RANGE.min, percentile));
  return inverseNormal(clamped / 100);
}

/**
 * Estimated interests: for each type, the sum of r × z over the confirmed trait correlations, on
 * a z-like scale (0 is the population average). An estimate, not a measured interest profile.
 */
export function estimateInterests(percentiles: TraitScores): RiasecScores {
  const z = Object.fromEntries(
    TRAITS.map((trait) => [trait, zFromPercentile(percentiles[trait])]),
  ) as TraitScores;
  const estimate: RiasecScores = { R: 0, I: 0, A: 0, S: 0, E: 0, C: 0 };
  for (const { trait, type, r } of TRAIT_INTEREST_CORRELATIONS) estimate[type] += r * z[trait];
  return estimate;
}

/** The letters from strongest to weakest; a tie keeps RIASEC order. */
export function rankedTypes(estimates: RiasecScores): RiasecLetter[] {
  return [...RIASEC].sort((a, b) => estimates[b] - estimates[a]);
}

/**
 * The two strongest types by their Holland names, e.g. 'Artistic-Investigative' (`names` in
 * the reader's language; English by default).
 */
export function personalityType(
  estimates: RiasecScores,
  names: Readonly<Record<RiasecLetter, string>> = HOLLAND_NAMES,
): string {
  const [first, second] = rankedTypes(estimates);
  return `${names[first!]}-${names[second!]}`;
}
