import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  answerByPath,
  earned,
  failure,
  ok,
  OTHER_ID,
  performance,
  publicProfile,
  skills,
  statsProfile,
} from '../../features/profile/test/fixtures';
import { friend, relationship } from '../../features/friends/test/fixtures';
import { userRating } from '../../features/ratings/test/fixtures';
import { changeLocale } from '../../i18n';
import { authValue, TEST_USER, WithAuth } from '../../test/auth-state';
import { PublicProfilePage } from './public-profile-page';

const fetchMock = vi.fn<typeof fetch>();

const ANSWERS = (): Record<string, unknown> => ({
  [`/api/users/${OTHER_ID}/profile`]: ok({ profile: publicProfile() }),
  [`/api/social/users/${OTHER_ID}/relationship`]: ok(relationship({ user_id: OTHER_ID })),
  [`/api/scoring/user-stats/${OTHER_ID}`]: ok({
    profile: statsProfile({ user_id: OTHER_ID, rank: 2 }),
    achievements: [],
  }),
  [`/api/achievements/user/${OTHER_ID}`]: ok({
    achievements: [earned(1, { title: 'First Steps' })],
  }),
  [`/api/analytics/performance/${OTHER_ID}?timeframe=month`]: ok(performance()),
  [`/api/analytics/skills/${OTHER_ID}`]: ok(skills()),
  '/api/social/friends?limit=100': ok({ friends: [], total: 0 }),
  [`/api/users/${OTHER_ID}/ratings`]: ok({
    user_id: OTHER_ID,
    ratings: [userRating({ rating: 1_190 })],
  }),
});

function renderAt(path: string, answers = ANSWERS()) {
  fetchMock.mockImplementation(answerByPath(answers));
  const router = createMemoryRouter(
    [
      { path: '/profile', element: <h1>My own profile</h1> },
      { path: '/profile/:userId', element: <PublicProfilePage /> },
      { path: '/leaderboard', element: <h1>Leaderboard page</h1> },
    ],
    { initialEntries: [path] },
  );
  render(
    <QueryClientProvider
      client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}
    >
      <WithAuth value={authValue('signedIn')}>
        <RouterProvider router={router} />
      </WithAuth>
    </QueryClientProvider>,
  );
  return router;
}

describe('a public profile', () => {
  beforeEach(() => vi.stubGlobal('fetch', fetchMock));
  afterEach(() => {
    fetchMock.mockReset();
    vi.unstubAllGlobals();
  });

  it("shows another player's public fields, stats and achievements, never an email", async () => {
    renderAt(`/profile/${OTHER_ID}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Grace Hopper' })).toBeVisible();
    const header = screen.getByRole('banner');
    expect(header).toHaveTextContent('Level 6');
    expect(header).toHaveTextContent('2.6K points');
    expect(header).toHaveTextContent('Navy');
    expect(header).toHaveTextContent('3 challenges won');
    expect(screen.getByText('Compilers and nanoseconds.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'https://example.com/grace' })).toHaveAttribute(
      'rel',
      'noopener noreferrer nofollow ugc',
    );
    expect(await screen.findByText('#2')).toBeInTheDocument();
    expect(await screen.findByText('First Steps')).toBeInTheDocument();
    expect(screen.queryByText(/@/)).not.toBeInTheDocument();
    expect(screen.queryByText(/Email|Birth/i)).not.toBeInTheDocument();
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'Overview',
      'Statistics',
      'Achievements',
    ]);
  });

  it("shows the player's skill ratings on Overview", async () => {
    renderAt(`/profile/${OTHER_ID}`);
    const ratings = await screen.findByRole('region', { name: 'Skill ratings' });
    expect(await within(ratings).findByText('1,190')).toBeInTheDocument();
    expect(within(ratings).getByRole('heading', { name: 'General' })).toBeInTheDocument();
  });

  it('offers the relationship steps and Report, which sends a report of that player', async () => {
    renderAt(`/profile/${OTHER_ID}`);
    const actions = await screen.findByRole('group', {
      name: 'What you can do about Grace Hopper',
    });
    expect(within(screen.getByRole('banner')).getByRole('group')).toBe(actions);
    expect(within(actions).getByRole('button', { name: 'Add Friend' })).toBeInTheDocument();
    expect(within(actions).getByRole('link', { name: 'Message' })).toHaveAttribute(
      'href',
      `/messages?user=${OTHER_ID}`,
    );
    // A challenge names friends only.
    expect(within(actions).queryByRole('button', { name: /Challenge/ })).not.toBeInTheDocument();

    fetchMock.mockImplementation(
      async () =>
        new Response(
          JSON.stringify(
            ok({ id: OTHER_ID, status: 'pending', created_at: '2026-03-20T10:00:00.000Z' }),
          ),
          { status: 201 },
        ),
    );
    await userEvent.click(within(actions).getByRole('button', { name: 'Report' }));
    const dialog = screen.getByRole('dialog', { name: 'Report Grace Hopper' });
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Spam' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send report' }));
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    const [path, init] = fetchMock.mock.calls.at(-1)!;
    expect([path, init?.method, JSON.parse(String(init?.body))]).toEqual([
      '/api/social/reports',
      'POST',
      { subject_type: 'user', subject_id: OTHER_ID, reason: 'spam' },
    ]);
  });

  it('offers a friend Challenge, opening the challenge dialog with them chosen', async () => {
    renderAt(`/profile/${OTHER_ID}`, {
      ...ANSWERS(),
      [`/api/social/users/${OTHER_ID}/relationship`]: ok(
        relationship({
          user_id: OTHER_ID,
          relationship: 'friends',
          relationship_status: 'friends',
        }),
      ),
      '/api/social/friends?limit=100': ok({
        friends: [friend(1, { user_id: OTHER_ID, name: 'Grace Hopper' })],
        total: 1,
      }),
      '/api/categories': ok({ categories: [] }),
    });
    const actions = await screen.findByRole('group', {
      name: 'What you can do about Grace Hopper',
    });
    await userEvent.click(await within(actions).findByRole('button', { name: 'Challenge' }));
    const dialog = await screen.findByRole('dialog', { name: 'Challenge Grace Hopper' });
    expect(await within(dialog).findByRole('radio', { name: 'Grace Hopper' })).toBeChecked();
  });

  it("charts that player's statistics", async () => {
    renderAt(`/profile/${OTHER_ID}?tab=statistics`);
    const accuracy = await screen.findByRole('table', { name: 'Accuracy per category' });
    expect(within(accuracy).getByRole('row', { name: 'Programming 80%' })).toBeInTheDocument();
    expect(
      fetchMock.mock.calls.some(
        ([path]) => path === `/api/analytics/performance/${OTHER_ID}?timeframe=month`,
      ),
    ).toBe(true);
  });

  it("says 'Profile not found' with a way back when there is no such player", async () => {
    renderAt(`/profile/${OTHER_ID}`, {
      [`/api/users/${OTHER_ID}/profile`]: failure(404, 'User not found'),
    });
    expect(await screen.findByRole('heading', { name: 'Profile not found' })).toBeVisible();
    await userEvent.click(screen.getByRole('link', { name: 'Back to the leaderboard' }));
    expect(await screen.findByRole('heading', { name: 'Leaderboard page' })).toBeVisible();
    // Nothing else is asked about a player who does not exist.
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('offers Try Again when the profile could not be loaded for another reason', async () => {
    renderAt(`/profile/${OTHER_ID}`, {
      [`/api/users/${OTHER_ID}/profile`]: failure(500, 'Server trouble'),
    });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Error: Server trouble');
    expect(within(alert).getByRole('button', { name: 'Try Again' })).toBeInTheDocument();
  });

  it("shows the catalogue's text for an error code it knows, in the language shown", async () => {
    const answers = {
      [`/api/users/${OTHER_ID}/profile`]: () =>
        new Response(
          JSON.stringify({ message: 'Boom', error: 'Error', code: 'SERVICE_UNAVAILABLE' }),
          { status: 503 },
        ),
    };
    renderAt(`/profile/${OTHER_ID}`, answers);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Error: The service is temporarily unavailable. Please try again shortly.',
    );
  });

  it('sends the signed-in player to their own profile', async () => {
    const router = renderAt(`/profile/${TEST_USER.id}`);
    expect(await screen.findByRole('heading', { name: 'My own profile' })).toBeVisible();
    expect(router.state.location.pathname).toBe('/profile');
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

describe('a public profile in Spanish', () => {
  beforeEach(async () => {
    vi.stubGlobal('fetch', fetchMock);
    await changeLocale('es');
  });
  afterEach(async () => {
    fetchMock.mockReset();
    vi.unstubAllGlobals();
    await changeLocale('en');
  });

  it("shows that player's details, dates and empty states in Spanish", async () => {
    renderAt(`/profile/${OTHER_ID}?tab=achievements`, {
      ...ANSWERS(),
      [`/api/achievements/user/${OTHER_ID}`]: ok({ achievements: [] }),
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Grace Hopper' })).toBeVisible();
    expect(screen.getByRole('banner')).toHaveTextContent('2,6 mil puntos');
    expect(screen.getByRole('banner')).toHaveTextContent('Docente');
    expect(
      screen.getByRole('tablist', { name: 'Secciones del perfil de Grace Hopper' }),
    ).toBeInTheDocument();
    expect(
      await screen.findByText('Grace Hopper aún no ha obtenido ningún logro.'),
    ).toBeInTheDocument();

    await userEvent.click(screen.getByRole('tab', { name: 'Resumen' }));
    const about = await screen.findByRole('region', { name: 'Acerca de' });
    expect(within(about).getByText('Miembro desde')).toBeInTheDocument();
    expect(within(about).getByText('enero de 2026')).toBeInTheDocument();
    expect(screen.queryByText(/Member since|January|Educator/)).not.toBeInTheDocument();
  });

  it('says the profile was not found, with a way back, in Spanish', async () => {
    renderAt(`/profile/${OTHER_ID}`, {
      [`/api/users/${OTHER_ID}/profile`]: failure(404, 'User not found'),
    });
    expect(await screen.findByRole('heading', { name: 'Perfil no encontrado' })).toBeVisible();
    expect(screen.getByText('Este jugador no existe o su cuenta fue eliminada.')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Volver a la clasificación' })).toBeInTheDocument();
    expect(screen.queryByText(/Profile not found|Back to the leaderboard/)).not.toBeInTheDocument();
  });
});
