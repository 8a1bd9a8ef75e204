import { z } from 'zod';

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

/** PRODUCT decision 2: the one mode multiplier table (the spec's two tables disagree). */
export const MODE_MULTIPLIERS: Readonly<Record<ScoringContext, number>> = {
  practice: 1.0,
  timed: 1.0,
  quick_fire: 1.0,
  competitive: 1.5,
  multiplayer: 1.5,
  tournament: 2.0,
  study_group: 1.2,
};

export type GameModeInfo = {
  label: string;
  /** The spec table's time column, as shown to players. */
  time: string;
  /** The spec table's players column. */
  players: string;
  description: string;
  /** PRODUCT decision 8: practice has no countdown; the others use the per-question countdown. */
  hasCountdown: boolean;
};

/** How each mode is presented, from the spec's mode table and PRODUCT decision 8. */
export const GAME_MODE_INFO: Readonly<Record<GameMode, GameModeInfo>> = {
  practice: {
    label: 'Practice',
    time: 'Unlimited',
    players: 'Solo',
    description: 'Learn at your own pace with no countdown. Faster answers still earn more.',
    hasCountdown: false,
  },
  timed: {
    label: 'Timed',
    time: '15-30 min',
    players: 'Solo',
    description: 'Beat the countdown on every question.',
    hasCountdown: true,
  },
  quick_fire: {
    label: 'Quick Fire',
    time: '5-10 min',
    players: 'Solo or multi',
    description: 'A short, fast round against the clock.',
    hasCountdown: true,
  },
  competitive: {
    label: 'Competitive',
    time: '20 min',
    players: 'Multi',
    description: 'Face a live opponent, or the Practice Bot when nobody is free.',
    hasCountdown: true,
  },
};
