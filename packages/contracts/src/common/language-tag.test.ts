import { describe, expect, it } from 'vitest';
import { canonicalLanguageTag, languageTagSchema } from './language-tag';

describe('language tags', () => {
  it.each(['en', 'es', 'pt-BR', 'zh-Hant', 'zh-Hant-TW', 'es-419', 'de-CH-1996', 'sl-rozaj'])(
    'accept %s as it is',
    (tag) => {
      expect(languageTagSchema().parse(tag)).toBe(tag);
    },
  );

  it('answer a tag in its usual casing', () => {
    expect(languageTagSchema().parse('pt-br')).toBe('pt-BR');
    expect(languageTagSchema().parse('EN')).toBe('en');
    expect(canonicalLanguageTag('ZH-hant-tw')).toBe('zh-Hant-TW');
  });

  it.each([
    '',
    'e',
    'english',
    'en_US',
    'en-',
    '-en',
    'en-US-',
    'en-u-ca-gregory',
    'x-private',
    'en US',
    '12',
    `en-${'abcdefgh-'.repeat(4)}x`,
  ])('refuse %j', (tag) => {
    expect(languageTagSchema().safeParse(tag).success).toBe(false);
  });

  it('refuse a well-formed tag longer than 35 characters', () => {
    const long = 'de-Latn-CH-1996-abcdefgh-bcdefghi-cdefghij';
    expect(long.length).toBeGreaterThan(35);
    expect(languageTagSchema().safeParse(long).success).toBe(false);
  });
});
