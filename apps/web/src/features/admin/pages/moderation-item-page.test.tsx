import { MODERATION_MESSAGES, type Role } from '@quizarena/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Toaster } from 'react-hot-toast';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatDate } from '../../../lib/format';
import { seriousAxeViolations } from '../../../test/axe';
import {
  DISPUTE_ID,
  disputedAnswer,
  FLAGGED_SESSION_ID,
  flaggedSession,
  GROUP_REPORT_ID,
  groupReport,
  MAX_ID,
  MESSAGE_REPORT_ID,
  messageReport,
  OLLY_ID,
  PLAYER_REPORT_ID,
  playerReport,
  refusal,
  RITA_ID,
  ROOM_REPORT_ID,
  roomReport,
  serveModeration,
} from '../test/fake-api';
import { renderConsole, rowsOf } from '../test/render-console';
import { ModerationItemPage } from './moderation-item-page';

afterEach(() => {
  vi.unstubAllGlobals();
});

const EXPIRES = '2026-03-01T10:15:00.000Z';
const at = (iso: string) => formatDate(iso, { hour: '2-digit', minute: '2-digit' });
const MAXS_CLAIM = {
  moderator: { id: MAX_ID, name: 'Max Moderator' },
  expires_at: EXPIRES,
  mine: false,
};

function renderItem(id: string, role: Role = 'moderator') {
  return renderConsole(
    [
      { path: 'moderation', element: <p>The queue</p> },
      { path: 'moderation/:id', element: <ModerationItemPage /> },
    ],
    `/admin/moderation/${id}`,
    <Toaster />,
    role,
  );
}

type Api = ReturnType<typeof serveModeration>;
const postsTo = (api: Api, id: string, action: string) =>
  api.callsTo('POST', `/api/admin/moderation/${id}/${action}`).map((call) => call.body);
/** Waits for the item and for its claim to be this moderator's. */
async function claimed(title: string) {
  expect(await screen.findByRole('heading', { level: 2, name: title })).toBeInTheDocument();
  expect(
    await screen.findByText(
      `This item is yours until ${at(EXPIRES)}; other moderators see it as claimed.`,
    ),
  ).toBeInTheDocument();
}
const form = (name: string) => screen.getByRole('region', { name });
const fact = (term: string) =>
  screen.getByText(term, { selector: 'dt' }).nextElementSibling?.textContent;

describe('a moderation item’s page', () => {
  it('claims the item on opening it, then offers the decisions', async () => {
    const api = serveModeration([messageReport()]);
    renderItem(MESSAGE_REPORT_ID);
    await claimed('Reported message: Harassment or bullying');
    expect(postsTo(api, MESSAGE_REPORT_ID, 'claim')).toHaveLength(1);
    expect(form('Uphold')).toBeInTheDocument();
    expect(form('Dismiss')).toBeInTheDocument();
  });

  it('says so in the server’s words when another moderator holds it, and offers nothing to decide', async () => {
    const api = serveModeration([messageReport({ claim: MAXS_CLAIM })]);
    const user = userEvent.setup();
    renderItem(MESSAGE_REPORT_ID);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(MODERATION_MESSAGES.claimedByOther);
    await waitFor(() =>
      expect(alert).toHaveTextContent(`Held by: Max Moderator, until ${at(EXPIRES)}`),
    );
    expect(screen.queryByRole('region', { name: 'Uphold' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Dismiss' })).not.toBeInTheDocument();
    // The content can still be read meanwhile.
    expect(screen.getByText('He keeps insulting me')).toBeInTheDocument();

    await user.click(within(alert).getByRole('button', { name: 'Try to claim it again' }));
    await waitFor(() => expect(postsTo(api, MESSAGE_REPORT_ID, 'claim')).toHaveLength(2));
  });

  it('shows a reported message: the reporter, their details, the message as reported and the thread', async () => {
    serveModeration([messageReport()]);
    renderItem(MESSAGE_REPORT_ID);
    await claimed('Reported message: Harassment or bullying');
    expect(fact('Reported by')).toBe('Rita Reporter');
    expect(fact('Their details')).toBe('He keeps insulting me');
    const asReported = screen.getByRole('heading', { name: 'The message as reported' });
    expect(asReported.nextElementSibling).toHaveTextContent(/Sent by Olly Offender,/);
    expect(asReported.nextElementSibling).toHaveTextContent('you are rubbish');

    const thread = within(screen.getByRole('region', { name: 'The conversation around it' }));
    const lines = thread.getAllByRole('listitem');
    expect(lines.map((line) => line.textContent)).toEqual([
      expect.stringMatching(/^Rita Reporter.*hello there$/),
      expect.stringMatching(/^Olly Offender.*Reported message.*you are rubbish$/),
      expect.stringMatching(/^Rita Reporter.*Removed by a moderator$/),
    ]);
    // Only the reported line is marked.
    expect(thread.getAllByText('Reported message')).toHaveLength(1);
    expect(screen.queryByRole('region', { name: 'The session' })).not.toBeInTheDocument();

    // The person's record.
    expect(fact('Person')).toBe('Olly Offender');
    expect(fact('Standing')).toBe('Active');
    expect(fact('Muted until')).toBe('Not muted');
    expect(fact('Reports about them')).toBe('2');
    expect(fact('Flagged sessions')).toBe('0');
    expect(rowsOf(screen.getByRole('table', { name: 'Recent decisions about them' }))).toEqual([
      [
        expect.stringMatching(/Feb 10, 2026/),
        'Report',
        'Upheld',
        'Message or name removed, Warned',
        'Insults in the lobby chat',
      ],
    ]);
    // A moderator does not open accounts.
    expect(screen.queryByRole('link', { name: 'Olly Offender' })).not.toBeInTheDocument();
    expect(within(form('Uphold')).getByLabelText('Remove the message')).not.toBeChecked();
    expect(await seriousAxeViolations(document.body)).toEqual([]);
  });

  it('shows a reported player’s profile as reported, and has no message to remove', async () => {
    serveModeration([playerReport({ history: null, subject: null })]);
    renderItem(PLAYER_REPORT_ID);
    await claimed('Reported player: Hate speech');
    expect(screen.getByRole('heading', { name: 'The profile as reported' })).toBeInTheDocument();
    expect(fact('Name')).toBe('Olly Offender');
    expect(fact('Bio')).toBe('Hateful words here');
    expect(fact('Location')).toBe('Springfield');
    expect(fact('Website')).toBe('None');
    expect(fact('Their details')).toBe('None');
    expect(
      screen.queryByRole('region', { name: 'The conversation around it' }),
    ).not.toBeInTheDocument();
    expect(within(form('Uphold')).queryByLabelText('Remove the message')).not.toBeInTheDocument();
    // The account is gone: no record, and nobody to sanction.
    expect(
      screen.getByText('The account this item is about no longer exists.'),
    ).toBeInTheDocument();
    expect(within(form('Uphold')).queryByLabelText('Sanction')).not.toBeInTheDocument();
  });

  it('shows a reported group name: as reported, the group now with its owner, members and description', async () => {
    serveModeration([groupReport()]);
    renderItem(GROUP_REPORT_ID);
    await claimed('Reported study group name: Inappropriate content');
    expect(screen.getByRole('heading', { name: 'The name as reported' })).toBeInTheDocument();
    const reported = within(screen.getByRole('region', { name: 'The report' }));
    expect(reported.getByText('Rude Group Name')).toBeInTheDocument();
    const now = within(screen.getByRole('region', { name: 'The study group now' }));
    expect(now.getByText('Algebra Friends')).toBeInTheDocument();
    expect(now.getByText('Owner').nextElementSibling?.textContent).toBe('Olly Offender');
    expect(now.getByText('Members').nextElementSibling?.textContent).toBe('12');
    expect(now.getByText('We study algebra on Fridays')).toBeInTheDocument();
    expect(within(form('Uphold')).queryByLabelText('Remove the message')).not.toBeInTheDocument();
    expect(
      within(form('Uphold')).getByLabelText('Reset the name to a neutral one'),
    ).toBeInTheDocument();
    expect(await seriousAxeViolations(document.body)).toEqual([]);
  });

  it('shows a reported room name with its host and status, and resets it after asking', async () => {
    const api = serveModeration([roomReport()]);
    const user = userEvent.setup();
    renderItem(ROOM_REPORT_ID);
    await claimed('Reported room name: Hate speech');
    const now = within(screen.getByRole('region', { name: 'The room now' }));
    expect(now.getByText('Rude Room Name (unchanged)')).toBeInTheDocument();
    expect(now.getByText('Host').nextElementSibling?.textContent).toBe('Olly Offender');
    expect(now.getByText('Status').nextElementSibling?.textContent).toBe('Waiting for players');
    const uphold = within(form('Uphold'));
    await user.type(uphold.getByLabelText('Reason'), 'Hateful room name');
    await user.click(uphold.getByLabelText('Reset the name to a neutral one'));
    await user.click(uphold.getByRole('button', { name: 'Uphold' }));
    const dialog = await screen.findByRole('dialog', { name: 'Uphold this report?' });
    expect(dialog).toHaveTextContent('The name is replaced with a neutral one for everyone.');
    await user.click(within(dialog).getByRole('button', { name: 'Uphold' }));
    expect(await screen.findByText('Report upheld')).toBeInTheDocument();
    expect(postsTo(api, ROOM_REPORT_ID, 'approve')).toEqual([
      { reason: 'Hateful room name', remove_content: true },
    ]);
  });

  it('says when a reported group is gone', async () => {
    serveModeration([
      groupReport({
        named: {
          ...groupReport().named!,
          current_name: null,
          member_count: null,
          description: null,
        },
      }),
    ]);
    renderItem(GROUP_REPORT_ID);
    await claimed('Reported study group name: Inappropriate content');
    const now = within(screen.getByRole('region', { name: 'The study group now' }));
    expect(now.getByText('Deleted since the report')).toBeInTheDocument();
  });

  it('shows a flagged session: its points and each answer against the reading floor', async () => {
    serveModeration([flaggedSession()]);
    renderItem(FLAGGED_SESSION_ID);
    await claimed('Flagged session: Answers faster than anyone can read');
    expect(fact('Topic')).toBe('Physics');
    expect(fact('Points earned')).toBe('1,200');
    expect(
      screen.getByText('2 of 3 answers came faster than the question can be read.'),
    ).toBeInTheDocument();
    const answers = screen.getByRole('table', { name: 'Answer times' });
    expect(
      within(answers)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Question', 'Time', 'Reading floor', 'Correct', 'Implausible']);
    expect(rowsOf(answers)).toEqual([
      ['1', '0.3 sec', '2.4 sec', 'Yes', 'Too fast'],
      ['2', '5.1 sec', 'None', 'No', 'No'],
      ['3', '0.3 sec', '1.9 sec', 'Yes', 'Too fast'],
    ]);
    expect(fact('Flagged sessions')).toBe('3');
    expect(screen.getByText('No earlier decisions')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'The report' })).not.toBeInTheDocument();
    expect(form('Uphold: confirm the flag')).toBeInTheDocument();
    expect(form('Clear the flag')).toBeInTheDocument();
    expect(await seriousAxeViolations(document.body)).toEqual([]);
  });

  it('links the reporter and the person to their accounts for an admin', async () => {
    serveModeration([messageReport()]);
    renderItem(MESSAGE_REPORT_ID, 'admin');
    await claimed('Reported message: Harassment or bullying');
    expect(screen.getByRole('link', { name: 'Rita Reporter' })).toHaveAttribute(
      'href',
      `/admin/users/${RITA_ID}`,
    );
    expect(screen.getByRole('link', { name: 'Olly Offender' })).toHaveAttribute(
      'href',
      `/admin/users/${OLLY_ID}`,
    );
  });

  it('says how a decided item ended, with nothing to decide', async () => {
    const api = serveModeration([messageReport({ status: 'upheld' })]);
    renderItem(MESSAGE_REPORT_ID);
    expect(await screen.findByText('This item has been decided: upheld.')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Uphold' })).not.toBeInTheDocument();
    await waitFor(() => expect(postsTo(api, MESSAGE_REPORT_ID, 'claim')).toHaveLength(1));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});

describe('deciding an item', () => {
  it('upholds a message report removing it and muting the sender, after asking', async () => {
    const api = serveModeration([messageReport()]);
    const user = userEvent.setup();
    const router = renderItem(MESSAGE_REPORT_ID);
    await claimed('Reported message: Harassment or bullying');
    const uphold = within(form('Uphold'));
    await user.type(uphold.getByLabelText('Reason'), 'Insulting another player');
    await user.click(uphold.getByLabelText('Remove the message'));
    expect(uphold.queryByLabelText('Mute until')).not.toBeInTheDocument();
    await user.selectOptions(uphold.getByLabelText('Sanction'), 'mute');
    const until = uphold.getByLabelText('Mute until');
    await user.type(until, '2030-01-02T09:30');
    await user.click(uphold.getByRole('button', { name: 'Uphold' }));

    const dialog = await screen.findByRole('dialog', { name: 'Uphold this report?' });
    expect(dialog).toHaveTextContent('The message is removed for everyone.');
    expect(dialog).toHaveTextContent(
      `Olly Offender cannot send messages until ${formatDate('2030-01-02T09:30', {
        year: 'numeric',
        month: 'short',
        day: 'numeric',
        hour: '2-digit',
        minute: '2-digit',
      })}.`,
    );
    expect(postsTo(api, MESSAGE_REPORT_ID, 'approve')).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Uphold' }));

    expect(await screen.findByText('Report upheld')).toBeInTheDocument();
    expect(await screen.findByText('The queue')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin/moderation');
    expect(postsTo(api, MESSAGE_REPORT_ID, 'approve')).toEqual([
      {
        reason: 'Insulting another player',
        remove_content: true,
        sanction: 'mute',
        until: new Date('2030-01-02T09:30').toISOString(),
      },
    ]);
  });

  it('asks before a ban (cancelled, nothing is sent) and upholds without actions at once', async () => {
    const api = serveModeration([playerReport()]);
    const user = userEvent.setup();
    renderItem(PLAYER_REPORT_ID);
    await claimed('Reported player: Hate speech');
    const uphold = within(form('Uphold'));
    await user.type(uphold.getByLabelText('Reason'), 'Hate in the bio');
    await user.selectOptions(uphold.getByLabelText('Sanction'), 'ban');
    await user.click(uphold.getByRole('button', { name: 'Uphold' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Olly Offender is signed out and banned.');
    // Cancelled: nothing is sent; without a sanction the uphold asks nothing.
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await user.selectOptions(uphold.getByLabelText('Sanction'), '');
    await user.click(uphold.getByRole('button', { name: 'Uphold' }));
    expect(await screen.findByText('Report upheld')).toBeInTheDocument();
    expect(postsTo(api, PLAYER_REPORT_ID, 'approve')).toEqual([
      { reason: 'Hate in the bio', remove_content: false },
    ]);
  });

  it('dismisses a report with its reason, asking nothing', async () => {
    const api = serveModeration([messageReport()]);
    const user = userEvent.setup();
    const router = renderItem(MESSAGE_REPORT_ID);
    await claimed('Reported message: Harassment or bullying');
    const dismiss = within(form('Dismiss'));
    await user.type(dismiss.getByLabelText('Reason'), 'Friendly banter');
    await user.click(dismiss.getByRole('button', { name: 'Dismiss' }));
    expect(await screen.findByText('Report dismissed')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/moderation'));
    expect(postsTo(api, MESSAGE_REPORT_ID, 'reject')).toEqual([{ reason: 'Friendly banter' }]);
  });

  it('confirms a flag after saying its points go, with a warning', async () => {
    const api = serveModeration([flaggedSession()]);
    const user = userEvent.setup();
    renderItem(FLAGGED_SESSION_ID);
    await claimed('Flagged session: Answers faster than anyone can read');
    const confirm = within(form('Uphold: confirm the flag'));
    await user.type(confirm.getByLabelText('Reason'), 'Faster than anyone reads');
    await user.selectOptions(confirm.getByLabelText('Sanction'), 'warn');
    await user.click(confirm.getByRole('button', { name: 'Confirm the flag' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirm this flag?' });
    expect(dialog).toHaveTextContent(
      'Bea Bot loses the 1,200 points this session earned. Bea Bot is warned.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Confirm the flag' }));
    expect(await screen.findByText('Flag confirmed')).toBeInTheDocument();
    expect(postsTo(api, FLAGGED_SESSION_ID, 'approve')).toEqual([
      { reason: 'Faster than anyone reads', remove_content: false, sanction: 'warn' },
    ]);
  });

  it('clears a flag with its reason', async () => {
    const api = serveModeration([flaggedSession()]);
    const user = userEvent.setup();
    renderItem(FLAGGED_SESSION_ID);
    await claimed('Flagged session: Answers faster than anyone can read');
    const clear = within(form('Clear the flag'));
    await user.type(clear.getByLabelText('Reason'), 'A physics teacher');
    await user.click(clear.getByRole('button', { name: 'Clear the flag' }));
    expect(await screen.findByText('Flag cleared')).toBeInTheDocument();
    expect(postsTo(api, FLAGGED_SESSION_ID, 'reject')).toEqual([{ reason: 'A physics teacher' }]);
  });

  it('shows a 400’s words beside the fields they name, staying on the item', async () => {
    const api = serveModeration([messageReport()]);
    api.on('POST', /\/approve$/, () =>
      refusal(400, 'Validation failed', 'VALIDATION_ERROR', [
        { field: 'body.reason', message: 'Too small: expected at least 1 character' },
        { field: 'body.until', message: 'Say until when' },
      ]),
    );
    api.on('POST', /\/reject$/, () =>
      refusal(400, 'Validation failed', 'VALIDATION_ERROR', [
        { field: 'body.reason', message: 'Give a reason' },
      ]),
    );
    const user = userEvent.setup();
    const router = renderItem(MESSAGE_REPORT_ID);
    await claimed('Reported message: Harassment or bullying');
    const uphold = within(form('Uphold'));
    await user.selectOptions(uphold.getByLabelText('Sanction'), 'suspend');
    await user.click(uphold.getByRole('button', { name: 'Uphold' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent(
      'Olly Offender is signed out and suspended until no end given.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Uphold' }));

    expect(await uphold.findByText('Say until when')).toBeInTheDocument();
    expect(uphold.getByLabelText('Suspend until')).toHaveAccessibleDescription('Say until when');
    expect(uphold.getByLabelText('Reason')).toHaveAccessibleDescription(
      expect.stringContaining('Too small: expected at least 1 character'),
    );
    expect(postsTo(api, MESSAGE_REPORT_ID, 'approve')).toEqual([
      { reason: '', remove_content: false, sanction: 'suspend' },
    ]);

    const dismiss = within(form('Dismiss'));
    await user.click(dismiss.getByRole('button', { name: 'Dismiss' }));
    expect(await dismiss.findByText('Give a reason')).toBeInTheDocument();
    expect(dismiss.getByLabelText('Reason')).toHaveAttribute('aria-invalid', 'true');
    expect(router.state.location.pathname).toBe(`/admin/moderation/${MESSAGE_REPORT_ID}`);
  });

  it.each([
    ['ITEM_CLAIMED', MODERATION_MESSAGES.claimedByOther],
    ['ITEM_DECIDED', MODERATION_MESSAGES.decided],
  ])('shows a 409 %s in the server’s words under the form', async (code, words) => {
    const api = serveModeration([messageReport()]);
    api.on('POST', /\/reject$/, () => refusal(409, words, code));
    const user = userEvent.setup();
    renderItem(MESSAGE_REPORT_ID);
    await claimed('Reported message: Harassment or bullying');
    const dismiss = within(form('Dismiss'));
    await user.type(dismiss.getByLabelText('Reason'), 'Fine');
    await user.click(dismiss.getByRole('button', { name: 'Dismiss' }));
    expect(await dismiss.findByRole('alert')).toHaveTextContent(words);
    expect(screen.queryByText('Report dismissed')).not.toBeInTheDocument();
  });
});

describe('a disputed answer’s page', () => {
  const title = 'Disputed answer: Players say the answer is wrong';

  it('shows the question, its statistics and who disputes it and why', async () => {
    serveModeration([disputedAnswer()]);
    renderItem(DISPUTE_ID);
    await claimed(title);
    expect(screen.getByText('Which planet is largest?', { selector: 'p' })).toBeInTheDocument();
    expect(fact('Type')).toBe('One right option');
    expect(fact('The answer now')).toBe('Saturn');
    expect(fact('Explanation')).toBe('Saturn has the most famous rings.');
    expect(fact('Their answer')).toBe('Jupiter');
    expect(
      screen.getByText('40 answers in time, 5% fully right; 2 ran out of time.'),
    ).toBeInTheDocument();
    expect(rowsOf(screen.getByRole('table', { name: 'How often each option was chosen' }))).toEqual(
      [
        ['Jupiter', '36', 'No'],
        ['Saturn', '2', 'Yes'],
        ['Mars', '2', 'No'],
      ],
    );
    const disputes = rowsOf(screen.getByRole('table', { name: 'Open disputes of this question' }));
    expect(disputes.map((row) => row.slice(0, 2))).toEqual([
      ['Ann Answer', 'Jupiter is the largest planet.This dispute'],
      ['Cat Contrary', 'Saturn is smaller than Jupiter'],
    ]);
    // No person's record: the item is about a question.
    expect(screen.queryByRole('heading', { name: 'The person’s record' })).not.toBeInTheDocument();
    expect(form('Uphold: correct the answer')).toBeInTheDocument();
    expect(form('Reject')).toBeInTheDocument();
    expect(await seriousAxeViolations(document.body)).toEqual([]);
  });

  it('corrects the answer after saying what re-scoring does, with the right option and explanation', async () => {
    const api = serveModeration([disputedAnswer()]);
    const user = userEvent.setup();
    const router = renderItem(DISPUTE_ID);
    await claimed(title);
    const correct = within(form('Uphold: correct the answer'));
    const options = within(correct.getByRole('group', { name: 'The right option' }));
    expect(options.getByRole('radio', { name: 'Saturn' })).toBeChecked();
    await user.click(options.getByRole('radio', { name: 'Jupiter' }));
    await user.type(correct.getByLabelText('Reason'), 'Jupiter is the largest.');
    const explanation = correct.getByLabelText('Explanation');
    await user.clear(explanation);
    await user.type(explanation, 'Jupiter is more than twice as massive as the rest together.');
    await user.click(correct.getByRole('button', { name: 'Correct the answer' }));
    const dialog = await screen.findByRole('dialog', { name: 'Correct this question’s answer?' });
    expect(dialog).toHaveTextContent('Live games, challenges and tournaments keep their results.');
    await user.click(within(dialog).getByRole('button', { name: 'Correct the answer' }));
    expect(await screen.findByText('Answer corrected and quizzes re-scored')).toBeInTheDocument();
    expect(postsTo(api, DISPUTE_ID, 'approve')).toEqual([
      {
        reason: 'Jupiter is the largest.',
        remove_content: false,
        correction: {
          correct_option_id: 'a',
          explanation: 'Jupiter is more than twice as massive as the rest together.',
        },
      },
    ]);
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/moderation'));
  });

  /** The item with its question changed as given, its correction sent after `edit`. */
  async function correctWith(
    question: Record<string, unknown>,
    edit: (
      correct: ReturnType<typeof within>,
      user: ReturnType<typeof userEvent.setup>,
    ) => Promise<void>,
  ) {
    const item = disputedAnswer();
    item.dispute!.question = { ...item.dispute!.question, ...question };
    const api = serveModeration([item]);
    const user = userEvent.setup();
    renderItem(DISPUTE_ID);
    await claimed(title);
    const correct = within(form('Uphold: correct the answer'));
    await edit(correct, user);
    await user.type(correct.getByLabelText('Reason'), 'Checked');
    await user.click(correct.getByRole('button', { name: 'Correct the answer' }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Correct the answer' }),
    );
    await screen.findByText('Answer corrected and quizzes re-scored');
    return (postsTo(api, DISPUTE_ID, 'approve')[0] as { correction: unknown }).correction;
  }

  it('edits a choose-all key by ticking every right option, in the question’s order', async () => {
    const sent = await correctWith(
      { type: 'multiple', answer_key: { type: 'multiple', correct_option_ids: ['b'] } },
      async (correct, user) => {
        const ticks = within(correct.getByRole('group', { name: 'Every right option' }));
        expect(ticks.getByRole('checkbox', { name: 'Saturn' })).toBeChecked();
        await user.click(ticks.getByRole('checkbox', { name: 'Mars' }));
        await user.click(ticks.getByRole('checkbox', { name: 'Jupiter' }));
      },
    );
    // The explanation was left as it was, so it is not sent.
    expect(sent).toEqual({
      answer_key: { type: 'multiple', correct_option_ids: ['a', 'b', 'c'] },
    });
  });

  it('edits an ordering key by moving options up and down', async () => {
    const sent = await correctWith(
      { type: 'ordering', answer_key: { type: 'ordering', order: ['a', 'b', 'c'] } },
      async (correct, user) => {
        expect(correct.getByRole('button', { name: 'Move “Jupiter” up' })).toBeDisabled();
        expect(correct.getByRole('button', { name: 'Move “Mars” down' })).toBeDisabled();
        await user.click(correct.getByRole('button', { name: 'Move “Mars” up' }));
      },
    );
    expect(sent).toEqual({ answer_key: { type: 'ordering', order: ['a', 'c', 'b'] } });
  });

  it('edits a typed key: the accepted answers a line each, and the typos forgiven', async () => {
    const sent = await correctWith(
      {
        type: 'typed',
        options: [],
        answer_key: { type: 'typed', accepted: ['Saturn'], max_typos: 0 },
      },
      async (correct, user) => {
        const accepted = correct.getByLabelText('Accepted answers');
        expect(accepted).toHaveValue('Saturn');
        await user.clear(accepted);
        await user.type(accepted, 'Jupiter{enter} the planet Jupiter {enter}');
        await user.selectOptions(correct.getByLabelText('Typos forgiven'), '1');
      },
    );
    expect(sent).toEqual({
      answer_key: { type: 'typed', accepted: ['Jupiter', 'the planet Jupiter'], max_typos: 1 },
    });
  });

  it('shows a refusal of the key under the key, staying on the item', async () => {
    const api = serveModeration([disputedAnswer()]);
    api.on('POST', /\/approve$/, () =>
      refusal(400, 'Validation failed', 'VALIDATION_FAILED', [
        {
          field: 'body.correction.correct_option_id',
          message: 'This is already the question’s answer',
        },
      ]),
    );
    const user = userEvent.setup();
    renderItem(DISPUTE_ID);
    await claimed(title);
    const correct = within(form('Uphold: correct the answer'));
    await user.type(correct.getByLabelText('Reason'), 'Same');
    await user.click(correct.getByRole('button', { name: 'Correct the answer' }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Correct the answer' }),
    );
    expect(await correct.findByText('This is already the question’s answer')).toBeInTheDocument();
    expect(correct.getByRole('group', { name: 'The right option' })).toHaveAccessibleDescription(
      'This is already the question’s answer',
    );
  });

  it('rejects the disputes with the reason every disputer reads', async () => {
    const api = serveModeration([disputedAnswer()]);
    const user = userEvent.setup();
    renderItem(DISPUTE_ID);
    await claimed(title);
    const reject = within(form('Reject'));
    expect(reject.getByLabelText('Reason')).toHaveAccessibleDescription(
      'Kept with the decision; every player who disputed the answer reads it.',
    );
    await user.type(reject.getByLabelText('Reason'), 'Saturn is right here.');
    await user.click(reject.getByRole('button', { name: 'Reject the disputes' }));
    expect(await screen.findByText('Disputes rejected')).toBeInTheDocument();
    expect(postsTo(api, DISPUTE_ID, 'reject')).toEqual([{ reason: 'Saturn is right here.' }]);
  });
});
