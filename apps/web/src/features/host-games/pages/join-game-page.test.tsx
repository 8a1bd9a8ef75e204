import type { GameFrame } from '@quizarena/contracts';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import toast from 'react-hot-toast';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { inboxChannel } from '../../../lib/inbox';
import { createTestRealtime, flushPromises, type TestRealtime } from '../../../test/realtime';
import { gameChannel } from '../hooks/use-game-socket';
import { fakeHostApi, PLAYER_ID, refusal, type FakeHostApi } from '../test/fake-api';
import {
  BEN,
  closedFrame,
  endFrame,
  GAME_ID,
  hostedGame,
  leaveFrame,
  Q1,
  questionFrame,
  standing,
} from '../test/fixtures';
import { renderJoin } from '../test/render';
import type { CreateGuestClient } from '../hooks/guest-realtime';
import { loadSeat, saveSeat } from '../utils/seat-storage';

const CHANNEL = gameChannel(GAME_ID);
let api: FakeHostApi;
let realtime: TestRealtime | null = null;

afterEach(() => {
  realtime?.client.disconnect();
  realtime = null;
  sessionStorage.clear();
  vi.unstubAllGlobals();
  act(() => toast.remove());
});

/** A guest's socket on fake parts, with the page's own ticket function. */
const guestClient: CreateGuestClient = (fetchTicket) => {
  realtime = createTestRealtime({ fetchTicket });
  return realtime.client;
};

function stubApi(state: Parameters<typeof fakeHostApi>[0] = { game: hostedGame() }) {
  api = fakeHostApi(state);
  vi.stubGlobal('fetch', api.fetchMock);
}

const socket = () => {
  if (!realtime) throw new Error('no socket yet');
  return realtime.latest();
};
const push = (frame: GameFrame) =>
  act(() => socket().receive({ event: 'message', payload: { channel: CHANNEL, data: frame } }));
const commands = () => socket().broadcasts(CHANNEL);

/** Joins as the guest Ana and plays the server's part until the page has synced. */
async function joinAsGuest() {
  const user = userEvent.setup();
  stubApi();
  const router = renderJoin('/join?pin=123456', { createGuestClient: guestClient });
  await user.type(screen.getByLabelText('Nickname'), 'Ana');
  await user.click(screen.getByRole('button', { name: 'Join' }));
  await waitFor(() => expect(realtime?.sockets).toHaveLength(1));
  act(() => socket().accept(PLAYER_ID));
  await waitFor(() => expect(commands()).toContainEqual({ type: 'sync' }));
  return { user, router };
}

describe('the join form', () => {
  it('takes the PIN from the link, tells a guest nothing is kept, and checks both fields', async () => {
    const user = userEvent.setup();
    stubApi();
    renderJoin('/join?pin=123456');
    expect(screen.getByLabelText('Game PIN')).toHaveValue('123456');
    expect(
      screen.getByText('Guests earn no points and nothing is kept after the game.'),
    ).toBeInTheDocument();
    await user.clear(screen.getByLabelText('Game PIN'));
    await user.type(screen.getByLabelText('Game PIN'), '12a3');
    expect(screen.getByLabelText('Game PIN')).toHaveValue('123');
    await user.click(screen.getByRole('button', { name: 'Join' }));
    expect(screen.getByLabelText('Game PIN')).toHaveAccessibleDescription('Enter the 6-digit PIN');
    expect(screen.getByLabelText('Nickname')).toHaveAccessibleDescription('Enter a nickname');
    expect(screen.getByLabelText('Game PIN')).toHaveFocus();
    expect(api.calls).toHaveLength(0);
  });

  it('shows a PIN nobody has under the PIN', async () => {
    const user = userEvent.setup();
    stubApi();
    renderJoin('/join');
    await user.type(screen.getByLabelText('Game PIN'), '999999');
    await user.type(screen.getByLabelText('Nickname'), 'Ana');
    await user.click(screen.getByRole('button', { name: 'Join' }));
    await waitFor(() =>
      expect(screen.getByLabelText('Game PIN')).toHaveAccessibleDescription('No game has this PIN'),
    );
    // A new PIN clears the refusal of the last one.
    await user.type(screen.getByLabelText('Game PIN'), '{Backspace}8');
    expect(screen.getByLabelText('Game PIN')).not.toHaveAccessibleDescription();
  });

  it('shows a nickname taken under the nickname', async () => {
    const user = userEvent.setup();
    stubApi();
    api.on('POST', /\/join$/, () =>
      refusal(409, 'That nickname is taken in this game', 'CONFLICT', 'nickname'),
    );
    renderJoin('/join?pin=123456');
    await user.type(screen.getByLabelText('Nickname'), 'Ana');
    await user.click(screen.getByRole('button', { name: 'Join' }));
    await waitFor(() =>
      expect(screen.getByLabelText('Nickname')).toHaveAccessibleDescription(
        'That nickname is taken in this game',
      ),
    );
    expect(api.callsTo('POST', '/api/host-games/join')[0]!.body).toEqual({
      pin: '123456',
      nickname: 'Ana',
    });
  });

  it('shows a refusal without a field (a game already started) above the button', async () => {
    const user = userEvent.setup();
    stubApi();
    api.on('POST', /\/join$/, () => refusal(409, 'This game has already started', 'CONFLICT'));
    renderJoin('/join?pin=123456');
    await user.type(screen.getByLabelText('Nickname'), 'Ana');
    await user.click(screen.getByRole('button', { name: 'Join' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This game has already started');
  });
});

describe('playing as a guest', () => {
  it('opens its socket with a ticket for its seat, and listens to the game and its own inbox', async () => {
    const { router } = await joinAsGuest();
    expect(
      screen.getByText("You're in! Look for your nickname on the screen."),
    ).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/host-games/ticket')[0]!.body).toEqual({
      guest_token: 'token-for-Ana',
    });
    expect(socket().ticket).toBe('guest-ticket-1');
    expect(socket().subscriptions()).toEqual(
      expect.arrayContaining([`subscribe ${CHANNEL}`, `subscribe ${inboxChannel(PLAYER_ID)}`]),
    );
    // Kept for this tab, so a reload keeps the seat.
    expect(router.state.location.search).toBe(`?game=${GAME_ID}`);
    expect(loadSeat(GAME_ID)?.guest_token).toBe('token-for-Ana');
  });

  it('answers with a tap on a button named by its shape and text, then says it was sent', async () => {
    const { user } = await joinAsGuest();
    push(questionFrame({ limitMs: 20_000 }));
    const names = screen
      .getAllByRole('button')
      .filter((button) => button.hasAttribute('data-shape'))
      .map((button) => button.getAttribute('aria-label'));
    expect(names).toEqual([
      'Red triangle: Newton',
      'Blue diamond: Einstein',
      'Yellow circle: Curie',
      'Green square: Bohr',
    ]);
    expect(await screen.findByText(/^(20|19) seconds left$/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Blue diamond: Einstein' }));
    const answer = commands().find(
      (command) => (command as { type: string }).type === 'answer',
    ) as { questionId: string; answer: string; timeTaken: number };
    expect(answer).toMatchObject({ type: 'answer', questionId: Q1, answer: 'b' });
    expect(answer.timeTaken).toBeGreaterThanOrEqual(0);
    expect(screen.getByText('Answer sent')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Red triangle: Newton' })).not.toBeInTheDocument();
  });

  it.each([
    [{ option_id: 'b', correct: true, points: 120 }, 'Correct! +120 points'],
    [{ option_id: 'a', correct: false, points: 0 }, 'Incorrect answer'],
    [{ option_id: null, correct: false, points: 0 }, "Time's up!"],
  ])('announces the verdict after the close (%o)', async (result, words) => {
    await joinAsGuest();
    push(questionFrame());
    push(closedFrame([{ user_id: PLAYER_ID, ...result }], []));
    const verdict = screen.getByText(words);
    expect(verdict).toHaveAttribute('aria-live', 'polite');
  });

  it('shows its place and score at the end', async () => {
    await joinAsGuest();
    push(
      endFrame([
        standing(BEN, { rank: 1, score: 500 }),
        standing(PLAYER_ID, { rank: 2, score: 320, name: 'Ana' }),
      ]),
    );
    expect(screen.getByText('You finished in place 2')).toBeInTheDocument();
    expect(screen.getByText('Score: 320')).toBeInTheDocument();
  });

  it('says clearly when the host removed it, and offers another game', async () => {
    const { user, router } = await joinAsGuest();
    push(leaveFrame(PLAYER_ID, true));
    expect(screen.getByRole('alert')).toHaveTextContent('The host removed you from this game.');
    await user.click(screen.getByRole('button', { name: 'Join another game' }));
    expect(screen.getByRole('button', { name: 'Join' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('');
    expect(loadSeat(GAME_ID)).toBeNull();
  });

  it('keeps its seat over a reload of the page', async () => {
    stubApi();
    saveSeat({
      game_id: GAME_ID,
      player_id: PLAYER_ID,
      nickname: 'Ana',
      guest: true,
      guest_token: 'kept-token',
    });
    renderJoin(`/join?game=${GAME_ID}`, { createGuestClient: guestClient });
    expect(screen.getByRole('heading', { level: 1, name: 'Playing as Ana' })).toBeInTheDocument();
    await waitFor(() => expect(realtime?.sockets).toHaveLength(1));
    expect(api.callsTo('POST', '/api/host-games/ticket')[0]!.body).toEqual({
      guest_token: 'kept-token',
    });
    expect(api.callsTo('POST', '/api/host-games/join')).toHaveLength(0);
  });
});

describe('playing signed in', () => {
  it('plays over the app’s socket, without a guest ticket', async () => {
    const user = userEvent.setup();
    stubApi({ game: hostedGame(), signedIn: true });
    const app = createTestRealtime();
    const createGuestClient = vi.fn(guestClient);
    renderJoin('/join?pin=123456', { realtime: app.client, signedIn: true, createGuestClient });
    expect(screen.getByText('You are signed in: your points count.')).toBeInTheDocument();
    app.client.connect();
    await act(flushPromises);
    act(() => app.latest().accept(PLAYER_ID));
    await user.type(screen.getByLabelText('Nickname'), 'Ada');
    await user.click(screen.getByRole('button', { name: 'Join' }));
    await waitFor(() => expect(app.latest().broadcasts(CHANNEL)).toContainEqual({ type: 'sync' }));
    expect(createGuestClient).not.toHaveBeenCalled();
    expect(api.callsTo('POST', '/api/host-games/ticket')).toHaveLength(0);
    app.client.disconnect();
  });
});
