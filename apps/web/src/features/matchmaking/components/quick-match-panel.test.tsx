import type { MatchmakingState } from '@quizarena/contracts';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import toast from 'react-hot-toast';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { inboxChannel } from '../../../lib/inbox';
import { passTime } from '../../../test/pass-time';
import { createTestRealtime, flushPromises, type TestRealtime } from '../../../test/realtime';
import { rememberJoined } from '../utils/joined-matches';
import { fakeMatchmakingApi, json, refusal, type FakeMatchmakingApi } from '../test/fake-api';
import {
  GAME_ID,
  HISTORY,
  IDLE,
  matched,
  ME,
  PHYSICS,
  SCIENCE,
  searching,
  timedOut,
} from '../test/fixtures';
import { renderPanel } from '../test/render';

let api: FakeMatchmakingApi;
let realtime: TestRealtime | null = null;

function serve(initial: MatchmakingState = IDLE) {
  api = fakeMatchmakingApi(initial);
  vi.stubGlobal('fetch', api.fetchMock);
  return api;
}

/** The panel with a connected realtime client, so the inbox can speak. */
async function renderLive() {
  realtime = createTestRealtime();
  const router = renderPanel({ realtime: realtime.client });
  realtime.client.connect();
  await act(flushPromises);
  act(() => realtime!.latest().accept(ME));
  await waitFor(() =>
    expect(realtime!.latest().subscriptions()).toContain(`subscribe ${inboxChannel(ME)}`),
  );
  return router;
}

/** The server's inbox event for the search's end. */
const inbox = (state: MatchmakingState) =>
  act(() =>
    realtime!.latest().receive({
      event: 'message',
      payload: { channel: inboxChannel(ME), data: { type: 'matchmaking', state } },
    }),
  );

const findButton = () => screen.findByRole('button', { name: 'Find Match' });
/** Find Match once the last search was read back (it waits for that). */
async function readyToFind() {
  const button = await findButton();
  await waitFor(() => expect(button).toBeEnabled());
  return button;
}
const elsewhere = () => screen.findByTestId('elsewhere');

afterEach(() => {
  realtime?.client.disconnect();
  realtime = null;
  vi.useRealTimers();
  vi.unstubAllGlobals();
  sessionStorage.clear();
  act(() => toast.remove());
});

describe('the Quick Match panel', () => {
  it('offers General first, then every category, any difficulty and classic by default', async () => {
    serve();
    renderPanel();
    await findButton();
    const category = screen.getByLabelText('Category');
    await waitFor(() =>
      expect(
        within(category)
          .getAllByRole('option')
          .map((option) => option.textContent),
      ).toEqual(['General (every category)', 'Science', 'History']),
    );
    expect(category).toHaveValue('');
    const difficulty = screen.getByLabelText('Difficulty');
    expect(
      within(difficulty)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Any difficulty', 'Beginner', 'Intermediate', 'Advanced']);
    expect(difficulty).toHaveValue('any');
    const mode = screen.getByLabelText('Game mode');
    expect(
      within(mode)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Classic · 2 players', 'Lightning · 2 players', 'Elimination · 4 players']);
    expect(mode).toHaveValue('classic');
  });

  it('sends the choices; General is no category', async () => {
    serve();
    const user = userEvent.setup();
    renderPanel();
    await user.click(await readyToFind());
    await screen.findByText('Searching for an opponent…');
    expect(api.callsTo('POST', '/api/matchmaking/find').map((call) => call.body)).toEqual([
      {
        category: null,
        difficulty: 'any',
        game_mode: 'classic',
        max_wait_time: 60,
        source: 'quick_match',
      },
    ]);

    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await user.selectOptions(await screen.findByLabelText('Category'), 'History');
    await user.selectOptions(screen.getByLabelText('Difficulty'), 'advanced');
    await user.selectOptions(screen.getByLabelText('Game mode'), 'elimination');
    await user.click(screen.getByRole('button', { name: 'Find Match' }));
    await screen.findByText('History · Elimination · Advanced');
    expect(api.callsTo('POST', '/api/matchmaking/find')[1]!.body).toEqual({
      category: HISTORY,
      difficulty: 'advanced',
      game_mode: 'elimination',
      max_wait_time: 60,
      source: 'quick_match',
    });
  });

  it('counts the seconds while searching, and Cancel ends the search with a toast', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    serve();
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderPanel();
    await user.click(await readyToFind());
    expect(await screen.findByRole('status')).toHaveTextContent('Searching for an opponent…');
    expect(screen.getByTestId('elapsed-seconds')).toHaveTextContent('0 seconds');
    await passTime(7_000);
    expect(screen.getByTestId('elapsed-seconds')).toHaveTextContent('7 seconds');
    expect(screen.getByText('We look for up to 60 seconds.')).toBeInTheDocument();
    // Still searching: the fallback reads went out and changed nothing.
    expect(api.callsTo('GET', '/api/matchmaking/active').length).toBeGreaterThanOrEqual(2);

    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(await screen.findByText('Matchmaking cancelled')).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/matchmaking/cancel')).toHaveLength(1);
    await readyToFind();
    expect(screen.queryByText('Searching for an opponent…')).not.toBeInTheDocument();
  });

  it('goes to the game when the inbox says a match was made, naming the opponent', async () => {
    serve();
    const user = userEvent.setup();
    await renderLive();
    await user.click(await readyToFind());
    await screen.findByText('Searching for an opponent…');
    api.set(matched());
    inbox(matched());
    expect(await elsewhere()).toHaveTextContent(`/game/multiplayer/${GAME_ID}`);
    expect(await screen.findByText('Match found! You play Grace Hopper.')).toBeInTheDocument();
  });

  it('goes to the game when the fallback read finds the match (the inbox missed it)', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    serve();
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderPanel();
    await user.click(await readyToFind());
    await screen.findByText('Searching for an opponent…');
    api.set(matched());
    await passTime(3_000);
    expect(await elsewhere()).toHaveTextContent(`/game/multiplayer/${GAME_ID}`);
  });

  it('goes to the game when the match was made before the cancel', async () => {
    serve();
    const user = userEvent.setup();
    renderPanel();
    await user.click(await readyToFind());
    await screen.findByText('Searching for an opponent…');
    api.set(matched());
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(await elsewhere()).toHaveTextContent(`/game/multiplayer/${GAME_ID}`);
    expect(screen.queryByText('Matchmaking cancelled')).not.toBeInTheDocument();
  });

  it('offers the Practice Bot when the search runs out, and starts its quiz', async () => {
    serve();
    const user = userEvent.setup();
    await renderLive();
    await user.click(await readyToFind());
    await screen.findByText('Searching for an opponent…');
    api.set(timedOut());
    inbox(timedOut());
    expect(await screen.findByText('Failed to find match')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'No opponent found' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Play the Practice Bot' }));
    expect(await elsewhere()).toHaveTextContent(`/quiz/${SCIENCE}/${PHYSICS}/competitive`);
    expect(screen.getByTestId('elsewhere-state')).toHaveTextContent('{"practiceBot":true}');
  });

  it('tries again with the same choices', async () => {
    serve(timedOut({ category_id: SCIENCE, difficulty: 'beginner', game_mode: 'lightning' }));
    const user = userEvent.setup();
    renderPanel();
    await user.click(await screen.findByRole('button', { name: 'Try again' }));
    await screen.findByText('Searching for an opponent…');
    expect(api.callsTo('POST', '/api/matchmaking/find').map((call) => call.body)).toEqual([
      {
        category: SCIENCE,
        difficulty: 'beginner',
        game_mode: 'lightning',
        max_wait_time: 60,
        source: 'quick_match',
      },
    ]);
  });

  it('has only Try again when the run-out search offers no bot', async () => {
    serve(timedOut({ bot: null }));
    renderPanel();
    expect(await screen.findByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Play the Practice Bot' })).not.toBeInTheDocument();
  });

  it('says Matchmaking not available yet when the service is away or unreachable', async () => {
    serve();
    api.on('POST', /^\/api\/matchmaking\/find$/, () =>
      json({ message: 'Service unavailable', code: 'SERVICE_UNAVAILABLE' }, 503),
    );
    const user = userEvent.setup();
    renderPanel();
    await user.click(await readyToFind());
    expect(await screen.findByText('Matchmaking not available yet')).toBeInTheDocument();
    act(() => toast.remove());

    api.on('POST', /^\/api\/matchmaking\/find$/, () => {
      throw new TypeError('Failed to fetch');
    });
    await user.click(screen.getByRole('button', { name: 'Find Match' }));
    expect(await screen.findByText('Matchmaking not available yet')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Find Match' })).toBeEnabled();
  });

  it('says Failed to find match when the server refuses the search', async () => {
    serve();
    api.on('POST', /^\/api\/matchmaking\/find$/, () =>
      refusal(400, 'Wait at least 5 seconds', 'VALIDATION_FAILED', [
        { field: 'max_wait_time', message: 'Wait at least 5 seconds' },
      ]),
    );
    const user = userEvent.setup();
    renderPanel();
    await user.click(await readyToFind());
    expect(await screen.findByText('Failed to find match')).toBeInTheDocument();
  });

  it('shows the search already running elsewhere when find answers 409', async () => {
    serve();
    const user = userEvent.setup();
    renderPanel();
    await readyToFind();
    // Another tab started a search after this page read the state.
    api.set(searching({ game_mode: 'lightning' }, 5));
    await user.click(screen.getByRole('button', { name: 'Find Match' }));
    expect(await screen.findByText('General · Lightning · Any difficulty')).toBeInTheDocument();
    expect(screen.getByTestId('elapsed-seconds')).toHaveTextContent('5 seconds');
    expect(screen.queryByText('Failed to find match')).not.toBeInTheDocument();
  });
});

describe('the Quick Match panel after a reload', () => {
  it('carries on a running search, its counter from queued_at', async () => {
    serve(searching({ category_id: SCIENCE, game_mode: 'elimination' }, 12));
    renderPanel();
    expect(await screen.findByText('Searching for an opponent…')).toBeInTheDocument();
    expect(screen.getByTestId('elapsed-seconds')).toHaveTextContent('12 seconds');
    expect(await screen.findByText('Science · Elimination · Any difficulty')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeInTheDocument();
  });

  it('goes to a game matched a moment ago', async () => {
    serve(matched());
    renderPanel();
    expect(await elsewhere()).toHaveTextContent(`/game/multiplayer/${GAME_ID}`);
  });

  it('does not send the player back to a matched game they already went to', async () => {
    rememberJoined(GAME_ID);
    serve(matched());
    renderPanel();
    await readyToFind();
    expect(screen.queryByTestId('elsewhere')).not.toBeInTheDocument();
  });

  it('shows the bot offer of a search that ran out, without a new toast', async () => {
    serve(timedOut());
    renderPanel();
    expect(await screen.findByRole('heading', { name: 'No opponent found' })).toBeInTheDocument();
    expect(screen.queryByText('Failed to find match')).not.toBeInTheDocument();
  });

  it("leaves out a competitive quiz's run-out search (that quiz went on with the bot)", async () => {
    serve(timedOut({ source: 'competitive', topic_id: PHYSICS }));
    renderPanel();
    await readyToFind();
    expect(screen.queryByRole('heading', { name: 'No opponent found' })).not.toBeInTheDocument();
  });
});
