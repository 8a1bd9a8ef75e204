import type { User } from '@quizarena/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import toast, { Toaster } from 'react-hot-toast';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  activity,
  answerByPath,
  earned,
  failure,
  ok,
  performance,
  skills,
  statsProfile,
} from '../../features/profile/test/fixtures';
import { friend } from '../../features/friends/test/fixtures';
import { SCIENCE, userRating } from '../../features/ratings/test/fixtures';
import { tournament } from '../../features/tournaments/test/fixtures';
import { ThemeProvider } from '../../features/theme';
import { changeLocale } from '../../i18n';
import { authValue, TEST_USER, WithAuth } from '../../test/auth-state';
import { AppShell } from '../shell/app-shell';
import { ProfilePage } from './profile-page';

const AVATAR = '/uploads/avatars/0123456789abcdef0123456789abcdef.webp';
const ID = TEST_USER.id;
const fetchMock = vi.fn<typeof fetch>();

const todayKey = () => {
  const now = new Date();
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
};
const todayLabel = () =>
  new Date().toLocaleDateString(undefined, { month: 'short', day: 'numeric' });

/** Every read the profile makes, answered; a test overrides what it is about. */
const ANSWERS = (): Record<string, unknown> => ({
  '/api/auth/sessions': ok({ sessions: [] }),
  '/api/privacy/exports': ok({ exports: [] }),
  '/api/privacy/erasure': ok({ erasure: null }),
  '/api/auth/second-factor': ok({
    enabled: false,
    pending: false,
    enabled_at: null,
    recovery_codes_left: 0,
    session_second_factor: false,
  }),
  '/api/social/settings': ok({
    friend_requests_from: 'everyone',
    messages_from: 'friends',
    restricted_to_friends: false,
  }),
  '/api/social/friends?limit=50': ok({ friends: [], total: 0 }),
  '/api/scoring/user-stats/current': ok({ profile: statsProfile(), achievements: [] }),
  [`/api/achievements/user/${ID}`]: ok({
    achievements: [1, 2, 3, 4, 5, 6].map((n) => earned(n)),
  }),
  [`/api/analytics/performance/${ID}?timeframe=month`]: ok(
    performance({
      series: [{ date: todayKey(), points: 135, games_played: 2, average_score: 70 }],
    }),
  ),
  [`/api/analytics/skills/${ID}`]: ok(skills()),
  '/api/review/mastery': ok({
    topics: [
      {
        topic_id: '22222222-2222-4222-8222-222222222222',
        topic_name: 'Algebra',
        category_id: SCIENCE.id,
        category_name: SCIENCE.name,
        reviewed: 12,
        mastered: 9,
        questions: 30,
        mastery: 30,
      },
    ],
  }),
  [`/api/users/${ID}/ratings`]: ok({
    user_id: ID,
    ratings: [
      userRating(),
      userRating({ category_id: SCIENCE.id, category_name: SCIENCE.name, rating: 1_284 }),
    ],
  }),
  '/api/tournament-bookmarks': ok({ tournaments: [] }),
  '/api/psychometric/consent': ok({
    required: false,
    status: null,
    parent_email: null,
    requested_at: null,
    decided_at: null,
  }),
  '/api/scoring/user/recent-activity?limit=20': ok({
    activities: [
      activity(1),
      activity(2, {
        type: 'achievement_unlocked',
        title: 'First Steps',
        description: 'Complete your first quiz',
        session_id: null,
        game_mode: null,
        accuracy: null,
        points: 10,
      }),
    ],
  }),
});

function renderProfile(
  path = '/profile',
  answers: Record<string, unknown> = ANSWERS(),
  setUser = vi.fn<(user: User) => void>(),
) {
  fetchMock.mockImplementation(answerByPath(answers));
  const router = createMemoryRouter(
    [
      { path: '/profile', element: <ProfilePage /> },
      { path: '/achievements', element: <h1>Achievements page</h1> },
      { path: '/quiz/results/:id', element: <h1>Results page</h1> },
    ],
    { initialEntries: [path] },
  );
  render(
    <QueryClientProvider
      client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}
    >
      <WithAuth value={authValue('signedIn', { setUser })}>
        <RouterProvider router={router} />
      </WithAuth>
      <Toaster />
    </QueryClientProvider>,
  );
  return { router, setUser };
}

/** The real composition: the shell's sidebar and the profile page share one signed-in user. */
function SignedIn() {
  const [user, setUser] = useState<User>(TEST_USER);
  const router = createMemoryRouter(
    [{ element: <AppShell />, children: [{ path: '/profile', element: <ProfilePage /> }] }],
    { initialEntries: ['/profile'] },
  );
  return (
    <WithAuth value={authValue('signedIn', { user, setUser })}>
      <RouterProvider router={router} />
    </WithAuth>
  );
}

describe('the profile page', () => {
  beforeEach(() => vi.stubGlobal('fetch', fetchMock));
  afterEach(() => {
    fetchMock.mockReset();
    vi.unstubAllGlobals();
    act(() => toast.remove());
  });

  it('shows initials until an upload, then the new picture in the profile and the sidebar at once', async () => {
    fetchMock.mockImplementation(
      answerByPath({
        ...ANSWERS(),
        '/api/uploads': () =>
          new Response(JSON.stringify(ok({ url: AVATAR, path: AVATAR.slice(9) })), {
            status: 201,
          }),
      }),
    );
    const { container } = render(
      <QueryClientProvider client={new QueryClient()}>
        <ThemeProvider>
          <SignedIn />
          <Toaster />
        </ThemeProvider>
      </QueryClientProvider>,
    );
    const main = await screen.findByRole('main');
    expect(await within(main).findByRole('heading', { name: 'Avatar' })).toBeInTheDocument();
    expect(container.querySelectorAll(`img[src="${AVATAR}"]`)).toHaveLength(0);

    await userEvent.upload(
      screen.getByLabelText('Upload a new avatar'),
      new File([new Uint8Array(64)], 'me.png', { type: 'image/png' }),
    );

    expect(await screen.findByText('Avatar updated')).toBeInTheDocument();
    const shown = [...container.querySelectorAll(`img[src="${AVATAR}"]`)];
    // The header's and the upload control's, and the sidebar's.
    expect(shown.filter((img) => main.contains(img))).toHaveLength(2);
    expect(shown.filter((img) => !main.contains(img)).length).toBeGreaterThan(0);
  });

  it('heads the page with name, level, points and organization', async () => {
    renderProfile('/profile', ANSWERS());
    const header = screen.getByRole('banner');
    expect(within(header).getByRole('heading', { level: 1, name: 'Ada Lovelace' })).toBeVisible();
    expect(header).toHaveTextContent('Level 3');
    expect(header).toHaveTextContent('450 points');
    expect(header).toHaveTextContent('Professional');
  });

  it('opens Overview by default with the stats and five newest achievements', async () => {
    renderProfile();
    const tabs = screen.getAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual([
      'Overview',
      'Statistics',
      'Achievements',
      'Social',
      'Activity',
      'Verification',
      'Parental Consent',
    ]);
    expect(screen.getByRole('tab', { name: 'Overview' })).toHaveAttribute('aria-selected', 'true');
    const panel = screen.getByRole('tabpanel', { name: 'Overview' });
    expect(await within(panel).findByText('#7')).toBeInTheDocument();
    expect(within(panel).getByText('78%')).toBeInTheDocument();
    const recent = within(panel).getByRole('region', { name: 'Recent achievements' });
    expect(await within(recent).findByText('Achievement 1')).toBeInTheDocument();
    expect(within(recent).getByText('Achievement 5')).toBeInTheDocument();
    expect(within(recent).queryByText('Achievement 6')).not.toBeInTheDocument();
    expect(within(recent).getByRole('link', { name: 'View all achievements' })).toHaveAttribute(
      'href',
      '/achievements',
    );
  });

  it('shows the own skill ratings on Overview', async () => {
    renderProfile();
    const panel = screen.getByRole('tabpanel', { name: 'Overview' });
    const ratings = within(panel).getByRole('region', { name: 'Skill ratings' });
    expect(await within(ratings).findByRole('heading', { name: 'General' })).toBeInTheDocument();
    expect(within(ratings).getByText('1,284')).toBeInTheDocument();
  });

  it('lists the saved tournaments on Overview, or says there are none', async () => {
    renderProfile('/profile', {
      ...ANSWERS(),
      '/api/tournament-bookmarks': ok({
        tournaments: [tournament(1, { name: 'Spring Cup', is_bookmarked: true })],
      }),
    });
    const panel = screen.getByRole('tabpanel', { name: 'Overview' });
    const saved = within(panel).getByRole('region', { name: 'Saved tournaments' });
    expect(await within(saved).findByRole('link', { name: 'Spring Cup' })).toHaveAttribute(
      'href',
      `/tournament/${tournament(1).id}`,
    );
    cleanup();

    renderProfile();
    expect(await screen.findByText(/You have not saved any tournaments yet\./)).toBeInTheDocument();
  });

  it('selects the tab the query names, and Overview for an unknown one', async () => {
    const first = renderProfile('/profile?tab=activity');
    expect(screen.getByRole('tab', { name: 'Activity' })).toHaveAttribute('aria-selected', 'true');
    first.router.dispose();
    document.body.innerHTML = '';

    renderProfile('/profile?tab=nonsense');
    expect(screen.getByRole('tab', { name: 'Overview' })).toHaveAttribute('aria-selected', 'true');
  });

  it('opens Verification from the query: a recorded year of birth only says so', async () => {
    renderProfile('/profile?tab=verification');
    expect(screen.getByRole('tab', { name: 'Verification' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    const panel = screen.getByRole('tabpanel', { name: 'Verification' });
    expect(within(panel).getByText('Year of birth recorded')).toBeInTheDocument();
  });

  it('opens Parental Consent from the query, with the consent status', async () => {
    renderProfile('/profile?tab=consent');
    const panel = screen.getByRole('tabpanel', { name: 'Parental Consent' });
    expect(
      await within(panel).findByText(
        'You do not need a parent’s consent to take the personality assessment.',
      ),
    ).toBeInTheDocument();
  });

  it('counts the friends on Social and lists them, each linking to their profile', async () => {
    renderProfile('/profile?tab=social', {
      ...ANSWERS(),
      '/api/social/friends?limit=50': ok({
        friends: [
          friend(1, { name: 'Grace Hopper', is_online: true }),
          friend(2, { name: 'Alan Turing' }),
        ],
        total: 1_234,
      }),
    });
    const panel = screen.getByRole('tabpanel', { name: 'Social' });
    expect(await within(panel).findByText('1,234 friends')).toBeInTheDocument();
    const list = within(panel).getByRole('list', { name: 'Your friends' });
    expect(within(list).getByRole('link', { name: 'Grace Hopper' })).toHaveAttribute(
      'href',
      `/profile/${friend(1).user_id}`,
    );
    expect(within(list).getAllByRole('listitem')[0]).toHaveTextContent('Online');
    expect(within(panel).getByRole('link', { name: 'See all friends' })).toHaveAttribute(
      'href',
      '/friends',
    );
  });

  it('asks who can reach the player beside the other privacy switches, and saves a choice', async () => {
    const answers = {
      ...ANSWERS(),
      'PUT /api/social/settings': () =>
        new Response(
          JSON.stringify(
            ok({
              friend_requests_from: 'nobody',
              messages_from: 'friends',
              restricted_to_friends: false,
            }),
          ),
        ),
    };
    renderProfile('/profile', answers);
    // Reads are answered by path; the save by its method and path.
    fetchMock.mockImplementation(async (input, init) => {
      const key = init?.method === 'PUT' ? `PUT ${String(input)}` : String(input);
      return answerByPath(answers)(key);
    });
    const privacy = screen.getByRole('region', { name: 'Privacy' }).parentElement!;
    const requests = await within(privacy).findByRole('group', {
      name: 'Who can send you friend requests',
    });
    await userEvent.click(within(requests).getByRole('radio', { name: 'Nobody' }));
    await waitFor(() =>
      expect(fetchMock.mock.calls.find(([, init]) => init?.method === 'PUT')?.[1]?.body).toBe(
        JSON.stringify({ friend_requests_from: 'nobody' }),
      ),
    );
    expect(await within(requests).findByRole('radio', { name: 'Nobody' })).toBeChecked();
  });

  it('puts the chosen tab in the query, and moves with the arrow keys, Home and End', async () => {
    const { router } = renderProfile();
    await userEvent.click(screen.getByRole('tab', { name: 'Social' }));
    expect(router.state.location.search).toBe('?tab=social');
    await waitFor(() =>
      expect(screen.getByRole('tabpanel', { name: 'Social' })).toHaveTextContent('0 friends'),
    );
    expect(screen.getByRole('link', { name: 'Find friends' })).toHaveAttribute(
      'href',
      '/friends?tab=find',
    );

    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Activity' })).toHaveFocus();
    expect(router.state.location.search).toBe('?tab=activity');
    await userEvent.keyboard('{End}');
    expect(screen.getByRole('tab', { name: 'Parental Consent' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Overview' })).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'Parental Consent' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await userEvent.keyboard('{Home}');
    expect(screen.getByRole('tab', { name: 'Overview' })).toHaveFocus();
    // Only the selected tab is in the Tab order.
    expect(screen.getByRole('tab', { name: 'Activity' })).toHaveAttribute('tabindex', '-1');
  });

  it('edits the basics, saves them with PUT /api/auth/profile, and cancels without saving', async () => {
    const saved: User = { ...TEST_USER, bio: 'Poetical science', location: 'London' };
    const { setUser } = renderProfile('/profile', {
      ...ANSWERS(),
      '/api/auth/profile': { user: saved },
    });
    await userEvent.click(screen.getByRole('button', { name: 'Edit profile' }));
    const form = screen.getByRole('form', { name: 'Edit profile' });
    await userEvent.type(within(form).getByLabelText('Bio'), 'Something else');
    await userEvent.click(within(form).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('form', { name: 'Edit profile' })).not.toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([path]) => path === '/api/auth/profile')).toBe(false);

    await userEvent.click(screen.getByRole('button', { name: 'Edit profile' }));
    const again = screen.getByRole('form', { name: 'Edit profile' });
    // Cancel threw the typed text away.
    expect(within(again).getByLabelText('Bio')).toHaveValue('');
    await userEvent.type(within(again).getByLabelText('Bio'), 'Poetical science');
    await userEvent.type(within(again).getByLabelText('Location'), 'London');
    await userEvent.click(within(again).getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(setUser).toHaveBeenCalledWith(saved));
    const put = fetchMock.mock.calls.find(([path]) => path === '/api/auth/profile')!;
    expect(put[1]!.method).toBe('PUT');
    expect(JSON.parse(put[1]!.body as string)).toMatchObject({
      full_name: 'Ada Lovelace',
      bio: 'Poetical science',
      location: 'London',
    });
    expect(await screen.findByText('Profile updated successfully!')).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Edit profile' })).not.toBeInTheDocument();
  });

  it('charts points per day over 30 days and accuracy per category, with the numbers readable', async () => {
    renderProfile('/profile?tab=statistics');
    const points = await screen.findByRole('table', { name: 'Points per day, last 30 days' });
    const rows = within(points).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(30);
    expect(rows.at(-1)).toHaveTextContent(`${todayLabel()}135`);
    // Quiet days are drawn as zero rather than left out.
    expect(
      rows.filter((row) => row.textContent?.endsWith('0') && !row.textContent.endsWith('135')),
    ).toHaveLength(29);
    expect(screen.getByTestId('line-chart')).toBeInTheDocument();

    const accuracy = await screen.findByRole('table', { name: 'Accuracy per category' });
    expect(within(accuracy).getByRole('row', { name: 'Programming 80%' })).toBeInTheDocument();
    expect(within(accuracy).getByRole('row', { name: 'History 40%' })).toBeInTheDocument();
    expect(screen.getAllByTestId('bar-chart-bar')).toHaveLength(2);
  });

  it('shows mastery per topic from the player’s reviews beside the charts', async () => {
    renderProfile('/profile?tab=statistics');
    const mastery = await screen.findByRole('region', { name: 'Mastery by topic' });
    expect(await within(mastery).findByText('Algebra')).toBeInTheDocument();
    expect(within(mastery).getByText('30%')).toBeInTheDocument();
    expect(
      within(mastery).getByRole('progressbar', { name: 'Mastery of Algebra' }),
    ).toHaveAttribute('aria-valuetext', '9 of 30 questions mastered');

    document.body.innerHTML = '';
    renderProfile('/profile?tab=statistics', {
      ...ANSWERS(),
      '/api/review/mastery': ok({ topics: [] }),
    });
    expect(
      await screen.findByText('Answer questions in quizzes or reviews to see your mastery here.'),
    ).toBeInTheDocument();
  });

  it('says so when there is nothing to chart yet', async () => {
    renderProfile('/profile?tab=statistics', {
      ...ANSWERS(),
      [`/api/analytics/performance/${ID}?timeframe=month`]: ok(
        performance({ games_played: 0, total_points: 0 }),
      ),
      [`/api/analytics/skills/${ID}`]: ok(skills({ categories: [] })),
    });
    expect(await screen.findByText('No games in the last 30 days yet.')).toBeInTheDocument();
    expect(screen.getByText(/No categories played yet/)).toBeInTheDocument();
  });

  it('lists every earned achievement with its XP and date, or an empty state', async () => {
    renderProfile('/profile?tab=achievements');
    const panel = screen.getByRole('tabpanel', { name: 'Achievements' });
    expect(await within(panel).findByText('Achievement 6')).toBeInTheDocument();
    expect(within(panel).getByText('Did thing 6')).toBeInTheDocument();
    expect(within(panel).getByText('+60 XP')).toBeInTheDocument();
    expect(panel.querySelector('time')).toHaveTextContent('2026');
    expect(within(panel).getByRole('link', { name: 'View all achievements' })).toBeInTheDocument();

    document.body.innerHTML = '';
    renderProfile('/profile?tab=achievements', {
      ...ANSWERS(),
      [`/api/achievements/user/${ID}`]: ok({ achievements: [] }),
    });
    expect(await screen.findByText(/No achievements yet/)).toBeInTheDocument();
  });

  it('lists recent activity: a quiz opens its results, an unlock shows a trophy', async () => {
    renderProfile('/profile?tab=activity');
    const quiz = await screen.findByRole('link', { name: /Completed Topic 1/ });
    expect(quiz).toHaveAttribute('href', '/quiz/results/00000000-0000-4000-8000-000000000101');
    expect(screen.getByText('First Steps').closest('a')).toBeNull();
    expect(screen.getByTestId('achievement-activity')).toBeInTheDocument();
  });

  it('shows an error with Try Again per section, and recovers', async () => {
    let calls = 0;
    renderProfile('/profile', {
      ...ANSWERS(),
      '/api/scoring/user-stats/current': () =>
        ++calls === 1
          ? failure(500, 'Stats are down')()
          : new Response(JSON.stringify(ok({ profile: statsProfile(), achievements: [] }))),
    });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Error: Stats are down');
    // The rest of the overview still shows.
    expect(await screen.findByText('Achievement 1')).toBeInTheDocument();
    await userEvent.click(within(alert).getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByText('#7')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('sums up a single game and a one-day streak in the singular', async () => {
    renderProfile('/profile?tab=statistics', {
      ...ANSWERS(),
      [`/api/analytics/performance/${ID}?timeframe=month`]: ok(
        performance({ games_played: 1, total_points: 1_500, average_score: 64 }),
      ),
    });
    expect(
      await screen.findByText('1.5K points from 1 game, 64% average score.'),
    ).toBeInTheDocument();

    document.body.innerHTML = '';
    renderProfile('/profile', {
      ...ANSWERS(),
      '/api/scoring/user-stats/current': ok({
        profile: statsProfile({ current_streak: 1, longest_streak: 1_200 }),
        achievements: [],
      }),
    });
    expect(await screen.findByText('1 day')).toBeInTheDocument();
    expect(screen.getByText('1.2K days')).toBeInTheDocument();
  });
});

describe('the profile page in Spanish', () => {
  beforeEach(async () => {
    vi.stubGlobal('fetch', fetchMock);
    await changeLocale('es');
  });
  afterEach(async () => {
    fetchMock.mockReset();
    vi.unstubAllGlobals();
    act(() => toast.remove());
    await changeLocale('en');
  });

  it('names the tabs, header, figures and settings in Spanish', async () => {
    renderProfile();
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'Resumen',
      'Estadísticas',
      'Logros',
      'Social',
      'Actividad',
      'Verificación',
      'Consentimiento parental',
    ]);
    expect(screen.getByRole('tablist', { name: 'Secciones del perfil' })).toBeInTheDocument();
    const header = screen.getByRole('banner');
    expect(header).toHaveTextContent('Nivel 3');
    expect(header).toHaveTextContent('450 puntos');
    expect(header).toHaveTextContent('Profesional');

    const panel = screen.getByRole('tabpanel', { name: 'Resumen' });
    expect(await within(panel).findByText('Partidas jugadas')).toBeInTheDocument();
    expect(within(panel).getByText('3 días')).toBeInTheDocument();
    expect(within(panel).getByRole('region', { name: 'Logros recientes' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Configuración de la cuenta' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Editar perfil' })).toBeInTheDocument();
    expect(screen.getByLabelText('Ocultar mi perfil a otros jugadores')).not.toBeChecked();
    expect(screen.getByLabelText('Subir un avatar nuevo')).toBeInTheDocument();
    // 'Mar 19, 2026' in English; the day comes first in Spanish.
    expect(panel.querySelector('time')?.closest('p')).toHaveTextContent(
      /^Obtenido el 19 mar 2026$/,
    );

    for (const english of ['Overview', 'Account settings', 'Edit profile', 'Games played'])
      expect(screen.queryByText(english)).not.toBeInTheDocument();
  });

  it('says what is missing and checks the form in Spanish', async () => {
    renderProfile('/profile', { ...ANSWERS(), '/api/auth/profile': { user: TEST_USER } });
    await userEvent.click(screen.getByRole('button', { name: 'Editar perfil' }));
    const form = screen.getByRole('form', { name: 'Editar perfil' });
    await userEvent.clear(within(form).getByLabelText('Nombre completo'));
    await userEvent.click(within(form).getByRole('button', { name: 'Guardar' }));
    expect(within(form).getByText('El nombre completo es obligatorio')).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([path]) => path === '/api/auth/profile')).toBe(false);
  });

  it('charts the statistics with Spanish names and numbers', async () => {
    renderProfile('/profile?tab=statistics');
    expect(
      await screen.findByRole('table', { name: 'Puntos por día, últimos 30 días' }),
    ).toBeInTheDocument();
    expect(screen.getByText('340 puntos en 3 partidas, 72 % de puntuación media.')).toBeVisible();
    const accuracy = await screen.findByRole('table', { name: 'Precisión en cada categoría' });
    expect(within(accuracy).getByRole('row', { name: /^Programming 80\s%$/ })).toBeInTheDocument();
    expect(screen.queryByText(/average score/)).not.toBeInTheDocument();
  });
});
