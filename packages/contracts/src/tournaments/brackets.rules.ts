/**
 * Tournament brackets and prizes, pure so the server (which runs them) and the web (which draws
 * them) share one rule. Our own rather than brackets-manager: knockout groups play N-player
 * matches of which the top K go on, which it does not model, and it needs a storage adapter
 * where a bracket here is just a function of the seeded players.
 */

export const TOURNAMENT_FORMATS = ['single_elimination', 'knockout_groups'] as const;
export type TournamentFormat = (typeof TOURNAMENT_FORMATS)[number];

const MATCH_SHAPES: Readonly<Record<TournamentFormat, { size: number; advance: number }>> = {
  single_elimination: { size: 2, advance: 1 },
  knockout_groups: { size: 4, advance: 2 },
};

/** Players per match and how many of each go on: single {size:2, advance:1}; groups {size:4, advance:2}. */
export function matchShape(format: TournamentFormat): { size: number; advance: number } {
  return { ...MATCH_SHAPES[format] };
}

/** Least players a tournament needs to start (2 for both). */
export const MIN_TOURNAMENT_PLAYERS = 2;

/** Round-1 slots: the smallest power of two >= players, and at least matchShape(format).size. */
export function bracketSlots(format: TournamentFormat, players: number): number {
  // Both sizes are powers of two, so doubling from the size stays one.
  let slots = MATCH_SHAPES[format].size;
  while (slots < players) slots *= 2;
  return slots;
}

const isPowerOfTwo = (n: number): boolean => Number.isInteger(n) && n >= 1 && (n & (n - 1)) === 0;

/**
 * Standard seeding order of a power-of-two slot count: element i is the seed (1-based) in slot i;
 * seed 1 first, seed 2 opening the second half (so they can meet only in the final), every
 * adjacent pair (2j, 2j+1) sums to slots + 1. e.g. 8 -> [1,8,4,5,2,7,3,6].
 */
export function seedingOrder(slots: number): number[] {
  if (!isPowerOfTwo(slots)) throw new RangeError(`slots must be a power of two, not ${slots}`);
  // Doubling the bracket puts each seed's new opponent beside it, the two summing to size + 1,
  // which keeps the better seeds apart for as long as possible.
  let order = [1];
  for (let size = 2; size <= slots; size *= 2) {
    order = order.flatMap((seed) => [seed, size + 1 - seed]);
  }
  return order;
}

/**
 * Matches in each round for this many players: e.g. single 5 players -> [4,2,1]; groups 16 ->
 * [4,2,1]; groups 3 -> [1]. The last round has one match (the final).
 */
export function roundSizes(format: TournamentFormat, players: number): number[] {
  const sizes: number[] = [];
  for (
    let matches = bracketSlots(format, players) / MATCH_SHAPES[format].size;
    matches >= 1;
    matches /= 2
  ) {
    sizes.push(matches);
  }
  return sizes;
}

/**
 * Round 1: `seeded` in seed order (index 0 = seed 1) placed by seedingOrder, byes (seeds above
 * seeded.length) dropped; consecutive groups of `size` slots form a match. Answers the matches in
 * bracket order, each its players in slot order. Every match holds at least `advance` players:
 * a slot pair holds seeds s and slots + 1 - s, and the smaller is at most slots / 2, below the
 * player count whenever more than one match is drawn (one match holds everyone, at least
 * MIN_TOURNAMENT_PLAYERS). A match with no more than `advance` players is a bye: its players go
 * on without playing.
 */
export function firstRound<T>(format: TournamentFormat, seeded: readonly T[]): T[][] {
  const { size } = MATCH_SHAPES[format];
  const order = seedingOrder(bracketSlots(format, seeded.length));
  const matches: T[][] = [];
  for (let start = 0; start < order.length; start += size) {
    matches.push(
      order
        .slice(start, start + size)
        .filter((seed) => seed <= seeded.length)
        .map((seed) => seeded[seed - 1]!),
    );
  }
  return matches;
}

/**
 * Whether a match is played (more players than go on) or a bye. A final is played whatever
 * this says, since it ranks its players: only a knockout_groups tournament of 2 has a final
 * this calls a bye.
 */
export function isPlayedMatch(format: TournamentFormat, players: number): boolean {
  return players > MATCH_SHAPES[format].advance;
}

/**
 * The next round from the players each match of a round sends on, in bracket order: match i of
 * the next round holds those of matches 2i then 2i+1.
 */
export function nextRound<T>(advancing: readonly (readonly T[])[]): T[][] {
  const matches: T[][] = [];
  for (let i = 0; i < advancing.length; i += 2) {
    matches.push([...advancing[i]!, ...(advancing[i + 1] ?? [])]);
  }
  return matches;
}

/**
 * A round's name for the bracket: 'final' for the last, 'semi_finals' / 'quarter_finals' for the
 * ones before it when they have 2 / 4 matches, else 'round' (with its number). `round` is 1-based.
 */
export function roundLabel(
  round: number,
  sizes: readonly number[],
): { key: 'final' | 'semi_finals' | 'quarter_finals' | 'round'; round: number } {
  const beforeFinal = sizes.length - round;
  const matches = sizes[round - 1];
  if (beforeFinal === 0) return { key: 'final', round };
  if (beforeFinal === 1 && matches === 2) return { key: 'semi_finals', round };
  if (beforeFinal === 2 && matches === 4) return { key: 'quarter_finals', round };
  return { key: 'round', round };
}

/** One player's furthest match, to rank everyone at the end. */
export type Finisher = {
  userId: string;
  round: number;
  placeInMatch: number;
  score: number;
  timeMs: number;
};

/** Negative when `a` finished ahead of `b`, 0 when they are equal in all four. */
function compareFinishers(a: Finisher, b: Finisher): number {
  return (
    b.round - a.round || a.placeInMatch - b.placeInMatch || b.score - a.score || a.timeMs - b.timeMs
  );
}

/**
 * Final places: further round first; then place in that match, higher score, less time. Players
 * equal in all four share a place (competition ranking 1,1,3). The final's players thus take
 * places 1..n of the final. The map runs in finishing order.
 */
export function finalPlaces(finishers: readonly Finisher[]): Map<string, number> {
  const ranked = [...finishers].sort(compareFinishers);
  const places = new Map<string, number>();
  ranked.forEach((finisher, index) => {
    const previous = ranked[index - 1];
    const place =
      previous && compareFinishers(previous, finisher) === 0
        ? places.get(previous.userId)!
        : index + 1;
    places.set(finisher.userId, place);
  });
  return places;
}

/** A place's share of the prize pool, in whole percent. */
export type PlaceShare = { place: number; share_percent: number };

/**
 * Whether a distribution is valid: places 1..k each once, consecutive, each share an integer
 * 1..100, shares summing to 100; answers the first problem as a message or null (the caller names
 * the field).
 */
export function distributionProblem(shares: readonly PlaceShare[]): string | null {
  if (shares.length === 0) return 'must give at least one place a share';
  const seen = new Set<number>();
  for (const { place, share_percent } of shares) {
    if (!Number.isInteger(place) || place < 1) {
      return `place ${place} must be a whole number from 1`;
    }
    if (seen.has(place)) return `place ${place} appears more than once`;
    seen.add(place);
    if (!Number.isInteger(share_percent) || share_percent < 1 || share_percent > 100) {
      return `place ${place} must have a whole percent from 1 to 100`;
    }
  }
  for (let place = 1; place <= shares.length; place++) {
    if (!seen.has(place)) return `places must run from 1 without gaps, and ${place} is missing`;
  }
  const total = shares.reduce((sum, { share_percent }) => sum + share_percent, 0);
  if (total !== 100) return `shares must sum to 100, not ${total}`;
  return null;
}

/** floor(a / b) exactly, for whole a >= 0 and b > 0. */
const divideDown = (a: number, b: number): number => (a - (a % b)) / b;

/**
 * The points each player wins: each place's share of `pool` (floor); players sharing a place
 * split the shares of the places they cover equally; shares of places nobody reached are spread
 * over those who placed in proportion to their shares; every remainder point goes to the best
 * place's first player (in the map's order), so the payouts always sum exactly to `pool` (when
 * anyone placed). Answers only players with > 0. `pool` is whole points and `shares` a valid
 * distribution.
 *
 * Spreading the unreached shares in proportion is scaling every reached share by 100 / reached,
 * so each player's points are pool * (their group's share) / (reached * group size), floored
 * once, which leaves the least remainder.
 */
export function prizePayouts(
  pool: number,
  shares: readonly PlaceShare[],
  places: ReadonlyMap<string, number>,
): Map<string, number> {
  const payouts = new Map<string, number>();
  if (pool <= 0 || places.size === 0) return payouts;

  const shareOf = new Map(shares.map(({ place, share_percent }) => [place, share_percent]));
  const groups = new Map<number, string[]>();
  for (const [userId, place] of places) groups.set(place, [...(groups.get(place) ?? []), userId]);
  const byPlace = [...groups].sort(([a], [b]) => a - b);

  // Players on place p cover places p .. p + count - 1; each place is paid once, to the best
  // group covering it (groups only overlap when `places` is not competition ranking).
  const paidPlaces = new Set<number>();
  const groupShares = byPlace.map(([place, userIds]) => {
    let share = 0;
    for (let covered = place; covered < place + userIds.length; covered++) {
      if (paidPlaces.has(covered)) continue;
      paidPlaces.add(covered);
      share += shareOf.get(covered) ?? 0;
    }
    return share;
  });
  const reached = groupShares.reduce((sum, share) => sum + share, 0);

  let paid = 0;
  byPlace.forEach(([, userIds], index) => {
    const points =
      reached > 0 ? divideDown(pool * groupShares[index]!, reached * userIds.length) : 0;
    for (const userId of userIds) payouts.set(userId, points);
    paid += points * userIds.length;
  });
  const first = byPlace[0]![1][0]!;
  payouts.set(first, payouts.get(first)! + pool - paid);

  for (const [userId, points] of payouts) if (points <= 0) payouts.delete(userId);
  return payouts;
}

/**
 * What each place would win from a pool today (for showing the distribution): floor shares,
 * remainder to place 1.
 */
export function placePrizes(
  pool: number,
  shares: readonly PlaceShare[],
): { place: number; points: number }[] {
  const whole = Math.max(0, pool);
  const prizes = [...shares]
    .sort((a, b) => a.place - b.place)
    .map(({ place, share_percent }) => ({
      place,
      points: divideDown(whole * share_percent, 100),
    }));
  if (prizes.length > 0) {
    prizes[0]!.points += whole - prizes.reduce((sum, { points }) => sum + points, 0);
  }
  return prizes;
}
