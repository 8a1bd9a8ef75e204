import { afterEach, describe, expect, it } from 'vitest';
import { changeLocale } from '../../../i18n';
import { i18n } from '../../../i18n/instance';
import {
  formatFactor,
  formatMultiplier,
  formatSeconds,
  formatSigned,
  modeFromParam,
  modeLabel,
} from './quiz-format';

describe('quiz formatting', () => {
  afterEach(() => changeLocale('en'));

  it('defaults a missing or unknown mode to practice', () => {
    expect(modeFromParam(undefined)).toBe('practice');
    expect(modeFromParam('tournament')).toBe('practice');
    expect(modeFromParam('Competitive')).toBe('practice');
    expect(modeFromParam('quick_fire')).toBe('quick_fire');
  });

  it('shows the multiplier from the shared table', () => {
    expect(formatMultiplier('practice')).toBe('×1.0');
    expect(formatMultiplier('competitive')).toBe('×1.5');
    expect(formatFactor(2)).toBe('×2.0');
  });

  it('formats seconds with at most one decimal and signed points', () => {
    expect(formatSeconds(3.24)).toBe('3.2s');
    expect(formatSeconds(4)).toBe('4s');
    expect(formatSeconds(-1)).toBe('0s');
    expect(formatSigned(5)).toBe('+5');
    expect(formatSigned(0)).toBe('+0');
    expect(formatSigned(-3)).toBe('−3');
    expect(formatSigned(1234)).toBe('+1,234');
  });

  it('names modes from the catalogue and writes numbers the Spanish way in Spanish', async () => {
    expect(modeLabel('quick_fire', i18n.getFixedT('en', 'quiz'))).toBe('Quick Fire');
    await changeLocale('es');
    expect(modeLabel('quick_fire', i18n.getFixedT('es', 'quiz'))).toBe('Ráfaga');
    expect(formatMultiplier('competitive')).toBe('×1,5');
    expect(formatSeconds(3.24)).toBe('3,2s');
  });
});
