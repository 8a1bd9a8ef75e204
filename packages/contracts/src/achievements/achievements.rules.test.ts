import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { achievementPercent, rarityLabel } from './achievements.rules';

describe('achievement progress percent', () => {
  it('is progress over target, rounded, capped at 100, with 100 as the default target', () => {
    expect(achievementPercent(1, 3)).toBe(33);
    expect(achievementPercent(2, 3)).toBe(67);
    expect(achievementPercent(250, 100)).toBe(100);
    expect(achievementPercent(42)).toBe(42);
    expect(achievementPercent(5, 0)).toBe(5);
  });

  it('stays within 0..100 and never falls as progress grows', () => {
    fc.assert(
      fc.property(fc.nat(10_000), fc.nat(10_000), fc.integer({ min: 1, max: 5_000 }), (a, b, t) => {
        const [low, high] = a <= b ? [a, b] : [b, a];
        expect(achievementPercent(high, t)).toBeGreaterThanOrEqual(achievementPercent(low, t));
        expect(achievementPercent(a, t)).toBeLessThanOrEqual(100);
        expect(achievementPercent(a, t)).toBeGreaterThanOrEqual(0);
      }),
    );
  });
});

describe('rarity label', () => {
  it('names scores 1 to 4 and everything above 4 legendary', () => {
    expect([1, 2, 3, 4, 5, 9].map(rarityLabel)).toEqual([
      'Common',
      'Uncommon',
      'Rare',
      'Epic',
      'Legendary',
      'Legendary',
    ]);
  });
});
