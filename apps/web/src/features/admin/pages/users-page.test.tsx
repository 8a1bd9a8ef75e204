import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { seriousAxeViolations } from '../../../test/axe';
import { refusal, serveUsers, userSummary } from '../test/fake-api';
import { renderConsole, rowsOf } from '../test/render-console';
import { UsersPage } from './users-page';

afterEach(() => {
  vi.unstubAllGlobals();
});

function renderUsers(path = '/admin/users') {
  return renderConsole(
    [
      { path: 'users', element: <UsersPage /> },
      { path: 'users/:id', element: <p>Account page</p> },
    ],
    path,
  );
}

const table = () => screen.findByRole('table', { name: 'Accounts found' });
const listCalls = (api: ReturnType<typeof serveUsers>) =>
  api
    .callsTo('GET', '/api/admin/users?')
    .map((call) => Object.fromEntries(new URL(call.path, 'http://x').searchParams));
const DEFAULT_QUERY = { sort: 'created_at', order: 'desc', page: '1', limit: '25' };

describe('the users page', () => {
  it('lists the accounts found: name (to the account), email, role, status, age, verified, joined', async () => {
    serveUsers([
      userSummary(1, { name: 'Ada Player' }),
      userSummary(2, {
        name: 'Sam Suspended',
        role: 'moderator',
        status: 'suspended',
        suspended_until: '2026-04-01T12:00:00.000Z',
        age_band: '16_17',
        email_verified: false,
      }),
    ]);
    renderUsers();
    const found = await table();
    expect(
      within(found)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Name', 'Email', 'Role', 'Status', 'Age', 'Email verified', 'Joined']);
    const rows = rowsOf(found);
    // Newest first by default.
    expect(rows[0]).toEqual([
      'Sam Suspended',
      'player2@example.com',
      'Moderator',
      expect.stringMatching(/^SuspendedUntil Apr 1, 2026/),
      '16–17',
      'No',
      'Jan 1, 2026',
    ]);
    expect(rows[1]).toEqual([
      'Ada Player',
      'player1@example.com',
      'Player',
      'Active',
      'Adult',
      'Yes',
      'Jan 1, 2026',
    ]);
    expect(within(found).getByRole('link', { name: 'Ada Player' })).toHaveAttribute(
      'href',
      `/admin/users/${userSummary(1).id}`,
    );
    // One page only: no pager.
    expect(screen.queryByRole('navigation', { name: 'Pages of accounts' })).not.toBeInTheDocument();
    const sections = screen.getByRole('navigation', { name: 'Admin sections' });
    expect(
      within(sections)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Users', 'Moderation', 'Audit log', 'Content', 'Careers', 'Analytics']);
    expect(within(sections).getByRole('link', { name: 'Users' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(await seriousAxeViolations(document.body)).toEqual([]);
  });

  it('sends the search applied and keeps it in the address; Clear search starts over', async () => {
    const api = serveUsers([
      userSummary(1, { name: 'Ada Player', role: 'moderator', status: 'banned' }),
      userSummary(2, { name: 'Ada Other', role: 'moderator', status: 'banned' }),
      userSummary(3, { name: 'Bob Player' }),
    ]);
    const user = userEvent.setup();
    const router = renderUsers();
    await table();
    expect(listCalls(api)).toEqual([DEFAULT_QUERY]);
    await user.type(screen.getByLabelText('Name or email'), '  ada ');
    await user.selectOptions(screen.getByLabelText('Role'), 'moderator');
    await user.selectOptions(screen.getByLabelText('Status'), 'banned');
    await user.selectOptions(screen.getByLabelText('Age'), 'adult');
    await user.selectOptions(screen.getByLabelText('Sort by'), 'name');
    await user.selectOptions(screen.getByLabelText('Order'), 'asc');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() =>
      expect(rowsOf(screen.getByRole('table')).map((cells) => cells[0])).toEqual([
        'Ada Other',
        'Ada Player',
      ]),
    );
    const searched = {
      q: 'ada',
      role: 'moderator',
      status: 'banned',
      age_band: 'adult',
      sort: 'name',
      order: 'asc',
    };
    expect(listCalls(api).at(-1)).toEqual({ ...searched, page: '1', limit: '25' });
    expect(Object.fromEntries(new URLSearchParams(router.state.location.search))).toEqual(searched);

    await user.click(screen.getByRole('button', { name: 'Clear search' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    await waitFor(() => expect(rowsOf(screen.getByRole('table'))).toHaveLength(3));
    expect(listCalls(api).at(-1)).toEqual(DEFAULT_QUERY);
    expect(screen.getByLabelText('Name or email')).toHaveValue('');
  });

  it('reads the search from the address it opens at, leaving out what the server would refuse', async () => {
    const api = serveUsers([
      userSummary(1, { status: 'suspended', suspended_until: '2026-04-01T00:00:00.000Z' }),
      userSummary(2),
    ]);
    renderUsers('/admin/users?status=suspended&role=owner&sort=email&page=zero');
    await waitFor(async () => expect(rowsOf(await table())).toHaveLength(1));
    expect(listCalls(api)[0]).toEqual({ ...DEFAULT_QUERY, status: 'suspended', sort: 'email' });
    expect(screen.getByLabelText('Status')).toHaveValue('suspended');
    expect(screen.getByLabelText('Role')).toHaveValue('');
    expect(screen.getByLabelText('Sort by')).toHaveValue('email');
  });

  it('pages with Previous and Next while the server says more follow, the page in the address', async () => {
    const api = serveUsers(Array.from({ length: 30 }, (_, i) => userSummary(i + 1)));
    const user = userEvent.setup();
    const router = renderUsers('/admin/users?sort=name&order=asc');
    expect(rowsOf(await table())).toHaveLength(25);
    const pager = screen.getByRole('navigation', { name: 'Pages of accounts' });
    expect(within(pager).getByText('Page 1')).toBeInTheDocument();
    expect(within(pager).getByRole('button', { name: 'Previous' })).toBeDisabled();

    await user.click(within(pager).getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(rowsOf(screen.getByRole('table'))).toHaveLength(5));
    expect(rowsOf(screen.getByRole('table'))[0]![0]).toBe('Player 26');
    expect(listCalls(api).at(-1)).toEqual({ sort: 'name', order: 'asc', page: '2', limit: '25' });
    expect(Object.fromEntries(new URLSearchParams(router.state.location.search))).toEqual({
      sort: 'name',
      order: 'asc',
      page: '2',
    });
    expect(within(pager).getByText('Page 2')).toBeInTheDocument();
    expect(within(pager).getByRole('button', { name: 'Next' })).toBeDisabled();

    await user.click(within(pager).getByRole('button', { name: 'Previous' }));
    await waitFor(() => expect(rowsOf(screen.getByRole('table'))).toHaveLength(25));
    expect(router.state.location.search).toBe('?sort=name&order=asc');
  });

  it('goes back to the first page when a new search is applied', async () => {
    const api = serveUsers(Array.from({ length: 30 }, (_, i) => userSummary(i + 1)));
    const user = userEvent.setup();
    const router = renderUsers('/admin/users?page=2');
    await waitFor(async () => expect(rowsOf(await table())).toHaveLength(5));
    await user.selectOptions(screen.getByLabelText('Role'), 'user');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(rowsOf(screen.getByRole('table'))).toHaveLength(25));
    expect(router.state.location.search).toBe('?role=user');
    expect(listCalls(api).at(-1)!.page).toBe('1');
  });

  it('says when nothing matches', async () => {
    serveUsers([]);
    renderUsers();
    expect(await screen.findByText('No accounts match this search')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('shows a failed read with Try Again, which reads again', async () => {
    const api = serveUsers([userSummary(1)]);
    api.on('GET', /^\/api\/admin\/users$/, () =>
      refusal(403, 'Admin access required', 'FORBIDDEN'),
    );
    const user = userEvent.setup();
    renderUsers();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Error: You are not allowed to do this.');
    expect(await seriousAxeViolations(document.body)).toEqual([]);
    serveUsers([userSummary(1)]);
    await user.click(within(alert).getByRole('button', { name: 'Try Again' }));
    expect(rowsOf(await table())).toHaveLength(1);
  });
});
