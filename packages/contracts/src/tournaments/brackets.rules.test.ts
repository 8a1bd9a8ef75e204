import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  bracketSlots,
  distributionProblem,
  finalPlaces,
  firstRound,
  isPlayedMatch,
  matchShape,
  nextRound,
  placePrizes,
  prizePayouts,
  roundLabel,
  roundSizes,
  seedingOrder,
  TOURNAMENT_FORMATS,
  type Finisher,
  type PlaceShare,
  type TournamentFormat,
} from './brackets.rules';

const format = fc.constantFrom(...TOURNAMENT_FORMATS);
const playerCount = fc.integer({ min: 2, max: 1024 });
const seeds = (players: number): number[] => Array.from({ length: players }, (_, i) => i + 1);

/** Plays a whole bracket: `pick` chooses who a played match sends on; a bye sends everyone. */
function playBracket(
  tournamentFormat: TournamentFormat,
  players: number,
  pick: (match: number[], advance: number) => number[],
): number[][][] {
  const { advance } = matchShape(tournamentFormat);
  const rounds = [firstRound(tournamentFormat, seeds(players))];
  while (rounds.at(-1)!.length > 1) {
    const advancing = rounds
      .at(-1)!
      .map((match) =>
        isPlayedMatch(tournamentFormat, match.length) ? pick(match, advance) : match,
      );
    rounds.push(nextRound(advancing));
  }
  return rounds;
}

/**
 * Match results from a seed (mulberry32): fc.gen slows with every draw, and a 1024-player bracket
 * draws a thousand results a run.
 */
function results(seed: number): (match: number[], count: number) => number[] {
  let state = seed;
  const next = (): number => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 2 ** 32;
  };
  return (match, count) => {
    const left = [...match];
    return Array.from(
      { length: count },
      () => left.splice(Math.floor(next() * left.length), 1)[0]!,
    );
  };
}

/** A valid distribution of 1..10 places: 100 cut at distinct points. */
const distribution = fc
  .uniqueArray(fc.integer({ min: 1, max: 99 }), { maxLength: 9 })
  .map((cuts): PlaceShare[] => {
    const bounds = [0, ...cuts.sort((a, b) => a - b), 100];
    return bounds.slice(1).map((bound, i) => ({ place: i + 1, share_percent: bound - bounds[i]! }));
  });

const sum = (values: Iterable<number>): number => [...values].reduce((a, b) => a + b, 0);

describe('bracket shape', () => {
  it('gives each format its match size and how many go on', () => {
    expect(matchShape('single_elimination')).toEqual({ size: 2, advance: 1 });
    expect(matchShape('knockout_groups')).toEqual({ size: 4, advance: 2 });
  });

  it('draws round 1 on the next power of two, at least one full match', () => {
    expect(bracketSlots('single_elimination', 2)).toBe(2);
    expect(bracketSlots('single_elimination', 5)).toBe(8);
    expect(bracketSlots('single_elimination', 1024)).toBe(1024);
    expect(bracketSlots('knockout_groups', 2)).toBe(4);
    expect(bracketSlots('knockout_groups', 17)).toBe(32);
  });

  it('seeds in the standard order', () => {
    expect(seedingOrder(2)).toEqual([1, 2]);
    expect(seedingOrder(4)).toEqual([1, 4, 2, 3]);
    expect(seedingOrder(8)).toEqual([1, 8, 4, 5, 2, 7, 3, 6]);
    expect(() => seedingOrder(6)).toThrow(RangeError);
  });

  it('places every seed once, seed 1 first and seed 2 opening the second half, pairs summing to slots + 1', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 11 }), (power) => {
        const slots = 2 ** power;
        const order = seedingOrder(slots);
        expect([...order].sort((a, b) => a - b)).toEqual(seeds(slots));
        expect(order[0]).toBe(1);
        expect(order[slots / 2]).toBe(2);
        for (let j = 0; j < slots / 2; j++)
          expect(order[2 * j]! + order[2 * j + 1]!).toBe(slots + 1);
      }),
    );
  });

  it('counts matches a round down to the final', () => {
    expect(roundSizes('single_elimination', 5)).toEqual([4, 2, 1]);
    expect(roundSizes('single_elimination', 2)).toEqual([1]);
    expect(roundSizes('knockout_groups', 16)).toEqual([4, 2, 1]);
    expect(roundSizes('knockout_groups', 3)).toEqual([1]);
    expect(roundSizes('knockout_groups', 2)).toEqual([1]);
  });

  it('leaves byes out of round 1 and keeps the top seeds apart', () => {
    expect(firstRound('single_elimination', seeds(5))).toEqual([[1], [4, 5], [2], [3]]);
    expect(firstRound('knockout_groups', seeds(5))).toEqual([
      [1, 4, 5],
      [2, 3],
    ]);
    expect(firstRound('knockout_groups', ['a', 'b', 'c'])).toEqual([['a', 'b', 'c']]);
  });

  it('plays a match only when more players are in it than go on', () => {
    expect(isPlayedMatch('single_elimination', 2)).toBe(true);
    expect(isPlayedMatch('single_elimination', 1)).toBe(false);
    expect(isPlayedMatch('knockout_groups', 3)).toBe(true);
    expect(isPlayedMatch('knockout_groups', 2)).toBe(false);
  });

  it('pairs matches 2i and 2i+1 into the next round', () => {
    expect(nextRound([['a'], ['b'], ['c'], ['d']])).toEqual([
      ['a', 'b'],
      ['c', 'd'],
    ]);
    expect(
      nextRound([
        ['a', 'b'],
        ['c', 'd'],
      ]),
    ).toEqual([['a', 'b', 'c', 'd']]);
  });

  it('names the final, semi-finals and quarter-finals, and numbers the rest', () => {
    const sizes = roundSizes('single_elimination', 32);
    expect(sizes.map((_, i) => roundLabel(i + 1, sizes).key)).toEqual([
      'round',
      'round',
      'quarter_finals',
      'semi_finals',
      'final',
    ]);
    expect(roundLabel(2, sizes)).toEqual({ key: 'round', round: 2 });
    expect(roundLabel(1, [1])).toEqual({ key: 'final', round: 1 });
    expect(roundLabel(1, [2, 1]).key).toBe('semi_finals');
  });

  it('puts every player in round 1 exactly once, each match with at least `advance` players', () => {
    fc.assert(
      fc.property(format, playerCount, (tournamentFormat, players) => {
        const matches = firstRound(tournamentFormat, seeds(players));
        expect(matches).toHaveLength(roundSizes(tournamentFormat, players)[0]!);
        expect(matches.flat().sort((a, b) => a - b)).toEqual(seeds(players));
        const { advance } = matchShape(tournamentFormat);
        expect(matches.every((match) => match.length >= advance)).toBe(true);
      }),
    );
  });

  it('fills every match after round 1, whoever wins, in as many rounds as roundSizes says', () => {
    fc.assert(
      fc.property(format, playerCount, fc.integer(), (tournamentFormat, players, seed) => {
        const { size } = matchShape(tournamentFormat);
        const rounds = playBracket(tournamentFormat, players, results(seed));
        expect(rounds.map((round) => round.length)).toEqual(roundSizes(tournamentFormat, players));
        for (const round of rounds.slice(1)) {
          expect(round.every((match) => match.length === size)).toBe(true);
        }
        for (const round of rounds) expect(new Set(round.flat()).size).toBe(round.flat().length);
      }),
    );
  });

  it('keeps seeds 1 and 2 apart until the final when they always win', () => {
    fc.assert(
      fc.property(format, playerCount, fc.integer(), (tournamentFormat, players, seed) => {
        const others = results(seed);
        const rounds = playBracket(tournamentFormat, players, (match, advance) => {
          const top = match.filter((player) => player <= 2);
          const rest = match.filter((player) => player > 2);
          return [...top, ...others(rest, advance - top.length)];
        });
        const together = rounds.map((round) =>
          round.some((match) => match.includes(1) && match.includes(2)),
        );
        expect(together.indexOf(true)).toBe(rounds.length - 1);
        expect(rounds.at(-1)).toHaveLength(1);
      }),
    );
  });
});

describe('final places', () => {
  const finisher = (
    userId: string,
    round: number,
    placeInMatch: number,
    score = 0,
    timeMs = 0,
  ): Finisher => ({ userId, round, placeInMatch, score, timeMs });

  it('ranks by round, place in match, score, then time, ties sharing a place', () => {
    const places = finalPlaces([
      finisher('semi-loser', 2, 2, 500, 9000),
      finisher('runner-up', 3, 2, 100),
      finisher('early', 1, 2, 900),
      finisher('winner', 3, 1, 50),
      finisher('other-semi-loser', 2, 2, 500, 8000),
      finisher('tied-a', 1, 2, 300, 100),
      finisher('tied-b', 1, 2, 300, 100),
    ]);
    expect([...places]).toEqual([
      ['winner', 1],
      ['runner-up', 2],
      ['other-semi-loser', 3],
      ['semi-loser', 4],
      ['early', 5],
      ['tied-a', 6],
      ['tied-b', 6],
    ]);
  });

  it('is a competition ranking: a place p has exactly p - 1 players before it', () => {
    const finishers = fc
      .uniqueArray(
        fc.record({
          userId: fc.string(),
          round: fc.integer({ min: 1, max: 3 }),
          placeInMatch: fc.integer({ min: 1, max: 4 }),
          score: fc.integer({ min: 0, max: 3 }),
          timeMs: fc.integer({ min: 0, max: 2 }),
        }),
        { selector: (f) => f.userId, maxLength: 40 },
      )
      .filter((list) => list.length > 0);
    fc.assert(
      fc.property(finishers, (list) => {
        const places = finalPlaces(list);
        expect(places.size).toBe(list.length);
        const values = [...places.values()];
        for (const place of values) expect(values.filter((p) => p < place)).toHaveLength(place - 1);
        const byId = new Map(list.map((f) => [f.userId, f]));
        for (const [a, placeA] of places) {
          for (const [b, placeB] of places) {
            if (byId.get(a)!.round > byId.get(b)!.round) expect(placeA).toBeLessThan(placeB);
          }
        }
      }),
    );
  });
});

describe('prize distribution', () => {
  it('accepts valid distributions in any order', () => {
    expect(distributionProblem([{ place: 1, share_percent: 100 }])).toBeNull();
    fc.assert(
      fc.property(
        distribution.chain((shares) => fc.shuffledSubarray(shares, { minLength: shares.length })),
        (shares) => {
          expect(distributionProblem(shares)).toBeNull();
        },
      ),
    );
  });

  it('refuses empty lists, bad places and shares out of 1..100', () => {
    expect(distributionProblem([])).not.toBeNull();
    expect(distributionProblem([{ place: 0, share_percent: 100 }])).toMatch(/place 0/);
    expect(
      distributionProblem([
        { place: 1, share_percent: 100 },
        { place: 2, share_percent: 0 },
      ]),
    ).toMatch(/place 2 must have a whole percent/);
    expect(
      distributionProblem([
        { place: 1, share_percent: 50.5 },
        { place: 2, share_percent: 49.5 },
      ]),
    ).toMatch(/place 1 must have a whole percent/);
  });

  it('refuses a gap in the places', () => {
    fc.assert(
      fc.property(distribution, fc.nat(), (shares, which) => {
        const moved = which % shares.length;
        const gapped = shares.map((share, i) =>
          i === moved ? { ...share, place: shares.length + 1 } : share,
        );
        expect(distributionProblem(gapped)).toMatch(`${moved + 1} is missing`);
      }),
    );
  });

  it('refuses a place listed twice', () => {
    fc.assert(
      fc.property(
        distribution.filter((shares) => shares.length >= 2),
        fc.nat(),
        (shares, which) => {
          const copied = 1 + (which % (shares.length - 1));
          const doubled = shares.map((share, i) => (i === copied ? { ...share, place: 1 } : share));
          expect(distributionProblem(doubled)).toMatch('place 1 appears more than once');
        },
      ),
    );
  });

  it('refuses shares that do not sum to 100', () => {
    fc.assert(
      fc.property(distribution, fc.nat(), fc.integer({ min: 1, max: 100 }), (shares, which, to) => {
        const changed = which % shares.length;
        fc.pre(shares[changed]!.share_percent !== to);
        const wrong = shares.map((share, i) =>
          i === changed ? { ...share, share_percent: to } : share,
        );
        expect(distributionProblem(wrong)).toMatch('shares must sum to 100');
      }),
    );
  });

  it('shows what each place would win, the remainder to first place', () => {
    const shares: PlaceShare[] = [
      { place: 2, share_percent: 30 },
      { place: 1, share_percent: 50 },
      { place: 3, share_percent: 20 },
    ];
    expect(placePrizes(101, shares)).toEqual([
      { place: 1, points: 51 },
      { place: 2, points: 30 },
      { place: 3, points: 20 },
    ]);
    expect(placePrizes(0, shares).map(({ points }) => points)).toEqual([0, 0, 0]);
  });
});

describe('prize payouts', () => {
  const shares: PlaceShare[] = [
    { place: 1, share_percent: 50 },
    { place: 2, share_percent: 30 },
    { place: 3, share_percent: 20 },
  ];
  const pay = (pool: number, places: Record<string, number>) =>
    Object.fromEntries(prizePayouts(pool, shares, new Map(Object.entries(places))));

  it('pays each place its share and nothing past the last paid place', () => {
    expect(pay(1000, { a: 1, b: 2, c: 3, d: 4 })).toEqual({ a: 500, b: 300, c: 200 });
  });

  it('splits the places a tie covers equally, the remainder to the first', () => {
    expect(pay(1000, { a: 1, b: 1, c: 3 })).toEqual({ a: 400, b: 400, c: 200 });
    expect(pay(100, { a: 1, b: 1, c: 1 })).toEqual({ a: 34, b: 33, c: 33 });
    expect(pay(1000, { a: 1, b: 2, c: 2 })).toEqual({ a: 500, b: 250, c: 250 });
  });

  it('spreads the shares of places nobody reached in proportion', () => {
    expect(pay(1000, { a: 1, b: 2 })).toEqual({ a: 625, b: 375 });
    expect(pay(1000, { a: 1 })).toEqual({ a: 1000 });
  });

  it('pays nothing from an empty pool or to nobody', () => {
    expect(pay(0, { a: 1 })).toEqual({});
    expect(pay(1000, {})).toEqual({});
  });

  it('always pays out exactly the pool, in whole positive points, to placed players', () => {
    const places = fc.dictionary(fc.string(), fc.integer({ min: 1, max: 15 }), {
      minKeys: 1,
      maxKeys: 20,
    });
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10_000_000 }),
        distribution,
        places,
        (pool, distributed, placed) => {
          const map = new Map(Object.entries(placed));
          const payouts = prizePayouts(pool, distributed, map);
          expect(sum(payouts.values())).toBe(pool);
          for (const [userId, points] of payouts) {
            expect(map.has(userId)).toBe(true);
            expect(Number.isInteger(points) && points > 0).toBe(true);
          }
        },
      ),
    );
  });

  it('pays what placePrizes shows when each paid place has one player', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10_000_000 }),
        distribution,
        fc.nat(5),
        (pool, distributed, extra) => {
          const players = seeds(distributed.length + extra).map(String);
          const payouts = prizePayouts(
            pool,
            distributed,
            new Map(players.map((id, i) => [id, i + 1])),
          );
          const shown = placePrizes(pool, distributed);
          expect(shown.map(({ place }) => payouts.get(String(place)) ?? 0)).toEqual(
            shown.map(({ points }) => points),
          );
        },
      ),
    );
  });
});
