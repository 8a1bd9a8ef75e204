import { MODE_MULTIPLIERS } from './game-modes';

/** Every mode with a points multiplier: the solo modes and the live ones. */
export type ScoringMode = keyof typeof MODE_MULTIPLIERS;

/**
 * The speed factor's ends, as fractions of the player's time limit:
 * answers within a tenth of it earn x1.5, answers at or past it x0.8.
 */
export const SPEED_FACTOR = {
  fastFraction: 0.1,
  fastFactor: 1.5,
  slowFraction: 1,
  slowFactor: 0.8,
  /** The limit the factor is measured against when none is given: the standard 10-second countdown, and practice's yardstick. */
  referenceSeconds: 10,
} as const;

/** Timing rules the server enforces (docs/SECURITY.md, Fair play). */
export const ANSWER_TIMING = {
  /** Network grace added to the countdown before an answer counts as late. */
  graceMs: 500,
  /** Answers faster than this are flagged for review, never refused. */
  suspiciousMs: 200,
} as const;

/**
 * The one speed factor for any time limit: with f = seconds / limitSeconds, 1.5 at f <= 0.1,
 * 0.8 at f >= 1, linear between. With the 10-second limit that is 1.5 at <= 1 s and 0.8 at >= 10 s.
 */
export function speedFactor(
  seconds: number,
  limitSeconds: number = SPEED_FACTOR.referenceSeconds,
): number {
  const { fastFraction, fastFactor, slowFraction, slowFactor } = SPEED_FACTOR;
  const fraction = seconds / limitSeconds;
  if (!(fraction > fastFraction)) return fastFactor;
  if (fraction >= slowFraction) return slowFactor;
  const progress = (fraction - fastFraction) / (slowFraction - fastFraction);
  return fastFactor + (slowFactor - fastFactor) * progress;
}

/**
 * Time accommodations a player may choose for themselves: their countdowns last 1, 1.5 or 2
 * times the mode's. The speed factor is measured against the player's own limit, so a slower
 * clock earns the same factor at the same share of it (docs/DECISIONS.md #39).
 */
export const EXTENDED_TIME_FACTORS = [1, 1.5, 2] as const;
export type ExtendedTime = (typeof EXTENDED_TIME_FACTORS)[number];
/** Everyone's accommodation until they choose one: the mode's own countdown. */
export const DEFAULT_EXTENDED_TIME: ExtendedTime = 1;

/**
 * A countdown of `baseMs` for a player with accommodation `factor`, in whole milliseconds.
 * Solo play always applies it; a live game calls it with the factor 1 unless its host
 * honours accommodations.
 */
export function accommodatedLimitMs(baseMs: number, factor: ExtendedTime): number {
  return Math.round(baseMs * factor);
}

/** The streak bonus's step and cap. */
export const STREAK_BONUS = { step: 0.1, max: 1.5 } as const;

/** The n-th correct answer in a row earns x(1 + 0.1 x (n - 1)), at most x1.5; n < 1 earns no bonus. */
export function streakMultiplier(streak: number): number {
  if (!(streak > 1)) return 1;
  return Math.min(STREAK_BONUS.max, 1 + STREAK_BONUS.step * (Math.floor(streak) - 1));
}

/**
 * Each answer's place in its run of correct answers, in play order: n for the n-th correct
 * answer in a row, 0 for a wrong or missed one (which resets the run).
 */
export function answerStreaks(correct: readonly boolean[]): number[] {
  let run = 0;
  return correct.map((isCorrect) => (run = isCorrect ? run + 1 : 0));
}

export type AnswerScoreInput = {
  correct: boolean;
  /** The question's own points (base). */
  basePoints: number;
  seconds: number;
  mode: ScoringMode;
  /** The player's time limit for the question, for the speed factor; 10 s when absent. */
  limitSeconds?: number;
  /** In streak modes, the answer's place in its run of correct answers (`answerStreaks`); no bonus when absent. */
  streak?: number;
  /**
   * The share of the question's points a partly right answer earns (`judgeResponse`); 1 for a
   * correct answer, 0 for a wrong one when absent.
   */
  credit?: number;
};

/** The share of points an answer earns: its partial credit, or all or nothing by `correct`. */
const creditOf = (answer: AnswerScoreInput) =>
  Math.min(1, Math.max(0, answer.credit ?? (answer.correct ? 1 : 0)));

/**
 * Points for one answer: base x credit x speed factor x streak bonus x mode multiplier, rounded;
 * 0 when wrong. Only a fully correct answer carries a streak, so partial credit earns no bonus.
 */
export function pointsForAnswer(answer: AnswerScoreInput): number {
  const credit = creditOf(answer);
  if (credit === 0) return 0;
  return Math.round(
    answer.basePoints *
      credit *
      speedFactor(answer.seconds, answer.limitSeconds) *
      streakMultiplier(answer.streak ?? 0) *
      MODE_MULTIPLIERS[answer.mode],
  );
}

/**
 * How the points of a set of answers split into base, speed, streak and mode parts. Each part is
 * the rounded step it adds, so the parts always sum to the total paid.
 */
export function pointsBreakdown(answers: readonly AnswerScoreInput[]) {
  let base = 0;
  let withSpeed = 0;
  let withStreak = 0;
  let total = 0;
  for (const answer of answers) {
    const credit = creditOf(answer);
    if (credit === 0) continue;
    const earned = answer.basePoints * credit;
    const speed = earned * speedFactor(answer.seconds, answer.limitSeconds);
    base += Math.round(earned);
    withSpeed += Math.round(speed);
    withStreak += Math.round(speed * streakMultiplier(answer.streak ?? 0));
    total += pointsForAnswer(answer);
  }
  return {
    base_points: base,
    speed_bonus: withSpeed - base,
    streak_bonus: withStreak - withSpeed,
    mode_bonus: total - withStreak,
    total,
  };
}

/** Whole percent of correct answers; 0 for an empty quiz. */
export function accuracyPercent(correct: number, total: number): number {
  return total <= 0 ? 0 : Math.round((100 * correct) / total);
}

export const RESULT_LEVELS = ['excellent', 'good', 'average', 'needs_improvement'] as const;
export type ResultLevel = (typeof RESULT_LEVELS)[number];

/** Spec section 4: 80+ excellent, 65+ good, 50+ average, else needs improvement. */
export function resultLevel(accuracy: number): ResultLevel {
  if (accuracy >= 80) return 'excellent';
  if (accuracy >= 65) return 'good';
  if (accuracy >= 50) return 'average';
  return 'needs_improvement';
}

export type ResultHeadline = 'YOU WIN' | 'WELL DONE' | 'KEEP TRYING';

/** Spec section 4: 80+ 'YOU WIN', 60+ 'WELL DONE', else 'KEEP TRYING'. */
export function resultHeadline(accuracy: number): ResultHeadline {
  if (accuracy >= 80) return 'YOU WIN';
  if (accuracy >= 60) return 'WELL DONE';
  return 'KEEP TRYING';
}

/** The solo win/loss panel: WIN at 60% or more (solo results keep their accuracy bands). */
export function resultOutcome(accuracy: number): 'win' | 'loss' {
  return accuracy >= 60 ? 'win' : 'loss';
}

export const RESULT_OUTCOMES = ['win', 'loss', 'draw'] as const;
export type ResultOutcome = (typeof RESULT_OUTCOMES)[number];

/** The contexts played against someone: their panel goes by place, not accuracy. */
const AGAINST_OPPONENTS: ReadonlySet<ScoringMode> = new Set<ScoringMode>([
  'competitive',
  'multiplayer',
  'tournament',
]);

/** Whether a result in `mode` was played against opponents (its panel says Win, Loss or Draw by place). */
export function isAgainstOpponents(mode: ScoringMode): boolean {
  return AGAINST_OPPONENTS.has(mode);
}

/** Against opponents: a win only above every opponent's score, a draw when tied at the top, else a loss. */
export function outcomeByPlace(score: number, opponentScores: readonly number[]): ResultOutcome {
  const best = Math.max(...opponentScores, Number.NEGATIVE_INFINITY);
  if (score > best) return 'win';
  return score === best ? 'draw' : 'loss';
}

/**
 * The result panel of one quiz: by place against opponents (competitive,
 * rooms, challenges, tournament matches), by the solo accuracy band otherwise.
 */
export function quizOutcome(input: {
  mode: ScoringMode;
  accuracy: number;
  score: number;
  opponentScores: readonly number[];
}): ResultOutcome {
  return isAgainstOpponents(input.mode)
    ? outcomeByPlace(input.score, input.opponentScores)
    : resultOutcome(input.accuracy);
}

/**
 * The results headline: solo results by their accuracy band; against opponents 'YOU WIN' only
 * for a win by place, so a lost match never reads as won.
 */
export function quizHeadline(
  mode: ScoringMode,
  accuracy: number,
  outcome: ResultOutcome,
): ResultHeadline {
  const band = resultHeadline(accuracy);
  if (!isAgainstOpponents(mode)) return band;
  if (outcome === 'win') return 'YOU WIN';
  return band === 'YOU WIN' ? 'WELL DONE' : band;
}
