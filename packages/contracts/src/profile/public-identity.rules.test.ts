import { describe, expect, it } from 'vitest';
import {
  HIDDEN_PLAYER_NAME,
  isProfileVisibleTo,
  publicAvatar,
  publicIdentity,
  shortName,
} from './public-identity.rules';

const base = {
  id: '00000000-0000-4000-8000-000000000001',
  fullName: 'Ada Lovelace',
  birthYear: 1990,
  organization: 'Analytical Society',
  profileHidden: false,
  active: true,
};

describe('publicIdentity', () => {
  it('shows an adult by full name and organization', () => {
    expect(publicIdentity(base, 2026)).toEqual({
      listed: true,
      userId: base.id,
      displayName: 'Ada Lovelace',
      organization: 'Analytical Society',
      hidden: false,
      minor: false,
    });
  });

  it('shows a possible minor by first name and initial, without organization', () => {
    // Born 2010: 16 by the registration rule, but possibly 15 (the younger possible age).
    const shown = publicIdentity({ ...base, birthYear: 2010 }, 2026);
    expect(shown).toMatchObject({ displayName: 'Ada L.', organization: null, minor: true });
    expect(publicIdentity({ ...base, birthYear: 2009 }, 2026)).toMatchObject({ minor: false });
  });

  it('hides a hidden profile behind a fixed name and no id', () => {
    expect(publicIdentity({ ...base, profileHidden: true }, 2026)).toMatchObject({
      userId: null,
      displayName: HIDDEN_PLAYER_NAME,
      organization: null,
    });
  });

  it('never lists a banned player', () => {
    expect(publicIdentity({ ...base, active: false, profileHidden: true }, 2026)).toEqual({
      listed: false,
    });
  });

  it('shortens names by their first and last part', () => {
    expect(shortName('  Ada   King Lovelace ')).toBe('Ada L.');
    expect(shortName('Plato')).toBe('Plato');
    expect(shortName('josé ñúñez')).toBe('josé Ñ.');
  });
});

describe('publicAvatar', () => {
  it('shows an adult’s avatar, never a hidden profile’s or a possible minor’s', () => {
    const url = '/uploads/avatars/a.webp';
    expect(publicAvatar(publicIdentity(base, 2026), url)).toBe(url);
    expect(publicAvatar(publicIdentity({ ...base, profileHidden: true }, 2026), url)).toBeNull();
    expect(publicAvatar(publicIdentity({ ...base, birthYear: 2012 }, 2026), url)).toBeNull();
    expect(publicAvatar(publicIdentity({ ...base, active: false }, 2026), url)).toBeNull();
  });
});

describe('isProfileVisibleTo', () => {
  const viewer = '00000000-0000-4000-8000-000000000002';
  it('shows an adult’s pages to others and every player’s own pages to themselves', () => {
    expect(isProfileVisibleTo(base, 2026, viewer)).toBe(true);
    for (const input of [
      { ...base, profileHidden: true },
      { ...base, birthYear: 2012 },
      { ...base, active: false },
    ]) {
      expect(isProfileVisibleTo(input, 2026, viewer)).toBe(false);
      expect(isProfileVisibleTo(input, 2026, base.id)).toBe(true);
    }
  });
});
