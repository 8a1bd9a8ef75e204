import type { GameFrame } from '@quizarena/contracts';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import toast from 'react-hot-toast';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { inboxChannel } from '../../../lib/inbox';
import { readText } from '../../../test/blob-text';
import { createTestRealtime, flushPromises, type TestRealtime } from '../../../test/realtime';
import { gameChannel } from '../hooks/use-game-socket';
import { fakeHostApi, type FakeHostApi } from '../test/fake-api';
import {
  ANA,
  answeredFrame,
  BEN,
  CAL,
  CATEGORY_ID,
  closedFrame,
  endFrame,
  GAME_ID,
  HOST,
  hostedGame,
  joinFrame,
  leaveFrame,
  questionFrame,
  standing,
  stateFrame,
  TOPIC_ID,
} from '../test/fixtures';
import { renderHost } from '../test/render';

const CHANNEL = gameChannel(GAME_ID);
let api: FakeHostApi;
let realtime: TestRealtime;

afterEach(() => {
  realtime?.client.disconnect();
  vi.unstubAllGlobals();
  act(() => toast.remove());
});

async function connect() {
  realtime.client.connect();
  await act(flushPromises);
  act(() => realtime.latest().accept(HOST));
  await waitFor(() => expect(commands()).toContainEqual({ type: 'sync' }));
}

/** The host's screen of an existing game (a reload: `?game=`), connected. */
async function openScreen() {
  api = fakeHostApi({ game: hostedGame() });
  vi.stubGlobal('fetch', api.fetchMock);
  realtime = createTestRealtime();
  const router = renderHost(`/host?game=${GAME_ID}`, realtime.client);
  expect(await screen.findByTestId('game-pin')).toHaveTextContent('123456');
  expect(screen.getByRole('heading', { level: 1, name: 'Science: Physics' })).toBeInTheDocument();
  await connect();
  return router;
}

const push = (frame: GameFrame) =>
  act(() =>
    realtime.latest().receive({ event: 'message', payload: { channel: CHANNEL, data: frame } }),
  );
const toHost = (frame: GameFrame) =>
  act(() =>
    realtime.latest().receive({
      event: 'message',
      payload: { channel: inboxChannel(HOST), data: { type: 'game', game_id: GAME_ID, frame } },
    }),
  );
const commands = () => realtime.latest().broadcasts(CHANNEL);

describe('setting up a hosted game', () => {
  it('creates the game from the chosen content and shows its PIN, link and QR code', async () => {
    const user = userEvent.setup();
    api = fakeHostApi();
    vi.stubGlobal('fetch', api.fetchMock);
    realtime = createTestRealtime();
    const router = renderHost('/host', realtime.client);
    expect(await screen.findByRole('heading', { name: 'Host a class game' })).toBeInTheDocument();
    await user.selectOptions(await screen.findByLabelText('Category'), 'Science');
    await user.selectOptions(await screen.findByLabelText('Topic'), 'Physics');
    await user.selectOptions(screen.getByLabelText('Questions'), '15');
    await user.selectOptions(screen.getByLabelText('Seconds per question'), '45 seconds');
    await user.click(screen.getByRole('button', { name: 'Create game' }));

    expect(await screen.findByTestId('game-pin')).toHaveTextContent('123456');
    expect(api.callsTo('POST', '/api/host-games')[0]!.body).toEqual({
      category: CATEGORY_ID,
      topic: TOPIC_ID,
      total_questions: 15,
      time_per_question: 45,
    });
    const url = `${window.location.origin}/join?pin=123456`;
    expect(screen.getByText(`Join at ${url}`)).toBeInTheDocument();
    const qr = screen.getByRole('img', { name: `QR code for the join link ${url}` });
    expect(qr.tagName.toLowerCase()).toBe('svg');
    // A reload of the screen finds the game again.
    expect(router.state.location.search).toBe(`?game=${GAME_ID}`);
    // Read from the create answer, not asked again.
    expect(api.callsTo('GET', '/api/host-games')).toHaveLength(0);
  });

  it('asks for a category and a topic before creating', async () => {
    const user = userEvent.setup();
    api = fakeHostApi();
    vi.stubGlobal('fetch', api.fetchMock);
    renderHost('/host');
    await user.click(await screen.findByRole('button', { name: 'Create game' }));
    expect(screen.getByLabelText('Category')).toHaveAccessibleDescription(
      'Choose a category and a topic',
    );
    expect(api.callsTo('POST', '/api/host-games')).toHaveLength(0);
  });

  it('says so when the game of the address is not the host’s', async () => {
    api = fakeHostApi();
    vi.stubGlobal('fetch', api.fetchMock);
    renderHost(`/host?game=${GAME_ID}`);
    expect(await screen.findByText('This game could not be found.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Host another game' })).toHaveAttribute(
      'href',
      '/host',
    );
  });
});

describe('the lobby on the shared screen', () => {
  it('lists players as they join, removes one on request, and starts with one or more', async () => {
    const user = userEvent.setup();
    await openScreen();
    expect(realtime.latest().subscriptions()).toEqual(
      expect.arrayContaining([`subscribe ${CHANNEL}`, `subscribe ${inboxChannel(HOST)}`]),
    );
    expect(screen.getByRole('button', { name: 'Start game' })).toBeDisabled();
    expect(screen.getByText('Waiting for players to join…')).toBeInTheDocument();

    push(joinFrame(ANA, 1));
    push(joinFrame(BEN, 2));
    expect(screen.getByRole('heading', { name: '2 players' })).toBeInTheDocument();
    const list = screen.getByRole('list', { name: '2 players' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Ana', 'Ben']);

    await user.click(screen.getByRole('button', { name: 'Remove Ben' }));
    expect(commands()).toContainEqual({ type: 'kick', user_id: BEN });
    push(leaveFrame(BEN, true));
    expect(screen.getByRole('heading', { name: '1 player' })).toBeInTheDocument();
    expect(screen.queryByText('Ben')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Start game' }));
    expect(commands()).toContainEqual({ type: 'start' });
  });

  it('rebuilds the lobby from the state frame its sync asks for', async () => {
    await openScreen();
    toHost(
      stateFrame({
        scoreboard: [standing(HOST, { is_host: true }), standing(ANA), standing(CAL)],
      }),
    );
    expect(screen.getByRole('heading', { name: '2 players' })).toBeInTheDocument();
    expect(screen.getByText('Cal')).toBeInTheDocument();
  });
});

describe('a question on the shared screen', () => {
  it('shows the question, the answers by colour and shape, the clock and how many answered', async () => {
    await openScreen();
    push(joinFrame(ANA, 1));
    push(joinFrame(BEN, 2));
    push(questionFrame({ limitMs: 30_000 }));
    expect(screen.getByText('Question 1 of 5')).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { name: 'Who wrote the theory of relativity?' }),
    ).toBeInTheDocument();
    const answers = within(screen.getByRole('list')).getAllByRole('listitem');
    expect(answers.map((item) => item.getAttribute('data-shape'))).toEqual([
      'triangle',
      'diamond',
      'circle',
      'square',
    ]);
    expect(answers.map((item) => item.textContent)).toEqual([
      'Red triangle: Newton',
      'Blue diamond: Einstein',
      'Yellow circle: Curie',
      'Green square: Bohr',
    ]);
    expect(answers[0]).toHaveClass('bg-red-700');
    expect(answers[3]).toHaveClass('bg-green-700');
    expect(await screen.findByLabelText(/^(30|29) seconds left$/)).toBeInTheDocument();
    expect(screen.getByText('0 of 2 answered')).toBeInTheDocument();
    push(answeredFrame(1, 2));
    expect(screen.getByText('1 of 2 answered')).toBeInTheDocument();
  });

  it('after the close: the right answer, how the class answered, the top five', async () => {
    await openScreen();
    push(questionFrame());
    push(
      closedFrame(
        [
          { user_id: ANA, option_id: 'b', correct: true, points: 100 },
          { user_id: BEN, option_id: 'b', correct: true, points: 80 },
          { user_id: CAL, option_id: 'a', correct: false, points: 0 },
        ],
        [
          standing(ANA, { rank: 1, score: 100, correct_answers: 1 }),
          standing(BEN, { rank: 2, score: 80, correct_answers: 1 }),
          standing(CAL, { rank: 3 }),
        ],
      ),
    );
    expect(screen.getByText('Correct answer: Einstein')).toBeInTheDocument();
    const correct = screen
      .getAllByRole('listitem')
      .find((item) => item.getAttribute('data-correct') === 'true');
    expect(correct).toHaveTextContent('Einstein');
    const chart = screen.getByRole('table', { name: 'How the class answered' });
    const rows = within(chart)
      .getAllByRole('row')
      .slice(1)
      .map((row) => row.textContent);
    expect(rows).toEqual([
      'Red triangle: Newton1',
      'Blue diamond: Einstein2',
      'Yellow circle: Curie0',
      'Green square: Bohr0',
    ]);
    const top = screen.getByRole('table', { name: 'Top 5' });
    expect(
      within(top)
        .getAllByRole('rowheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Ana', 'Ben', 'Cal']);
  });

  it('holds the pause after a question for the class, then goes on', async () => {
    const user = userEvent.setup();
    await openScreen();
    push(questionFrame());
    push(closedFrame([{ user_id: ANA, option_id: 'b', correct: true, points: 100 }], []));
    await user.click(screen.getByRole('button', { name: 'Pause' }));
    expect(commands()).toContainEqual({ type: 'pause' });
    push({ event: 'paused', data: { paused: true } });
    expect(await screen.findByText('Paused: the next question waits for you.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next question' }));
    expect(commands()).toContainEqual({ type: 'resume' });
  });
});

describe('the end', () => {
  it('shows the final top five and downloads the results built from the frames', async () => {
    const user = userEvent.setup();
    await openScreen();
    push(joinFrame(ANA, 1));
    push(questionFrame());
    push(closedFrame([{ user_id: ANA, option_id: 'b', correct: true, points: 100 }], []));
    push(endFrame([standing(ANA, { rank: 1, score: 100, correct_answers: 1 })]));
    expect(screen.getByRole('heading', { name: 'Final results' })).toBeInTheDocument();
    expect(
      within(screen.getByRole('table', { name: 'Top 5' })).getByRole('rowheader', { name: 'Ana' }),
    ).toBeInTheDocument();

    const blobs: Blob[] = [];
    vi.stubGlobal('URL', {
      ...URL,
      createObjectURL: vi.fn((blob: Blob) => {
        blobs.push(blob);
        return 'blob:results';
      }),
      revokeObjectURL: vi.fn(),
    });
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    await user.click(screen.getByRole('button', { name: 'Download results (CSV)' }));
    expect(click).toHaveBeenCalledOnce();
    const text = await readText(blobs[0]!);
    expect(text).toContain('Nickname,Place,Score,Correct answers,Q1 answer,Q1 points\r\n');
    expect(text).toContain('Ana,1,100,1,Einstein,100\r\n');
    expect(screen.getByRole('link', { name: 'Host another game' })).toHaveAttribute(
      'href',
      '/host',
    );
  });

  it('ends the game after a confirmation', async () => {
    const user = userEvent.setup();
    await openScreen();
    await user.click(screen.getByRole('button', { name: 'End game' }));
    const dialog = await screen.findByRole('dialog', { name: 'End this game?' });
    expect(api.callsTo('POST', '/api/game-sessions')).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'End game' }));
    expect(await screen.findByText('The game has ended.')).toBeInTheDocument();
    expect(api.callsTo('POST', `/api/game-sessions/${GAME_ID}/end`)).toHaveLength(1);
  });
});
