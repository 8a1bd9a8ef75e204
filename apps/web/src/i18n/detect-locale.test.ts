import { describe, expect, it } from 'vitest';
import { pickLocale } from './detect-locale';

describe('pickLocale', () => {
  const supported = ['en', 'es'];

  it("takes the player's setting first, then this device's choice, then the browser, then English", () => {
    const browserLanguages = ['es-MX', 'en'];
    expect(
      pickLocale({ profileLocale: 'en', storedLocale: 'es', browserLanguages }, supported),
    ).toBe('en');
    expect(
      pickLocale({ profileLocale: null, storedLocale: 'en', browserLanguages }, supported),
    ).toBe('en');
    expect(
      pickLocale({ profileLocale: null, storedLocale: null, browserLanguages }, supported),
    ).toBe('es');
    expect(pickLocale({ browserLanguages: ['de', 'fr'] }, supported)).toBe('en');
    expect(pickLocale({}, supported)).toBe('en');
  });

  it('passes over a setting for a language the client does not have', () => {
    expect(pickLocale({ profileLocale: 'fr', browserLanguages: ['es'] }, supported)).toBe('es');
    expect(pickLocale({ storedLocale: '<b>', browserLanguages: [] }, supported)).toBe('en');
  });
});
