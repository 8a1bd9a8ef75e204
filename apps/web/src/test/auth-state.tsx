import type { User } from '@quizarena/contracts';
import type { ReactNode } from 'react';
import { vi } from 'vitest';
import { AuthContextProvider, type AuthContextValue, type AuthStatus } from '../features/auth';

export const TEST_USER: User = {
  id: '00000000-0000-4000-8000-000000000001',
  email: 'ada@example.com',
  name: 'Ada Lovelace',
  full_name: 'Ada Lovelace',
  avatar_url: null,
  level: 3,
  points: 450,
  total_points: 450,
  experience_points: 450,
  user_type: 'professional',
  birth_year: 1990,
  organization: null,
  bio: null,
  location: null,
  website: null,
  role: 'user',
  email_verified: true,
  created_at: '2026-01-01T00:00:00.000Z',
  profile_hidden: false,
  list_on_organization_board: false,
  extended_time: 1,
  locale: null,
};

/** A fixed auth state for component tests. */
export function authValue(
  status: AuthStatus,
  overrides: Partial<AuthContextValue> = {},
): AuthContextValue {
  return {
    status,
    user: status === 'signedIn' ? TEST_USER : null,
    signIn: vi.fn(),
    signOut: vi.fn(async () => {}),
    setUser: vi.fn(),
    start: () => {},
    ...overrides,
  };
}

export function WithAuth({ value, children }: { value: AuthContextValue; children: ReactNode }) {
  return <AuthContextProvider value={value}>{children}</AuthContextProvider>;
}
