import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { seriousAxeViolations } from '../../../test/axe';
import { captureDownloads } from '../../../test/downloads';
import { serveAnalytics, usersReport } from '../test/fake-analytics-api';
import { rowsOf } from '../test/render-console';
import { renderAnalytics } from '../test/render-analytics';

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

const usersCalls = (api: ReturnType<typeof serveAnalytics>) =>
  api.callsTo('GET', '/api/admin/analytics/users').map((call) => call.path);

describe('the users analytics page', () => {
  it('shows activity, retention and games over the default timeframe, 7 days', async () => {
    const api = serveAnalytics();
    renderAnalytics('/admin/analytics/users');
    expect(await screen.findByRole('heading', { level: 2, name: 'User analytics' })).toBeVisible();
    const retention = await screen.findByRole('table', { name: 'Retention by sign-up week' });
    expect(usersCalls(api)).toEqual(['/api/admin/analytics/users?timeframe=7d']);
    expect(screen.getByRole('combobox', { name: 'Timeframe' })).toHaveValue('7d');
    expect(screen.getByText(/^Mar 4, 2026 to Mar 10, 2026 \(UTC days\)/)).toBeInTheDocument();

    expect(
      within(retention)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Sign-up week', 'Signed up', 'Week 0', 'Week 1', 'Week 2']);
    expect(rowsOf(retention)).toEqual([
      ['Feb 23, 2026', '20', '100% (20)', '45% (9)', '25% (5)'],
      ['Mar 2, 2026', '8', '100% (8)', '25% (2)', '–'],
      ['Mar 9, 2026', '0', '0', '–', '–'],
    ]);

    const activity = screen.getByRole('table', { name: 'Active users and sign-ups per day' });
    expect(
      within(activity)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Day', 'Daily active', 'Weekly active', 'Monthly active', 'Sign-ups']);
    expect(
      within(activity).getByRole('row', { name: 'Mar 10 321 1,204 4,050 17' }),
    ).toBeInTheDocument();
    const games = screen.getByRole('table', { name: 'Games by mode' });
    expect(within(games).getByRole('row', { name: 'Practice 200' })).toBeInTheDocument();
    expect(within(games).getByRole('row', { name: 'Tournament matches 12' })).toBeInTheDocument();
    // A kind of game the client does not know yet shows as the server names it.
    expect(within(games).getByRole('row', { name: 'brand_new 1' })).toBeInTheDocument();

    const figure = (label: string) => screen.getByText(label, { selector: 'dt' }).parentElement!;
    expect(figure('Sign-ups')).toHaveTextContent(/^Sign-ups29$/);
    expect(figure('Average daily active users')).toHaveTextContent(/310\.5$/);
    expect(figure('Live games')).toHaveTextContent(/^Live games35Players: 140$/);
    expect(figure('Tournaments')).toHaveTextContent(/^Tournaments3Participants: 48$/);
    expect(await seriousAxeViolations(document.body)).toEqual([]);
  });

  it('asks again for the timeframe chosen, and keeps it in the address', async () => {
    const api = serveAnalytics();
    const router = renderAnalytics('/admin/analytics/users');
    const picker = await screen.findByRole('combobox', { name: 'Timeframe' });
    await screen.findByRole('table', { name: 'Retention by sign-up week' });
    expect(
      within(picker)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Last 7 days', 'Last 30 days', 'Last 90 days', 'Last 365 days']);
    await userEvent.selectOptions(picker, '30d');
    await waitFor(() =>
      expect(usersCalls(api)).toEqual([
        '/api/admin/analytics/users?timeframe=7d',
        '/api/admin/analytics/users?timeframe=30d',
      ]),
    );
    expect(router.state.location.search).toBe('?timeframe=30d');
    expect(picker).toHaveValue('30d');
  });

  it('opens on the timeframe the address names', async () => {
    const api = serveAnalytics();
    renderAnalytics('/admin/analytics/users?timeframe=365d');
    expect(await screen.findByRole('combobox', { name: 'Timeframe' })).toHaveValue('365d');
    await waitFor(() =>
      expect(usersCalls(api)).toEqual(['/api/admin/analytics/users?timeframe=365d']),
    );
  });

  it('opens on the default for a timeframe it does not know', async () => {
    const api = serveAnalytics();
    renderAnalytics('/admin/analytics/users?timeframe=2y');
    expect(await screen.findByRole('combobox', { name: 'Timeframe' })).toHaveValue('7d');
    await waitFor(() =>
      expect(usersCalls(api)).toEqual(['/api/admin/analytics/users?timeframe=7d']),
    );
  });

  it('downloads the retention table with counts and shares, named after the timeframe', async () => {
    serveAnalytics({ users: (timeframe) => usersReport(timeframe) });
    const downloads = captureDownloads();
    renderAnalytics('/admin/analytics/users?timeframe=90d');
    await userEvent.click(
      await screen.findByRole('button', { name: 'Download CSV: Retention by sign-up week' }),
    );
    expect(downloads[0]!.fileName).toBe('quizarena-users-retention-90d.csv');
    expect((await downloads[0]!.text()).split('\r\n')).toEqual([
      'Sign-up week,Signed up,Week 0 players,Week 0 %,Week 1 players,Week 1 %,Week 2 players,Week 2 %',
      '2026-02-23,20,20,100,9,45,5,25',
      '2026-03-02,8,8,100,2,25,,',
      '2026-03-09,0,0,,,,,',
      '',
    ]);
    await userEvent.click(
      screen.getByRole('button', { name: 'Download CSV: Active users and sign-ups per day' }),
    );
    expect(downloads[1]!.fileName).toBe('quizarena-users-days-90d.csv');
    expect((await downloads[1]!.text()).split('\r\n')[1]).toBe('2026-03-09,300,1100,4000,12');
  });
});
