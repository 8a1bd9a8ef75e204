import { MODE_MULTIPLIERS } from './game-modes';

/** Every mode with a points multiplier: the solo modes and the live ones. */
export type ScoringMode = keyof typeof MODE_MULTIPLIERS;

/** The speed factor's ends (PRODUCT.md decision 2): fast answers earn more, slow ones less. */
export const SPEED_FACTOR = {
  fastSeconds: 1,
  fastFactor: 1.5,
  slowSeconds: 10,
  slowFactor: 0.8,
} as const;

/** Timing rules the server enforces (SECURITY.md, Fair play). */
export const ANSWER_TIMING = {
  /** Network grace added to the countdown before an answer counts as late. */
  graceMs: 500,
  /** Answers faster than this are flagged for review, never refused. */
  suspiciousMs: 200,
} as const;

/** 1.5 at <= 1 s, 0.8 at >= 10 s, linear between. */
export function speedFactor(seconds: number): number {
  const { fastSeconds, fastFactor, slowSeconds, slowFactor } = SPEED_FACTOR;
  if (!(seconds > fastSeconds)) return fastFactor;
  if (seconds >= slowSeconds) return slowFactor;
  const progress = (seconds - fastSeconds) / (slowSeconds - fastSeconds);
  return fastFactor + (slowFactor - fastFactor) * progress;
}

export type AnswerScoreInput = {
  correct: boolean;
  /** The question's own points (base). */
  basePoints: number;
  seconds: number;
  mode: ScoringMode;
};

/** Points for one answer: base x speed factor x mode multiplier, rounded; 0 when wrong. */
export function pointsForAnswer({ correct, basePoints, seconds, mode }: AnswerScoreInput): number {
  if (!correct) return 0;
  return Math.round(basePoints * speedFactor(seconds) * MODE_MULTIPLIERS[mode]);
}

/** How the points of a set of answers split into base, speed and mode parts (they sum to the total). */
export function pointsBreakdown(answers: readonly AnswerScoreInput[]) {
  let base = 0;
  let withSpeed = 0;
  let total = 0;
  for (const answer of answers) {
    if (!answer.correct) continue;
    base += answer.basePoints;
    withSpeed += Math.round(answer.basePoints * speedFactor(answer.seconds));
    total += pointsForAnswer(answer);
  }
  return { base_points: base, speed_bonus: withSpeed - base, mode_bonus: total - withSpeed, total };
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

/** Spec section 4: the win/loss panel shows WIN at 60% or more. */
export function resultOutcome(accuracy: number): 'win' | 'loss' {
  return accuracy >= 60 ? 'win' : 'loss';
}
