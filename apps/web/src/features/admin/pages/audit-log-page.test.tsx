import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Role } from '@quizarena/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { seriousAxeViolations } from '../../../test/axe';
import { AdminHome } from '../components/admin-layout';
import { ADA_ID, ADMIN_ID, auditEntry, refusal, serveAuditLog } from '../test/fake-api';
import { renderConsole, rowsOf } from '../test/render-console';
import { AuditLogPage } from './audit-log-page';

afterEach(() => {
  vi.unstubAllGlobals();
});

const ADMIN = { id: ADMIN_ID, name: 'Grace Admin' };

/** The console as the staff guard hands it a staff member of `role`, at `path`. */
function renderAudit(path = '/admin/audit', role: Role = 'admin') {
  return renderConsole(
    [
      { index: true, element: <AdminHome /> },
      { path: 'users', element: <p>Users section</p> },
      { path: 'audit', element: <AuditLogPage /> },
    ],
    path,
    undefined,
    role,
  );
}

const table = () => screen.findByRole('table', { name: 'Audit entries, newest first' });
const auditCalls = (api: ReturnType<typeof serveAuditLog>) =>
  api.callsTo('GET', '/api/admin/audit-log').map((call) => new URL(call.path, 'http://x'));

describe('the admin console', () => {
  it('opens on its first section, with a heading and the sections that exist', async () => {
    serveAuditLog([auditEntry(1)]);
    const router = renderAudit('/admin');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Admin console' }),
    ).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/users'));
    await userEvent.click(screen.getByRole('link', { name: 'Audit log' }));
    const sections = screen.getByRole('navigation', { name: 'Admin sections' });
    expect(
      within(sections)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Users', 'Moderation', 'Audit log', 'Content', 'Careers', 'Analytics']);
    expect(within(sections).getByRole('link', { name: 'Audit log' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  it('lists only the sections of the staff member’s role: a moderator’s is Moderation', async () => {
    renderAudit('/admin/users', 'moderator');
    const sections = await screen.findByRole('navigation', { name: 'Admin sections' });
    expect(
      within(sections)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Moderation']);
  });

  it('says so when no section is open to the role', async () => {
    const router = renderAudit('/admin', 'user');
    expect(
      await screen.findByText('No section of the console is open to your role yet.'),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin');
    const sections = screen.getByRole('navigation', { name: 'Admin sections' });
    expect(within(sections).queryAllByRole('link')).toEqual([]);
  });
});

describe('the audit log page', () => {
  it('lists entries newest first: time, event, subject, actor, IP and detail', async () => {
    serveAuditLog([
      auditEntry(1),
      auditEntry(2, {
        event: 'account_disabled',
        actor: ADMIN,
        detail: { source: 'admin', reason: 'spam' },
      }),
      auditEntry(3, { event: 'role_granted', user: { id: ADA_ID, name: null }, ip: null }),
    ]);
    renderAudit();
    const rows = rowsOf(await table());
    expect(
      within(await table())
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Time', 'Event', 'Subject', 'Actor', 'IP', 'Detail']);
    expect(rows.map((cells) => cells[1])).toEqual(['role_granted', 'account_disabled', 'sign_in']);
    expect(rows[0]).toEqual([
      expect.stringMatching(/2026/),
      'role_granted',
      `Erased account${ADA_ID}`,
      'None',
      'None',
      'None',
    ]);
    expect(rows[1]!.slice(2)).toEqual([
      `Ada Player${ADA_ID}`,
      `Grace Admin${ADMIN_ID}`,
      '203.0.113.7',
      '{"source":"admin","reason":"spam"}',
    ]);
    // A named person links to their account; an erased one has none.
    const [newest, disabled] = within(await table())
      .getAllByRole('row')
      .slice(1);
    expect(within(disabled!).getByRole('link', { name: 'Grace Admin' })).toHaveAttribute(
      'href',
      `/admin/users/${ADMIN_ID}`,
    );
    expect(within(newest!).queryByRole('link')).not.toBeInTheDocument();
    expect(await seriousAxeViolations(document.body)).toEqual([]);
  });

  it('sends the filters applied, keeps them in the address, and refuses a malformed id there', async () => {
    const api = serveAuditLog([
      auditEntry(1),
      auditEntry(2, { event: 'account_disabled', actor: ADMIN }),
    ]);
    const user = userEvent.setup();
    const router = renderAudit();
    await table();
    await user.selectOptions(screen.getByLabelText('Event'), 'account_disabled');
    await user.type(screen.getByLabelText('Actor id'), 'not-an-id');
    await user.click(screen.getByRole('button', { name: 'Apply filters' }));
    expect(screen.getByLabelText('Actor id')).toHaveAccessibleDescription(
      'Enter a user id (a UUID)',
    );
    expect(auditCalls(api)).toHaveLength(1);

    await user.clear(screen.getByLabelText('Actor id'));
    await user.type(screen.getByLabelText('Actor id'), ADMIN_ID);
    await user.type(screen.getByLabelText('Subject id'), ` ${ADA_ID} `);
    await user.type(screen.getByLabelText('From'), '2026-03-01');
    await user.type(screen.getByLabelText('To'), '2026-03-02');
    await user.click(screen.getByRole('button', { name: 'Apply filters' }));
    await waitFor(() => expect(rowsOf(screen.getByRole('table'))).toHaveLength(1));
    const sent = auditCalls(api).at(-1)!.searchParams;
    expect(Object.fromEntries(sent)).toEqual({
      limit: '50',
      event: 'account_disabled',
      user_id: ADA_ID,
      actor_id: ADMIN_ID,
      // The reader's days: from the first one's start to the end of the last (exclusive).
      from: new Date(2026, 2, 1).toISOString(),
      to: new Date(2026, 2, 3).toISOString(),
    });
    expect(Object.fromEntries(new URLSearchParams(router.state.location.search))).toEqual({
      event: 'account_disabled',
      user_id: ADA_ID,
      actor_id: ADMIN_ID,
      from: '2026-03-01',
      to: '2026-03-02',
    });

    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(Object.fromEntries(auditCalls(api).at(-1)!.searchParams)).toEqual({ limit: '50' });
  });

  it('reads the filters from the address it opens at', async () => {
    const api = serveAuditLog([auditEntry(1), auditEntry(2, { event: 'sign_out' })]);
    renderAudit(`/admin/audit?event=sign_out&user_id=${ADA_ID}&from=nonsense`);
    await waitFor(async () => expect(rowsOf(await table())).toHaveLength(1));
    expect(Object.fromEntries(auditCalls(api)[0]!.searchParams)).toEqual({
      limit: '50',
      event: 'sign_out',
      user_id: ADA_ID,
    });
    expect(screen.getByLabelText('Event')).toHaveValue('sign_out');
  });

  it('appends the next page with Load more, until there is none', async () => {
    const api = serveAuditLog(Array.from({ length: 60 }, (_, i) => auditEntry(i + 1)));
    const user = userEvent.setup();
    renderAudit();
    expect(rowsOf(await table())).toHaveLength(50);
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(rowsOf(screen.getByRole('table'))).toHaveLength(60));
    expect(auditCalls(api).at(-1)!.searchParams.get('before')).toBe('11');
    expect(rowsOf(screen.getByRole('table')).at(-1)![1]).toBe('sign_in');
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it('says when nothing matches', async () => {
    serveAuditLog([]);
    renderAudit();
    expect(await screen.findByText('No audit entries match these filters')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('shows a failed read with Try Again, which reads again', async () => {
    const api = serveAuditLog([auditEntry(1)]);
    api.on('GET', /^\/api\/admin\/audit-log$/, () =>
      refusal(403, 'Admin access required', 'FORBIDDEN'),
    );
    const user = userEvent.setup();
    renderAudit();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Error: You are not allowed to do this.');
    expect(await seriousAxeViolations(document.body)).toEqual([]);
    serveAuditLog([auditEntry(1)]);
    await user.click(within(alert).getByRole('button', { name: 'Try Again' }));
    expect(rowsOf(await table())).toHaveLength(1);
  });
});
