import { describe, expect, it } from 'vitest';
import { formatMultiplier, formatSeconds, formatSigned, modeFromParam } from './quiz-format';

describe('quiz formatting', () => {
  it('defaults a missing or unknown mode to practice', () => {
    expect(modeFromParam(undefined)).toBe('practice');
    expect(modeFromParam('tournament')).toBe('practice');
    expect(modeFromParam('Competitive')).toBe('practice');
    expect(modeFromParam('quick_fire')).toBe('quick_fire');
  });

  it('shows the multiplier from the shared table', () => {
    expect(formatMultiplier('practice')).toBe('×1.0');
    expect(formatMultiplier('competitive')).toBe('×1.5');
  });

  it('formats seconds with at most one decimal and signed points', () => {
    expect(formatSeconds(3.24)).toBe('3.2s');
    expect(formatSeconds(4)).toBe('4s');
    expect(formatSeconds(-1)).toBe('0s');
    expect(formatSigned(5)).toBe('+5');
    expect(formatSigned(0)).toBe('+0');
    expect(formatSigned(-3)).toBe('−3');
  });
});
