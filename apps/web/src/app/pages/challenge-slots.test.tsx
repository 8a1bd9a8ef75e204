import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import toast, { Toaster } from 'react-hot-toast';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { challenge, CHALLENGE_ID } from '../../features/challenges/test/fixtures';
import { serveChallenges } from '../../features/challenges/test/fake-api';
import { friend as socialFriend, ok, stubApi } from '../../features/friends/test/fixtures';
import { fakeMessagesApi } from '../../features/messages/test/fake-api';
import {
  ANA,
  BEN,
  conversation,
  DIRECT,
  friend,
  message,
  participant,
} from '../../features/messages/test/fixtures';
import { authValue, TEST_USER, WithAuth } from '../../test/auth-state';
import { setMediaMatches } from '../../test/match-media';
import { flushPromises } from '../../test/realtime';
import { renderRoutes } from '../../test/render-routes';
import { FriendsRoute } from './friends-page';
import { MessagesRoute } from './messages-page';

const ME = TEST_USER.id;

afterEach(() => {
  vi.unstubAllGlobals();
  act(() => toast.remove());
});

function renderRoute(path: string, route: string, element: React.ReactNode) {
  return renderRoutes(
    [{ path: route, element: <WithAuth value={authValue('signedIn')}>{element}</WithAuth> }],
    path,
    { extra: <Toaster /> },
  );
}

describe('the Friends page', () => {
  it("offers Challenge on each friend's card, opening the dialog with that friend chosen", async () => {
    const grace = socialFriend(1, { name: 'Grace Hopper', challenges_won: 3 });
    stubApi({
      '/api/social/friends?limit=50': ok({ friends: [grace, socialFriend(2)], total: 2 }),
      '/api/social/friends/pending': ok({ requests: [], sent: [] }),
      '/api/social/friends?limit=100': ok({ friends: [grace, socialFriend(2)], total: 2 }),
      '/api/categories': ok({ categories: [] }),
    });
    const user = userEvent.setup();
    renderRoute('/friends', '/friends', <FriendsRoute />);
    const buttons = await screen.findAllByRole('button', { name: 'Challenge' });
    expect(buttons).toHaveLength(2);
    expect(buttons[0]).toHaveAccessibleDescription('Grace Hopper');
    await user.click(buttons[0]!);
    const dialog = await screen.findByRole('dialog', { name: 'Challenge Grace Hopper' });
    expect(await within(dialog).findByRole('radio', { name: 'Grace Hopper' })).toBeChecked();
    expect(within(dialog).getByRole('radio', { name: 'Friend 2' })).not.toBeChecked();
  });
});

describe('the Messages page', () => {
  beforeEach(() => setMediaMatches('(min-width: 64rem)', true));

  function serve(friends = [friend(ANA)]) {
    const messages = fakeMessagesApi({
      conversations: [conversation({ participants: [participant(ME), participant(ANA)] })],
      messages: {
        [DIRECT]: [
          message(1, {
            conversation_id: DIRECT,
            sender_id: ANA,
            message_type: 'quiz_challenge',
            content: 'Ana Ruiz challenged you to a quiz',
            metadata: { challenge_type: 'realtime', challenge_id: CHALLENGE_ID, status: 'pending' },
          }),
        ],
      },
      friends,
    });
    const fromAna = challenge({ from: ANA, to: [ME] });
    const challenges = serveChallenges({
      challenges: [{ ...fromAna, challenger: { ...fromAna.challenger, name: 'Ana Ruiz' } }],
    });
    vi.stubGlobal(
      'fetch',
      vi.fn((input: RequestInfo | URL, init?: RequestInit) =>
        String(input).startsWith('/api/games/')
          ? challenges.fetchMock(input, init)
          : messages.fetchMock(input, init),
      ),
    );
    return { challenges, messages };
  }

  it("shows a challenge message as the challenges feature's card, Accept Challenge for the receiver", async () => {
    const { challenges } = serve();
    renderRoute(`/messages?conversation=${DIRECT}`, '/messages', <MessagesRoute />);
    const thread = await screen.findByRole('list', { name: /Messages with/ });
    const card = await within(thread).findByRole('group', { name: 'Ana Ruiz challenged you' });
    expect(within(card).getByRole('button', { name: 'Accept Challenge' })).toBeInTheDocument();
    expect(within(thread).queryByText('Ana Ruiz challenged you to a quiz')).toBeNull();
    await waitFor(() =>
      expect(challenges.callsTo('GET', `/api/games/challenges/${CHALLENGE_ID}`)).toHaveLength(1),
    );
  });

  it("offers Challenge in a direct conversation's header when the other person is a friend", async () => {
    serve();
    const user = userEvent.setup();
    renderRoute(`/messages?conversation=${DIRECT}`, '/messages', <MessagesRoute />);
    const challengeAna = await screen.findByRole('button', { name: 'Challenge Ana Ruiz' });
    await user.click(challengeAna);
    expect(await screen.findByRole('dialog', { name: 'Challenge Ana Ruiz' })).toBeInTheDocument();
  });

  it('does not offer Challenge to someone who is not a friend', async () => {
    const { messages } = serve([friend(BEN)]);
    renderRoute(`/messages?conversation=${DIRECT}`, '/messages', <MessagesRoute />);
    await screen.findByRole('group', { name: 'Ana Ruiz challenged you' });
    await waitFor(() => expect(messages.callsTo('GET', '/api/social/friends')).toHaveLength(1));
    await act(flushPromises);
    expect(screen.queryByRole('button', { name: 'Challenge Ana Ruiz' })).toBeNull();
  });
});
