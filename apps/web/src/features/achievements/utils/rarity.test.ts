import { describe, expect, it } from 'vitest';
import { i18n } from '../../../i18n';
import { rarityStyle } from './rarity';

describe('rarityStyle', () => {
  it('names and colours scores 1, 2, 3, 4 apart, and everything above 4 as legendary', () => {
    const styles = [1, 2, 3, 4, 5, 7].map(rarityStyle);
    expect(styles.map((style) => style.name)).toEqual([
      'common',
      'uncommon',
      'rare',
      'epic',
      'legendary',
      'legendary',
    ]);
    const colours = styles.map((style) => style.className);
    expect(new Set(colours.slice(0, 5)).size).toBe(5);
    expect(colours[5]).toBe(colours[4]);
  });

  it('has a label for every name', () => {
    expect(
      [1, 2, 3, 4, 5].map((score) => i18n.t(`achievements:rarity.${rarityStyle(score).name}`)),
    ).toEqual(['Common', 'Uncommon', 'Rare', 'Epic', 'Legendary']);
  });

  it('treats a score below 1 as common', () => {
    expect(rarityStyle(0)).toEqual(rarityStyle(1));
  });
});
