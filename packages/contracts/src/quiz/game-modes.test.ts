import { describe, expect, it } from 'vitest';
import {
  GAME_MODE_INFO,
  GAME_MODES,
  gameModeSchema,
  MODE_MULTIPLIERS,
  SCORING_CONTEXTS,
} from './game-modes';

describe('game modes', () => {
  it('holds the multiplier table of PRODUCT decision 2', () => {
    expect(MODE_MULTIPLIERS).toEqual({
      practice: 1.0,
      timed: 1.0,
      quick_fire: 1.0,
      competitive: 1.5,
      multiplayer: 1.5,
      tournament: 2.0,
      study_group: 1.2,
    });
    expect(Object.keys(MODE_MULTIPLIERS).sort()).toEqual([...SCORING_CONTEXTS].sort());
  });

  it('describes every mode, with a countdown everywhere but practice (decision 8)', () => {
    expect(Object.keys(GAME_MODE_INFO).sort()).toEqual([...GAME_MODES].sort());
    expect(GAME_MODES.filter((mode) => !GAME_MODE_INFO[mode].hasCountdown)).toEqual(['practice']);
  });

  it('accepts the four modes and refuses the others', () => {
    for (const mode of GAME_MODES) expect(gameModeSchema.parse(mode)).toBe(mode);
    for (const other of ['tournament', 'study_group', 'Practice', '']) {
      expect(gameModeSchema.safeParse(other).success).toBe(false);
    }
  });
});
