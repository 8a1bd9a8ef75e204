import { afterEach, describe, expect, it } from 'vitest';
import { changeLocale } from '../i18n/i18n';
import {
  formatCompact,
  formatDate,
  formatLanguageName,
  formatList,
  formatNumber,
  formatPercent,
  formatTimeAgo,
  formatTimeUntil,
} from './format';

describe('formatting', () => {
  afterEach(() => changeLocale('en'));
  const now = Date.parse('2026-06-10T12:00:00Z');

  it('abbreviates thousands and millions', () => {
    expect(formatCompact(999)).toBe('999');
    expect(formatCompact(1500)).toBe('1.5K');
    expect(formatCompact(2_000_000)).toBe('2M');
  });

  it('says how long ago, then a date after a week', () => {
    expect(formatTimeAgo('2026-06-10T11:59:30Z', now)).toBe('Just now');
    expect(formatTimeAgo('2026-06-10T11:59:00Z', now)).toBe('1 minute ago');
    expect(formatTimeAgo('2026-06-10T11:58:00Z', now)).toBe('2 minutes ago');
    expect(formatTimeAgo('2026-06-10T09:00:00Z', now)).toBe('3 hours ago');
    expect(formatTimeAgo('2026-06-05T12:00:00Z', now)).toBe('5 days ago');
    expect(formatTimeAgo('2026-05-01T12:00:00Z', now)).toBe('May 1, 2026');
  });

  it('says how long until, a minute at the nearest, then a date after a week', async () => {
    expect(formatTimeUntil('2026-06-10T12:00:10Z', now)).toBe('in 1 minute');
    expect(formatTimeUntil('2026-06-10T11:00:00Z', now)).toBe('in 1 minute');
    expect(formatTimeUntil('2026-06-10T15:00:00Z', now)).toBe('in 3 hours');
    expect(formatTimeUntil('2026-06-12T12:00:00Z', now)).toBe('in 2 days');
    expect(formatTimeUntil('2026-07-01T12:00:00Z', now)).toBe('Jul 1, 2026');
    await changeLocale('es');
    expect(formatTimeUntil('2026-06-12T12:00:00Z', now)).toBe('dentro de 2 días');
  });

  it('names a language in the shown locale, or in the one given', async () => {
    expect(formatLanguageName('es')).toBe('Spanish');
    expect(formatLanguageName('pt-BR')).toBe('Brazilian Portuguese');
    await changeLocale('es');
    expect(formatLanguageName('en')).toBe('Inglés');
    expect(formatLanguageName('en', 'en')).toBe('English');
  });

  it('joins a list the way the locale does, with or without "and"', async () => {
    expect(formatList(['1: Three', '2: Four', '3: Five'])).toBe('1: Three, 2: Four, 3: Five');
    expect(formatList(['a', 'b', 'c'], 'conjunction')).toBe('a, b, and c');
    await changeLocale('es');
    expect(formatList(['a', 'b', 'c'], 'conjunction')).toBe('a, b y c');
  });

  it('writes numbers, dates and times the way the chosen locale does', async () => {
    await changeLocale('es');
    expect(formatNumber(1234.5)).toBe('1234,5');
    expect(formatNumber(12345.5)).toBe('12.345,5');
    expect(formatPercent(85)).toBe('85\u00a0%');
    expect(formatCompact(1500)).toBe('1,5\u00a0mil');
    expect(formatTimeAgo('2026-06-10T11:59:30Z', now)).toBe('Justo ahora');
    expect(formatTimeAgo('2026-06-07T12:00:00Z', now)).toBe('hace 3 días');
    expect(formatDate('2026-05-01T12:00:00Z')).toBe('1 may 2026');
  });
});
