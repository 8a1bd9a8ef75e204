import { describe, expect, it } from 'vitest';
import type { DomainLetter } from './big-five.rules';
import type { BigFiveItemKey, FacetNumber } from './big-five.scoring';
import {
  buildConsistencyPairs,
  checkValidity,
  longestRun,
  longestRunAllowed,
  type ConsistencyPair,
  type ValidityResponse,
} from './big-five.validity';

/** Items of one facet from a keying string: '++-' is two plus-keyed items then a minus-keyed. */
const facetItems = (domain: DomainLetter, facet: FacetNumber, keying: string): BigFiveItemKey[] =>
  [...keying].map((sign, i) => ({
    id: `${domain}${facet}-${i + 1}`,
    domain,
    facet,
    keyed: sign === '+' ? 'plus' : 'minus',
  }));

/** Responses in the order given, with made-up item ids. */
const responsesOf = (values: number[]): ValidityResponse[] =>
  values.map((value, i) => ({ itemId: `item-${i}`, value }));

/** A sequence that never repeats one value twice in a row and uses all five evenly. */
const varied = (length: number): number[] =>
  Array.from({ length }, (_, i) => [1, 3, 5, 2, 4][i % 5]!);

const check = (values: number[], secondsTaken = 600, pairs: ConsistencyPair[] = []) =>
  checkValidity({ responses: responsesOf(values), secondsTaken, pairs });

describe('buildConsistencyPairs', () => {
  it("pairs each facet's plus-keyed items with its minus-keyed ones, in order", () => {
    const items = [
      ...facetItems('E', 1, '++--'),
      ...facetItems('N', 2, '+++-'),
      ...facetItems('N', 1, '++++'),
      ...facetItems('A', 2, '----'),
      ...facetItems('O', 6, '+-'),
    ];
    expect(buildConsistencyPairs(items)).toEqual([
      ['E1-1', 'E1-3'],
      ['E1-2', 'E1-4'],
      ['N2-1', 'N2-4'],
      ['O6-1', 'O6-2'],
    ]);
  });

  it('never pairs items of different facets', () => {
    const items = [...facetItems('C', 1, '++'), ...facetItems('C', 2, '--')];
    expect(buildConsistencyPairs(items)).toEqual([]);
  });
});

describe('checkValidity', () => {
  it('accepts a realistic, varied protocol', () => {
    // A respondent low in N, high in E, middling elsewhere: each item's score is their level
    // give or take one, and minus-keyed items are answered the other way round.
    const level: Record<DomainLetter, number> = { N: 2, E: 4, O: 3, A: 4, C: 3 };
    const keying = ['+++-', '++--', '+-+-', '++++', '+---', '--++'];
    const items = (['N', 'E', 'O', 'A', 'C'] as const).flatMap((domain) =>
      keying.map((k, f) => facetItems(domain, (f + 1) as FacetNumber, k)).flat(),
    );
    // Present them cycling through the domains, as the inventory does.
    const presented = Array.from({ length: 24 }, (_, i) =>
      [0, 1, 2, 3, 4].map((d) => items[d * 24 + i]!),
    ).flat();
    let seed = 7;
    const noise = () => {
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      return (seed % 3) - 1;
    };
    const responses = presented.map((item) => {
      const score = Math.min(5, Math.max(1, level[item.domain] + noise()));
      return { itemId: item.id, value: item.keyed === 'plus' ? score : 6 - score };
    });
    const result = checkValidity({
      responses,
      secondsTaken: 13 * 60,
      pairs: buildConsistencyPairs(items),
    });
    expect(result).toEqual({ is_valid: true, reasons: [] });
  });

  it('flags one response for 80% of the items, however it is spread', () => {
    // 40 of 50 items answered 4, never more than two in a row.
    const mostlyFour = varied(50).map((value, i) => (i % 5 === 0 ? value : 4));
    expect(longestRun(mostlyFour)).toBeLessThan(10);
    expect(mostlyFour.filter((v) => v === 4)).toHaveLength(40);
    expect(check(mostlyFour)).toEqual({ is_valid: false, reasons: ['straight_lined'] });
    // 39 of 50 is allowed.
    const lessOften = [...mostlyFour];
    lessOften[1] = 3;
    expect(check(lessOften).reasons).toEqual([]);
  });

  it('flags a run of one response longer than the larger of 10 and a sixth of the items', () => {
    expect(longestRunAllowed(50)).toBe(10);
    expect(longestRunAllowed(118)).toBe(20);
    const withRun = (length: number, run: number) => {
      const values = varied(length);
      // A run of 2s from position 6: its neighbours (1 before; 3 or 5 after) differ from it.
      for (let i = 6; i < 6 + run; i++) values[i] = 2;
      return values;
    };
    expect(longestRun(withRun(50, 11))).toBe(11);
    expect(check(withRun(50, 10)).reasons).toEqual([]);
    expect(check(withRun(50, 11)).reasons).toEqual(['straight_lined']);
    expect(check(withRun(118, 20)).reasons).toEqual([]);
    expect(check(withRun(118, 21)).reasons).toEqual(['straight_lined']);
  });

  it('flags under one second per item', () => {
    expect(check(varied(118), 117).reasons).toEqual(['too_fast']);
    expect(check(varied(118), 118).reasons).toEqual([]);
  });

  it('flags at least 30% contradictory pairs, and at least 3 of them', () => {
    // Ten pairs; a pair agrees when the plus item gets 4 and the minus item 2 (both score 4),
    // and contradicts when both get 5 ('Very Accurate' to an item and to its reverse).
    const run = (pairCount: number, contradictions: number) => {
      const pairs: ConsistencyPair[] = [];
      const responses: ValidityResponse[] = [];
      for (let i = 0; i < pairCount; i++) {
        pairs.push([`p${i}`, `m${i}`]);
        const contradicts = i < contradictions;
        responses.push({ itemId: `p${i}`, value: contradicts ? 5 : 4 });
        responses.push({ itemId: `m${i}`, value: contradicts ? 5 : 2 });
      }
      // Filler so that neither straight-lining rule applies.
      responses.push(...responsesOf(varied(60)));
      return checkValidity({ responses, secondsTaken: 600, pairs }).reasons;
    };
    expect(run(10, 3)).toEqual(['inconsistent']);
    expect(run(11, 3)).toEqual([]); // 27%
    expect(run(5, 2)).toEqual([]); // 40%, but only two
  });

  it('counts a gap of 3 after reversal as a contradiction, and 2 as not', () => {
    const pairs: ConsistencyPair[] = [
      ['p1', 'm1'],
      ['p2', 'm2'],
      ['p3', 'm3'],
    ];
    // Plus item 5 and minus item 2 score 5 and 4 (gap 1); 5 and 4 score 5 and 2 (gap 3).
    const answers = (minus: number): ValidityResponse[] => [
      ...['1', '2', '3'].flatMap((n) => [
        { itemId: `p${n}`, value: 5 },
        { itemId: `m${n}`, value: minus },
      ]),
      ...responsesOf(varied(20)),
    ];
    expect(checkValidity({ responses: answers(4), secondsTaken: 600, pairs }).reasons).toEqual([
      'inconsistent',
    ]);
    // 5 and 3 score 5 and 3: a gap of 2.
    expect(checkValidity({ responses: answers(3), secondsTaken: 600, pairs }).reasons).toEqual([]);
  });

  it('reports every reason that applies', () => {
    const items = facetItems('E', 1, '++--');
    const responses = items.map((item) => ({ itemId: item.id, value: 5 }));
    const pairs: ConsistencyPair[] = [...buildConsistencyPairs(items), ['x', 'y'], ['z', 'w']];
    const extra = ['x', 'y', 'z', 'w'].map((itemId) => ({ itemId, value: 5 }));
    expect(checkValidity({ responses: [...responses, ...extra], secondsTaken: 3, pairs })).toEqual({
      is_valid: false,
      reasons: ['straight_lined', 'too_fast', 'inconsistent'],
    });
  });

  it('refuses an empty protocol', () => {
    expect(() => check([])).toThrow('responses');
  });
});
