/**
 * Challenges between friends (docs/DECISIONS.md, Challenges). A challenge is `realtime` (a live
 * game for everyone in it, started when a friend accepts while the challenger is online) or
 * `async` (each plays the same questions in the same order, whenever they like before it
 * expires; the result shows once everyone has played). No topic plays 'General' (DECISIONS #34).
 */
export const CHALLENGE_TYPES = ['realtime', 'async'] as const;
export type ChallengeType = (typeof CHALLENGE_TYPES)[number];

/**
 * Where a challenge stands: waiting for answers, accepted (being played), completed (everyone
 * played: the result is in), declined (every friend said no), expired (not played in time),
 * cancelled (the challenger withdrew it before anyone played).
 */
export const CHALLENGE_STATUSES = [
  'pending',
  'accepted',
  'completed',
  'declined',
  'expired',
  'cancelled',
] as const;
export type ChallengeStatus = (typeof CHALLENGE_STATUSES)[number];

/** Where one challenged friend stands. */
export const CHALLENGE_ANSWERS = ['pending', 'accepted', 'declined'] as const;
export type ChallengeAnswer = (typeof CHALLENGE_ANSWERS)[number];

export const CHALLENGE_RULES = {
  /** The spec's defaults (Challenge creation). */
  defaultQuestionCount: 10,
  defaultTimeLimitSeconds: 300,
  questionCounts: [5, 10, 15, 20],
  /** `time_limit` is the whole challenge's play time; a question gets its share of it. */
  timeLimitSeconds: { min: 50, max: 1200 },
  secondsPerQuestion: { min: 5, max: 60 },
  /** Friends one challenge may name. */
  maxChallenged: 5,
  messageMaxLength: 200,
  /** How long a realtime challenge waits for an answer, and an async one for its plays. */
  realtimeExpiryMinutes: 15,
  asyncExpiryHours: 48,
  /** How long a realtime challenge's live game waits for its players to arrive. */
  arrivalSeconds: 60,
} as const;

/** Seconds a question of a challenge gets: its share of the time limit, within bounds. */
export function challengeSecondsPerQuestion(timeLimitSeconds: number, questions: number): number {
  const { min, max } = CHALLENGE_RULES.secondsPerQuestion;
  return Math.min(max, Math.max(min, Math.floor(timeLimitSeconds / questions)));
}
