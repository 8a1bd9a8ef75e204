import { describe, expect, it } from 'vitest';
import { BAD_TEXT_MESSAGE, findBadText, isCleanText, plainText, singleLineText } from './text';

describe('clean text', () => {
  it.each([
    ['NUL', 'a\u0000b'],
    ['a C0 control', 'a\u001bb'],
    ['DEL', 'a\u007fb'],
    ['a C1 control', 'a\u0085b'],
    ['a lone high surrogate', 'a\ud800b'],
    ['a lone low surrogate', 'a\udc00b'],
    ['a trailing high surrogate', 'ab\ud83d'],
  ])('refuses %s', (_name, value) => {
    expect(isCleanText(value)).toBe(false);
    expect(plainText().safeParse(value).success).toBe(false);
  });

  it('accepts ordinary text, emoji (a surrogate pair), accents, tabs and line breaks', () => {
    for (const value of ['Ada Lovelace', 'Zoë 🚀 学', 'line one\nline two\r\n\tindented'])
      expect(isCleanText(value)).toBe(true);
  });

  it('keeps single-line fields on one line', () => {
    expect(singleLineText().safeParse('Ada\nLovelace').success).toBe(false);
    expect(singleLineText().safeParse('Ada\tLovelace').success).toBe(false);
    expect(singleLineText().parse('  Ada Lovelace ')).toBe('Ada Lovelace');
  });

  it('names every bad string by its path, and a bad key by where it sits, never its text', () => {
    expect(
      findBadText(
        { email: 'a\u0000@x.io', list: ['ok', 'b\ud800'], deep: { 'k\u0001': 1, fine: 'x' } },
        'body',
      ),
    ).toEqual([
      { field: 'body.email', message: BAD_TEXT_MESSAGE },
      { field: 'body.list.1', message: BAD_TEXT_MESSAGE },
      { field: 'body.deep', message: expect.stringContaining('field name') },
    ]);
    expect(findBadText('x\u0000', 'querystring.q')).toEqual([
      { field: 'querystring.q', message: BAD_TEXT_MESSAGE },
    ]);
    expect(findBadText({ payload: { channel: 'x\u0000' } }, '')).toEqual([
      { field: 'payload.channel', message: BAD_TEXT_MESSAGE },
    ]);
    expect(findBadText({ n: 1, b: true, z: null }, 'body')).toEqual([]);
  });
});
