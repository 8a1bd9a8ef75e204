import type { AuthResult, User } from '@quizarena/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { accessToken } from '../../lib/access-token';
import { apiFetch } from '../../lib/api-client';
import { notifyAccountChanged } from '../../lib/account-events';
import { TEST_USER } from '../../test/auth-state';
import { AuthProvider, useAuth } from './auth-provider';

// The provider loads its calls lazily; loading them once here keeps the first transform of that
// module (seconds on a busy machine) out of the tests' one-second waits for what they assert.
beforeAll(async () => {
  await import('./api/auth-api');
});

function authResult(user: User): AuthResult {
  const expiresAt = Date.now() + 15 * 60_000;
  return {
    accessToken: 'access-1',
    refreshToken: 'refresh-1',
    user,
    session: {
      access_token: 'access-1',
      refresh_token: null,
      expires_at: expiresAt,
      expires_in: 900,
      token_type: 'bearer',
      user,
    },
  };
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function Probe() {
  const { status, user } = useAuth();
  return (
    <p>
      {status}: {user ? `Level ${user.level} · ${user.points} pts` : 'nobody'}
    </p>
  );
}

function Where() {
  const location = useLocation();
  return <output aria-label="location">{`${location.pathname}${location.search}`}</output>;
}

function SignOutButton() {
  const { signOut } = useAuth();
  return (
    <button type="button" onClick={() => void signOut()}>
      Sign out
    </button>
  );
}

function renderProvider(fetchMock: ReturnType<typeof vi.fn>, startAt = '/dashboard') {
  vi.stubGlobal('fetch', fetchMock);
  const router = createMemoryRouter(
    [
      {
        path: '*',
        element: (
          <AuthProvider>
            <Probe />
            <Where />
            <SignOutButton />
          </AuthProvider>
        ),
      },
    ],
    { initialEntries: [startAt] },
  );
  render(
    <QueryClientProvider client={new QueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

describe('AuthProvider and account changes', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    accessToken.clear();
  });

  it('refetches the user when the account changes while signed in', async () => {
    const fetchMock = vi.fn(async (path: string) => {
      if (path === '/api/auth/refresh') return json(200, authResult(TEST_USER));
      if (path === '/api/auth/me')
        return json(200, { user: { ...TEST_USER, points: 960, level: 4 } });
      return json(404, { message: 'Not found', error: 'Not Found', code: 'NOT_FOUND' });
    });
    renderProvider(fetchMock);
    expect(await screen.findByText('signedIn: Level 3 · 450 pts')).toBeInTheDocument();

    act(() => notifyAccountChanged());

    expect(await screen.findByText('signedIn: Level 4 · 960 pts')).toBeInTheDocument();
    expect(fetchMock.mock.calls.filter(([path]) => path === '/api/auth/me')).toHaveLength(1);
  });

  it('keeps the user when the refetch fails', async () => {
    const fetchMock = vi.fn(async (path: string) => {
      if (path === '/api/auth/refresh') return json(200, authResult(TEST_USER));
      return json(500, { message: 'Boom', error: 'Internal', code: 'INTERNAL_ERROR' });
    });
    renderProvider(fetchMock);
    await screen.findByText('signedIn: Level 3 · 450 pts');
    await act(async () => notifyAccountChanged());
    await act(async () => {});
    expect(screen.getByText('signedIn: Level 3 · 450 pts')).toBeInTheDocument();
  });

  it('does not ask for the user while signed out', async () => {
    const fetchMock = vi.fn(async (_path: string) =>
      json(401, { message: 'No session', error: 'Unauthorized', code: 'UNAUTHORIZED' }),
    );
    renderProvider(fetchMock);
    await screen.findByText('signedOut: nobody');
    act(() => notifyAccountChanged());
    await act(async () => {});
    expect(fetchMock.mock.calls.some(([path]) => path === '/api/auth/me')).toBe(false);
  });
});

describe('AuthProvider when the session ends', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    accessToken.clear();
  });

  it('sends a player whose session expired to sign in, remembering the page they were on', async () => {
    let refreshes = 0;
    const fetchMock = vi.fn(async (path: string) => {
      if (path === '/api/auth/refresh' && refreshes++ === 0)
        return json(200, authResult(TEST_USER));
      return json(401, { message: 'Session ended', error: 'Unauthorized', code: 'UNAUTHORIZED' });
    });
    renderProvider(fetchMock, '/categories/science/topics?difficulty=advanced');
    await screen.findByText('signedIn: Level 3 · 450 pts');

    await act(async () => {
      await apiFetch('/api/auth/me').catch(() => undefined);
    });

    expect(await screen.findByText('signedOut: nobody')).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'location' })).toHaveTextContent(
      `/login?next=${encodeURIComponent('/categories/science/topics?difficulty=advanced')}`,
    );
  });

  it('sends a player who signs out themselves to a plain sign-in page', async () => {
    const fetchMock = vi.fn(async (path: string) =>
      path === '/api/auth/refresh'
        ? json(200, authResult(TEST_USER))
        : new Response(null, { status: 204 }),
    );
    renderProvider(fetchMock, '/categories/science/topics');
    await screen.findByText('signedIn: Level 3 · 450 pts');

    await act(async () => screen.getByRole('button', { name: 'Sign out' }).click());

    expect(await screen.findByText('signedOut: nobody')).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'location' })).toHaveTextContent(/^\/login$/);
  });
});
