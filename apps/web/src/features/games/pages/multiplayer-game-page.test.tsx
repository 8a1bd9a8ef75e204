import type { GameFrame } from '@quizarena/contracts';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import toast from 'react-hot-toast';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { inboxChannel } from '../../../lib/inbox';
import { passTime } from '../../../test/pass-time';
import { createTestRealtime, flushPromises, type TestRealtime } from '../../../test/realtime';
import { gameChannel } from '../hooks/use-live-game';
import { acceptReports, reportThroughDialog } from '../../../test/report-flow';
import { fakeGamesApi, type FakeGamesApi } from '../test/fake-api';
import {
  ANA,
  BEN,
  chatLine,
  closedFrame,
  ME,
  QUESTION_ID,
  questionFrame,
  room,
  ROOM_ID,
  seat,
  standing,
  view,
  viewer,
} from '../test/fixtures';
import { renderGames } from '../test/render';

const CHANNEL = gameChannel(ROOM_ID);
let api: FakeGamesApi;
let realtime: TestRealtime;

afterEach(() => {
  realtime?.client.disconnect();
  vi.unstubAllGlobals();
  act(() => toast.remove());
});

/** The game page for ME with the fake API and a connected realtime client. */
async function openGame(state: Parameters<typeof fakeGamesApi>[0] = {}, onGameEnded?: () => void) {
  api = fakeGamesApi(state);
  vi.stubGlobal('fetch', api.fetchMock);
  realtime = createTestRealtime();
  const rendered = renderGames(`/game/multiplayer/${ROOM_ID}`, {
    realtime: realtime.client,
    onGameEnded,
  });
  realtime.client.connect();
  await act(flushPromises);
  act(() => realtime.latest().accept(ME));
  return rendered;
}

/** A frame to everyone in the room. */
const push = (frame: GameFrame) =>
  act(() =>
    realtime.latest().receive({ event: 'message', payload: { channel: CHANNEL, data: frame } }),
  );

/** A frame to ME alone, through the inbox. */
const toMe = (frame: GameFrame) =>
  act(() =>
    realtime.latest().receive({
      event: 'message',
      payload: { channel: inboxChannel(ME), data: { type: 'game', game_id: ROOM_ID, frame } },
    }),
  );

const commands = () => realtime.latest().broadcasts(CHANNEL);

/** Waits for the live view to be listening (its sync went out). */
async function listening() {
  await waitFor(() => expect(commands()).toContainEqual({ type: 'sync' }));
}

describe('the game page', () => {
  it('says Game Not Found for a game that does not exist, with the way back', async () => {
    api = fakeGamesApi({ rooms: [] });
    vi.stubGlobal('fetch', api.fetchMock);
    renderGames(`/game/multiplayer/${ROOM_ID}`);
    expect(await screen.findByRole('heading', { name: 'Game Not Found' })).toBeInTheDocument();
    expect(screen.getByText("This game session doesn't exist or has ended.")).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Lobby' })).toHaveAttribute(
      'href',
      '/game/lobby',
    );
  });

  it('subscribes to the room, syncs, and syncs again after a reconnect', async () => {
    await openGame();
    await listening();
    expect(realtime.latest().subscriptions()).toContain(`subscribe ${CHANNEL}`);
    const first = realtime.latest();
    act(() => first.serverClose());
    act(() => {
      realtime.timers.runNext();
    });
    await act(flushPromises);
    act(() => realtime.latest().accept(ME));
    expect(realtime.latest()).not.toBe(first);
    await waitFor(() => expect(realtime.latest().broadcasts(CHANNEL)).toEqual([{ type: 'sync' }]));
  });

  it('shows the settled places of a game played to its end, opened again', async () => {
    await openGame({
      rooms: [room({ status: 'completed' })],
      results: [
        { user_id: ANA, name: 'Ana Ruiz', place: 1, points: 420, prize: 28 },
        { user_id: ME, name: 'Me Player', place: 2, points: 300, prize: 12 },
      ],
    });
    expect(await screen.findByRole('heading', { name: 'Game Over' })).toBeInTheDocument();
    const places = screen.getAllByRole('listitem').map((item) => item.textContent);
    expect(places).toEqual([
      '#1Ana Ruiz 420 pts+28 pts prize',
      '#2Me Player (you)300 pts+12 pts prize',
    ]);
    expect(screen.getByRole('link', { name: 'Back to Lobby' })).toHaveAttribute(
      'href',
      '/game/lobby',
    );
  });

  it('lets someone with the link join from the page', async () => {
    const user = userEvent.setup();
    await openGame({
      rooms: [room({ host: { user_id: ANA, name: 'Ana Ruiz' }, players: [seat(ANA)] })],
      viewer: viewer({ is_player: false, is_host: false }),
    });
    await user.click(await screen.findByRole('button', { name: 'Join Game' }));
    expect(await screen.findByText('Joined game room!')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Leave' })).toBeInTheDocument();
    await listening();
  });
});

describe('the waiting room', () => {
  it('gives the host Start at two players, and sends it', async () => {
    const user = userEvent.setup();
    await openGame();
    await listening();
    expect(
      await screen.findByRole('heading', { level: 1, name: /Friday Trivia/ }),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Players (1/4)' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Host' })).toBeInTheDocument();
    const start = screen.getByRole('button', { name: 'Start Game' });
    expect(start).toBeDisabled();

    // Ana joins: the room is read again and its seats follow.
    api.rooms[0]!.players.push(seat(ANA));
    push({ event: 'player_join', data: { user_id: ANA, name: 'Ana Ruiz', players: 2 } });
    expect(await screen.findByRole('heading', { name: 'Players (2/4)' })).toBeInTheDocument();
    expect(start).toBeEnabled();
    await user.click(start);
    expect(commands()).toContainEqual({ type: 'start' });
  });

  it('lets the host remove a player, lock the room, switch chat and power-ups, copy the link and end it', async () => {
    const user = userEvent.setup();
    const writeText = vi.fn(async () => {});
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    const { router } = await openGame({
      rooms: [room({ players: [seat(ME), seat(ANA)], is_private: true })],
    });
    await listening();

    await user.click(await screen.findByRole('button', { name: 'Remove Ana Ruiz' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove Ana Ruiz?' });
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));
    expect(commands()).toContainEqual({ type: 'kick', user_id: ANA });

    await user.click(screen.getByRole('switch', { name: 'Lock room' }));
    await waitFor(() => expect(screen.getByRole('switch', { name: 'Lock room' })).toBeChecked());
    expect(api.callsTo('PUT', `/api/game-sessions/${ROOM_ID}`)[0]?.body).toEqual({ locked: true });
    await user.click(screen.getByRole('switch', { name: 'Chat' }));
    await waitFor(() => expect(screen.getByText('The host turned chat off.')).toBeInTheDocument());
    await user.click(screen.getByRole('switch', { name: 'Power-ups' }));
    await waitFor(() =>
      expect(api.callsTo('PUT', `/api/game-sessions/${ROOM_ID}`).map((call) => call.body)).toEqual([
        { locked: true },
        { chat_enabled: false },
        { power_ups_enabled: false },
      ]),
    );

    expect(
      screen.getByText('This room is private: only players with the link can join.'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Copy invite link' }));
    expect(writeText).toHaveBeenCalledWith(`${window.location.origin}/game/multiplayer/${ROOM_ID}`);
    expect(await screen.findByText('Invite link copied!')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'End Room' }));
    const ending = await screen.findByRole('dialog', { name: 'End this room?' });
    await user.click(within(ending).getByRole('button', { name: 'End Room' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/game/lobby'));
    expect(api.callsTo('POST', `/api/game-sessions/${ROOM_ID}/end`)).toHaveLength(1);
  });

  it('shows no host controls to another player, and Leave takes them to the lobby', async () => {
    const user = userEvent.setup();
    const { router } = await openGame({
      rooms: [room({ host: { user_id: ANA, name: 'Ana Ruiz' }, players: [seat(ANA), seat(ME)] })],
      viewer: viewer({ is_host: false }),
    });
    await listening();
    await screen.findByRole('heading', { name: 'Players (2/4)' });
    expect(screen.queryByRole('button', { name: 'Start Game' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Remove/ })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Leave' }));
    expect(commands()).toContainEqual({ type: 'leave' });
    expect(router.state.location.pathname).toBe('/game/lobby');
  });

  it("lets another player report the room's name; the host has no Report", async () => {
    const user = userEvent.setup();
    await openGame({
      rooms: [room({ host: { user_id: ANA, name: 'Ana Ruiz' }, players: [seat(ANA), seat(ME)] })],
      viewer: viewer({ is_host: false }),
    });
    acceptReports(api);
    await listening();
    await reportThroughDialog(user, 'Report the room “Friday Trivia”', 'Hate speech');
    expect(api.callsTo('POST', '/api/social/reports')[0]!.body).toEqual({
      subject_type: 'room',
      subject_id: ROOM_ID,
      reason: 'hate',
    });
  });

  it('offers the host no report of their own room', async () => {
    await openGame();
    await listening();
    expect(await screen.findByRole('button', { name: 'Start Game' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Report' })).toBeNull();
  });

  it('sends a player the host removed back to the lobby, saying so', async () => {
    const { router } = await openGame({
      rooms: [room({ host: { user_id: ANA, name: 'Ana Ruiz' }, players: [seat(ANA), seat(ME)] })],
      viewer: viewer({ is_host: false }),
    });
    await listening();
    push({ event: 'player_leave', data: { user_id: ME, removed: true } });
    expect(await screen.findByText('The host removed you from the room')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/game/lobby'));
  });
  it('says the room has ended once its host ended it', async () => {
    await openGame({
      rooms: [room({ host: { user_id: ANA, name: 'Ana Ruiz' }, players: [seat(ANA), seat(ME)] })],
      viewer: viewer({ is_host: false }),
    });
    await listening();
    await screen.findByRole('heading', { name: 'Players (2/4)' });
    api.rooms[0]!.status = 'completed';
    push({ event: 'player_leave', data: { user_id: ANA } });
    expect(
      await screen.findByRole('heading', { name: 'This room has ended.' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Lobby' })).toHaveAttribute(
      'href',
      '/game/lobby',
    );
  });
});

describe('the chat', () => {
  it('sends on Enter, holds at most 100 characters, and shows lines and system lines', async () => {
    const user = userEvent.setup();
    await openGame();
    await listening();
    const field = await screen.findByLabelText('Chat message');
    await user.type(field, 'Good luck everyone{Enter}');
    expect(commands()).toContainEqual({ type: 'chat', message: 'Good luck everyone' });
    expect(field).toHaveValue('');

    await user.type(field, 'x'.repeat(120));
    expect(field).toHaveValue('x'.repeat(100));
    expect(screen.getByText('0 characters left')).toBeInTheDocument();

    push({ event: 'chat', data: chatLine('m1', 'Hi Ada!') });
    push({ event: 'chat', data: chatLine('m2', 'Ben Okafor joined the room', null) });
    expect(await screen.findByText('Hi Ada!')).toBeInTheDocument();
    expect(screen.getByText('Ben Okafor joined the room')).toBeInTheDocument();
  });

  it('is read-only with a note when the host turned it off', async () => {
    await openGame({ rooms: [room({ chat_enabled: false })] });
    expect(await screen.findByText('The host turned chat off.')).toBeInTheDocument();
    expect(screen.queryByLabelText('Chat message')).not.toBeInTheDocument();
  });
});

describe('playing', () => {
  const twoPlayers = () => [room({ players: [seat(ME), seat(ANA), seat(BEN)], status: 'active' })];

  it('shows the countdown, then GO!', async () => {
    await openGame();
    await listening();
    push({ event: 'countdown', data: { seconds: 3, ends_at: Date.now() + 2_500, teams: [] } });
    const overlay = await screen.findByRole('dialog', { name: 'The game starts in' });
    expect(within(overlay).getByText('3')).toBeInTheDocument();
    push({ event: 'countdown', data: { seconds: 3, ends_at: Date.now() - 10, teams: [] } });
    expect(await within(overlay).findByText('GO!')).toBeInTheDocument();
  });

  it('plays a round: answer, acknowledgement, waiting dots, the close and its toast', async () => {
    const user = userEvent.setup();
    await openGame({ rooms: twoPlayers() });
    await listening();
    push(questionFrame({ servedAt: Date.now(), limitMs: 30_000 }));

    expect(await screen.findByRole('heading', { name: 'Question 1 of 5' })).toBeInTheDocument();
    expect(screen.getByText('Science · Physics')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Game progress' })).toHaveAttribute(
      'aria-valuenow',
      '20',
    );
    expect(screen.getByText('Connected')).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { name: 'Who wrote the theory of relativity?' }),
    ).toBeInTheDocument();
    expect(screen.getByText('100 points')).toBeInTheDocument();

    const submit = screen.getByRole('button', { name: 'Submit Answer' });
    expect(submit).toBeDisabled();
    const group = screen.getByRole('group', { name: 'Answer options' });
    expect(within(group).getAllByRole('radio')).toHaveLength(4);
    await user.click(within(group).getByRole('radio', { name: 'Einstein' }));
    await user.click(submit);
    const sent = commands().find((command) => (command as { type: string }).type === 'answer');
    expect(sent).toMatchObject({ type: 'answer', questionId: QUESTION_ID, answer: 'b' });
    expect((sent as { timeTaken: number }).timeTaken).toBeGreaterThanOrEqual(0);
    expect(within(group).getByRole('radio', { name: 'Einstein' })).toBeDisabled();

    toMe({ event: 'answer_ack', data: { question_id: QUESTION_ID, time_ms: 1_500 } });
    expect(await screen.findByText('Waiting for other players to answer...')).toBeInTheDocument();
    const dots = () => document.querySelectorAll('[data-answered]');
    const filled = () => document.querySelectorAll('[data-answered="true"]');
    // One dot per opponent from the seats, before the server's first count.
    expect(dots()).toHaveLength(2);
    expect(filled()).toHaveLength(0);
    push({ event: 'answered', data: { question_id: QUESTION_ID, answered: 1, of: 3 } });
    await waitFor(() => expect(dots()).toHaveLength(2));
    expect(filled()).toHaveLength(0);
    push({ event: 'answered', data: { question_id: QUESTION_ID, answered: 2, of: 3 } });
    await waitFor(() => expect(filled()).toHaveLength(1));
    expect(screen.getByText('2 of 3 answered')).toBeInTheDocument();

    push(
      closedFrame(
        [
          { user_id: ME, option_id: 'b', correct: true, points: 150 },
          { user_id: ANA, option_id: 'a', correct: false, points: 0 },
        ],
        {
          scoreboard: [
            standing(ME, { score: 150, correct_answers: 1, total_answers: 1, is_host: true }),
            standing(ANA, { rank: 2, total_answers: 1 }),
            standing(BEN, { rank: 3 }),
          ],
        },
      ),
    );
    expect(await screen.findByText('Correct! +150 points')).toBeInTheDocument();
    expect(screen.getByText('Correct answer: Einstein')).toBeInTheDocument();
    expect(screen.getByText('Einstein published special relativity in 1905.')).toBeInTheDocument();
    const players = within(screen.getByRole('region', { name: 'Players' }));
    expect(players.getByText('150 pts')).toBeInTheDocument();
    expect(players.getByText('1/1 correct')).toBeInTheDocument();
  });

  it('shows the connection, a sound toggle that starts off, and the spectators and chat toggles', async () => {
    const user = userEvent.setup();
    await openGame({ rooms: [room({ ...twoPlayers()[0], spectator_count: 4 })] });
    await listening();
    push(questionFrame());
    const sound = await screen.findByRole('button', { name: 'Turn sound on' });
    expect(sound).toHaveAttribute('aria-pressed', 'false');
    await user.click(sound);
    expect(screen.getByRole('button', { name: 'Turn sound off' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );

    expect(screen.queryByText('4 spectators watching')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Show spectators' }));
    expect(screen.getByText('4 spectators watching')).toBeInTheDocument();
    expect(screen.getByLabelText('Chat message')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Hide chat' }));
    expect(screen.queryByLabelText('Chat message')).not.toBeInTheDocument();

    expect(screen.getByText('Connected')).toBeInTheDocument();
    act(() => realtime.latest().serverClose());
    expect(await screen.findByText('Reconnecting')).toBeInTheDocument();
  });

  it('toasts Incorrect answer for a wrong option', async () => {
    const user = userEvent.setup();
    await openGame({ rooms: twoPlayers() });
    await listening();
    push(questionFrame());
    await user.click(await screen.findByRole('radio', { name: 'Newton' }));
    await user.click(screen.getByRole('button', { name: 'Submit Answer' }));
    push(closedFrame([{ user_id: ME, option_id: 'a', correct: false, points: 0 }]));
    expect(await screen.findByText('Incorrect answer')).toBeInTheDocument();
  });

  it('lets the host hold the pause between questions and go on, and shows everyone it is held', async () => {
    const user = userEvent.setup();
    await openGame({ rooms: twoPlayers() });
    await listening();
    push(questionFrame());
    await user.click(await screen.findByRole('radio', { name: 'Einstein' }));
    await user.click(screen.getByRole('button', { name: 'Submit Answer' }));
    push(closedFrame([{ user_id: ME, option_id: 'b', correct: true, points: 150 }]));
    await user.click(await screen.findByRole('button', { name: 'Pause' }));
    expect(commands()).toContainEqual({ type: 'pause' });
    push({ event: 'paused', data: { paused: true } });
    expect(await screen.findByText('Paused by the host')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next question' }));
    expect(commands()).toContainEqual({ type: 'resume' });
  });

  it('gives only the host the pause', async () => {
    const user = userEvent.setup();
    await openGame({
      rooms: [room({ host: { user_id: ANA, name: 'Ana Ruiz' }, players: [seat(ANA), seat(ME)] })],
      viewer: viewer({ is_host: false }),
    });
    await listening();
    push(questionFrame());
    await user.click(await screen.findByRole('radio', { name: 'Einstein' }));
    await user.click(screen.getByRole('button', { name: 'Submit Answer' }));
    push(closedFrame([{ user_id: ME, option_id: 'b', correct: true, points: 150 }]));
    expect(await screen.findByText('Correct answer: Einstein')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Pause' })).not.toBeInTheDocument();
  });

  it("turns the timer red at 10 seconds, and at the deadline says Time's up! and sends an empty answer", async () => {
    await openGame({ rooms: twoPlayers() });
    await listening();
    push(questionFrame({ servedAt: Date.now() - 29_000, limitMs: 30_000 }));
    const timer = await screen.findByLabelText('Time left');
    await waitFor(() => expect(timer).toHaveAttribute('data-warning', 'true'));
    expect(await screen.findByText("Time's up!", {}, { timeout: 3_000 })).toBeInTheDocument();
    expect(commands()).toContainEqual({
      type: 'answer',
      questionId: QUESTION_ID,
      answer: null,
      timeTaken: 30,
    });
    expect(screen.queryByRole('button', { name: 'Submit Answer' })).not.toBeInTheDocument();
  });

  it("uses the player's own deadline when the server gives one", async () => {
    await openGame({ rooms: twoPlayers() });
    await listening();
    push(questionFrame({ servedAt: Date.now() - 29_500, limitMs: 30_000 }));
    toMe({ event: 'deadline', data: { ends_at: Date.now() + 20_000 } });
    await waitFor(() => expect(screen.getByLabelText('Time left')).toHaveTextContent('20s'));
    expect(screen.queryByText("Time's up!")).not.toBeInTheDocument();
  });

  it('unlocks the question when the answer is refused, and says it failed', async () => {
    const user = userEvent.setup();
    await openGame({ rooms: twoPlayers() });
    await listening();
    push(questionFrame());
    await user.click(await screen.findByRole('radio', { name: 'Curie' }));
    await user.click(screen.getByRole('button', { name: 'Submit Answer' }));
    expect(screen.getByRole('radio', { name: 'Curie' })).toBeDisabled();
    toMe({ event: 'refused', data: { command: 'answer', reason: 'unknown_option' } });
    expect(await screen.findByText('Failed to submit answer')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Curie' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Submit Answer' })).toBeEnabled();
  });

  it('uses a power-up: its uses, the toast, and 50/50 hiding two options', async () => {
    const user = userEvent.setup();
    await openGame({ rooms: twoPlayers() });
    await listening();
    push(questionFrame());
    await user.click(await screen.findByRole('button', { name: '50/50 (2 left)' }));
    expect(commands()).toContainEqual({ type: 'power_up', power_up: 'fifty_fifty' });
    toMe({
      event: 'power_up',
      data: { type: 'fifty_fifty', uses_remaining: 1, removed_option_ids: ['a', 'c'] },
    });
    expect(await screen.findByText('Power-up "50/50" activated!')).toBeInTheDocument();
    expect(
      screen.getAllByRole('radio').map((radio) => radio.closest('label')?.textContent),
    ).toEqual(['Einstein', 'Bohr']);
    // One a question: every power-up waits now.
    expect(screen.getByRole('button', { name: '50/50 (1 left)' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Extra Time (2 left)' })).toBeDisabled();
  });

  it('disables power-ups when the room has them off', async () => {
    await openGame({ rooms: [room({ ...twoPlayers()[0], power_ups_enabled: false })] });
    await listening();
    push(questionFrame());
    expect(await screen.findByRole('button', { name: '50/50 (2 left)' })).toBeDisabled();
    expect(screen.getByText('Power-ups are off in this room.')).toBeInTheDocument();
  });

  it('asks before leaving, then goes to the lobby', async () => {
    const user = userEvent.setup();
    const { router } = await openGame({ rooms: twoPlayers() });
    await listening();
    push(questionFrame());
    await user.click(await screen.findByRole('button', { name: 'Leave game' }));
    const dialog = await screen.findByRole('dialog', { name: 'Leave the game?' });
    expect(
      within(dialog).getByText('Are you sure you want to leave the game?'),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Leave' }));
    expect(commands()).toContainEqual({ type: 'leave' });
    expect(router.state.location.pathname).toBe('/game/lobby');
  });

  it('shows a spectator the question read-only', async () => {
    await openGame({
      rooms: twoPlayers(),
      viewer: viewer({ is_player: false, is_spectator: true, is_host: false }),
    });
    await listening();
    push(questionFrame());
    expect(await screen.findByText('Einstein')).toBeInTheDocument();
    expect(screen.queryByRole('radio')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /50\/50/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Submit Answer' })).not.toBeInTheDocument();
  });

  it('shows the results at the end of the game, and says it ended once', async () => {
    const ended = vi.fn();
    await openGame({ rooms: twoPlayers() }, ended);
    await listening();
    expect(ended).not.toHaveBeenCalled();
    push({
      event: 'game_end',
      data: {
        scoreboard: [
          standing(ME, { rank: 2, score: 300, correct_answers: 3, total_answers: 5 }),
          standing(ANA, { rank: 1, score: 450, correct_answers: 4, total_answers: 5 }),
        ],
        team_scores: null,
      },
    });
    expect(await screen.findByRole('heading', { name: 'Game Over' })).toBeInTheDocument();
    expect(ended).toHaveBeenCalledTimes(1);
    expect(screen.getByText('Ana Ruiz wins!')).toBeInTheDocument();
    const places = screen.getAllByRole('listitem').map((item) => item.textContent);
    expect(places[0]).toContain('Ana Ruiz');
    expect(places[0]).toContain('450 pts');
    expect(places[1]).toContain('3/5 correct');
    expect(screen.getByRole('link', { name: 'Back to Lobby' })).toHaveAttribute(
      'href',
      '/game/lobby',
    );
    expect(screen.getByRole('link', { name: 'Play again' })).toHaveAttribute(
      'href',
      '/game/lobby?tab=create',
    );
  });

  it('shows team scores in team mode', async () => {
    await openGame({ rooms: [room({ ...twoPlayers()[0], game_mode: 'team' })] });
    await listening();
    push({
      event: 'game_end',
      data: {
        scoreboard: [standing(ME, { team: 0 }), standing(ANA, { rank: 2, team: 1 })],
        team_scores: [500, 300],
      },
    });
    expect(await screen.findByText('Team 1 wins!')).toBeInTheDocument();
    expect(screen.getByText('Team 1: 500 pts')).toBeInTheDocument();
    expect(screen.getByText('Team 2: 300 pts')).toBeInTheDocument();
  });
});

describe('a quick match', () => {
  /** A game the queue made a few seconds ago: nobody hosts it, ME and Ana play. */
  const match = (overrides: Parameters<typeof room>[0] = {}) =>
    room({
      kind: 'match',
      name: 'Quick Match',
      host: null,
      topic: null,
      topic_id: null,
      max_players: 2,
      players: [seat(ME), seat(ANA, { is_online: false })],
      created_at: new Date(Date.now() - 5_000).toISOString(),
      ...overrides,
    });

  /**
   * The server's view of the waiting game: it starts by itself in `ms` at the latest (half a
   * second short of whole seconds, so the countdown reads the same whatever the frame's transit).
   */
  const startsWithin = (ms: number) =>
    toMe({ event: 'state', data: view({ host_id: null, phase_ends_at: Date.now() + ms - 500 }) });

  it('waits for everyone with a countdown to the arrival deadline, with no host controls', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      await openGame({ rooms: [match()], viewer: viewer({ is_host: false }) });
      await listening();
      expect(await screen.findByRole('heading', { name: 'Match found' })).toBeInTheDocument();
      // No countdown until the server says when the game starts at the latest.
      expect(screen.queryByRole('timer')).not.toBeInTheDocument();
      startsWithin(15_000);
      expect(screen.getByText('Science · Classic · Intermediate')).toBeInTheDocument();
      const waiting = screen.getByRole('region', { name: 'Match found' });
      const players = within(within(waiting).getByRole('list'))
        .getAllByRole('listitem')
        .map((item) => item.textContent);
      expect(players).toEqual(['ALAda Lovelace(you)Online', 'ARAna RuizAway']);
      expect(screen.getByText('Starting when everyone is here')).toBeInTheDocument();
      expect(screen.getByRole('timer')).toHaveTextContent(
        'or in 15 seconds with whoever has arrived',
      );
      await passTime(10_000);
      expect(screen.getByRole('timer')).toHaveTextContent(
        'or in 5 seconds with whoever has arrived',
      );
      await passTime(5_000);
      expect(screen.getByRole('timer')).toHaveTextContent('Starting now…');
      for (const control of ['Start Game', 'Copy invite link', 'End Room', /Remove/]) {
        expect(screen.queryByRole('button', { name: control })).not.toBeInTheDocument();
      }
      expect(screen.queryByRole('switch')).not.toBeInTheDocument();
      expect(screen.queryByText('Entry fee')).not.toBeInTheDocument();
    } finally {
      vi.useRealTimers();
    }
  });

  it('counts down to the start the server gives, a tournament match’s longer grace too', async () => {
    await openGame({
      rooms: [match({ kind: 'tournament', name: 'Spring Cup' })],
      viewer: viewer({ is_host: false }),
    });
    await listening();
    expect(await screen.findByRole('heading', { name: 'Match found' })).toBeInTheDocument();
    startsWithin(180_000);
    // 180 once the frame is in; 179 if the page took over half a second to show it.
    expect(
      await screen.findByText(/^or in 1(80|79) seconds with whoever has arrived$/),
    ).toHaveAttribute('role', 'timer');
    expect(screen.queryByRole('button', { name: 'Start Game' })).not.toBeInTheDocument();
  });

  it('says Win or Loss by place at the end of a tournament match', async () => {
    await openGame({
      rooms: [match({ kind: 'tournament', status: 'active', players: [seat(ME), seat(ANA)] })],
      viewer: viewer({ is_host: false }),
    });
    await listening();
    push({
      event: 'game_end',
      data: {
        scoreboard: [standing(ANA, { score: 450 }), standing(ME, { rank: 2, score: 300 })],
        team_scores: null,
      },
    });
    expect(await screen.findByTestId('match-outcome')).toHaveTextContent('Loss');
  });

  it('asks before leaving the waiting match, then goes to the lobby', async () => {
    const user = userEvent.setup();
    const { router } = await openGame({ rooms: [match()], viewer: viewer({ is_host: false }) });
    await listening();
    await user.click(await screen.findByRole('button', { name: 'Leave' }));
    const dialog = await screen.findByRole('dialog', { name: 'Leave the game?' });
    expect(
      within(dialog).getByText('Are you sure you want to leave the game?'),
    ).toBeInTheDocument();
    expect(commands()).not.toContainEqual({ type: 'leave' });
    await user.click(within(dialog).getByRole('button', { name: 'Leave' }));
    expect(commands()).toContainEqual({ type: 'leave' });
    expect(router.state.location.pathname).toBe('/game/lobby');
  });

  /** A match in play for ME and Ana, ended with `scoreboard`. */
  async function endMatch(scoreboard: ReturnType<typeof standing>[]) {
    await openGame({
      rooms: [match({ status: 'active', players: [seat(ME), seat(ANA)] })],
      viewer: viewer({ is_host: false }),
    });
    await listening();
    push({ event: 'game_end', data: { scoreboard, team_scores: null } });
    return screen.findByTestId('match-outcome');
  }

  it('says Win and whom the player beat at the end', async () => {
    const outcome = await endMatch([
      standing(ME, { score: 450 }),
      standing(ANA, { rank: 2, score: 300 }),
    ]);
    expect(outcome).toHaveTextContent('WinYou beat Ana Ruiz');
    expect(screen.queryByText('Ada Lovelace wins!')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Play again' })).toHaveAttribute('href', '/game/lobby');
  });

  it('says Loss naming the winner', async () => {
    const outcome = await endMatch([
      standing(ANA, { score: 450 }),
      standing(ME, { rank: 2, score: 300 }),
    ]);
    expect(outcome).toHaveTextContent('LossAna Ruiz won');
  });

  it('says Draw when the player shares first place', async () => {
    const outcome = await endMatch([standing(ME, { score: 300 }), standing(ANA, { score: 300 })]);
    expect(outcome).toHaveTextContent('DrawYou drew with Ana Ruiz');
  });

  it('says the outcome of a match opened again after its end', async () => {
    await openGame({
      rooms: [match({ status: 'completed' })],
      viewer: viewer({ is_host: false }),
      results: [
        { user_id: ANA, name: 'Ana Ruiz', place: 1, points: 420, prize: 0 },
        { user_id: ME, name: 'Ada Lovelace', place: 2, points: 300, prize: 0 },
      ],
    });
    expect(await screen.findByRole('heading', { name: 'Game Over' })).toBeInTheDocument();
    expect(screen.getByTestId('match-outcome')).toHaveTextContent('LossAna Ruiz won');
  });

  it('says a challenge played alone has its result on the Challenges page, not Win', async () => {
    await openGame({
      rooms: [
        match({ kind: 'challenge', name: 'Challenge', status: 'active', players: [seat(ME)] }),
      ],
      viewer: viewer({ is_host: false }),
    });
    await listening();
    push({ event: 'game_end', data: { scoreboard: [standing(ME)], team_scores: null } });
    const outcome = await screen.findByTestId('match-outcome');
    expect(outcome).toHaveTextContent(
      "Your play is in. The challenge's result shows once everyone has played.",
    );
    expect(outcome).not.toHaveTextContent('Win');
    expect(within(outcome).getByRole('link', { name: 'See your challenges' })).toHaveAttribute(
      'href',
      '/challenges',
    );
  });

  it('says the same of a challenge played alone opened again after its end', async () => {
    await openGame({
      rooms: [match({ kind: 'challenge', status: 'completed', players: [seat(ME)] })],
      viewer: viewer({ is_host: false }),
      results: [{ user_id: ME, name: 'Ada Lovelace', place: 1, points: 420, prize: 0 }],
    });
    expect(await screen.findByTestId('match-outcome')).toHaveTextContent(
      "Your play is in. The challenge's result shows once everyone has played.",
    );
  });

  it('says Win for a challenge played against a friend', async () => {
    await openGame({
      rooms: [match({ kind: 'challenge', status: 'active', players: [seat(ME), seat(ANA)] })],
      viewer: viewer({ is_host: false }),
    });
    await listening();
    push({
      event: 'game_end',
      data: { scoreboard: [standing(ME), standing(ANA, { rank: 2 })], team_scores: null },
    });
    expect(await screen.findByTestId('match-outcome')).toHaveTextContent('WinYou beat Ana Ruiz');
  });

  it('says no Win or Loss for a lobby room', async () => {
    await openGame({
      rooms: [room({ status: 'completed' })],
      results: [{ user_id: ME, name: 'Ada Lovelace', place: 1, points: 420, prize: 0 }],
    });
    expect(await screen.findByRole('heading', { name: 'Game Over' })).toBeInTheDocument();
    expect(screen.queryByTestId('match-outcome')).not.toBeInTheDocument();
  });
});
