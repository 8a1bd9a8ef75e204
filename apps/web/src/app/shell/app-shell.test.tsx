import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { ThemeProvider } from '../../features/theme';
import { authValue, WithAuth } from '../../test/auth-state';
import { AppShell } from './app-shell';
import { TopBar } from './top-bar';

function renderShell(value = authValue('signedIn')) {
  const router = createMemoryRouter(
    [{ element: <AppShell />, children: [{ path: '*', element: <h1>Page</h1> }] }],
    { initialEntries: ['/dashboard'] },
  );
  render(
    <QueryClientProvider client={new QueryClient()}>
      <ThemeProvider>
        <WithAuth value={value}>
          <RouterProvider router={router} />
        </WithAuth>
      </ThemeProvider>
    </QueryClientProvider>,
  );
  return router;
}

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
      'Leaderboard',
      'Game Lobby',
      'Study Groups',
      'Friends',
      'Messages',
      'Career',
      'Achievements',
      'Profile',
    ]);
    expect(screen.getByText('Ada Lovelace')).toBeInTheDocument();
    expect(screen.getByText(/Level 3 · 450 pts/)).toBeInTheDocument();
    expect(screen.getByText('No friends online')).toBeInTheDocument();
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

  it('signs out from the sidebar', async () => {
    const value = authValue('signedIn');
    renderShell(value);
    await userEvent.click(screen.getByRole('button', { name: 'Sign out' }));
    expect(value.signOut).toHaveBeenCalledTimes(1);
  });
});

describe('the top bar', () => {
  function renderTopBar(recent: { id: string; title: string; earnedAt: string }[]) {
    const router = createMemoryRouter(
      [
        {
          path: '*',
          element: <TopBar navOpen={false} onOpenNav={() => {}} recentAchievements={recent} />,
        },
      ],
      { initialEntries: ['/dashboard'] },
    );
    render(
      <ThemeProvider>
        <WithAuth value={authValue('signedIn')}>
          <RouterProvider router={router} />
        </WithAuth>
      </ThemeProvider>,
    );
    return router;
  }

  it('shows "No recent achievements" and no badge when there are none', async () => {
    renderTopBar([]);
    expect(screen.queryByTestId('achievement-count')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Recent Achievements' }));
    expect(await screen.findByText('No recent achievements')).toBeInTheDocument();
  });

  it('shows at most five achievements with a count badge', async () => {
    const recent = Array.from({ length: 7 }, (_, i) => ({
      id: String(i),
      title: `Badge ${i}`,
      earnedAt: new Date().toISOString(),
    }));
    renderTopBar(recent);
    expect(screen.getByTestId('achievement-count')).toHaveTextContent('5');
    await userEvent.click(screen.getByRole('button', { name: /Recent Achievements/ }));
    expect(await screen.findAllByRole('menuitem')).toHaveLength(5);
  });

  it('offers Profile Settings, Notifications, Preferences and Sign Out', async () => {
    const router = renderTopBar([]);
    await userEvent.click(screen.getByRole('button', { name: 'Settings' }));
    const items = await screen.findAllByRole('menuitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'Profile Settings',
      'Notifications',
      'Preferences',
      'Sign Out',
    ]);
    await userEvent.click(items[2]!);
    expect(router.state.location.pathname).toBe('/settings/preferences');
  });
});
