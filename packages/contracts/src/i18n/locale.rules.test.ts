import { describe, expect, it } from 'vitest';
import { negotiateLocale, parseAcceptLanguage } from './locale.rules';

describe('negotiateLocale', () => {
  const supported = ['en', 'es', 'pt-BR'];

  it('takes the first wanted locale that is supported, exactly or by its language', () => {
    expect(negotiateLocale(['fr', 'es-MX', 'en'], supported)).toBe('es');
    expect(negotiateLocale(['EN-gb'], supported)).toBe('en');
    expect(negotiateLocale(['pt'], supported)).toBe('pt-BR');
    expect(negotiateLocale(['pt-br'], supported)).toBe('pt-BR');
  });

  it('answers nothing when no wanted language is supported', () => {
    expect(negotiateLocale(['de', 'fr-CA'], supported)).toBeUndefined();
    expect(negotiateLocale([], supported)).toBeUndefined();
  });
});

describe('parseAcceptLanguage', () => {
  it('orders by weight, then by position, and drops wildcards and zero weights', () => {
    expect(parseAcceptLanguage('fr-CH, fr;q=0.9, en;q=0.8, de;q=0.7, *;q=0.5')).toEqual([
      'fr-CH',
      'fr',
      'en',
      'de',
    ]);
    expect(parseAcceptLanguage('en;q=0.1, es')).toEqual(['es', 'en']);
    expect(parseAcceptLanguage('es;q=0, en')).toEqual(['en']);
  });

  it('yields nothing for a missing or malformed header', () => {
    expect(parseAcceptLanguage(undefined)).toEqual([]);
    expect(parseAcceptLanguage(';;;,')).toEqual([]);
    expect(parseAcceptLanguage('<script>')).toEqual([]);
  });
});
