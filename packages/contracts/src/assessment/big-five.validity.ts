import type { BigFiveItemKey } from './big-five.scoring';

/**
 * Whether a completed protocol can be trusted, after Johnson (2005), Ascertaining the validity of
 * individual protocols from Web-based personality inventories, Journal of Research in Personality
 * 39:103-129: answers given without reading the items show up as long strings of one response,
 * as answers too quick to have been read, and as answers that contradict each other. The rules are
 * deliberately conservative: flagging a genuine respondent is worse than letting a careless one
 * through.
 */
export const VALIDITY_RULES = {
  /** straight_lined: one response position chosen for at least this share of the items. */
  sameResponseShare: 0.8,
  /**
   * straight_lined: the longest run of one response, in the order presented, longer than the
   * larger of these. The inventory cycles through the five domains item by item, so consecutive
   * items measure different traits, and an attentive respondent rarely gives one answer many times
   * in a row. Ten in a row (two full cycles of the domains) is already unusual; a sixth of the
   * items (20 on the full form) keeps a long form from flagging someone genuinely in the middle.
   */
  minLongestRun: 10,
  longestRunShare: 1 / 6,
  /** too_fast: under one second per item is too fast to read the item. */
  minSecondsPerItem: 1,
  /**
   * A pair (a plus- and a minus-keyed item of one facet) contradicts itself when, after reversal,
   * the two answers differ by 3 or more: one answer at an extreme and the other on the far side
   * of the middle, e.g. 'Very Accurate' to both 'Get angry easily' and 'Am not easily annoyed'.
   */
  contradictionGap: 3,
  /**
   * inconsistent: at least this share of the pairs contradict, and at least `minContradictions`
   * of them. Answering at random contradicts 6 pairs in 25 (24%) on average; a genuine
   * respondent's two items of one facet agree far more often than chance, though not always
   * (they are not exact opposites), so a few contradictions are normal. 30% is beyond what
   * chance gives; the minimum count keeps a form with few pairs from failing on one or two.
   */
  inconsistentShare: 0.3,
  minContradictions: 3,
} as const;

/** Seconds per item below which a protocol is too fast to have been read. */
export const MIN_SECONDS_PER_ITEM = VALIDITY_RULES.minSecondsPerItem;

export type ValidityReason = 'straight_lined' | 'too_fast' | 'inconsistent';

/** One answer as given: the item and the position of the chosen label, 1-5, not reversed. */
export interface ValidityResponse {
  itemId: string;
  value: number;
}

/** A plus-keyed and a minus-keyed item of the same facet. */
export type ConsistencyPair = readonly [plusItemId: string, minusItemId: string];

/**
 * The consistency pairs of a form: within each facet, its plus-keyed items in order, each paired
 * with the facet's minus-keyed item in the same place; a facet keyed one way only has none.
 */
export function buildConsistencyPairs(items: readonly BigFiveItemKey[]): ConsistencyPair[] {
  const facets = new Map<string, { plus: string[]; minus: string[] }>();
  for (const item of items) {
    const key = `${item.domain}${item.facet}`;
    const facet = facets.get(key) ?? { plus: [], minus: [] };
    facet[item.keyed].push(item.id);
    facets.set(key, facet);
  }
  const pairs: ConsistencyPair[] = [];
  for (const { plus, minus } of facets.values()) {
    for (let i = 0; i < Math.min(plus.length, minus.length); i++) {
      pairs.push([plus[i]!, minus[i]!]);
    }
  }
  return pairs;
}

/** The longest run of one value in a row. */
export function longestRun(values: readonly number[]): number {
  let longest = 0;
  let run = 0;
  values.forEach((value, i) => {
    run = i > 0 && values[i - 1] === value ? run + 1 : 1;
    longest = Math.max(longest, run);
  });
  return longest;
}

/** The longest run of one response a protocol of this many items may have. */
export function longestRunAllowed(itemCount: number): number {
  return Math.max(
    VALIDITY_RULES.minLongestRun,
    Math.ceil(itemCount * VALIDITY_RULES.longestRunShare),
  );
}

function isStraightLined(values: readonly number[]): boolean {
  const counts = new Map<number, number>();
  for (const value of values) counts.set(value, (counts.get(value) ?? 0) + 1);
  const mostChosen = Math.max(0, ...counts.values());
  return (
    mostChosen >= VALIDITY_RULES.sameResponseShare * values.length ||
    longestRun(values) > longestRunAllowed(values.length)
  );
}

function isInconsistent(
  responses: readonly ValidityResponse[],
  pairs: readonly ConsistencyPair[],
): boolean {
  const answer = new Map(responses.map((r) => [r.itemId, r.value]));
  let compared = 0;
  let contradictions = 0;
  for (const [plusId, minusId] of pairs) {
    const plus = answer.get(plusId);
    const minus = answer.get(minusId);
    if (plus === undefined || minus === undefined) continue;
    compared += 1;
    if (Math.abs(plus - (6 - minus)) >= VALIDITY_RULES.contradictionGap) contradictions += 1;
  }
  return (
    contradictions >= VALIDITY_RULES.minContradictions &&
    contradictions >= VALIDITY_RULES.inconsistentShare * compared
  );
}

/** Checks a protocol: `responses` in the order presented, `pairs` from buildConsistencyPairs. */
export function checkValidity({
  responses,
  secondsTaken,
  pairs,
}: {
  responses: readonly ValidityResponse[];
  secondsTaken: number;
  pairs: readonly ConsistencyPair[];
}): { is_valid: boolean; reasons: ValidityReason[] } {
  if (responses.length === 0) throw new Error('responses: a protocol has at least one answer');
  const reasons: ValidityReason[] = [];
  if (isStraightLined(responses.map((r) => r.value))) reasons.push('straight_lined');
  if (secondsTaken / responses.length < MIN_SECONDS_PER_ITEM) reasons.push('too_fast');
  if (isInconsistent(responses, pairs)) reasons.push('inconsistent');
  return { is_valid: reasons.length === 0, reasons };
}
