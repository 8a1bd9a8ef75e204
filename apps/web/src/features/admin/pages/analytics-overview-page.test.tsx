import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { seriousAxeViolations } from '../../../test/axe';
import { captureDownloads } from '../../../test/downloads';
import { refusal } from '../../../test/fake-fetch';
import { dashboard, serveAnalytics } from '../test/fake-analytics-api';
import { renderAnalytics } from '../test/render-analytics';

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

/** The figure a card of the overview shows under its label. */
function card(label: string) {
  const term = screen.getByText(label, { selector: 'dt' });
  return term.parentElement!;
}

const links = (name: string) =>
  within(screen.getByRole('navigation', { name }))
    .getAllByRole('link')
    .map((link) => [link.textContent, link.getAttribute('aria-current')]);

describe('the Analytics section', () => {
  it('is a section of the console for an admin, with a view for each report', async () => {
    serveAnalytics();
    renderAnalytics('/admin/analytics/users');
    await screen.findByRole('table', { name: 'Retention by sign-up week' });
    expect(links('Admin sections').at(-1)).toEqual(['Analytics', 'page']);
    expect(links('Analytics views')).toEqual([
      ['Overview', null],
      ['Users', 'page'],
      ['Content', null],
      ['Points economy', null],
    ]);
    await userEvent.click(screen.getByRole('link', { name: 'Points economy' }));
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Points economy' }),
    ).toBeInTheDocument();
  });

  it('is not a moderator’s section', async () => {
    serveAnalytics();
    renderAnalytics('/admin/moderation', 'moderator');
    expect(await screen.findByTestId('moderation-queue')).toBeInTheDocument();
    expect(links('Admin sections')).toEqual([['Moderation', 'page']]);
  });
});

describe('the analytics overview', () => {
  it('shows the figures at a glance, how fresh they are, and links to the queue', async () => {
    serveAnalytics();
    const router = renderAnalytics('/admin/analytics');
    expect(await screen.findByRole('heading', { level: 2, name: 'Analytics' })).toBeVisible();
    expect(await screen.findByText(/^Figures as of Mar 10, 2026/)).toBeInTheDocument();
    expect(within(card('Total users')).getByText('12,345')).toBeInTheDocument();
    expect(within(card('Active today')).getByText('321')).toBeInTheDocument();
    expect(within(card('Active in 7 days')).getByText('1,204')).toBeInTheDocument();
    expect(within(card('Active in 30 days')).getByText('4,050')).toBeInTheDocument();
    expect(within(card('Sign-ups today')).getByText('17')).toBeInTheDocument();
    expect(within(card('Sign-ups this week')).getByText('88')).toBeInTheDocument();
    expect(within(card('Points held in escrow')).getByText('2,750')).toBeInTheDocument();
    const moderation = card('Moderation items waiting');
    expect(within(moderation).getByText('9')).toBeInTheDocument();
    expect(
      within(moderation).getByText('4 reports, 2 flagged sessions, 3 disputed answers'),
    ).toBeInTheDocument();

    // The charts' numbers reach screen readers in their hidden tables.
    const days = screen.getByRole('table', { name: 'The last 30 days' });
    expect(
      within(days)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Day', 'Active users', 'Sign-ups', 'Games']);
    expect(within(days).getByRole('row', { name: 'Mar 10 321 17 530' })).toBeInTheDocument();
    const games = screen.getByRole('table', { name: 'Games in the last 7 days by kind' });
    expect(within(games).getByRole('row', { name: 'Timed 420' })).toBeInTheDocument();
    expect(within(games).getByRole('row', { name: 'Live games 35' })).toBeInTheDocument();
    expect(await seriousAxeViolations(document.body)).toEqual([]);

    await userEvent.click(
      within(moderation).getByRole('link', { name: 'Open the moderation queue' }),
    );
    expect(await screen.findByTestId('moderation-queue')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin/moderation');
  });

  it('says when the figures have not been rolled up yet', async () => {
    serveAnalytics({
      dashboard: () => dashboard({ rolled_up_at: null, days: [], games_week: [] }),
    });
    renderAnalytics('/admin/analytics');
    expect(
      await screen.findByText(
        'The daily figures have not been rolled up yet: the charts fill in after the first roll-up.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByText('No games in this timeframe')).toBeInTheDocument();
  });

  it('downloads the chart’s days and the games by kind as CSV files', async () => {
    serveAnalytics();
    const downloads = captureDownloads();
    renderAnalytics('/admin/analytics');
    await userEvent.click(
      await screen.findByRole('button', { name: 'Download CSV: The last 30 days' }),
    );
    await userEvent.click(
      screen.getByRole('button', { name: 'Download CSV: Games in the last 7 days by kind' }),
    );
    expect(downloads.map((file) => file.fileName)).toEqual([
      'quizarena-overview-days-30d.csv',
      'quizarena-overview-games-7d.csv',
    ]);
    expect(await downloads[0]!.text()).toBe(
      'Day,Active users,Sign-ups,Games\r\n2026-03-09,300,12,510\r\n2026-03-10,321,17,530\r\n',
    );
    expect(await downloads[1]!.text()).toBe(
      'Kind of game,Games,Players\r\nTimed,420,300\r\nLive games,35,140\r\n',
    );
  });

  it('says why it could not load, and tries again', async () => {
    const api = serveAnalytics();
    api.on('GET', /dashboard$/, () => refusal(500, 'Server down', 'INTERNAL'));
    renderAnalytics('/admin/analytics');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Error: Server down');
    api.on('GET', /dashboard$/, () => ({ success: true, data: dashboard() }));
    await userEvent.click(within(alert).getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByText('12,345')).toBeInTheDocument();
  });
});
