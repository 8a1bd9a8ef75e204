import {
  DOMAIN_TRAIT,
  DOMAINS,
  FACETS,
  TRAITS,
  type DomainLetter,
  type TraitName,
} from './big-five.rules';
import { NORM_ITEMS, normsFor, type MeanSd } from './big-five.norms';

/**
 * Scoring the Big Five inventory (docs/ARCHITECTURE.md, Personality assessment: the instrument).
 * An answer is the position of the chosen label, 1 (Very Inaccurate) to 5 (Very Accurate); a
 * reverse-keyed ('minus') item scores 6 - position, so a higher item score always means more of
 * the trait.
 */

export type FacetNumber = 1 | 2 | 3 | 4 | 5 | 6;

/** An item as scoring needs it: which facet of which domain, and its keying. */
export interface BigFiveItemKey {
  id: string;
  domain: DomainLetter;
  facet: FacetNumber;
  keyed: 'plus' | 'minus';
}

/** 'full' scores domains and facets; 'short' (too few items per facet) scores domains only. */
export type BigFiveForm = 'full' | 'short';

/** One scale's result. */
export interface ScaleScore {
  /** The mean item score, 1-5, to two decimals. */
  raw: number;
  /**
   * Percent of the possible range, (mean - 1) / 4 * 100, as a whole number. Whole numbers lose
   * nothing: the finest step any scale can take is 100/96 of a point (a 24-item domain), so two
   * different sums never round to the same score.
   */
  score: number;
  /** Where the raw sum falls among people of the same age band, 1-99. */
  percentile: number;
}

export type TraitScore<T extends TraitName = TraitName> = ScaleScore & {
  facets: Record<(typeof FACETS)[T][number], ScaleScore> | null;
};

export type BigFiveScores = { [T in TraitName]: TraitScore<T> };

/** Abramowitz & Stegun 7.1.26: erf(x) for x >= 0 with absolute error under 1.5e-7. */
function erf(x: number): number {
  const sign = x < 0 ? -1 : 1;
  const ax = Math.abs(x);
  const t = 1 / (1 + 0.3275911 * ax);
  const poly =
    t *
    (0.254829592 + t * (-0.284496736 + t * (1.421413741 + t * (-1.453152027 + t * 1.061405429))));
  return sign * (1 - poly * Math.exp(-ax * ax));
}

/** The standard normal distribution function, Φ(z) = (1 + erf(z / √2)) / 2. */
export function normalCdf(z: number): number {
  return 0.5 * (1 + erf(z / Math.SQRT2));
}

/**
 * The percentile of a raw sum against a norm group's mean and SD, assuming sums are normally
 * distributed (as Johnson's own feedback does): 100 Φ(z), rounded, kept within 1-99 because the
 * tails of a fitted normal curve say more than a sample can.
 */
export function normPercentile(sum: number, [mean, sd]: MeanSd): number {
  const percent = Math.round(100 * normalCdf((sum - mean) / sd));
  return Math.min(99, Math.max(1, percent));
}

/** A 1-5 item mean as percent of the possible range, 0-100. */
export function percentOfMaximum(mean: number): number {
  return Math.round(((mean - 1) / 4) * 100);
}

const TRAIT_DOMAIN = Object.fromEntries(
  DOMAINS.map((domain) => [DOMAIN_TRAIT[domain], domain]),
) as Record<TraitName, DomainLetter>;

interface Tally {
  sum: number;
  count: number;
}

/**
 * One scale's result. The norms are sums over a fixed number of items (24 for a domain, 4 for a
 * facet); a scale asked with fewer items is prorated, its mean times that number, which assumes
 * the items not asked would have been answered like the ones that were. The full form drops the
 * two voting items of liberalism (O6): we never ask about political opinions, which are special
 * category data. So liberalism has 2 items (prorated to 4) and openness 22 (prorated to 24).
 *
 * The short form compares its 10-item mean the same way, which is the same as comparing it with
 * the 120-item norm's mean and SD divided by 24. That is an approximation: a 10-item mean spreads
 * wider than a 24-item one, so short-form percentiles lean a little towards the extremes.
 */
function scale({ sum, count }: Tally, normItems: number, norm: MeanSd): ScaleScore {
  const mean = sum / count;
  return {
    raw: Math.round(mean * 100) / 100,
    score: percentOfMaximum(mean),
    percentile: normPercentile(mean * normItems, norm),
  };
}

/** Scores a completed form against the norms for the player's age band. */
export function scoreBigFive({
  items,
  answers,
  age,
  form,
}: {
  items: readonly BigFiveItemKey[];
  answers: Readonly<Record<string, number>>;
  age: number;
  form: BigFiveForm;
}): BigFiveScores {
  const known = new Set(items.map((item) => item.id));
  for (const id of Object.keys(answers)) {
    if (!known.has(id)) throw new Error(`answers.${id}: not an item of this form`);
  }

  const domains = new Map<string, Tally>();
  const facets = new Map<string, Tally>();
  const add = (tallies: Map<string, Tally>, key: string, score: number) => {
    const tally = tallies.get(key) ?? { sum: 0, count: 0 };
    tally.sum += score;
    tally.count += 1;
    tallies.set(key, tally);
  };
  for (const item of items) {
    const answer = answers[item.id];
    if (answer === undefined) throw new Error(`answers.${item.id}: missing`);
    if (!Number.isInteger(answer) || answer < 1 || answer > 5) {
      throw new Error(`answers.${item.id}: must be a whole number from 1 to 5`);
    }
    const score = item.keyed === 'minus' ? 6 - answer : answer;
    add(domains, item.domain, score);
    add(facets, `${item.domain}${item.facet}`, score);
  }

  const norms = normsFor(age);
  const result = {} as Record<
    TraitName,
    ScaleScore & { facets: Record<string, ScaleScore> | null }
  >;
  for (const trait of TRAITS) {
    const domain = TRAIT_DOMAIN[trait];
    const tally = domains.get(domain);
    if (!tally) throw new Error(`the form has no ${trait} items`);
    const facetScores =
      form === 'full'
        ? Object.fromEntries(
            FACETS[trait].map((name: string, i) => {
              const facetTally = facets.get(`${domain}${i + 1}`);
              const norm = norms.facets[domain][i];
              if (!facetTally || !norm) throw new Error(`the form has no ${trait} ${name} items`);
              return [name, scale(facetTally, NORM_ITEMS.facet, norm)];
            }),
          )
        : null;
    result[trait] = {
      ...scale(tally, NORM_ITEMS.domain, norms.domains[domain]),
      facets: facetScores,
    };
  }
  return result as BigFiveScores;
}
