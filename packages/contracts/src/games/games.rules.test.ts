import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { prizeShares, powerUpBonus, ROOM_MODE_RULES, ROOM_MODES } from './games.rules';
import { GAME_MODE_RULES } from '../quiz/game-modes';

describe('live game rules', () => {
  it('pays a prize pool out exactly, first place the most', () => {
    expect(prizeShares(100, 1)).toEqual([100]);
    expect(prizeShares(100, 2)).toEqual([70, 30]);
    expect(prizeShares(101, 8)).toEqual([51, 30, 20]);
    expect(prizeShares(0, 4)).toEqual([]);
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 1_000_000 }),
        fc.integer({ min: 1, max: 16 }),
        (pool, players) => {
          const shares = prizeShares(pool, players);
          expect(shares.reduce((sum, share) => sum + share, 0)).toBe(pool);
          expect(
            shares.every((share, place) => share >= 0 && share >= (shares[place + 1] ?? 0)),
          ).toBe(true);
        },
      ),
    );
  });

  it('doubles with double points and adds nothing otherwise', () => {
    expect(powerUpBonus(150, true)).toBe(150);
    expect(powerUpBonus(150, false)).toBe(0);
  });

  it('gives lightning rooms quick fire’s rules', () => {
    const quickFire = GAME_MODE_RULES.quick_fire;
    expect(ROOM_MODE_RULES.lightning).toMatchObject({
      secondsPerQuestion: quickFire.secondsPerQuestion,
      streakBonus: quickFire.streakBonus,
      reviewPause: quickFire.explanationPause,
    });
    expect(ROOM_MODES.filter((mode) => ROOM_MODE_RULES[mode].secondsPerQuestion === null)).toEqual([
      'classic',
      'elimination',
      'team',
    ]);
  });
});
