import { QUIZ_RULES } from '../content/content.rules';
import { GAME_MODE_RULES } from '../quiz/game-modes';

/**
 * Names, settled once (docs/DECISIONS.md): a *game* is one play of a set of questions by one or
 * more players, run by the server's game engine (rooms, challenges, study-group sessions and
 * tournament matches are games); a *quiz* is the content played (a topic's questions), and
 * a *room* is the lobby's way of gathering players for a game.
 */

/**
 * What gathered a game's players: a lobby room, a host-led class game, a quick match (or a
 * competitive game found in the queue), a challenge between friends, a study group's live
 * session, a tournament's bracket match.
 */
export const GAME_KINDS = ['room', 'hosted', 'match', 'challenge', 'study', 'tournament'] as const;
export type GameKind = (typeof GAME_KINDS)[number];

/** How a room's game plays (the spec's game_mode of a room). */
export const ROOM_MODES = ['classic', 'lightning', 'elimination', 'team'] as const;
export type RoomMode = (typeof ROOM_MODES)[number];

/** The choices of the Create Room form (spec 02, room creation). */
export const ROOM_OPTIONS = {
  maxPlayers: [2, 4, 8, 16],
  secondsPerQuestion: [15, 30, 45, 60],
  questionCount: [5, 10, 15, 20],
  nameMaxLength: 50,
  chatMaxLength: 100,
  defaults: { maxPlayers: 4, secondsPerQuestion: 30, questionCount: 10 },
} as const;

/** How each room mode plays. */
export type RoomModeRules = {
  /** Seconds a question, or null to take the room's own setting. */
  secondsPerQuestion: number | null;
  /** Whether consecutive correct answers earn the streak bonus (`streakMultiplier`). */
  streakBonus: boolean;
  /** Whether the between-questions pause (answer, explanation, scoreboard) follows a question. */
  reviewPause: boolean;
  /** Whether the lowest scorer leaves after each question (they keep watching). */
  eliminates: boolean;
  /** Whether players play in two teams whose score is the sum of their players'. */
  teams: boolean;
};

/**
 * Lightning is quick fire's rules for a room (docs/DECISIONS.md: 5 s a question, the streak
 * bonus, no pause); the others take the room's seconds per question.
 */
export const ROOM_MODE_RULES: Readonly<Record<RoomMode, RoomModeRules>> = {
  classic: {
    secondsPerQuestion: null,
    streakBonus: false,
    reviewPause: true,
    eliminates: false,
    teams: false,
  },
  lightning: {
    secondsPerQuestion: GAME_MODE_RULES.quick_fire.secondsPerQuestion,
    streakBonus: GAME_MODE_RULES.quick_fire.streakBonus,
    reviewPause: GAME_MODE_RULES.quick_fire.explanationPause,
    eliminates: false,
    teams: false,
  },
  elimination: {
    secondsPerQuestion: null,
    streakBonus: false,
    reviewPause: true,
    eliminates: true,
    teams: false,
  },
  team: {
    secondsPerQuestion: null,
    streakBonus: false,
    reviewPause: true,
    eliminates: false,
    teams: true,
  },
};

/** The countdown before the first question ('3, 2, 1, GO!'), and the pause between questions. */
export const GAME_TIMING = {
  countdownSeconds: 3,
  reviewSeconds: QUIZ_RULES.nextQuestionDelaySeconds + 3,
} as const;

/** The power-ups of a live game (spec 02, Power-up), each with its uses a game and cooldown. */
export const POWER_UPS = ['fifty_fifty', 'extra_time', 'double_points'] as const;
export type PowerUp = (typeof POWER_UPS)[number];

export type PowerUpRules = {
  /** Uses a player has in one game. */
  uses: number;
  /** Questions that must pass after a use before the same power-up can be used again. */
  cooldownQuestions: number;
};

export const POWER_UP_RULES: Readonly<Record<PowerUp, PowerUpRules>> = {
  fifty_fifty: { uses: 2, cooldownQuestions: 1 },
  extra_time: { uses: 2, cooldownQuestions: 1 },
  double_points: { uses: 1, cooldownQuestions: 0 },
};

/** Seconds `extra_time` adds to the player's countdown for the question. */
export const EXTRA_TIME_SECONDS = 10;

/** `double_points` doubles what a correct answer earns by the one scoring rule. */
export const DOUBLE_POINTS_MULTIPLIER = 2;

/**
 * What a power-up adds to an answer that earned `points` by the scoring rule: the power-up's
 * part of the results breakdown, so the parts add up to what the ledger pays.
 */
export function powerUpBonus(points: number, doubled: boolean): number {
  return doubled ? points * (DOUBLE_POINTS_MULTIPLIER - 1) : 0;
}

/**
 * How an entry fee's prize pool is shared among the places (whole points, the remainder to
 * first place so the pool always pays out exactly): alone, the winner takes it; 2-3 players,
 * 70/30; four or more, 50/30/20.
 */
export function prizeShares(pool: number, players: number): number[] {
  if (pool <= 0 || players <= 0) return [];
  const weights = players === 1 ? [1] : players <= 3 ? [70, 30] : [50, 30, 20];
  const total = weights.reduce((sum, weight) => sum + weight, 0);
  const shares = weights.map((weight) => Math.floor((pool * weight) / total));
  shares[0]! += pool - shares.reduce((sum, share) => sum + share, 0);
  return shares;
}

/** Game chat: at most this many lines per player in a window (docs/SECURITY.md). */
export const GAME_CHAT_LIMIT = { messages: 5, windowSeconds: 10 } as const;

/** Wrong room passwords a player may try in a window before they must wait. */
export const ROOM_PASSWORD_ATTEMPTS = { max: 5, windowMinutes: 15 } as const;

/**
 * Why a live game refuses a command (the `refused` frame's reason): the engine's own reasons,
 * and `unavailable` when no instance runs the game at that moment (it is being taken over).
 */
export const GAME_REFUSALS = [
  'not_waiting',
  'full',
  'already_joined',
  'not_host',
  'too_few_players',
  'not_playing',
  'not_in_game',
  'wrong_question',
  'already_answered',
  'unknown_option',
  'wrong_answer_type',
  'too_late',
  'power_ups_off',
  'no_uses_left',
  'cooling_down',
  'one_power_up_a_question',
  'not_for_this_question',
  'unavailable',
] as const;
export type GameRefusal = (typeof GAME_REFUSALS)[number];
