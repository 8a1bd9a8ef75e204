import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import toast from 'react-hot-toast';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { refusal, serveChallenges, type FakeChallengesApi } from '../test/fake-api';
import {
  challenge,
  challengeMessage,
  CHALLENGE_ID,
  GAME_ID,
  GRACE,
  ME,
  MY_GAME_ID,
  play,
  PHYSICS,
} from '../test/fixtures';
import { renderAt } from '../test/render';
import { ChallengeMessageCard } from './challenge-message-card';

let api: FakeChallengesApi;

const serve = (...args: Parameters<typeof serveChallenges>) => (api = serveChallenges(...args));

const card = () => screen.findByRole('group', { name: /challenge/i });

afterEach(() => {
  vi.unstubAllGlobals();
  act(() => toast.remove());
});

describe('a challenge message in a conversation', () => {
  it("shows the challenge's kind, topic, questions, time, message, status and expiry", async () => {
    serve({
      challenges: [
        challenge({
          topic: { id: PHYSICS, name: 'Physics', category_name: 'Science' },
          challenge_message: 'Bet you cannot beat me',
          question_count: 15,
          time_limit: 450,
          seconds_per_question: 30,
        }),
      ],
    });
    renderAt(<ChallengeMessageCard message={challengeMessage()} me={ME} />);
    const shown = await screen.findByRole('group', { name: 'Grace Hopper challenged you' });
    expect(within(shown).getByText('Live')).toBeInTheDocument();
    expect(within(shown).getByText('Science · Physics')).toBeInTheDocument();
    expect(within(shown).getByText('15 questions')).toBeInTheDocument();
    expect(within(shown).getByText('7 min 30 s (30 s a question)')).toBeInTheDocument();
    expect(within(shown).getByText('Bet you cannot beat me')).toBeInTheDocument();
    expect(within(shown).getByText('Pending')).toBeInTheDocument();
    expect(within(shown).getByText(/^Expires in (1|2) h$/)).toBeInTheDocument();
    expect(api.callsTo('GET', `/api/games/challenges/${CHALLENGE_ID}`)).toHaveLength(1);
  });

  it('offers the receiver Accept Challenge and Decline while it waits', async () => {
    serve({ challenges: [challenge()] });
    renderAt(<ChallengeMessageCard message={challengeMessage()} me={ME} />);
    const shown = await card();
    expect(within(shown).getByRole('button', { name: 'Accept Challenge' })).toBeInTheDocument();
    expect(within(shown).getByRole('button', { name: 'Decline' })).toBeInTheDocument();
    expect(within(shown).queryByRole('button', { name: 'Cancel' })).not.toBeInTheDocument();
  });

  it('shows the sender the status and Cancel, never Accept Challenge', async () => {
    serve({ challenges: [challenge({ from: ME, to: [GRACE] })] });
    renderAt(
      <ChallengeMessageCard message={challengeMessage({ sender_id: ME, sender: null })} me={ME} />,
    );
    const shown = await screen.findByRole('group', { name: 'You sent a challenge' });
    expect(within(shown).getByText('Pending')).toBeInTheDocument();
    expect(within(shown).getByRole('button', { name: 'Cancel' })).toBeInTheDocument();
    expect(within(shown).queryByRole('button', { name: 'Accept Challenge' })).toBeNull();
    expect(within(shown).queryByRole('button', { name: 'Decline' })).toBeNull();
  });

  it('cancels for the sender, and the card says Cancelled', async () => {
    serve({ challenges: [challenge({ from: ME, to: [GRACE] })] });
    const user = userEvent.setup();
    renderAt(<ChallengeMessageCard message={challengeMessage({ sender_id: ME })} me={ME} />);
    await user.click(await screen.findByRole('button', { name: 'Cancel' }));
    expect(await screen.findByText('Cancelled')).toBeInTheDocument();
    expect(api.callsTo('POST', `/api/games/challenge/${CHALLENGE_ID}/cancel`)).toHaveLength(1);
    expect(screen.queryByRole('button', { name: 'Cancel' })).not.toBeInTheDocument();
    expect(await screen.findByText('Challenge cancelled')).toBeInTheDocument();
  });

  it('accepting a realtime challenge goes to its live game', async () => {
    serve({ challenges: [challenge()] });
    const user = userEvent.setup();
    renderAt(<ChallengeMessageCard message={challengeMessage()} me={ME} />);
    await user.click(await screen.findByRole('button', { name: 'Accept Challenge' }));
    expect(await screen.findByTestId('elsewhere')).toHaveTextContent(
      `/game/multiplayer/${GAME_ID}`,
    );
    expect(api.callsTo('POST', `/api/games/challenge/${CHALLENGE_ID}/accept`)).toHaveLength(1);
  });

  it('accepting one the server turned async (the challenger was away) says so and offers Play now', async () => {
    serve({ challenges: [challenge()], challengerAway: true });
    const user = userEvent.setup();
    renderAt(<ChallengeMessageCard message={challengeMessage()} me={ME} />);
    await user.click(await screen.findByRole('button', { name: 'Accept Challenge' }));
    expect(
      await screen.findByText(/Grace Hopper is away, so this became a Play later challenge/),
    ).toBeInTheDocument();
    const playNow = await screen.findByRole('button', { name: 'Play now' });
    expect(screen.getByText('Accepted')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Accept Challenge' })).toBeNull();

    await user.click(playNow);
    expect(await screen.findByTestId('elsewhere')).toHaveTextContent(
      `/game/multiplayer/${MY_GAME_ID}`,
    );
    expect(api.callsTo('POST', `/api/games/challenge/${CHALLENGE_ID}/play`)).toHaveLength(1);
  });

  it('accepting an async challenge offers Play now, which starts the caller’s own game', async () => {
    serve({ challenges: [challenge({ challenge_type: 'async', expires_at: inHours(40) })] });
    const user = userEvent.setup();
    renderAt(
      <ChallengeMessageCard
        message={challengeMessage({
          metadata: { challenge_type: 'async', challenge_id: CHALLENGE_ID, status: 'pending' },
        })}
        me={ME}
      />,
    );
    await user.click(await screen.findByRole('button', { name: 'Accept Challenge' }));
    expect(await screen.findByText('Challenge accepted')).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'Play now' }));
    expect(await screen.findByTestId('elsewhere')).toHaveTextContent(
      `/game/multiplayer/${MY_GAME_ID}`,
    );
  });

  it('Play now goes back to a game already begun without starting another', async () => {
    serve({
      challenges: [
        challenge({
          challenge_type: 'async',
          status: 'accepted',
          challenged: [
            { user_id: ME, name: 'Ada', avatar_url: null, answer: 'accepted', play: null },
          ],
          my_turn: true,
          my_game_id: MY_GAME_ID,
        }),
      ],
    });
    const user = userEvent.setup();
    renderAt(<ChallengeMessageCard message={challengeMessage()} me={ME} />);
    await user.click(await screen.findByRole('button', { name: 'Play now' }));
    expect(await screen.findByTestId('elsewhere')).toHaveTextContent(
      `/game/multiplayer/${MY_GAME_ID}`,
    );
    expect(api.callsTo('POST', '/api/games/challenge/')).toHaveLength(0);
  });

  it('declining says so and leaves the status Declined', async () => {
    serve({ challenges: [challenge()] });
    const user = userEvent.setup();
    renderAt(<ChallengeMessageCard message={challengeMessage()} me={ME} />);
    await user.click(await screen.findByRole('button', { name: 'Decline' }));
    expect(await screen.findByText('Declined')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Accept Challenge' })).toBeNull();
  });

  it("a refused answer shows the server's reason and changes nothing", async () => {
    serve({ challenges: [challenge()] });
    api.on('POST', /\/accept$/, () => refusal(409, 'This challenge has expired', 'CONFLICT'));
    const user = userEvent.setup();
    renderAt(<ChallengeMessageCard message={challengeMessage()} me={ME} />);
    await user.click(await screen.findByRole('button', { name: 'Accept Challenge' }));
    expect(await screen.findByText('This challenge has expired')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Accept Challenge' })).toBeEnabled();
  });

  it.each([
    ['pending', 'Pending'],
    ['accepted', 'Accepted'],
    ['declined', 'Declined'],
    ['expired', 'Expired'],
    ['cancelled', 'Cancelled'],
    ['completed', 'Completed'],
  ] as const)('badges a %s challenge %s', async (status, text) => {
    serve({
      challenges: [
        challenge({
          status,
          challenged: [
            {
              user_id: ME,
              name: 'Ada',
              avatar_url: null,
              answer:
                status === 'declined' ? 'declined' : status === 'pending' ? 'pending' : 'accepted',
              play: status === 'completed' ? play() : null,
            },
          ],
        }),
      ],
    });
    renderAt(<ChallengeMessageCard message={challengeMessage()} me={ME} />);
    const shown = await card();
    expect(within(shown).getByText(text)).toBeInTheDocument();
    if (status !== 'pending') {
      expect(within(shown).queryByRole('button', { name: 'Accept Challenge' })).toBeNull();
    }
    if (status === 'completed') {
      expect(within(shown).getByRole('link', { name: 'View results' })).toHaveAttribute(
        'href',
        `/challenges/${CHALLENGE_ID}`,
      );
    }
  });

  it('offers Join game while a realtime game runs', async () => {
    serve({
      challenges: [
        challenge({
          status: 'accepted',
          game_id: GAME_ID,
          challenged: [
            { user_id: ME, name: 'Ada', avatar_url: null, answer: 'accepted', play: null },
          ],
        }),
      ],
    });
    renderAt(<ChallengeMessageCard message={challengeMessage()} me={ME} />);
    expect(await screen.findByRole('link', { name: 'Join game' })).toHaveAttribute(
      'href',
      `/game/multiplayer/${GAME_ID}`,
    );
  });

  it("falls back to the message's own kind and status when the challenge cannot be read", async () => {
    serve({ challenges: [] });
    renderAt(
      <ChallengeMessageCard
        message={challengeMessage({
          metadata: { challenge_type: 'async', challenge_id: CHALLENGE_ID, status: 'expired' },
        })}
        me={ME}
      />,
    );
    const shown = await screen.findByRole('group', { name: 'Challenge' });
    await waitFor(() => expect(within(shown).getByText('Expired')).toBeInTheDocument());
    expect(within(shown).getByText('Play later')).toBeInTheDocument();
    expect(within(shown).getByText('Grace Hopper challenged you to a quiz')).toBeInTheDocument();
    expect(within(shown).queryByRole('button')).toBeNull();
  });
});

function inHours(hours: number) {
  return new Date(Date.now() + hours * 3_600_000).toISOString();
}
