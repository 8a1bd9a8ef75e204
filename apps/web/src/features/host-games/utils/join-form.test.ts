import { describe, expect, it } from 'vitest';
import { pinInput, validateJoin } from './join-form';

describe('validateJoin', () => {
  it('accepts a 6-digit PIN and a nickname, trimmed', () => {
    expect(validateJoin({ pin: ' 123456 ', nickname: ' Ana ' })).toEqual({
      ok: true,
      body: { pin: '123456', nickname: 'Ana' },
    });
  });

  it('names each failing field by its message key', () => {
    expect(validateJoin({ pin: '123', nickname: '  ' })).toEqual({
      ok: false,
      errors: { pin: 'pinInvalid', nickname: 'nicknameRequired' },
    });
    expect(validateJoin({ pin: '123456', nickname: 'x'.repeat(21) })).toEqual({
      ok: false,
      errors: { nickname: 'nicknameTooLong' },
    });
  });
});

describe('pinInput', () => {
  it('keeps digits only, six at most', () => {
    expect(pinInput('12 34-5678')).toBe('123456');
    expect(pinInput('abc')).toBe('');
  });
});
