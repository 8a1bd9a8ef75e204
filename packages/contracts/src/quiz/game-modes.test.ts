import { describe, expect, it } from 'vitest';
import {
  GAME_MODE_INFO,
  GAME_MODE_RULES,
  maxQuizSeconds,
  modeDuration,
  modeDurationText,
  GAME_MODES,
  gameModeSchema,
  MODE_MULTIPLIERS,
  SCORING_CONTEXTS,
} from './game-modes';

describe('game modes', () => {
  it('holds the multiplier table of decision 2 in docs/DECISIONS.md', () => {
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

  it('keeps the countdown flag and the rules in step', () => {
    for (const mode of GAME_MODES) {
      expect(GAME_MODE_INFO[mode].hasCountdown).toBe(
        GAME_MODE_RULES[mode].secondsPerQuestion !== null,
      );
    }
  });

  it('plays quick fire at 5 s a question, with a streak bonus and no pause (decision 23)', () => {
    expect(GAME_MODE_RULES.quick_fire).toEqual({
      secondsPerQuestion: 5,
      explanationPause: false,
      streakBonus: true,
    });
    expect(GAME_MODE_INFO.quick_fire.players).toBe('Solo');
    expect(MODE_MULTIPLIERS.quick_fire).toBe(1);
  });

  it('computes every duration from the rules: countdowns plus the pauses between', () => {
    expect(maxQuizSeconds('quick_fire')).toBe(50);
    expect(maxQuizSeconds('timed')).toBe(10 * 10 + 9 * 2);
    expect(maxQuizSeconds('practice')).toBeNull();
    expect(maxQuizSeconds('timed', 3)).toBe(3 * 10 + 2 * 2);
    expect(GAME_MODES.map((mode) => modeDurationText(mode))).toEqual([
      'Unlimited',
      'Up to 2 min',
      'Up to 50 s',
      'Up to 2 min',
    ]);
  });

  it('gives each duration as a unit and a value, for any language to word', () => {
    expect(GAME_MODES.map((mode) => modeDuration(mode))).toEqual([
      { unit: 'unlimited' },
      { unit: 'minutes', value: 2 },
      { unit: 'seconds', value: 50 },
      { unit: 'minutes', value: 2 },
    ]);
    // Under a minute stays in seconds; past it, whole minutes rounded up.
    expect(modeDuration('timed', 5)).toEqual({ unit: 'seconds', value: 58 });
    expect(modeDuration('timed', 6)).toEqual({ unit: 'minutes', value: 2 });
  });

  it('accepts the four modes and refuses the others', () => {
    for (const mode of GAME_MODES) expect(gameModeSchema.parse(mode)).toBe(mode);
    for (const other of ['tournament', 'study_group', 'Practice', '']) {
      expect(gameModeSchema.safeParse(other).success).toBe(false);
    }
  });
});
