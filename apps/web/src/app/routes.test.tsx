import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AuthContextValue } from '../features/auth';
import { authValue, WithAuth } from '../test/auth-state';
import { ThemeProvider } from '../features/theme';

let current: AuthContextValue = authValue('signedOut');

// The real provider talks to the server; here each test fixes the auth state instead.
vi.mock('./root-layout', async () => {
  const { Outlet } = await import('react-router');
  return {
    RootLayout: () => (
      <WithAuth value={current}>
        <Outlet />
      </WithAuth>
    ),
  };
});

const { routes } = await import('./routes');

function renderAt(path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const wrap = (children: ReactNode) => (
    <QueryClientProvider client={new QueryClient()}>
      <ThemeProvider>{children}</ThemeProvider>
    </QueryClientProvider>
  );
  render(wrap(<RouterProvider router={router} />));
  return router;
}

describe('routes and guards', () => {
  beforeEach(() => {
    current = authValue('signedOut');
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('sends a signed-out visitor of a protected page to /login, remembering the target', async () => {
    const router = renderAt('/leaderboard');
    expect(await screen.findByRole('heading', { name: 'Welcome back' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(router.state.location.state).toEqual({ from: '/leaderboard' });
  });

  it('sends a signed-out visitor of /career to /login too', async () => {
    const router = renderAt('/career');
    await screen.findByRole('heading', { name: 'Welcome back' });
    expect(router.state.location.pathname).toBe('/login');
  });

  it('shows the spec spinners while auth loads', async () => {
    current = authValue('loading');
    renderAt('/dashboard');
    expect(await screen.findByText('Authenticating...')).toBeInTheDocument();
  });

  it('shows "Checking authentication..." on a signed-out-only page while auth loads', async () => {
    current = authValue('loading');
    renderAt('/login');
    expect(await screen.findByText('Checking authentication...')).toBeInTheDocument();
  });

  it.each(['/login', '/register', '/forgot-password'])(
    'sends a signed-in user away from %s to /dashboard',
    async (path) => {
      current = authValue('signedIn');
      const router = renderAt(path);
      expect(
        await screen.findByRole('heading', { name: 'Welcome back, Ada!' }),
      ).toBeInTheDocument();
      expect(router.state.location.pathname).toBe('/dashboard');
    },
  );

  it('redirects unknown paths to the landing page', async () => {
    const router = renderAt('/no/such/page');
    expect(
      await screen.findByRole('heading', { level: 1, name: /Learn by playing/ }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
  });

  it('redirects /categories to /quiz/categories', async () => {
    current = authValue('signedIn');
    const router = renderAt('/categories');
    // The first lazy load of the content pages can take over a second on a busy machine.
    expect(
      await screen.findByRole('heading', { name: 'Quiz Categories' }, { timeout: 5_000 }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/quiz/categories');
  });

  it.each([
    ['/quiz/topics/abc', 'Topics'],
    ['/quiz/results/s1', 'Results Not Found'],
    ['/friends', 'Friends'],
    ['/messages', 'Messages'],
    ['/psychometric/assessment', 'Personality Assessment'],
    ['/psychometric/assessment/a1', 'Personality Assessment'],
    ['/psychometric/results/a1', 'Assessment Results'],
    ['/study-groups', 'Study Groups'],
    ['/achievements', 'Achievements'],
    ['/game/lobby', 'Game Lobby'],
    ['/game/multiplayer/g1', 'Multiplayer Game'],
    ['/tournament/t1', 'Tournament'],
  ])('serves %s to a signed-in user', async (path, heading) => {
    current = authValue('signedIn');
    renderAt(path);
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
  });

  it.each(['/quiz/abc/def', '/quiz/abc/def/timed'])('serves the quiz page at %s', async (path) => {
    current = authValue('signedIn');
    // The session start never answers, so the page stays on its loading state.
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise(() => {})),
    );
    renderAt(path);
    expect(await screen.findByText('Loading quiz...')).toBeInTheDocument();
  });
});
