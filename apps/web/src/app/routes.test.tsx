import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { createMemoryRouter, matchRoutes, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { category, PHYSICS_ID, question, topic } from '../features/admin/test/fake-content-api';
import type { AuthContextValue } from '../features/auth';
import { authValue, TEST_USER, WithAuth } from '../test/auth-state';
import { json } from '../test/fake-fetch';
import { ThemeProvider } from '../features/theme';
import { NAV_ITEMS } from './shell/nav-items';
import { SETTINGS_LINKS } from './shell/top-bar';

let current: AuthContextValue = authValue('signedOut');

// The real provider talks to the server; here each test fixes the auth state instead.
vi.mock('./root-layout', async () => {
  const { Outlet } = await import('react-router');
  const { DocumentTitle } = await import('./document-title');
  return {
    RootLayout: () => (
      <WithAuth value={current}>
        <DocumentTitle />
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

  it('sends a signed-out visitor of a protected page to /login, naming the target in the URL', async () => {
    const router = renderAt('/profile?tab=statistics');
    // The first lazy page of the file: its module loads cold, slowly on a busy machine.
    expect(
      await screen.findByRole('heading', { name: 'Welcome back' }, { timeout: 5_000 }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(new URLSearchParams(router.state.location.search).get('next')).toBe(
      '/profile?tab=statistics',
    );
  });

  it('sends a signed-in user on /login to the page named in the URL', async () => {
    current = authValue('signedIn');
    const router = renderAt('/login?next=%2Fachievements');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Achievements' }, { timeout: 5_000 }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/achievements');
  });

  it.each(['%2F%2Fevil.com', 'https%3A%2F%2Fevil.com%2Fx', '%2Flogin'])(
    'refuses next=%s and goes to the dashboard instead',
    async (next) => {
      current = authValue('signedIn');
      const router = renderAt(`/login?next=${next}`);
      expect(
        await screen.findByRole('heading', { name: 'Welcome back, Ada!' }),
      ).toBeInTheDocument();
      expect(router.state.location.pathname).toBe('/dashboard');
    },
  );

  it('sends a signed-out visitor of /career to /login too', async () => {
    const router = renderAt('/career');
    // The first test to load the sign-in page's module: as long as the other first loads.
    await screen.findByRole('heading', { name: 'Welcome back' }, { timeout: 5_000 });
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
    ['/achievements', 'Achievements'],
    ['/notifications', 'Notifications'],
    ['/settings/notifications', 'Notification Settings'],
    ['/messages', 'Messages'],
  ])('serves %s to a signed-in user', async (path, heading) => {
    current = authValue('signedIn');
    renderAt(path);
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
  });

  it.each(['signedOut', 'signedIn'] as const)(
    'serves the unsubscribe link to a %s visitor without sending them elsewhere',
    async (status) => {
      current = authValue(status);
      const router = renderAt('/unsubscribe');
      expect(
        await screen.findByRole('heading', { level: 1, name: 'Unsubscribe' }, { timeout: 5_000 }),
      ).toBeInTheDocument();
      expect(router.state.location.pathname).toBe('/unsubscribe');
      await waitFor(() => expect(document.title).toBe('Unsubscribe · QuizArena'));
    },
  );

  it('serves the game lobby at /game/lobby', async () => {
    current = authValue('signedIn');
    // The lobby's reads never answer, so it shows its frame and its loading state.
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise(() => {})),
    );
    renderAt('/game/lobby');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Game Lobby' }, { timeout: 5_000 }),
    ).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Browse Rooms' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await waitFor(() => expect(document.title).toBe('Game Lobby · QuizArena'));
  });

  it('serves a live game at /game/multiplayer/:gameId', async () => {
    current = authValue('signedIn');
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise(() => {})),
    );
    renderAt('/game/multiplayer/g1');
    expect(
      await screen.findByText('Loading the game…', {}, { timeout: 5_000 }),
    ).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Multiplayer Game · QuizArena'));
  });

  it('serves the challenges at /challenges', async () => {
    current = authValue('signedIn');
    // The reads never answer: the pages show while they load.
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise(() => {})),
    );
    renderAt('/challenges');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Challenges' }, { timeout: 5_000 }),
    ).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Received' })).toHaveAttribute('aria-selected', 'true');
    await waitFor(() => expect(document.title).toBe('Challenges · QuizArena'));
  });

  it('serves one challenge at /challenges/:challengeId', async () => {
    current = authValue('signedIn');
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise(() => {})),
    );
    renderAt('/challenges/c1');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Challenge' }, { timeout: 5_000 }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'All challenges' })).toHaveAttribute(
      'href',
      '/challenges',
    );
    await waitFor(() => expect(document.title).toBe('Challenge · QuizArena'));
  });

  it('serves the study groups at /study-groups', async () => {
    current = authValue('signedIn');
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise(() => {})),
    );
    renderAt('/study-groups');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Study Groups' }, { timeout: 5_000 }),
    ).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Discover' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('button', { name: 'Create Group' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Study Groups · QuizArena'));
  });

  it.each([
    ['/study-groups/g1', 'Loading the study group…', 'Study Group · QuizArena'],
    ['/study-groups/join/abc', 'Loading the invitation…', 'Study Group Invitation · QuizArena'],
    ['/tournaments', 'Loading tournaments…', 'Tournaments · QuizArena'],
    ['/tournaments/new', 'Loading categories…', 'Create Tournament · QuizArena'],
    ['/tournament/t1', 'Loading the tournament…', 'Tournament · QuizArena'],
    ['/game/tournament/t1/live', 'Finding your match…', 'Tournament Match · QuizArena'],
  ])('serves %s', async (path, loading, title) => {
    current = authValue('signedIn');
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise(() => {})),
    );
    renderAt(path);
    expect(await screen.findByText(loading, {}, { timeout: 5_000 })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe(title));
  });

  it('serves the host of a class game at /host, signed in', async () => {
    current = authValue('signedIn');
    // The catalogue's reads never answer, so the setup form shows without its choices.
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise(() => {})),
    );
    renderAt('/host');
    expect(
      await screen.findByRole(
        'heading',
        { level: 1, name: 'Host a class game' },
        { timeout: 5_000 },
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Create game' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Host a class game · QuizArena'));
  });

  it('sends a signed-out visitor of /host to /login', async () => {
    const router = renderAt('/host');
    await screen.findByRole('heading', { name: 'Welcome back' }, { timeout: 5_000 });
    expect(router.state.location.pathname).toBe('/login');
  });

  it.each(['signedOut', 'signedIn'] as const)(
    'serves /join to a %s visitor, the PIN from the link',
    async (status) => {
      current = authValue(status);
      vi.stubGlobal(
        'fetch',
        vi.fn(() => new Promise(() => {})),
      );
      const router = renderAt('/join?pin=123456');
      expect(
        await screen.findByRole('heading', { level: 1, name: 'Join a game' }, { timeout: 5_000 }),
      ).toBeInTheDocument();
      expect(screen.getByLabelText('Game PIN')).toHaveValue('123456');
      expect(router.state.location.pathname).toBe('/join');
      await waitFor(() => expect(document.title).toBe('Join a game · QuizArena'));
    },
  );

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

const ASSESSMENT_PAGES = [
  ['/career', 'Career'],
  ['/psychometric/assessment', 'Personality Assessment'],
  ['/psychometric/assessment/a1', 'Personality Assessment'],
  ['/psychometric/results', 'Assessment Results'],
  ['/psychometric/results/a1', 'Assessment Results'],
] as const;

describe('the assessment and career pages', () => {
  beforeEach(() => {
    current = authValue('signedIn');
    // The reads never answer: the pages stay on their loading states.
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise(() => {})),
    );
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it.each(ASSESSMENT_PAGES)('serves %s, titled %s', async (path, title) => {
    const router = renderAt(path);
    await waitFor(() => expect(document.title).toBe(`${title} · QuizArena`), { timeout: 5_000 });
    expect(router.state.location.pathname).toBe(path);
  });

  it('shows the career page its own heading, not the placeholder', async () => {
    renderAt('/career');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Career' }, { timeout: 5_000 }),
    ).toBeInTheDocument();
    expect(screen.queryByText('This page is not available yet.')).toBeNull();
  });

  it.each([
    ['/consent/parent', 'Parental Consent', 'This consent link is not valid.'],
    ['/shared/assessment/abc', 'Shared Personality Traits', 'Loading the shared traits…'],
  ])('serves %s signed out, titled %s', async (path, title, text) => {
    current = authValue('signedOut');
    const router = renderAt(path);
    expect(await screen.findByText(text, {}, { timeout: 5_000 })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe(`${title} · QuizArena`));
    expect(router.state.location.pathname).toBe(path);
  });
});

describe('the privacy and terms pages', () => {
  it.each([
    ['/privacy', 'Privacy', 'signedOut'],
    ['/privacy', 'Privacy', 'signedIn'],
    ['/terms', 'Terms of Service', 'signedOut'],
    ['/terms', 'Terms of Service', 'signedIn'],
  ] as const)(
    'serves %s (%s) %s, outside the app shell, each linking the other',
    async (path, title, state) => {
      current = authValue(state);
      renderAt(path);
      expect(
        await screen.findByRole('heading', { level: 1, name: title }, { timeout: 5_000 }),
      ).toBeInTheDocument();
      await waitFor(() => expect(document.title).toBe(`${title} · QuizArena`));
      const main = screen.getByRole('main');
      expect(within(main).getByRole('link', { name: 'Privacy' })).toHaveAttribute(
        'href',
        '/privacy',
      );
      expect(within(main).getByRole('link', { name: 'Terms of Service' })).toHaveAttribute(
        'href',
        '/terms',
      );
    },
  );
});

describe('pages whose feature lands later', () => {
  beforeEach(() => {
    current = authValue('signedIn');
  });

  it('sends /preferences to /settings/preferences', async () => {
    const router = renderAt('/preferences');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Preferences' }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/settings/preferences');
  });

  /** The server as the console meets it: the caller's second factor, and an empty audit log. */
  function serveStaff(
    secondFactor: { enabled: boolean; session_second_factor: boolean },
    /** Answers of the console's own calls; the audit log's empty page otherwise. */
    answer: (url: string) => unknown = () => undefined,
  ) {
    const fetchMock = vi.fn(async (input: RequestInfo | URL) =>
      String(input).startsWith('/api/auth/second-factor')
        ? json({
            success: true,
            data: { pending: false, enabled_at: null, recovery_codes_left: 10, ...secondFactor },
          })
        : json(
            answer(String(input)) ?? { success: true, data: { entries: [], next_before: null } },
          ),
    );
    vi.stubGlobal('fetch', fetchMock);
    return fetchMock;
  }

  it('opens the audit log for an administrator signed in with the second factor', async () => {
    current = authValue('signedIn', { user: { ...TEST_USER, role: 'admin' } });
    serveStaff({ enabled: true, session_second_factor: true });
    const router = renderAt('/admin/audit');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Admin console' }, { timeout: 5_000 }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin/audit');
    expect(await screen.findByRole('heading', { level: 2, name: 'Audit log' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Audit log · QuizArena'));
  });

  it('previews a question in the admin console with the quiz’s own card', async () => {
    current = authValue('signedIn', { user: { ...TEST_USER, role: 'admin' } });
    const answers: Record<string, unknown> = {
      [`/api/admin/content/topics/${PHYSICS_ID}/questions`]: {
        topic: topic(),
        questions: [question(1)],
        pagination: { page: 1, page_size: 20, total: 1, total_pages: 1 },
      },
      '/api/admin/content/categories': { categories: [category()] },
    };
    serveStaff({ enabled: true, session_second_factor: true }, (url) => {
      const data = answers[new URL(url, 'http://x').pathname];
      return data === undefined ? undefined : { success: true, data };
    });
    const user = userEvent.setup();
    renderAt(`/admin/content/topics/${PHYSICS_ID}`);
    await user.click(
      await screen.findByRole('button', { name: 'Preview Question number 1?' }, { timeout: 5_000 }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Preview' });
    expect(within(dialog).getByRole('heading', { name: 'Question number 1?' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Questions · QuizArena'));
  });

  it('opens /admin on its first section, the accounts, for an administrator', async () => {
    current = authValue('signedIn', { user: { ...TEST_USER, role: 'admin' } });
    const fetchMock = serveStaff({ enabled: true, session_second_factor: true }, (url) =>
      url.startsWith('/api/admin/users')
        ? { success: true, data: { users: [], page: 1, limit: 25, has_more: false } }
        : undefined,
    );
    const router = renderAt('/admin');
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Users' }, { timeout: 5_000 }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin/users');
    await waitFor(() => expect(document.title).toBe('Users · QuizArena'));
    expect(await screen.findByText('No accounts match this search')).toBeInTheDocument();
    expect(fetchMock.mock.calls.map(([input]) => String(input))).toContainEqual(
      expect.stringMatching(/^\/api\/admin\/users\?/),
    );
    // An account's page is routed beside it.
    expect(matchRoutes(routes, '/admin/users/some-id')?.at(-1)?.route.path).toBe('users/:id');
    // So are the analytics views.
    for (const view of ['analytics', 'analytics/users', 'analytics/content', 'analytics/economy'])
      expect(matchRoutes(routes, `/admin/${view}`)?.at(-1)?.route.path).toBe(view);
  });

  it('leads staff without the second factor to set it up instead of calling the console', async () => {
    current = authValue('signedIn', { user: { ...TEST_USER, role: 'admin' } });
    const fetchMock = serveStaff({ enabled: false, session_second_factor: false });
    renderAt('/admin');
    expect(
      await screen.findByRole(
        'heading',
        { level: 1, name: 'Two-factor authentication needed' },
        { timeout: 5_000 },
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Set up two-factor authentication' })).toHaveAttribute(
      'href',
      '/profile#two-factor',
    );
    expect(screen.queryByText(/Admin console/)).not.toBeInTheDocument();
    // The console's own calls wait for the second factor.
    expect(fetchMock.mock.calls.map(([url]) => String(url))).not.toContainEqual(
      expect.stringMatching(/^\/api\/admin\//),
    );
  });

  it('asks staff whose factor is on for the password and a code again', async () => {
    current = authValue('signedIn', { user: { ...TEST_USER, role: 'moderator' } });
    serveStaff({ enabled: true, session_second_factor: false });
    renderAt('/admin');
    expect(
      await screen.findByText(/This session was signed in without your second factor/, undefined, {
        timeout: 5_000,
      }),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Password')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Continue' })).toBeInTheDocument();
  });

  it('opens /admin on Moderation for a moderator, the only section they see', async () => {
    current = authValue('signedIn', { user: { ...TEST_USER, role: 'moderator' } });
    const fetchMock = serveStaff({ enabled: true, session_second_factor: true }, (url) =>
      url.startsWith('/api/admin/moderation/pending')
        ? {
            success: true,
            data: {
              items: [],
              counts: { report: 0, flagged_session: 0, answer_dispute: 0, set_publication: 0 },
            },
          }
        : undefined,
    );
    const router = renderAt('/admin');
    expect(
      await screen.findByRole(
        'heading',
        { level: 2, name: 'Moderation queue' },
        { timeout: 5_000 },
      ),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin/moderation');
    await waitFor(() => expect(document.title).toBe('Moderation · QuizArena'));
    const sections = screen.getByRole('navigation', { name: 'Admin sections' });
    expect(
      within(sections)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Moderation']);
    expect(await screen.findByText('Nothing is waiting: the queue is empty')).toBeInTheDocument();
    expect(fetchMock.mock.calls.map(([input]) => String(input))).not.toContainEqual(
      expect.stringMatching(/^\/api\/admin\/(users|audit-log)/),
    );
    // An item's page is routed beside the queue.
    expect(matchRoutes(routes, '/admin/moderation/some-id')?.at(-1)?.route.path).toBe(
      'moderation/:id',
    );
  });

  it('sends a player from /admin to the dashboard, saying nothing of it', async () => {
    current = authValue('signedIn');
    const router = renderAt('/admin');
    expect(await screen.findByRole('heading', { name: 'Welcome back, Ada!' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard');
    expect(screen.queryByText(/Admin console/)).not.toBeInTheDocument();
  });

  it('has a real route behind every menu link', () => {
    const targets = [...NAV_ITEMS.map((item) => item.to), ...SETTINGS_LINKS.map((l) => l.to)];
    expect(targets.length).toBeGreaterThan(10);
    for (const to of targets) {
      const matched = matchRoutes(routes, to) ?? [];
      expect(matched.at(-1)?.route.path, to).not.toBe('*');
    }
  });
});

describe('the page title', () => {
  it.each([
    ['/', 'signedOut', 'QuizArena'],
    ['/login', 'signedOut', 'Sign In · QuizArena'],
    ['/register', 'signedOut', 'Create Account · QuizArena'],
    ['/dashboard', 'signedIn', 'Dashboard · QuizArena'],
    ['/leaderboard', 'signedIn', 'Leaderboard · QuizArena'],
    ['/quiz/categories', 'signedIn', 'Quiz Categories · QuizArena'],
    ['/messages', 'signedIn', 'Messages · QuizArena'],
  ] as const)('names %s in the tab', async (path, status, title) => {
    current = authValue(status);
    document.title = 'stale';
    renderAt(path);
    await waitFor(() => expect(document.title).toBe(title), { timeout: 5_000 });
  });

  it('follows a navigation', async () => {
    current = authValue('signedIn');
    const router = renderAt('/dashboard');
    await waitFor(() => expect(document.title).toBe('Dashboard · QuizArena'));
    await router.navigate('/friends');
    await waitFor(() => expect(document.title).toBe('Friends · QuizArena'));
  });
});
