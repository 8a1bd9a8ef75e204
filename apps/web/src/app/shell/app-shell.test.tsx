import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { EarnedAchievement } from '@quizarena/contracts';
import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { changeLocale } from '../../i18n';
import { LOCALE_STORAGE_KEY } from '../../i18n/detect-locale';
import toast, { Toaster } from 'react-hot-toast';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ThemeProvider } from '../../features/theme';
import { announceAchievement, resetAnnouncedAchievements } from '../../lib/achievement-toast';
import { RealtimeClientProvider } from '../../lib/realtime';
import { authValue, TEST_USER, WithAuth } from '../../test/auth-state';
import { seriousAxeViolations } from '../../test/axe';
import {
  createTestRealtime,
  failUntilOffline,
  flushPromises,
  type TestRealtime,
} from '../../test/realtime';
import { AppShell } from './app-shell';
import { TopBar } from './top-bar';
import { setMediaMatches } from '../../test/match-media';
import { tabToSkipLink } from '../../test/skip-link';
import { friend, ok } from '../../features/friends/test/fixtures';

/** An earned achievement as /api/achievements/stats lists it. */
function earned(n: number): EarnedAchievement {
  return {
    achievement_id: `achievement-${n}`,
    title: `Badge ${n}`,
    description: `Did thing ${n}`,
    icon_url: 'trophy',
    points_reward: 50,
    rarity_score: 2,
    earned_at: new Date(Date.now() - n * 60 * 60 * 1000).toISOString(),
  };
}

/** The bell's read of the latest notifications, answered with `unread` unread level-ups. */
const NOTIFICATIONS_PATH = '/api/social/notifications?limit=5&offset=0&filter=all';
function notificationsAnswer(unread: number) {
  const notifications = Array.from({ length: Math.min(unread, 5) }, (_, i) => ({
    id: `00000000-0000-4000-8000-${String(900 + i).padStart(12, '0')}`,
    kind: 'level_up',
    actor: null,
    data: { level: 2 + i },
    created_at: new Date(Date.now() - (i + 1) * 60_000).toISOString(),
    updated_at: new Date(Date.now() - (i + 1) * 60_000).toISOString(),
    is_read: false,
    read_at: null,
  }));
  return new Response(
    JSON.stringify({ success: true, data: { notifications, unread_count: unread, total: unread } }),
    { headers: { 'content-type': 'application/json' } },
  );
}

/**
 * Answers the top bar's stats read with `recent` (or `failure`) and the bell's notifications
 * read with `unread` unread ones; every other call is a 404.
 */
function stubAchievementStats(recent: EarnedAchievement[], failure?: number, unread = 0) {
  const fetchMock = vi.fn<typeof fetch>(async (input) => {
    if (String(input) === NOTIFICATIONS_PATH) return notificationsAnswer(unread);
    if (String(input) !== '/api/achievements/stats') {
      return new Response(JSON.stringify({ message: 'Not found' }), { status: 404 });
    }
    if (failure) return new Response(JSON.stringify({ message: 'Boom' }), { status: failure });
    const stats = {
      total: 20,
      unlocked: recent.length,
      points_earned: 50 * recent.length,
      completion_rate: Math.round((100 * recent.length) / 20),
      by_type: [],
      recent,
    };
    return new Response(JSON.stringify({ success: true, data: stats }), {
      headers: { 'content-type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** The calls a fetch mock got for the achievement stats. */
const statsCalls = (fetchMock: ReturnType<typeof stubAchievementStats>) =>
  fetchMock.mock.calls.filter(([input]) => String(input) === '/api/achievements/stats');

const noRetries = () => new QueryClient({ defaultOptions: { queries: { retry: false } } });

let realtime: TestRealtime;
beforeEach(() => {
  stubAchievementStats([]);
  realtime = createTestRealtime();
});
afterEach(() => {
  realtime.client.disconnect();
  vi.unstubAllGlobals();
  act(() => toast.remove());
  resetAnnouncedAchievements();
});

function renderShell(value = authValue('signedIn')) {
  const router = createMemoryRouter(
    [{ element: <AppShell />, children: [{ path: '*', element: <h1>Page</h1> }] }],
    { initialEntries: ['/dashboard'] },
  );
  render(
    <QueryClientProvider client={noRetries()}>
      <ThemeProvider>
        <RealtimeClientProvider client={realtime.client}>
          <WithAuth value={value}>
            <RouterProvider router={router} />
            <Toaster />
          </WithAuth>
        </RealtimeClientProvider>
      </ThemeProvider>
    </QueryClientProvider>,
  );
  return router;
}

/** Lets the shell's connection get its ticket, and the server accept it. */
async function acceptConnection() {
  await act(flushPromises);
  act(() => realtime.latest().accept(TEST_USER.id));
}

const ACHIEVEMENTS_CHANNEL = `achievements:${TEST_USER.id}:unlocked`;
const INBOX_CHANNEL = `user:${TEST_USER.id}:inbox`;

describe('the app shell', () => {
  it('lists every navigation item in order, with the user’s level and points', () => {
    renderShell();
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual([
      'Dashboard',
      'Quiz',
      'Review',
      'Leaderboard',
      'Game Lobby',
      'Study Groups',
      'Friends',
      'Messages',
      'Challenges',
      'Career',
      'Achievements',
      'Profile',
    ]);
    expect(screen.getByText('Ada Lovelace')).toBeInTheDocument();
    expect(screen.getByText(/Level 3 · 450 pts/)).toBeInTheDocument();
    expect(screen.getByText('No friends online')).toBeInTheDocument();
  });

  it('adds Admin to the navigation for staff (administrators and moderators) only', () => {
    for (const role of ['admin', 'moderator'] as const) {
      renderShell(authValue('signedIn', { user: { ...TEST_USER, role } }));
      const nav = screen.getByRole('navigation', { name: 'Main' });
      const links = within(nav).getAllByRole('link');
      expect(links.at(-1)).toHaveTextContent('Admin');
      expect(links.at(-1)).toHaveAttribute('href', '/admin');
      cleanup();
    }
    renderShell(authValue('signedIn', { user: TEST_USER }));
    expect(
      within(screen.getByRole('navigation', { name: 'Main' })).queryByRole('link', {
        name: 'Admin',
      }),
    ).not.toBeInTheDocument();
  });

  it('adds My question sets after Challenges for those who write them: educators and administrators', () => {
    for (const user of [
      { ...TEST_USER, user_type: 'educator' as const },
      { ...TEST_USER, role: 'admin' as const },
    ]) {
      renderShell(authValue('signedIn', { user }));
      const links = within(screen.getByRole('navigation', { name: 'Main' })).getAllByRole('link');
      const at = links.findIndex((link) => link.textContent === 'My question sets');
      expect(links[at - 1]).toHaveTextContent('Challenges');
      expect(links[at]).toHaveAttribute('href', '/sets');
      cleanup();
    }
    renderShell(authValue('signedIn', { user: { ...TEST_USER, user_type: 'student' } }));
    expect(
      within(screen.getByRole('navigation', { name: 'Main' })).queryByRole('link', {
        name: 'My question sets',
      }),
    ).not.toBeInTheDocument();
  });

  it('starts with a skip link to the main content', async () => {
    renderShell();
    expect(await tabToSkipLink()).toBe(screen.getByRole('main'));
  });

  it('opens the mobile navigation and closes it with the close button, Escape, or a navigation', async () => {
    const user = userEvent.setup();
    const router = renderShell();
    const open = screen.getByRole('button', { name: 'Open navigation' });
    expect(open).toHaveAttribute('aria-expanded', 'false');
    await user.click(open);
    expect(screen.getByRole('dialog', { name: 'Navigation' })).toBeInTheDocument();
    expect(open).toHaveAttribute('aria-expanded', 'true');
    await user.click(screen.getByRole('button', { name: 'Close navigation' }));
    expect(screen.queryByRole('dialog', { name: 'Navigation' })).not.toBeInTheDocument();

    await user.click(open);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: 'Navigation' })).not.toBeInTheDocument();

    await user.click(open);
    await user.click(
      within(screen.getByRole('dialog', { name: 'Navigation' })).getByRole('link', {
        name: 'Friends',
      }),
    );
    expect(router.state.location.pathname).toBe('/friends');
    expect(screen.queryByRole('dialog', { name: 'Navigation' })).not.toBeInTheDocument();
  });

  it('makes the mobile navigation a modal: focus moves in, Tab wraps inside, and closing returns it to the menu button', async () => {
    const user = userEvent.setup();
    renderShell();
    const open = screen.getByRole('button', { name: 'Open navigation' });
    await user.click(open);
    const dialog = screen.getByRole('dialog', { name: 'Navigation' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    const close = within(dialog).getByRole('button', { name: 'Close navigation' });
    expect(close).toHaveFocus();
    // The page behind is hidden from screen readers while the drawer is open.
    expect(screen.getByRole('main', { hidden: true }).closest('[aria-hidden="true"]')).not.toBe(
      null,
    );

    // Forward through every control of the drawer and round to the first again.
    const stops = [
      close,
      ...within(dialog).getAllByRole('link'),
      within(dialog).getByRole('button', { name: 'Sign out' }),
    ];
    for (const stop of [...stops.slice(1), close]) {
      await user.tab();
      expect(stop).toHaveFocus();
    }
    await user.tab({ shift: true });
    expect(stops.at(-1)).toHaveFocus();

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: 'Navigation' })).not.toBeInTheDocument();
    expect(open).toHaveFocus();

    await user.keyboard('{Enter}');
    await user.click(screen.getByRole('button', { name: 'Close navigation' }));
    expect(open).toHaveFocus();

    await user.keyboard('{Enter}');
    await user.click(within(screen.getByRole('dialog')).getByRole('link', { name: 'Quiz' }));
    expect(screen.queryByRole('dialog', { name: 'Navigation' })).not.toBeInTheDocument();
    expect(open).toHaveFocus();
  });

  it('closes the mobile navigation when the screen grows wide enough for the sidebar', async () => {
    const user = userEvent.setup();
    renderShell();
    await user.click(screen.getByRole('button', { name: 'Open navigation' }));
    expect(screen.getByRole('dialog', { name: 'Navigation' })).toBeInTheDocument();
    act(() => setMediaMatches('(min-width: 64rem)', true));
    expect(screen.queryByRole('dialog', { name: 'Navigation' })).not.toBeInTheDocument();
  });

  it('connects while signed in and shows the connection in the sidebar', async () => {
    renderShell();
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent('Connecting…');
    await acceptConnection();
    expect(realtime.fetchTicket).toHaveBeenCalledTimes(1);
    expect(status).toHaveTextContent('Live');
    act(() => realtime.latest().serverClose());
    expect(status).toHaveTextContent('Reconnecting (attempt 1 of 5)');
    await act(() => failUntilOffline(realtime));
    expect(status).toHaveTextContent('Offline');
    await userEvent.click(screen.getByRole('button', { name: 'Reconnect' }));
    expect(status).toHaveTextContent('Connecting…');
  });

  it('toasts an achievement the socket announces, once, and refreshes the achievement reads', async () => {
    const fetchMock = stubAchievementStats([]);
    renderShell();
    await acceptConnection();
    const socket = realtime.latest();
    // The shell listens for unlocks; the bell and the sidebar's Online Now listen to the user's inbox.
    expect(socket.subscriptions().sort()).toEqual(
      [`subscribe ${ACHIEVEMENTS_CHANNEL}`, `subscribe ${INBOX_CHANNEL}`].sort(),
    );
    await vi.waitFor(() => expect(statsCalls(fetchMock)).toHaveLength(1));

    const refetch = stubAchievementStats([earned(1)]);
    const unlock = {
      event: 'message',
      payload: { channel: ACHIEVEMENTS_CHANNEL, data: earned(1) },
    };
    act(() => socket.receive(unlock));
    expect(await screen.findByText('🏆 Achievement unlocked: Badge 1!')).toBeInTheDocument();
    // The top bar's list follows.
    await vi.waitFor(() =>
      expect(refetch).toHaveBeenCalledWith('/api/achievements/stats', expect.anything()),
    );

    // The same unlock again (or from the quiz's completion answer) is not toasted twice.
    act(() => socket.receive(unlock));
    act(() => {
      announceAchievement(earned(1));
    });
    act(() => toast.remove());
    act(() => socket.receive(unlock));
    await act(flushPromises);
    expect(screen.queryByText('🏆 Achievement unlocked: Badge 1!')).not.toBeInTheDocument();
  });

  it('does not toast again what the quiz completion already announced', async () => {
    renderShell();
    await acceptConnection();
    act(() => {
      announceAchievement(earned(2));
    });
    expect(await screen.findByText('🏆 Achievement unlocked: Badge 2!')).toBeInTheDocument();
    act(() =>
      realtime.latest().receive({
        event: 'message',
        payload: { channel: ACHIEVEMENTS_CHANNEL, data: earned(2) },
      }),
    );
    await act(flushPromises);
    expect(screen.getAllByText('🏆 Achievement unlocked: Badge 2!')).toHaveLength(1);
  });

  it("shows friends online now, from the friends read, and follows the inbox's presence events", async () => {
    const online = friend(1, { name: 'Grace Hopper', is_online: true });
    const away = friend(2, { name: 'Alan Turing' });
    vi.stubGlobal(
      'fetch',
      vi.fn<typeof fetch>(async (input) =>
        String(input) === '/api/social/friends?limit=50'
          ? new Response(JSON.stringify(ok({ friends: [online, away], total: 2 })))
          : new Response(JSON.stringify({ message: 'Not found' }), { status: 404 }),
      ),
    );
    renderShell();
    await acceptConnection();
    const strip = screen.getByRole('region', { name: 'Online Now' });
    const shown = () =>
      within(strip)
        .queryAllByRole('link')
        .map((link) => [link.getAttribute('title'), link.getAttribute('href')]);
    await waitFor(() => expect(shown()).toEqual([['Grace Hopper', `/profile/${online.user_id}`]]));
    expect(within(strip).getByRole('link')).toHaveAccessibleName('Grace Hopper');

    const presence = (userId: string, isOnline: boolean) =>
      act(() =>
        realtime.latest().receive({
          event: 'message',
          payload: {
            channel: INBOX_CHANNEL,
            data: { type: 'presence', user_id: userId, is_online: isOnline, last_seen: null },
          },
        }),
      );
    presence(away.user_id, true);
    await waitFor(() =>
      expect(shown()).toEqual([
        ['Grace Hopper', `/profile/${online.user_id}`],
        ['Alan Turing', `/profile/${away.user_id}`],
      ]),
    );
    presence(online.user_id, false);
    presence(away.user_id, false);
    expect(await within(strip).findByText('No friends online')).toBeInTheDocument();
  });

  it("offers 'Join game' on any page when a challenge's live game starts", async () => {
    const router = renderShell();
    await acceptConnection();
    await waitFor(() =>
      expect(realtime.latest().subscriptions()).toContain(`subscribe ${INBOX_CHANNEL}`),
    );
    const gameId = '00000000-0000-4000-8000-000000000900';
    act(() =>
      realtime.latest().receive({
        event: 'message',
        payload: {
          channel: INBOX_CHANNEL,
          data: {
            type: 'challenge',
            challenge_id: '00000000-0000-4000-8000-000000000600',
            change: 'started',
            game_id: gameId,
          },
        },
      }),
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Join game' }));
    expect(router.state.location.pathname).toBe(`/game/multiplayer/${gameId}`);
  });

  it('badges Messages with the unread messages, 99+ above 99, and names the count', async () => {
    let unread = 3;
    vi.stubGlobal(
      'fetch',
      vi.fn<typeof fetch>(async (input) =>
        String(input).startsWith('/api/social/conversations?')
          ? new Response(JSON.stringify(ok({ conversations: [], total: 0, unread_total: unread })))
          : new Response(JSON.stringify({ message: 'Not found' }), { status: 404 }),
      ),
    );
    renderShell();
    await acceptConnection();
    const messagesLink = await screen.findByRole('link', {
      name: /^Messages ?, 3 unread messages$/,
    });
    expect(within(messagesLink).getByText('3')).toHaveAttribute('aria-hidden', 'true');
    unread = 120;
    act(() =>
      realtime.latest().receive({
        event: 'message',
        payload: {
          channel: INBOX_CHANNEL,
          data: { type: 'conversation', conversation_id: TEST_USER.id, change: 'updated' },
        },
      }),
    );
    const busy = await screen.findByRole('link', { name: /^Messages ?, 120 unread messages$/ });
    expect(within(busy).getByText('99+')).toBeInTheDocument();
  });

  it('signs out from the sidebar', async () => {
    const value = authValue('signedIn');
    renderShell(value);
    await userEvent.click(screen.getByRole('button', { name: 'Sign out' }));
    expect(value.signOut).toHaveBeenCalledTimes(1);
  });
});

describe('the top bar', () => {
  function renderTopBar() {
    const router = createMemoryRouter(
      [{ path: '*', element: <TopBar navOpen={false} onOpenNav={() => {}} /> }],
      { initialEntries: ['/dashboard'] },
    );
    render(
      <QueryClientProvider client={noRetries()}>
        <ThemeProvider>
          <WithAuth value={authValue('signedIn')}>
            <RouterProvider router={router} />
          </WithAuth>
        </ThemeProvider>
      </QueryClientProvider>,
    );
    return router;
  }

  /** Opens the bell and its 'Recent Achievements' tab. */
  async function openRecentAchievements() {
    await userEvent.click(screen.getByRole('button', { name: /^Notifications/ }));
    await userEvent.click(await screen.findByRole('tab', { name: 'Recent Achievements' }));
    return screen.getByRole('tabpanel');
  }

  it('shows "No recent achievements" when there are none', async () => {
    const fetchMock = stubAchievementStats([]);
    renderTopBar();
    await vi.waitFor(() => expect(statsCalls(fetchMock)).toHaveLength(1));
    expect(fetchMock.mock.calls.map(([input]) => String(input)).sort()).toEqual([
      '/api/achievements/stats',
      NOTIFICATIONS_PATH,
    ]);
    const panel = await openRecentAchievements();
    expect(within(panel).getByText('No recent achievements')).toBeInTheDocument();
  });

  it('lists the server’s recent achievements, newest first, under the bell', async () => {
    const fetchMock = stubAchievementStats([earned(1), earned(2), earned(3)]);
    renderTopBar();
    await vi.waitFor(() => expect(statsCalls(fetchMock)).toHaveLength(1));
    await act(flushPromises);
    // Achievements add nothing to the badge: it counts unread notifications only.
    const bell = screen.getByRole('button', { name: 'Notifications' });
    expect(bell).toHaveTextContent(/^$/);
    const panel = await openRecentAchievements();
    const items = within(panel).getAllByRole('link');
    expect(items.map((item) => item.textContent)).toEqual([
      'Badge 11 hour ago',
      'Badge 22 hours ago',
      'Badge 33 hours ago',
    ]);
  });

  it('badges the bell with the unread notifications, 99+ above 99', async () => {
    stubAchievementStats([earned(1)], undefined, 3);
    renderTopBar();
    expect(
      await screen.findByRole('button', { name: 'Notifications, 3 unread' }),
    ).toHaveTextContent(/^3$/);
    cleanup();
    stubAchievementStats([], undefined, 120);
    renderTopBar();
    expect(
      await screen.findByRole('button', { name: 'Notifications, 99+ unread' }),
    ).toHaveTextContent(/^99\+$/);
  });

  it('shows at most five achievements, and each opens /achievements', async () => {
    stubAchievementStats(Array.from({ length: 7 }, (_, i) => earned(i + 1)));
    const router = renderTopBar();
    await vi.waitFor(() =>
      expect(screen.getByRole('button', { name: 'Notifications' })).toBeVisible(),
    );
    const panel = await openRecentAchievements();
    await vi.waitFor(() => expect(within(panel).getAllByRole('link')).toHaveLength(5));
    const items = within(panel).getAllByRole('link');
    await userEvent.click(items[3]!);
    expect(router.state.location.pathname).toBe('/achievements');
  });

  it('passes axe with the bell open on either tab, and with the settings menu open', async () => {
    const fetchMock = stubAchievementStats([], undefined, 2);
    renderTopBar();
    await vi.waitFor(() => expect(statsCalls(fetchMock)).toHaveLength(1));
    await userEvent.click(await screen.findByRole('button', { name: 'Notifications, 2 unread' }));
    await screen.findByText('You reached level 2!');
    expect(await seriousAxeViolations(document.body)).toEqual([]);
    await userEvent.click(screen.getByRole('tab', { name: 'Recent Achievements' }));
    await screen.findByText('No recent achievements');
    expect(await seriousAxeViolations(document.body)).toEqual([]);
    await userEvent.keyboard('{Escape}');
    await userEvent.click(screen.getByRole('button', { name: 'Settings' }));
    await screen.findByRole('menuitem', { name: 'Sign Out' });
    expect(await seriousAxeViolations(document.body)).toEqual([]);
  });

  it('shows an empty list when the read fails', async () => {
    const fetchMock = stubAchievementStats([], 500);
    renderTopBar();
    await vi.waitFor(() => expect(statsCalls(fetchMock)).toHaveLength(1));
    const panel = await openRecentAchievements();
    expect(within(panel).getByText('No recent achievements')).toBeInTheDocument();
  });

  it('offers Profile Settings, Notifications, Preferences, Language and Sign Out', async () => {
    const router = renderTopBar();
    await userEvent.click(screen.getByRole('button', { name: 'Settings' }));
    const items = await screen.findAllByRole('menuitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'Profile Settings',
      'Notifications',
      'Preferences',
      'Language',
      'Sign Out',
    ]);
    await userEvent.click(items[2]!);
    expect(router.state.location.pathname).toBe('/settings/preferences');
  });

  it('switches the language from the menu, names each language in itself, and keeps the choice', async () => {
    renderTopBar();
    await userEvent.click(screen.getByRole('button', { name: 'Settings' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Language' }));
    const choices = await screen.findAllByRole('menuitemradio');
    expect(choices.map((choice) => [choice.textContent, choice.getAttribute('lang')])).toEqual([
      ['English', 'en'],
      ['Español', 'es'],
    ]);
    expect(choices[0]).toHaveAttribute('aria-checked', 'true');
    await userEvent.click(choices[1]!);
    await waitFor(() => expect(document.documentElement.lang).toBe('es'));
    expect(screen.getByRole('button', { name: 'Ajustes' })).toBeInTheDocument();
    expect(localStorage.getItem(LOCALE_STORAGE_KEY)).toBe('es');
    await changeLocale('en');
  });
});
