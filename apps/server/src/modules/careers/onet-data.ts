import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { serverRoot } from '../../paths';
import type { RiasecScores } from './riasec';

/** The vendored O*NET extract (reference-data/onet/README.md: source, licence, fields). */
export const onetCareersFile = join(serverRoot, 'reference-data/onet/onet-29.3-careers.json');

/** What every careers answer must credit, as the CC BY 4.0 licence asks. */
export const ONET_ATTRIBUTION =
  'Occupational data from O*NET 29.3 (USDOL/ETA), used under CC BY 4.0; modified.';

/** The occupation's public summary on O*NET OnLine. */
export const onetUrlOf = (code: string) => `https://www.onetonline.org/link/summary/${code}`;

export type Occupation = {
  code: string;
  title: string;
  description: string;
  /** O*NET's occupational interest levels, 1-7. */
  riasec: RiasecScores;
  highPoint: string;
  jobZone: number | null;
  /** Importance 1-5 in `knowledgeElements` order; null where O*NET has not rated it. */
  knowledge: number[] | null;
  /** Importance 1-5 in `skillElements` order; null where O*NET has not rated it. */
  skills: number[] | null;
  hotTechnologies: string[];
};

export type CareersData = {
  knowledgeElements: string[];
  skillElements: string[];
  occupations: Occupation[];
};

let cached: CareersData | undefined;

/**
 * The occupations, read from disk on first use and kept: 1 MB parsed once per process instead of
 * at start-up, since most processes never rank careers.
 */
export function careersData(): CareersData {
  cached ??= parseCareersData(readFileSync(onetCareersFile, 'utf8'));
  return cached;
}

/** Parses the file and checks the shape the matching relies on, so a bad file fails loudly. */
export function parseCareersData(text: string): CareersData {
  const data = JSON.parse(text) as CareersData;
  const { knowledgeElements, skillElements, occupations } = data;
  if (!Array.isArray(knowledgeElements) || !Array.isArray(skillElements))
    throw new Error('careers data: element lists missing');
  if (!Array.isArray(occupations) || occupations.length === 0)
    throw new Error('careers data: no occupations');
  for (const occupation of occupations) {
    const sizesMatch =
      (occupation.knowledge === null || occupation.knowledge.length === knowledgeElements.length) &&
      (occupation.skills === null || occupation.skills.length === skillElements.length);
    if (!sizesMatch) throw new Error(`careers data: ${occupation.code} has misaligned ratings`);
  }
  return { knowledgeElements, skillElements, occupations };
}
