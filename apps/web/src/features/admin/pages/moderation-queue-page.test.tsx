import type { Role } from '@quizarena/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatDate } from '../../../lib/format';
import { seriousAxeViolations } from '../../../test/axe';
import { AdminHome } from '../components/admin-layout';
import {
  DISPUTE_ID,
  disputedAnswer,
  flaggedSession,
  groupReport,
  MAX_ID,
  messageReport,
  OLLY_ID,
  playerReport,
  refusal,
  ROOM_REPORT_ID,
  roomReport,
  serveModeration,
  summaryOf,
} from '../test/fake-api';
import { renderConsole, rowsOf } from '../test/render-console';
import { ModerationQueuePage } from './moderation-queue-page';

afterEach(() => {
  vi.unstubAllGlobals();
});

const EXPIRES = '2026-03-01T10:15:00.000Z';
const at = (iso: string) => formatDate(iso, { hour: '2-digit', minute: '2-digit' });

function renderQueue(path = '/admin/moderation', role: Role = 'moderator') {
  return renderConsole(
    [
      { index: true, element: <AdminHome /> },
      { path: 'users', element: <p>Accounts list</p> },
      { path: 'moderation', element: <ModerationQueuePage /> },
      { path: 'moderation/:id', element: <p>An item</p> },
      { path: 'audit', element: <p>Audit entries</p> },
    ],
    path,
    undefined,
    role,
  );
}

const table = () =>
  screen.findByRole('table', { name: 'Items waiting for a decision, oldest first' });
const sectionLinks = () =>
  within(screen.getByRole('navigation', { name: 'Admin sections' }))
    .getAllByRole('link')
    .map((link) => link.textContent);

describe('the console by role', () => {
  it('shows a moderator the Moderation section only, and opens /admin on it', async () => {
    serveModeration([]);
    const router = renderQueue('/admin', 'moderator');
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Moderation queue' }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin/moderation');
    expect(sectionLinks()).toEqual(['Moderation']);
  });

  it('shows an admin every section, and opens /admin on Users', async () => {
    serveModeration([]);
    const router = renderQueue('/admin', 'admin');
    expect(await screen.findByText('Accounts list')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin/users');
    expect(sectionLinks()).toEqual([
      'Users',
      'Moderation',
      'Audit log',
      'Content',
      'Careers',
      'Analytics',
    ]);
  });
});

describe('the moderation queue', () => {
  it('lists the items oldest first: kind, reason, subject, when, and who holds the claim', async () => {
    const api = serveModeration([
      playerReport({
        claim: {
          moderator: { id: MAX_ID, name: 'Max Moderator' },
          expires_at: EXPIRES,
          mine: false,
        },
      }),
      messageReport({
        claim: {
          moderator: { id: MAX_ID, name: 'Mona Moderator' },
          expires_at: EXPIRES,
          mine: true,
        },
      }),
      flaggedSession(),
    ]);
    renderQueue();
    const rows = rowsOf(await table());
    expect(rows).toEqual([
      [
        'Flagged session',
        'Answers faster than anyone can read',
        'Bea Bot',
        expect.stringMatching(/Feb 28, 2026/),
        'Nobody yet',
        'Review Flagged session about Bea Bot',
      ],
      [
        'Reported message',
        'Harassment or bullying',
        'Olly Offender',
        expect.stringMatching(/Mar 1, 2026/),
        `You, until ${at(EXPIRES)}`,
        'Review Reported message about Olly Offender',
      ],
      [
        'Reported player',
        'Hate speech',
        'Olly Offender',
        expect.stringMatching(/Mar 1, 2026/),
        `Max Moderator, until ${at(EXPIRES)}`,
        'Review Reported player about Olly Offender',
      ],
    ]);
    expect(
      screen.getByRole('link', { name: 'Review Reported message about Olly Offender' }),
    ).toHaveAttribute('href', '/admin/moderation/00000000-0000-4000-8000-000000000e01');
    // A moderator does not open accounts: the subject is a name, not a link.
    expect(screen.queryByRole('link', { name: 'Olly Offender' })).not.toBeInTheDocument();
    expect(api.callsTo('GET', '/api/admin/moderation/pending')[0]!.path).toBe(
      '/api/admin/moderation/pending?limit=50',
    );
    expect(await seriousAxeViolations(document.body)).toEqual([]);
  });

  it('lists reported study group and room names with the name as reported', async () => {
    serveModeration([groupReport(), roomReport()]);
    renderQueue();
    const rows = rowsOf(await table());
    expect(rows.map((row) => row.slice(0, 3))).toEqual([
      [
        'Reported study group nameReported as “Rude Group Name”',
        'Inappropriate content',
        'Olly Offender',
      ],
      ['Reported room nameReported as “Rude Room Name”', 'Hate speech', 'Olly Offender'],
    ]);
    expect(
      screen.getByRole('link', { name: 'Review Reported room name about Olly Offender' }),
    ).toHaveAttribute('href', `/admin/moderation/${ROOM_REPORT_ID}`);
    expect(await seriousAxeViolations(document.body)).toEqual([]);
  });

  it('lists a disputed question once, by its text and its open disputes', async () => {
    serveModeration([disputedAnswer(), messageReport()]);
    renderQueue('/admin/moderation?tab=answer_dispute');
    const rows = rowsOf(await table());
    expect(rows).toEqual([
      [
        'Disputed answer',
        'Players say the answer is wrong',
        'Which planet is largest?2 open disputes',
        expect.stringMatching(/Feb 27, 2026/),
        'Nobody yet',
        'Review Disputed answer about Which planet is largest?',
      ],
    ]);
    expect(screen.getByRole('tab', { name: 'Disputed answers (1)' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(
      screen.getByRole('link', { name: 'Review Disputed answer about Which planet is largest?' }),
    ).toHaveAttribute('href', `/admin/moderation/${DISPUTE_ID}`);
    expect(await seriousAxeViolations(document.body)).toEqual([]);
  });

  it('links each subject to their account for an admin', async () => {
    serveModeration([messageReport()]);
    renderQueue('/admin/moderation', 'admin');
    await table();
    expect(screen.getByRole('link', { name: 'Olly Offender' })).toHaveAttribute(
      'href',
      `/admin/users/${OLLY_ID}`,
    );
  });

  it('filters by kind, with every kind’s count, the filter kept in the address', async () => {
    const api = serveModeration([messageReport(), playerReport(), flaggedSession()]);
    const user = userEvent.setup();
    const router = renderQueue();
    await table();
    const filters = screen.getByRole('tablist', { name: 'Kinds of item' });
    expect(
      within(filters)
        .getAllByRole('tab')
        .map((tab) => tab.textContent),
    ).toEqual([
      'All (3)',
      'Reports (2)',
      'Flagged sessions (1)',
      'Disputed answers (0)',
      'Question sets (0)',
    ]);

    await user.click(within(filters).getByRole('tab', { name: 'Flagged sessions (1)' }));
    await waitFor(async () => expect(rowsOf(await table())).toHaveLength(1));
    expect(rowsOf(await table())[0]![0]).toBe('Flagged session');
    expect(router.state.location.search).toBe('?tab=flagged_session');
    expect(api.calls.at(-1)!.path).toBe(
      '/api/admin/moderation/pending?limit=50&kind=flagged_session',
    );

    await user.click(within(filters).getByRole('tab', { name: 'Reports (2)' }));
    await waitFor(async () =>
      expect(rowsOf(await table()).map((cells) => cells[0])).toEqual([
        'Reported message',
        'Reported player',
      ]),
    );
  });

  it('says when nothing of a kind is waiting', async () => {
    serveModeration([messageReport()]);
    renderQueue('/admin/moderation?tab=flagged_session');
    expect(await screen.findByText('No flagged sessions are waiting')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Flagged sessions (0)' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  });

  it('says how many of all are shown when the queue holds more than a page', async () => {
    const api = serveModeration([]);
    api.on('GET', /\/pending$/, () => ({
      success: true,
      data: {
        items: [summaryOf(messageReport())],
        counts: { report: 70, flagged_session: 5, answer_dispute: 3, set_publication: 0 },
      },
    }));
    renderQueue();
    expect(await screen.findByText('Showing the oldest 1 of 78.')).toBeInTheDocument();
  });

  it('says so when the queue cannot be read, and tries again', async () => {
    const api = serveModeration([]);
    api.on('GET', /\/pending$/, () => refusal(503, 'Try later', 'SERVICE_UNAVAILABLE'));
    const user = userEvent.setup();
    renderQueue();
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    api.on('GET', /\/pending$/, () => ({
      success: true,
      data: {
        items: [],
        counts: { report: 0, flagged_session: 0, answer_dispute: 0, set_publication: 0 },
      },
    }));
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByText('Nothing is waiting: the queue is empty')).toBeInTheDocument();
  });
});
