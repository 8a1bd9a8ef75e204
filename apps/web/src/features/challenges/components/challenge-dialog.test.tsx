import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import toast from 'react-hot-toast';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { refusal, serveChallenges, type FakeChallengesApi } from '../test/fake-api';
import { ALAN, CARLA, FRIENDS, GRACE, person, PHYSICS, sources, uuid } from '../test/fixtures';
import { renderAt } from '../test/render';
import { ChallengeButton } from './challenge-button';
import { ChallengeDialog } from './challenge-dialog';

let api: FakeChallengesApi;

const serve = () => (api = serveChallenges());

const GRACE_FRIEND = FRIENDS[0]!;

/** The dialog opened from Grace's card. */
async function openForGrace() {
  const user = userEvent.setup();
  renderAt(<ChallengeButton person={GRACE_FRIEND} sources={sources()} />);
  await user.click(screen.getByRole('button', { name: 'Challenge' }));
  const dialog = await screen.findByRole('dialog', { name: 'Challenge Grace Hopper' });
  await within(dialog).findByRole('radio', { name: /Alan Turing/ });
  return { user, dialog };
}

const sent = () => api.callsTo('POST', '/api/games/challenge/create').map((call) => call.body);

afterEach(() => {
  vi.unstubAllGlobals();
  act(() => toast.remove());
});

describe('the challenge dialog', () => {
  it("starts from the spec's defaults: the friend it was opened for, General, 10 questions, 300 s, Play now", async () => {
    serve();
    const { dialog } = await openForGrace();
    expect(within(dialog).getByRole('radio', { name: /Grace Hopper/ })).toBeChecked();
    expect(within(dialog).getByRole('radio', { name: /Play now/ })).toBeChecked();
    const category = within(dialog).getByLabelText('Category');
    expect(category).toHaveValue('');
    expect(
      within(category)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['General (every category)', 'Science', 'History']);
    expect(within(dialog).queryByLabelText('Topic')).toBeNull();
    expect(within(dialog).getByLabelText('Questions')).toHaveValue('10');
    expect(
      within(within(dialog).getByLabelText('Questions'))
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['5 questions', '10 questions', '15 questions', '20 questions']);
    expect(within(dialog).getByLabelText('Time limit (seconds)')).toHaveValue(300);
    expect(within(dialog).getByLabelText('Message (optional)')).toHaveAttribute('maxlength', '200');
  });

  it('shows the time limit in minutes and seconds and the seconds each question gets', async () => {
    serve();
    const { user, dialog } = await openForGrace();
    const time = within(dialog).getByLabelText('Time limit (seconds)');
    expect(time).toHaveAccessibleDescription('5 min 0 s in all: 30 s per question');
    await user.selectOptions(within(dialog).getByLabelText('Questions'), '20');
    expect(time).toHaveAccessibleDescription('5 min 0 s in all: 15 s per question');
    await user.clear(time);
    await user.type(time, '95');
    // A share below the floor is raised to it (challengeSecondsPerQuestion).
    expect(time).toHaveAccessibleDescription('1 min 35 s in all: 5 s per question');
    await user.clear(time);
    await user.type(time, '20');
    expect(time).toHaveAccessibleDescription('Between 50 and 1200 seconds.');
  });

  it('sends a General challenge with the defaults and says who it went to', async () => {
    serve();
    const { user, dialog } = await openForGrace();
    await user.click(within(dialog).getByRole('button', { name: 'Send challenge' }));
    await waitFor(() => expect(sent()).toHaveLength(1));
    expect(sent()[0]).toEqual({
      challenged_user_ids: [GRACE],
      topic_id: 'general',
      challenge_message: '',
      question_count: 10,
      time_limit: 300,
      challenge_type: 'realtime',
    });
    expect(await screen.findByText('Challenge sent to Grace Hopper')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    // A realtime challenger waits for the game on the challenge's page.
    expect(await screen.findByTestId('elsewhere')).toHaveTextContent(`/challenges/${uuid(651)}`);
  });

  it('limits Play now to one friend: choosing another replaces the first', async () => {
    serve();
    const { user, dialog } = await openForGrace();
    expect(within(dialog).getByText('Play now is a live game against one friend.')).toBeVisible();
    await user.click(within(dialog).getByRole('radio', { name: /Alan Turing/ }));
    expect(within(dialog).getByRole('radio', { name: /Alan Turing/ })).toBeChecked();
    expect(within(dialog).getByRole('radio', { name: /Grace Hopper/ })).not.toBeChecked();
  });

  it('adds friends for Play later, up to five, and sends them with a topic and a message', async () => {
    serve();
    const { user, dialog } = await openForGrace();
    await user.click(within(dialog).getByRole('radio', { name: /Play later/ }));
    expect(within(dialog).getByText('Choose up to 5 friends.')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('checkbox', { name: /Alan Turing/ }));
    await user.click(within(dialog).getByRole('checkbox', { name: /Carla Ruiz/ }));
    await user.selectOptions(within(dialog).getByLabelText('Category'), 'Science');
    const topic = await within(dialog).findByLabelText('Topic');
    await within(topic).findByRole('option', { name: 'Physics' });
    await user.selectOptions(topic, 'Physics');
    await user.type(within(dialog).getByLabelText('Message (optional)'), '  Good luck!  ');
    expect(within(dialog).getByText('14/200 characters')).toBeInTheDocument();
    await user.selectOptions(within(dialog).getByLabelText('Questions'), '15');
    await user.click(within(dialog).getByRole('button', { name: 'Send challenge' }));
    await waitFor(() => expect(sent()).toHaveLength(1));
    expect(sent()[0]).toEqual({
      challenged_user_ids: [GRACE, ALAN, CARLA],
      topic_id: PHYSICS,
      challenge_message: 'Good luck!',
      question_count: 15,
      time_limit: 300,
      challenge_type: 'async',
    });
    expect(
      await screen.findByText('Challenge sent to Grace Hopper, Alan Turing, and Carla Ruiz'),
    ).toBeInTheDocument();
    // An async challenge is played later: the sender stays where they were.
    expect(screen.queryByTestId('elsewhere')).toBeNull();
  });

  it('switching back to Play now keeps only the first friend chosen', async () => {
    serve();
    const { user, dialog } = await openForGrace();
    await user.click(within(dialog).getByRole('radio', { name: /Play later/ }));
    await user.click(within(dialog).getByRole('checkbox', { name: /Alan Turing/ }));
    await user.click(within(dialog).getByRole('radio', { name: /Play now/ }));
    expect(within(dialog).getByRole('radio', { name: /Grace Hopper/ })).toBeChecked();
    expect(within(dialog).getByRole('radio', { name: /Alan Turing/ })).not.toBeChecked();
  });

  it('allows at most five friends for Play later', async () => {
    serve();
    const many = [1, 2, 3, 4, 5, 6].map((n) => ({
      ...person(uuid(40 + n)),
      name: `Friend ${n}`,
      is_online: false,
    }));
    const user = userEvent.setup();
    renderAt(<ChallengeDialog open onOpenChange={vi.fn()} sources={sources(many)} />);
    const dialog = await screen.findByRole('dialog', { name: 'Challenge friends' });
    await user.click(within(dialog).getByRole('radio', { name: /Play later/ }));
    for (const n of [1, 2, 3, 4, 5])
      await user.click(await within(dialog).findByRole('checkbox', { name: `Friend ${n}` }));
    expect(within(dialog).getByRole('checkbox', { name: 'Friend 6' })).toBeDisabled();
    expect(within(dialog).getByRole('checkbox', { name: 'Friend 5' })).toBeEnabled();
  });

  it('asks for a friend and for a topic of a chosen category before sending', async () => {
    serve();
    const user = userEvent.setup();
    renderAt(<ChallengeDialog open onOpenChange={vi.fn()} sources={sources()} />);
    const dialog = await screen.findByRole('dialog', { name: 'Challenge friends' });
    await within(dialog).findByRole('option', { name: 'Science' });
    await user.selectOptions(within(dialog).getByLabelText('Category'), 'Science');
    await user.click(within(dialog).getByRole('button', { name: 'Send challenge' }));
    expect(within(dialog).getByText('Choose a friend to challenge.')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Topic')).toHaveAccessibleDescription(
      'Choose a topic of this category, or General.',
    );
    expect(sent()).toHaveLength(0);
  });

  it("shows the server's refusals on their fields", async () => {
    serve();
    api.on('POST', /\/create$/, () =>
      refusal(400, 'Validation failed', 'VALIDATION_FAILED', [
        { field: 'body.challenged_user_ids.0', message: 'You can only challenge friends' },
        { field: 'body.time_limit', message: 'At most 1200 seconds' },
        { field: 'body.challenge_message', message: 'Keep it friendly' },
      ]),
    );
    const { user, dialog } = await openForGrace();
    await user.type(within(dialog).getByLabelText('Message (optional)'), 'hey');
    await user.click(within(dialog).getByRole('button', { name: 'Send challenge' }));
    expect(await within(dialog).findByText('You can only challenge friends')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Time limit (seconds)')).toHaveAccessibleDescription(
      /At most 1200 seconds/,
    );
    expect(within(dialog).getByLabelText('Message (optional)')).toHaveAccessibleDescription(
      /Keep it friendly/,
    );
    expect(within(dialog).getByLabelText('Message (optional)')).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    // Changing a field clears its refusal.
    await user.type(within(dialog).getByLabelText('Message (optional)'), '!');
    expect(within(dialog).queryByText('Keep it friendly')).toBeNull();
  });

  it("toasts a refusal that names no field, in the server's words", async () => {
    serve();
    api.on('POST', /\/create$/, () =>
      refusal(429, 'You sent too many challenges; try again in an hour', 'RATE_LIMITED'),
    );
    const { user, dialog } = await openForGrace();
    await user.click(within(dialog).getByRole('button', { name: 'Send challenge' }));
    expect(
      await screen.findByText('You sent too many challenges; try again in an hour'),
    ).toBeInTheDocument();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('shows the Challenge button only for a friend where friendship is not known', async () => {
    serve();
    renderAt(
      <>
        <ChallengeButton person={GRACE_FRIEND} sources={sources()} onlyFriends compact />
        <ChallengeButton
          person={{ ...person(uuid(77)), name: 'A Stranger' }}
          sources={sources()}
          onlyFriends
          compact
        />
      </>,
    );
    expect(await screen.findByRole('button', { name: 'Challenge Grace Hopper' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Challenge A Stranger' })).toBeNull();
  });
});
