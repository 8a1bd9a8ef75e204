import { ADMIN_USER_MESSAGES } from '@quizarena/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Toaster } from 'react-hot-toast';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { seriousAxeViolations } from '../../../test/axe';
import { ADA_ID, adaDetail, BOB_ID, CAROL_ID, refusal, serveUsers } from '../test/fake-api';
import { renderConsole, rowsOf } from '../test/render-console';
import { UserPage } from './user-page';

afterEach(() => {
  vi.unstubAllGlobals();
});

const ADA_URL = `/api/admin/users/${ADA_ID}`;

function renderAccount(id = ADA_ID) {
  return renderConsole(
    [
      { path: 'users', element: <p>Accounts list</p> },
      { path: 'users/:id', element: <UserPage /> },
    ],
    `/admin/users/${id}`,
    <Toaster />,
  );
}

const loaded = () => screen.findByRole('heading', { level: 2, name: 'Ada Player' });
const rowsNamed = (name: string) => rowsOf(screen.getByRole('table', { name }));
/** What the profile says for `term`. */
const fact = (term: string) =>
  screen.getByText(term, { selector: 'dt' }).nextElementSibling?.textContent;
const action = (name: string) => screen.getByRole('region', { name });
/** Presses the action's button, then the same button in the dialog that asks first. */
async function confirmAction(
  user: ReturnType<typeof userEvent.setup>,
  region: string,
  button: string,
) {
  await user.click(within(action(region)).getByRole('button', { name: button }));
  const dialog = await screen.findByRole('dialog');
  await user.click(within(dialog).getByRole('button', { name: button }));
}
const putBodies = (api: ReturnType<typeof serveUsers>) =>
  api.callsTo('PUT', ADA_URL).map((call) => call.body);
const reads = (api: ReturnType<typeof serveUsers>) =>
  api.calls.filter((call) => call.method === 'GET' && call.path === ADA_URL).length;

describe('an account’s page', () => {
  it('shows the profile and every list: sessions, games, reports both ways, the ledger', async () => {
    serveUsers([], [adaDetail()]);
    renderAccount();
    await loaded();
    expect(fact('Email')).toBe('ada@example.com');
    expect(fact('Role')).toBe('Player');
    expect(fact('Status')).toBe('Active');
    expect(fact('Reason given')).toBe('None');
    expect(fact('Birth year')).toBe('1990');
    expect(fact('Organization')).toBe('Analytical Society');
    expect(fact('Account id')).toBe(ADA_ID);

    expect(rowsNamed('Live sessions')).toEqual([
      [
        expect.stringMatching(/Mar 1, 2026/),
        expect.stringMatching(/Mar 1, 2026/),
        expect.stringMatching(/Mar 31, 2026/),
        '203.0.113.7',
        'Firefox on Linux',
      ],
      [expect.any(String), expect.any(String), expect.any(String), 'None', 'None'],
    ]);
    const games = rowsNamed('Newest games');
    expect(games.map((cells) => cells.slice(1))).toEqual([
      ['timed', 'Science · Physics', 'completed', '10 of 10', '950', 'Held for review'],
      ['practice', 'History · Rome', 'completed', '4 of 10', '120', 'None'],
    ]);
    expect(rowsNamed('Reports filed')[0]!.slice(1)).toEqual([
      'Bob Rude',
      'A message',
      'harassment',
      'open',
    ]);
    expect(rowsNamed('Reports about this account')[0]!.slice(1)).toEqual([
      'Carol Watch',
      'The account',
      'cheating',
      'resolved',
    ]);
    expect(screen.getByRole('link', { name: 'Bob Rude' })).toHaveAttribute(
      'href',
      `/admin/users/${BOB_ID}`,
    );
    expect(screen.getByRole('link', { name: 'Carol Watch' })).toHaveAttribute(
      'href',
      `/admin/users/${CAROL_ID}`,
    );
    expect(screen.getByText('Balance: 1,070 points')).toBeInTheDocument();
    expect(rowsNamed('Points').map((cells) => cells.slice(1))).toEqual([
      ['quiz_reward', '+950', 'session:a01'],
      ['entry_fee', '-30', 'None'],
    ]);
    // The section stays marked while an account is open.
    expect(screen.getByRole('link', { name: 'Users' })).toHaveAttribute('aria-current', 'page');
    expect(await seriousAxeViolations(document.body)).toEqual([]);
  });

  it('says so for each list that is empty, and shows a suspension’s end and reason', async () => {
    const detail = adaDetail({
      status: 'suspended',
      suspended_until: '2026-04-01T12:00:00.000Z',
      status_reason: 'Spamming the chat',
    });
    serveUsers(
      [],
      [
        {
          ...detail,
          sessions: [],
          games: [],
          reports: { filed: [], about: [] },
          ledger: { balance: 0, entries: [] },
        },
      ],
    );
    renderAccount();
    await loaded();
    expect(fact('Status')).toMatch(/^SuspendedUntil Apr 1, 2026/);
    expect(fact('Reason given')).toBe('Spamming the chat');
    for (const empty of [
      'No live sessions',
      'No games yet',
      'No reports filed',
      'No reports about this account',
      'No ledger entries yet',
    ])
      expect(screen.getByText(empty)).toBeInTheDocument();
    expect(screen.getByText('Balance: 0 points')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    // Suspended: Reinstate is offered.
    expect(action('Reinstate')).toBeInTheDocument();
  });

  it('changes the role with the authenticator code, after asking, then shows the new role', async () => {
    const api = serveUsers([], [adaDetail()]);
    const user = userEvent.setup();
    renderAccount();
    await loaded();
    const form = action('Change role');
    await user.selectOptions(within(form).getByLabelText('New role'), 'moderator');
    await user.type(within(form).getByLabelText('Code from your authenticator app'), ' 123456 ');
    await user.click(within(form).getByRole('button', { name: 'Change role' }));
    const dialog = await screen.findByRole('dialog', { name: 'Change this account’s role?' });
    expect(dialog).toHaveAccessibleDescription('Ada Player becomes: Moderator.');
    expect(putBodies(api)).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Change role' }));

    expect(await screen.findByText('The role is now Moderator')).toBeInTheDocument();
    expect(putBodies(api)).toEqual([{ role: 'moderator', otp_code: '123456' }]);
    await waitFor(() => expect(fact('Role')).toBe('Moderator'));
    expect(reads(api)).toBe(2);
  });

  it('sends nothing when the question is cancelled', async () => {
    const api = serveUsers([], [adaDetail()]);
    const user = userEvent.setup();
    renderAccount();
    await loaded();
    await user.click(within(action('Ban')).getByRole('button', { name: 'Ban' }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cancel' }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(putBodies(api)).toEqual([]);
  });

  it('suspends until the date chosen (the admin’s own clock) with a reason', async () => {
    const api = serveUsers([], [adaDetail()]);
    const user = userEvent.setup();
    renderAccount();
    await loaded();
    const form = action('Suspend');
    fireEvent.change(within(form).getByLabelText('Suspended until'), {
      target: { value: '2030-04-01T12:30' },
    });
    await user.type(within(form).getByLabelText('Reason'), ' Spamming the chat ');
    await confirmAction(user, 'Suspend', 'Suspend');

    expect(await screen.findByText('The account is suspended')).toBeInTheDocument();
    expect(putBodies(api)).toEqual([
      {
        status: 'suspended',
        suspended_until: new Date(2030, 3, 1, 12, 30).toISOString(),
        reason: 'Spamming the chat',
      },
    ]);
    await waitFor(() => expect(fact('Status')).toMatch(/^SuspendedUntil Apr 1, 2030/));
    expect(fact('Reason given')).toBe('Spamming the chat');
    // The form starts afresh for the changed account.
    expect(within(action('Suspend')).getByLabelText('Reason')).toHaveValue('');
  });

  it('shows a 400’s words beside the fields it names', async () => {
    const api = serveUsers([], [adaDetail()]);
    api.on('PUT', /^\/api\/admin\/users\//, () =>
      refusal(400, 'Validation failed', 'VALIDATION_FAILED', [
        { field: 'body.suspended_until', message: 'Say until when the account is suspended' },
        { field: 'body.reason', message: 'Give the reason the person will read' },
      ]),
    );
    const user = userEvent.setup();
    renderAccount();
    await loaded();
    await confirmAction(user, 'Suspend', 'Suspend');
    const form = action('Suspend');
    await waitFor(() =>
      expect(within(form).getByLabelText('Suspended until')).toHaveAccessibleDescription(
        'Say until when the account is suspended',
      ),
    );
    expect(within(form).getByLabelText('Reason')).toHaveAccessibleDescription(
      'The person reads it when they try to sign in. Give the reason the person will read',
    );
    expect(within(form).getByLabelText('Reason')).toHaveAttribute('aria-invalid', 'true');
    // Nothing was given, so nothing was sent but the status.
    expect(putBodies(api)).toEqual([{ status: 'suspended' }]);
    expect(await seriousAxeViolations(document.body)).toEqual([]);
  });

  it('shows a wrong code beside the code field', async () => {
    const api = serveUsers([], [adaDetail()]);
    api.on('PUT', /^\/api\/admin\/users\//, () =>
      refusal(400, 'Validation failed', 'VALIDATION_FAILED', [
        { field: 'body.otp_code', message: 'This code is not valid' },
      ]),
    );
    const user = userEvent.setup();
    renderAccount();
    await loaded();
    await user.selectOptions(within(action('Change role')).getByLabelText('New role'), 'admin');
    await confirmAction(user, 'Change role', 'Change role');
    await waitFor(() =>
      expect(
        within(action('Change role')).getByLabelText('Code from your authenticator app'),
      ).toHaveAccessibleDescription(
        'Asked again before a role change or a deletion. This code is not valid',
      ),
    );
  });

  it('says the last administrator must remain, as the server words it', async () => {
    const api = serveUsers([], [adaDetail({ role: 'admin' })]);
    api.on('PUT', /^\/api\/admin\/users\//, () =>
      refusal(409, ADMIN_USER_MESSAGES.lastAdmin, 'LAST_ADMIN'),
    );
    const user = userEvent.setup();
    renderAccount();
    await loaded();
    await user.selectOptions(within(action('Change role')).getByLabelText('New role'), 'user');
    await confirmAction(user, 'Change role', 'Change role');
    expect(await within(action('Change role')).findByRole('alert')).toHaveTextContent(
      ADMIN_USER_MESSAGES.lastAdmin,
    );
    expect(fact('Role')).toBe('Administrator');
  });

  it('says a refusal naming no field of the form (your own account) under it', async () => {
    const api = serveUsers([], [adaDetail()]);
    api.on('PUT', /^\/api\/admin\/users\//, () =>
      refusal(400, ADMIN_USER_MESSAGES.notYourself, 'VALIDATION_FAILED', [
        { field: 'params.id', message: ADMIN_USER_MESSAGES.notYourself },
      ]),
    );
    const user = userEvent.setup();
    renderAccount();
    await loaded();
    await user.type(within(action('Ban')).getByLabelText('Reason'), 'Cheating');
    await confirmAction(user, 'Ban', 'Ban');
    expect(await within(action('Ban')).findByRole('alert')).toHaveTextContent(
      ADMIN_USER_MESSAGES.notYourself,
    );
  });

  it('bans with a reason, then offers Reinstate, which asks nothing and makes it active', async () => {
    const api = serveUsers([], [adaDetail()]);
    const user = userEvent.setup();
    renderAccount();
    await loaded();
    expect(screen.queryByRole('region', { name: 'Reinstate' })).not.toBeInTheDocument();
    await user.type(within(action('Ban')).getByLabelText('Reason'), 'Cheating');
    await confirmAction(user, 'Ban', 'Ban');
    expect(await screen.findByText('The account is banned')).toBeInTheDocument();
    await waitFor(() => expect(fact('Status')).toBe('Banned'));
    expect(fact('Reason given')).toBe('Cheating');
    expect(screen.queryByRole('region', { name: 'Ban' })).not.toBeInTheDocument();

    await user.click(within(action('Reinstate')).getByRole('button', { name: 'Reinstate' }));
    expect(await screen.findByText('The account is active again')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(putBodies(api)).toEqual([
      { status: 'banned', reason: 'Cheating' },
      { status: 'active' },
    ]);
    await waitFor(() => expect(fact('Status')).toBe('Active'));
  });

  it('signs the account out everywhere, after asking, and says how many sessions ended', async () => {
    const api = serveUsers([], [adaDetail()]);
    const user = userEvent.setup();
    renderAccount();
    await loaded();
    expect(rowsNamed('Live sessions')).toHaveLength(2);
    await confirmAction(user, 'Sign out everywhere', 'Sign out everywhere');
    expect(await screen.findByText('2 sessions ended')).toBeInTheDocument();
    expect(api.callsTo('DELETE', `${ADA_URL}/sessions`)).toHaveLength(1);
    expect(await screen.findByText('No live sessions')).toBeInTheDocument();
  });

  it('asks for the code to delete, and goes back to the list once the account is erased', async () => {
    const api = serveUsers([], [adaDetail()]);
    const user = userEvent.setup();
    renderAccount();
    await loaded();
    const form = action('Delete account');
    await user.type(within(form).getByLabelText('Code from your authenticator app'), '654321');
    await user.click(within(form).getByRole('button', { name: 'Delete account' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this account?' });
    expect(dialog).toHaveAccessibleDescription(
      'Ada Player’s account is deleted for good. This cannot be undone.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Delete account' }));
    expect(await screen.findByText('Accounts list')).toBeInTheDocument();
    expect(api.callsTo('DELETE', ADA_URL).map((call) => call.body)).toEqual([
      { otp_code: '654321' },
    ]);
  });

  it('shows a failed read with Try Again and a way back to the list', async () => {
    serveUsers([], []);
    renderAccount();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Error: Not found');
    expect(screen.getByRole('link', { name: 'All accounts' })).toHaveAttribute(
      'href',
      '/admin/users',
    );
    expect(within(alert).getByRole('button', { name: 'Try Again' })).toBeInTheDocument();
  });
});
