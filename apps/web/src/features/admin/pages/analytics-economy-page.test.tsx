import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { seriousAxeViolations } from '../../../test/axe';
import { captureDownloads } from '../../../test/downloads';
import { economyReport, serveAnalytics } from '../test/fake-analytics-api';
import { rowsOf } from '../test/render-console';
import { renderAnalytics } from '../test/render-analytics';

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

const economyCalls = (api: ReturnType<typeof serveAnalytics>) =>
  api.callsTo('GET', '/api/admin/analytics/revenue').map((call) => call.path);

describe('the points economy page', () => {
  it('reads the ledger’s flows from the revenue report over 30 days', async () => {
    const api = serveAnalytics();
    renderAnalytics('/admin/analytics/economy');
    expect(await screen.findByRole('heading', { level: 2, name: 'Points economy' })).toBeVisible();
    expect(
      screen.getByText('QuizArena sells nothing: these are the points that moved in the ledger.'),
    ).toBeInTheDocument();
    const byKind = await screen.findByRole('table', { name: 'Movements by kind' });
    expect(economyCalls(api)).toEqual(['/api/admin/analytics/revenue?timeframe=30d']);
    expect(rowsOf(byKind)).toEqual([
      ['quiz_reward', '140', '3,000', '0'],
      ['room_entry_fee', '30', '0', '600'],
    ]);
    const totals = (label: string) =>
      screen.getByText(label, { selector: 'dt' }).parentElement!.textContent;
    expect(totals('Earned')).toBe('Earned3,000');
    expect(totals('Entry fees')).toBe('Entry fees600');
    expect(totals('Prizes')).toBe('Prizes500');
    expect(totals('Refunds')).toBe('Refunds80');
    expect(totals('Voided')).toBe('Voided20');
    expect(totals('Held in escrow now')).toBe('Held in escrow now2,750');

    const flows = screen.getByRole('table', { name: 'Points moved per day' });
    expect(
      within(flows)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Day', 'Earned', 'Entry fees', 'Prizes', 'Refunds', 'Voided']);
    expect(
      within(flows).getByRole('row', { name: 'Mar 9 1,500 300 250 40 10' }),
    ).toBeInTheDocument();
    const escrow = screen.getByRole('table', {
      name: 'Points held in escrow at the end of each day',
    });
    expect(within(escrow).getByRole('row', { name: 'Mar 10 2,750' })).toBeInTheDocument();
    expect(await seriousAxeViolations(document.body)).toEqual([]);
  });

  it('asks again for the timeframe chosen', async () => {
    const api = serveAnalytics();
    renderAnalytics('/admin/analytics/economy');
    await screen.findByRole('table', { name: 'Movements by kind' });
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Timeframe' }), '90d');
    await waitFor(() =>
      expect(economyCalls(api)).toEqual([
        '/api/admin/analytics/revenue?timeframe=30d',
        '/api/admin/analytics/revenue?timeframe=90d',
      ]),
    );
  });

  it('says so when no points moved', async () => {
    serveAnalytics({ revenue: (timeframe) => economyReport(timeframe, { by_kind: [] }) });
    renderAnalytics('/admin/analytics/economy');
    expect(await screen.findByText('Nothing to show for this timeframe')).toBeInTheDocument();
  });

  it('downloads the movements by kind and the days as CSV', async () => {
    serveAnalytics();
    const downloads = captureDownloads();
    renderAnalytics('/admin/analytics/economy?timeframe=7d');
    await userEvent.click(
      await screen.findByRole('button', { name: 'Download CSV: Movements by kind' }),
    );
    await userEvent.click(
      screen.getByRole('button', { name: 'Download CSV: Points moved per day' }),
    );
    expect(downloads.map((file) => file.fileName)).toEqual([
      'quizarena-economy-by-kind-7d.csv',
      'quizarena-economy-days-7d.csv',
    ]);
    expect(await downloads[0]!.text()).toBe(
      'Kind,Movements,Points to players,Points from players\r\n' +
        'quiz_reward,140,3000,0\r\nroom_entry_fee,30,0,600\r\n',
    );
    expect(await downloads[1]!.text()).toBe(
      'Day,Earned,Entry fees,Prizes,Refunds,Voided\r\n' +
        '2026-03-09,1500,300,250,40,10\r\n2026-03-10,0,300,250,40,10\r\n',
    );
  });
});
