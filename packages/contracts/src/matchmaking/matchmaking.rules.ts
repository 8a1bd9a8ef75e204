import type { RoomMode } from '../games/games.rules';

/** The modes Quick Match plays (spec 02, Quick Match panel). */
export const MATCH_MODES = [
  'classic',
  'lightning',
  'elimination',
] as const satisfies readonly RoomMode[];
export type MatchMode = (typeof MATCH_MODES)[number];

/** Quick Match's difficulty choice: one level, or 'any' (the default). */
export const MATCH_DIFFICULTIES = ['any', 'beginner', 'intermediate', 'advanced'] as const;
export type MatchDifficulty = (typeof MATCH_DIFFICULTIES)[number];

/**
 * The queue's rules (docs/DECISIONS.md, Matchmaking). A match takes players whose ratings (on the
 * display scale) lie within the allowed gap of the longest waiter among them; the gap widens the
 * longer they wait, so a rare player still finds someone before their wait runs out.
 */
export const MATCHMAKING_RULES = {
  /** The spec's default wait (Quick match preferences, max_wait_time). */
  defaultMaxWaitSeconds: 60,
  minWaitSeconds: 5,
  maxWaitSeconds: 300,
  /** How long competitive mode looks for a live opponent before the Practice Bot steps in. */
  competitiveWaitSeconds: 8,
  /** Rating gap allowed at once, how much it widens each second waited, and its ceiling. */
  baseGap: 100,
  gapPerSecond: 10,
  maxGap: 700,
  /** Players a match of each mode gathers. */
  matchSize: { classic: 2, lightning: 2, elimination: 4 } satisfies Record<MatchMode, number>,
  /** Questions a match plays, and seconds a question (lightning has its own 5). */
  questionCount: 10,
  secondsPerQuestion: 15,
  /** Competitive mode keeps its 10-second countdown (DECISIONS #8) when it finds a person. */
  competitiveSecondsPerQuestion: 10,
  /** How long a matched game waits for its players to arrive before it starts with those there. */
  arrivalSeconds: 20,
  /** How long a finished search (matched, or run out) is still told to a reload. */
  outcomeKeptSeconds: 120,
} as const;

/** The rating gap a match may span when its longest waiter has waited `waitedSeconds`. */
export function allowedGap(waitedSeconds: number): number {
  const { baseGap, gapPerSecond, maxGap } = MATCHMAKING_RULES;
  return Math.min(maxGap, baseGap + gapPerSecond * Math.max(0, waitedSeconds));
}

/** The Practice Bot's level for a player of `rating` when no person was found. */
export function botDifficultyFor(rating: number): 'beginner' | 'intermediate' | 'advanced' {
  if (rating < 950) return 'beginner';
  return rating < 1100 ? 'intermediate' : 'advanced';
}

/** Whether two players' difficulty choices can share a match ('any' goes with anything). */
export const difficultiesMeet = (a: MatchDifficulty, b: MatchDifficulty): boolean =>
  a === 'any' || b === 'any' || a === b;
