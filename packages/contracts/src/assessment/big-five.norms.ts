import { DOMAINS, type DomainLetter } from './big-five.rules';

/**
 * Norms for the IPIP-NEO-120: means and standard deviations of raw sums (each item scored 1-5,
 * reverse-keyed items reversed; a domain sums 24 items, a facet 4), by sex and age band, from
 * Johnson's Web sample. Source: Johnson, J. A. (2014), Measuring thirty facets of the Five Factor
 * Model with a 120-item public domain inventory, Journal of Research in Personality 51:78-89;
 * figures as published in NeuroQuestAi/five-factor-e, ipipneo/norm.py (MIT licence).
 */

/** A raw sum's mean and standard deviation in a norm group. */
export type MeanSd = readonly [mean: number, sd: number];

/** One norm table: each domain's sum, and each domain's six facet sums in Johnson's order. */
export interface BigFiveNorms {
  domains: Readonly<Record<DomainLetter, MeanSd>>;
  facets: Readonly<Record<DomainLetter, readonly MeanSd[]>>;
}

/** Johnson's age bands: under 21, 21-40, 41-60, over 60. */
export const NORM_AGE_BANDS = ['under_21', '21_40', '41_60', 'over_60'] as const;
export type NormAgeBand = (typeof NORM_AGE_BANDS)[number];

export interface NormGroup extends BigFiveNorms {
  sex: 'male' | 'female';
  ageBand: NormAgeBand;
}

/** How many items the norms' sums cover: a raw sum over fewer items is prorated to these. */
export const NORM_ITEMS = { domain: 24, facet: 4 } as const;

/**
 * The eight 120-item norm groups: men, then women, each in age-band order. Kept one facet per
 * row, [mean, SD] in the source's order, so the figures read like the source they are checked
 * against.
 */
// prettier-ignore
export const NORM_GROUPS_120: readonly NormGroup[] = [
  {
    sex: 'male',
    ageBand: 'under_21',
    domains: {
      N: [67.84, 15.83],
      E: [80.70, 15.37],
      O: [85.98, 12.37],
      A: [81.98, 14.66],
      C: [79.66, 14.49],
    },
    facets: {
      N: [[11.72, 3.76], [11.93, 4.41], [10.58, 4.25], [12.38, 3.83], [11.67, 3.25], [9.63, 3.38]],
      E: [[13.76, 3.78], [12.23, 4.17], [14.06, 3.66], [11.54, 3.15], [14.67, 3.38], [14.41, 3.68]],
      O: [[16.68, 2.96], [14.51, 3.87], [14.52, 3.31], [12.84, 3.16], [15.47, 3.50], [11.86, 3.17]],
      A: [[13.18, 3.69], [14.85, 3.44], [15.37, 3.10], [12.73, 4.05], [12.01, 3.94], [13.96, 3.35]],
      C: [[15.31, 2.55], [10.97, 3.93], [15.22, 2.92], [13.61, 3.65], [12.35, 3.24], [12.08, 4.02]],
    },
  },
  {
    sex: 'male',
    ageBand: '21_40',
    domains: {
      N: [66.97, 16.48],
      E: [78.90, 15.21],
      O: [86.51, 12.65],
      A: [84.22, 13.10],
      C: [85.50, 14.27],
    },
    facets: {
      N: [[11.44, 3.76], [11.75, 4.30], [10.37, 4.12], [12.11, 3.81], [12.18, 3.52], [9.13, 3.48]],
      E: [[13.31, 3.80], [11.34, 3.99], [14.58, 3.58], [12.07, 3.23], [13.34, 3.43], [14.30, 3.53]],
      O: [[15.94, 3.18], [14.94, 3.63], [14.60, 3.19], [13.14, 3.39], [16.11, 3.25], [11.66, 3.72]],
      A: [[12.81, 3.69], [15.93, 3.18], [15.37, 2.92], [14.58, 3.70], [11.43, 3.57], [13.77, 3.29]],
      C: [[15.80, 2.44], [12.05, 4.26], [15.68, 2.76], [15.36, 3.39], [13.27, 3.31], [13.31, 4.03]],
    },
  },
  {
    sex: 'male',
    ageBand: '41_60',
    domains: {
      N: [64.11, 16.04],
      E: [77.06, 14.31],
      O: [83.04, 13.05],
      A: [88.33, 11.76],
      C: [91.27, 13.35],
    },
    facets: {
      N: [[10.79, 3.56], [11.60, 4.16], [9.78, 3.94], [11.85, 3.62], [11.24, 3.55], [8.81, 3.35]],
      E: [[13.22, 3.71], [10.45, 3.68], [14.95, 3.44], [12.27, 3.30], [11.82, 3.23], [14.32, 3.29]],
      O: [[14.65, 3.35], [14.66, 3.59], [14.76, 3.02], [12.69, 3.44], [15.40, 3.43], [11.04, 3.93]],
      A: [[13.42, 3.49], [16.94, 2.83], [15.65, 2.88], [15.66, 3.33], [11.96, 3.34], [14.21, 3.17]],
      C: [[16.19, 2.25], [13.33, 4.32], [16.56, 2.50], [16.51, 2.93], [14.05, 3.13], [14.60, 3.78]],
    },
  },
  {
    sex: 'male',
    ageBand: 'over_60',
    domains: {
      N: [58.42, 15.48],
      E: [79.73, 13.63],
      O: [79.78, 12.21],
      A: [90.20, 11.73],
      C: [95.31, 11.99],
    },
    facets: {
      N: [[9.81, 3.54], [11.46, 4.31], [8.18, 3.59], [11.08, 3.82], [9.91, 3.36], [8.24, 3.28]],
      E: [[14.55, 3.47], [11.19, 3.58], [15.29, 3.10], [12.81, 3.25], [11.03, 2.88], [15.02, 3.16]],
      O: [[14.06, 3.13], [14.22, 3.64], [14.34, 2.90], [12.42, 3.20], [14.61, 3.89], [10.11, 4.02]],
      A: [[13.96, 3.13], [17.74, 2.39], [15.76, 2.74], [16.18, 3.41], [11.87, 3.50], [14.00, 3.11]],
      C: [[16.32, 2.31], [14.41, 4.49], [17.54, 2.30], [16.65, 2.68], [14.98, 2.76], [15.18, 3.61]],
    },
  },
  {
    sex: 'female',
    ageBand: 'under_21',
    domains: {
      N: [73.41, 15.61],
      E: [84.26, 14.98],
      O: [89.01, 11.84],
      A: [89.14, 13.21],
      C: [81.27, 14.38],
    },
    facets: {
      N: [[13.31, 3.62], [13.09, 4.18], [11.05, 4.20], [12.11, 3.82], [12.48, 3.30], [11.30, 3.47]],
      E: [[14.47, 3.60], [13.12, 4.13], [14.03, 3.68], [12.67, 3.09], [14.69, 3.48], [15.34, 3.42]],
      O: [[16.86, 2.89], [15.93, 3.44], [16.02, 2.95], [12.95, 3.24], [15.06, 3.51], [12.17, 3.02]],
      A: [[13.46, 3.72], [16.11, 2.94], [16.66, 2.69], [13.73, 4.14], [13.23, 3.79], [15.70, 2.84]],
      C: [[15.30, 2.54], [11.11, 4.17], [15.62, 2.76], [14.69, 3.37], [12.73, 3.19], [11.82, 4.01]],
    },
  },
  {
    sex: 'female',
    ageBand: '21_40',
    domains: {
      N: [72.14, 16.16],
      E: [80.78, 14.64],
      O: [88.25, 12.15],
      A: [91.91, 11.39],
      C: [87.57, 13.87],
    },
    facets: {
      N: [[13.08, 3.68], [12.72, 4.13], [10.79, 4.07], [12.20, 3.79], [12.71, 3.58], [10.69, 3.64]],
      E: [[14.05, 3.66], [11.92, 4.05], [14.25, 3.61], [12.77, 3.24], [12.84, 3.53], [14.96, 3.31]],
      O: [[15.64, 3.34], [15.97, 3.30], [16.41, 2.69], [12.84, 3.44], [15.28, 3.47], [12.06, 3.46]],
      A: [[13.15, 3.71], [17.34, 2.61], [16.81, 2.53], [15.57, 3.50], [12.98, 3.57], [15.52, 2.87]],
      C: [[16.02, 2.34], [12.67, 4.51], [16.36, 2.54], [16.11, 3.05], [13.56, 3.23], [12.91, 4.18]],
    },
  },
  {
    sex: 'female',
    ageBand: '41_60',
    domains: {
      N: [67.38, 16.10],
      E: [78.62, 14.19],
      O: [86.15, 12.62],
      A: [95.73, 9.84],
      C: [93.45, 12.94],
    },
    facets: {
      N: [[12.05, 3.72], [11.19, 4.03], [10.07, 3.97], [12.07, 3.73], [11.98, 3.69], [10.07, 3.56]],
      E: [[14.10, 3.72], [10.84, 3.86], [14.51, 3.50], [13.03, 3.46], [11.08, 3.42], [15.00, 3.26]],
      O: [[14.43, 3.49], [16.00, 3.20], [16.37, 2.58], [12.58, 3.45], [14.87, 3.65], [11.85, 3.74]],
      A: [[13.79, 3.52], [18.16, 2.21], [17.04, 2.40], [17.02, 2.88], [13.41, 3.30], [15.82, 2.71]],
      C: [[16.50, 2.16], [13.68, 4.51], [17.29, 2.27], [17.16, 2.73], [14.35, 3.13], [14.41, 3.86]],
    },
  },
  {
    sex: 'female',
    ageBand: 'over_60',
    domains: {
      N: [63.48, 14.92],
      E: [78.22, 12.73],
      O: [81.56, 12.66],
      A: [97.17, 9.52],
      C: [96.44, 12.43],
    },
    facets: {
      N: [[11.39, 3.61], [10.52, 3.82], [9.10, 3.68], [12.00, 3.61], [10.21, 3.58], [9.87, 3.44]],
      E: [[14.85, 3.43], [10.93, 3.70], [14.19, 3.64], [12.76, 3.26], [10.08, 3.20], [15.65, 3.04]],
      O: [[13.15, 3.71], [15.95, 3.12], [15.73, 2.74], [11.80, 3.26], [14.21, 3.47], [10.81, 3.89]],
      A: [[14.19, 3.39], [18.64, 1.90], [17.13, 2.18], [17.98, 2.56], [13.58, 3.38], [15.83, 2.85]],
      C: [[16.50, 2.24], [15.15, 4.07], [18.34, 1.81], [17.19, 2.49], [14.70, 3.15], [15.11, 3.66]],
    },
  },
];

/** The age band an age falls in (whole years; a fraction counts as the year begun). */
export function normAgeBandOf(age: number): NormAgeBand {
  if (!Number.isFinite(age) || age < 0) throw new Error(`age must be a non-negative number`);
  if (age < 21) return 'under_21';
  if (age < 41) return '21_40';
  if (age < 61) return '41_60';
  return 'over_60';
}

/**
 * Treats men and women as an equal mix: the mean is the average of the two means, and the SD is
 * the spread of that mixed population (the average variance plus the variance the gap between
 * the two means adds), sqrt((sdM² + sdF²) / 2 + ((mM - mF) / 2)²).
 */
function pooled([meanM, sdM]: MeanSd, [meanF, sdF]: MeanSd): MeanSd {
  const gap = (meanM - meanF) / 2;
  return [(meanM + meanF) / 2, Math.sqrt((sdM ** 2 + sdF ** 2) / 2 + gap ** 2)];
}

function groupOf(sex: NormGroup['sex'], ageBand: NormAgeBand): NormGroup {
  const group = NORM_GROUPS_120.find((g) => g.sex === sex && g.ageBand === ageBand);
  if (!group) throw new Error(`no ${sex} norm group for ${ageBand}`);
  return group;
}

function combinedNorms(ageBand: NormAgeBand): BigFiveNorms & { ageBand: NormAgeBand } {
  const male = groupOf('male', ageBand);
  const female = groupOf('female', ageBand);
  const domains = {} as Record<DomainLetter, MeanSd>;
  const facets = {} as Record<DomainLetter, MeanSd[]>;
  for (const domain of DOMAINS) {
    domains[domain] = pooled(male.domains[domain], female.domains[domain]);
    facets[domain] = male.facets[domain].map((facet, i) => {
      const other = female.facets[domain][i];
      if (!other) throw new Error(`norm group ${ageBand} lacks facet ${domain}${i + 1}`);
      return pooled(facet, other);
    });
  }
  return { ageBand, domains, facets };
}

const COMBINED = new Map(NORM_AGE_BANDS.map((band) => [band, combinedNorms(band)]));

/**
 * The norms a player of this age is compared with. QuizArena never asks a player's sex, so
 * instead of Johnson's separate tables it uses, per age band, a population of men and women in
 * equal numbers (see `pooled`): the same reference for everyone of that age, and neither sex's
 * table applied to the other.
 */
export function normsFor(age: number): BigFiveNorms & { ageBand: NormAgeBand } {
  const norms = COMBINED.get(normAgeBandOf(age));
  if (!norms) throw new Error(`no norms for age ${age}`);
  return norms;
}
