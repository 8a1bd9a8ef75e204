import { describe, expect, it } from 'vitest';
import { loginPathFor, returnPathFrom, safeReturnPath } from './return-path';

describe('safeReturnPath', () => {
  it.each([
    ['/leaderboard', '/leaderboard'],
    ['/profile?tab=achievements', '/profile?tab=achievements'],
    ['/quiz/topics/abc', '/quiz/topics/abc'],
    ['/a/../leaderboard', '/leaderboard'],
  ])('keeps the same-origin path %s', (raw, expected) => {
    expect(safeReturnPath(raw)).toBe(expected);
  });

  it.each([
    null,
    '',
    'leaderboard',
    '//evil.com',
    '//evil.com/dashboard',
    '/\\evil.com',
    'https://evil.com/dashboard',
    'javascript:alert(1)',
    '/\tevil',
    '/login',
    '/login?next=/dashboard',
    '/a/../login',
    '/register',
    '/auth/callback/google',
  ])('refuses %s', (raw) => {
    expect(safeReturnPath(raw)).toBeNull();
  });
});

describe('returnPathFrom', () => {
  it('returns to the requested page, path and query', () => {
    expect(returnPathFrom('?next=%2Fprofile%3Ftab%3Dstatistics')).toBe('/profile?tab=statistics');
  });

  it.each(['', '?next=', '?next=%2F%2Fevil.com', '?next=https%3A%2F%2Fevil.com', '?next=%2Flogin'])(
    'falls back to the dashboard for %j',
    (search) => {
      expect(returnPathFrom(search)).toBe('/dashboard');
    },
  );
});

describe('loginPathFor', () => {
  it('names the requested page and its query', () => {
    expect(loginPathFor({ pathname: '/profile', search: '?tab=statistics' })).toBe(
      '/login?next=%2Fprofile%3Ftab%3Dstatistics',
    );
  });

  it('is plain /login for the dashboard, the default anyway', () => {
    expect(loginPathFor({ pathname: '/dashboard', search: '' })).toBe('/login');
  });
});
