import { areaFit, ASSESSABLE_AREAS, type KnowledgeEvidence } from './knowledge-areas';
import { onetUrlOf, type CareersData, type Occupation } from './onet-data';
import { fieldOf } from './soc-major-groups';
import { RIASEC, type RiasecScores } from './riasec';

/**
 * How the two fits combine when the player has quiz evidence. Interest leads: it is the basis of
 * O*NET's own matching. It still counts for no more than three quarters because here it is
 * estimated from personality, which predicts interests only weakly (multiple R .11 to .47 per
 * type, Barrick, Mount & Gupta 2003); the quizzes cover few of O*NET's areas, so knowledge stays
 * the smaller part.
 */
export const MATCH_WEIGHTS = { interest: 0.75, knowledge: 0.25 } as const;

export const CAREER_LIST = {
  /** O*NET importance (1-5) from which an element counts as required. */
  requiredImportance: 3.5,
  requiredShown: 6,
  hotTechnologiesShown: 5,
  defaultLimit: 10,
  maxLimit: 50,
} as const;

export type CareerMatch = {
  code: string;
  title: string;
  field: string | null;
  description: string;
  /** 0-5, one decimal; the client shows it times 20 as a percent. */
  compatibility_score: number;
  job_zone: number | null;
  riasec_high_point: string;
  onet_url: string;
  required_skills: string[];
  missing_skills: string[];
  hot_technologies: string[];
  // Not in the data (no public source is vendored): never guessed.
  salary_range: null;
  growth_potential: null;
  growth_outlook: null;
  remote_friendly: null;
  /** An administrator's note on the occupation; null for none. */
  note: string | null;
};

/** What an administrator changed of an occupation (the admin console's curation). */
export type OccupationCuration = {
  hidden: boolean;
  /** Replaces O*NET's description; null keeps it. */
  description: string | null;
  note: string | null;
};

/** Pearson's r between two equally long lists; null when either does not vary. */
export function pearson(a: readonly number[], b: readonly number[]): number | null {
  const n = a.length;
  const meanA = a.reduce((sum, x) => sum + x, 0) / n;
  const meanB = b.reduce((sum, x) => sum + x, 0) / n;
  let covariance = 0;
  let varianceA = 0;
  let varianceB = 0;
  for (let index = 0; index < n; index += 1) {
    const da = a[index]! - meanA;
    const db = b[index]! - meanB;
    covariance += da * db;
    varianceA += da * da;
    varianceB += db * db;
  }
  if (varianceA < 1e-12 || varianceB < 1e-12) return null;
  return covariance / Math.sqrt(varianceA * varianceB);
}

/**
 * Interest fit, 0-1: the correlation of the estimated profile with the occupation's across the
 * six types, mapped from -1..1. A flat estimate (every trait at the median) says nothing: 0.5.
 */
export function interestFit(estimates: RiasecScores, occupation: RiasecScores): number {
  const r = pearson(
    RIASEC.map((letter) => estimates[letter]),
    RIASEC.map((letter) => occupation[letter]),
  );
  return r === null ? 0.5 : (r + 1) / 2;
}

type Rated = { name: string; importance: number };

function rated(names: readonly string[], values: readonly number[] | null): Rated[] {
  return values ? names.map((name, index) => ({ name, importance: values[index]! })) : [];
}

const byImportance = (a: Rated, b: Rated) => b.importance - a.importance;

/** The knowledge areas the occupation needs (importance 3.5 or more), most important first. */
function requiredKnowledge(data: CareersData, occupation: Occupation): Rated[] {
  return rated(data.knowledgeElements, occupation.knowledge)
    .filter((one) => one.importance >= CAREER_LIST.requiredImportance)
    .sort(byImportance);
}

/** The top skills and knowledge areas together, names once (Mathematics is both). */
function requiredSkills(data: CareersData, occupation: Occupation): string[] {
  const all = [
    ...rated(data.skillElements, occupation.skills),
    ...rated(data.knowledgeElements, occupation.knowledge),
  ]
    .filter((one) => one.importance >= CAREER_LIST.requiredImportance)
    .sort(byImportance);
  return [...new Set(all.map((one) => one.name))].slice(0, CAREER_LIST.requiredShown);
}

/**
 * Knowledge fit, 0-1: the importance-weighted mean of `areaFit` over the required areas a quiz
 * can show; 0.5 when the occupation needs none of them (or O*NET has not rated it).
 */
export function knowledgeFit(
  required: readonly Rated[],
  evidence: ReadonlyMap<string, KnowledgeEvidence>,
): number {
  const assessable = required.filter((one) => ASSESSABLE_AREAS.has(one.name));
  const weight = assessable.reduce((sum, one) => sum + one.importance, 0);
  if (weight === 0) return 0.5;
  return (
    assessable.reduce((sum, one) => sum + one.importance * areaFit(evidence.get(one.name)), 0) /
    weight
  );
}

export type MatchInput = {
  data: CareersData;
  interests: RiasecScores;
  evidence: ReadonlyMap<string, KnowledgeEvidence>;
  limit?: number;
  /** Curated occupations by code: hidden ones are never matched, the others show the edits. */
  curation?: ReadonlyMap<string, OccupationCuration>;
};

/**
 * The occupations best matching the player, best first: compatibility = 5 × interest fit, or,
 * once the player has answers in any area a quiz can show, 5 × (0.75 × interest fit + 0.25 ×
 * knowledge fit). Ties go by code, so the order is stable. An occupation an administrator hid is
 * left out; a curated description replaces O*NET's, and a curated note goes with it.
 */
export function matchCareers(input: MatchInput): CareerMatch[] {
  const { data, interests, evidence } = input;
  const limit = input.limit ?? CAREER_LIST.defaultLimit;
  const curation = input.curation ?? new Map<string, OccupationCuration>();
  const hasEvidence = [...evidence.values()].some(
    (one) => one.answers > 0 && ASSESSABLE_AREAS.has(one.area),
  );
  const shown = data.occupations.filter((occupation) => !curation.get(occupation.code)?.hidden);
  const scored = shown.map((occupation) => {
    const interest = interestFit(interests, occupation.riasec);
    const required = requiredKnowledge(data, occupation);
    const combined = hasEvidence
      ? MATCH_WEIGHTS.interest * interest +
        MATCH_WEIGHTS.knowledge * knowledgeFit(required, evidence)
      : interest;
    return { occupation, required, combined };
  });
  scored.sort(
    (a, b) => b.combined - a.combined || a.occupation.code.localeCompare(b.occupation.code),
  );
  return scored.slice(0, limit).map(({ occupation, required, combined }) => ({
    code: occupation.code,
    title: occupation.title,
    field: fieldOf(occupation.code),
    description: curation.get(occupation.code)?.description ?? occupation.description,
    compatibility_score: Math.round(combined * 5 * 10) / 10,
    job_zone: occupation.jobZone,
    riasec_high_point: occupation.highPoint,
    onet_url: onetUrlOf(occupation.code),
    required_skills: requiredSkills(data, occupation),
    missing_skills: required
      .filter((one) => ASSESSABLE_AREAS.has(one.name) && !evidence.get(one.name)?.shown)
      .map((one) => one.name),
    hot_technologies: occupation.hotTechnologies.slice(0, CAREER_LIST.hotTechnologiesShown),
    salary_range: null,
    growth_potential: null,
    growth_outlook: null,
    remote_friendly: null,
    note: curation.get(occupation.code)?.note ?? null,
  }));
}
