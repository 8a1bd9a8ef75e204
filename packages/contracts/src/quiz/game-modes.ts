import { z } from 'zod';
import { QUIZ_RULES } from '../content/content.rules';

/** The modes a player picks on the topics page (spec 01, "Topics page"). */
export const GAME_MODES = ['practice', 'timed', 'quick_fire', 'competitive'] as const;
export const gameModeSchema = z.enum(GAME_MODES);
export type GameMode = z.infer<typeof gameModeSchema>;

/**
 * Every context points are earned in: the four quiz modes plus the social ones. They share one
 * multiplier table so the server's scoring and the client's play header cannot disagree.
 */
export const SCORING_CONTEXTS = [
  ...GAME_MODES,
  'multiplayer',
  'tournament',
  'study_group',
] as const;
export type ScoringContext = (typeof SCORING_CONTEXTS)[number];

/** decision 2 in docs/DECISIONS.md: the one mode multiplier table (one table for every screen). */
export const MODE_MULTIPLIERS: Readonly<Record<ScoringContext, number>> = {
  practice: 1.0,
  timed: 1.0,
  quick_fire: 1.0,
  competitive: 1.5,
  multiplayer: 1.5,
  tournament: 2.0,
  study_group: 1.2,
};

/** How a mode plays: its countdown, whether the explanation pause follows an answer, streak bonus. */
export type GameModeRules = {
  /** Seconds per question; null when the mode has no countdown. */
  secondsPerQuestion: number | null;
  /** Whether the between-questions pause (with the explanation) follows each answer. */
  explanationPause: boolean;
  /** Whether consecutive correct answers earn the streak bonus (see `streakMultiplier`). */
  streakBonus: boolean;
};

/**
 * Practice has no countdown; quick fire is 5 s a question with a
 * streak bonus and no pause (the solo form of the lightning room's rules); the rest use 10 s.
 */
export const GAME_MODE_RULES: Readonly<Record<GameMode, GameModeRules>> = {
  practice: { secondsPerQuestion: null, explanationPause: true, streakBonus: false },
  timed: {
    secondsPerQuestion: QUIZ_RULES.secondsPerQuestion,
    explanationPause: true,
    streakBonus: false,
  },
  quick_fire: { secondsPerQuestion: 5, explanationPause: false, streakBonus: true },
  competitive: {
    secondsPerQuestion: QUIZ_RULES.secondsPerQuestion,
    explanationPause: true,
    streakBonus: false,
  },
};

/** The longest a quiz of `questionCount` questions takes in `mode`: every countdown run out, every pause taken; null without a countdown. */
export function maxQuizSeconds(
  mode: GameMode,
  questionCount: number = QUIZ_RULES.questionsPerQuiz,
): number | null {
  const rules = GAME_MODE_RULES[mode];
  if (rules.secondsPerQuestion === null) return null;
  const asked = Math.min(Math.max(questionCount, 0), QUIZ_RULES.questionsPerQuiz);
  const pauses = rules.explanationPause ? Math.max(asked - 1, 0) : 0;
  return asked * rules.secondsPerQuestion + pauses * QUIZ_RULES.nextQuestionDelaySeconds;
}

/** A mode's longest duration in the unit the mode dialog shows: seconds under a minute, else whole minutes rounded up. */
export type ModeDuration =
  { unit: 'unlimited' } | { unit: 'seconds'; value: number } | { unit: 'minutes'; value: number };

/** The duration a mode's rules allow, ready to be worded in any language. */
export function modeDuration(
  mode: GameMode,
  questionCount: number = QUIZ_RULES.questionsPerQuiz,
): ModeDuration {
  const seconds = maxQuizSeconds(mode, questionCount);
  if (seconds === null) return { unit: 'unlimited' };
  return seconds < 60
    ? { unit: 'seconds', value: seconds }
    : { unit: 'minutes', value: Math.ceil(seconds / 60) };
}

/** A mode's duration in English, computed from its rules: 'Up to 50 s', 'Up to 2 min', 'Unlimited'. */
export function modeDurationText(
  mode: GameMode,
  questionCount: number = QUIZ_RULES.questionsPerQuiz,
): string {
  const duration = modeDuration(mode, questionCount);
  if (duration.unit === 'unlimited') return 'Unlimited';
  return duration.unit === 'seconds' ? `Up to ${duration.value} s` : `Up to ${duration.value} min`;
}

export type GameModeInfo = {
  label: string;
  /** The players column, as shown to players. */
  players: string;
  description: string;
  /** decision 8 in docs/DECISIONS.md: practice has no countdown; the others use the per-question countdown. */
  hasCountdown: boolean;
};

/** How each mode is presented; its duration comes from `modeDurationText`, never typed in. */
export const GAME_MODE_INFO: Readonly<Record<GameMode, GameModeInfo>> = {
  practice: {
    label: 'Practice',
    players: 'Solo',
    description: 'Learn at your own pace with no countdown. Faster answers still earn more.',
    hasCountdown: false,
  },
  timed: {
    label: 'Timed',
    players: 'Solo',
    description: 'Beat the countdown on every question.',
    hasCountdown: true,
  },
  quick_fire: {
    label: 'Quick Fire',
    players: 'Solo',
    description:
      '5 seconds a question, straight on to the next, and a bonus for every correct answer in a row.',
    hasCountdown: true,
  },
  competitive: {
    label: 'Competitive',
    players: 'Multi',
    description: 'Face a live opponent, or the Practice Bot when nobody is free.',
    hasCountdown: true,
  },
};
