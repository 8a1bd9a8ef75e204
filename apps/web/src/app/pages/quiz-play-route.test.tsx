import type { MatchmakingState } from '@quizarena/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import toast, { Toaster } from 'react-hot-toast';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  fakeMatchmakingApi,
  type FakeMatchmakingApi,
} from '../../features/matchmaking/test/fake-api';
import {
  GAME_ID,
  matched,
  ok,
  searching,
  timedOut,
} from '../../features/matchmaking/test/fixtures';
import { CATEGORY_ID, fakeQuizServer, TOPIC_ID } from '../../features/quiz/test/fake-quiz-server';
import { inboxChannel } from '../../lib/inbox';
import { RealtimeClientProvider } from '../../lib/realtime';
import { authValue, TEST_USER, WithAuth } from '../../test/auth-state';
import { passTime } from '../../test/pass-time';
import { createTestRealtime, flushPromises, type TestRealtime } from '../../test/realtime';
import { QuizPlayRoute } from './quiz-play-route';

const COMPETITIVE = `/quiz/${CATEGORY_ID}/${TOPIC_ID}/competitive`;
const FIRST_QUESTION = { level: 2, name: 'What is 2 + 2?' };

let matchmaking: FakeMatchmakingApi;
let quiz: ReturnType<typeof fakeQuizServer>;
let realtime: TestRealtime | null = null;

afterEach(() => {
  realtime?.client.disconnect();
  realtime = null;
  vi.useRealTimers();
  vi.unstubAllGlobals();
  sessionStorage.clear();
  act(() => toast.remove());
});

/** The quiz API and the matchmaking API behind one fetch. */
function serve(initial?: MatchmakingState) {
  matchmaking = fakeMatchmakingApi(initial);
  quiz = fakeQuizServer({
    mode: 'competitive',
    override: ({ method, path, body }) =>
      path.startsWith('/api/matchmaking/')
        ? matchmaking.fetchMock(path, {
            method,
            body: body === undefined ? undefined : JSON.stringify(body),
          })
        : undefined,
  });
  vi.stubGlobal('fetch', quiz.fetchMock);
}

/** The quiz route at `path` for the signed-in user, as the router serves it. */
function renderRoute(path = COMPETITIVE, state?: unknown) {
  const router = createMemoryRouter(
    [
      { path: '/quiz/:categoryId/:topicId/:gameMode?', element: <QuizPlayRoute /> },
      { path: '/game/multiplayer/:gameId', element: <h1>Live game</h1> },
    ],
    { initialEntries: [{ pathname: path, state }] },
  );
  render(
    <QueryClientProvider client={new QueryClient()}>
      <RealtimeClientProvider client={realtime?.client ?? null}>
        <WithAuth value={authValue('signedIn')}>
          <RouterProvider router={router} />
        </WithAuth>
        <Toaster />
      </RealtimeClientProvider>
    </QueryClientProvider>,
  );
  return router;
}

async function connect() {
  realtime = createTestRealtime();
  realtime.client.connect();
  await act(flushPromises);
  act(() => realtime!.latest().accept(TEST_USER.id));
}

const inbox = (state: MatchmakingState) =>
  act(() =>
    realtime!.latest().receive({
      event: 'message',
      payload: { channel: inboxChannel(TEST_USER.id), data: { type: 'matchmaking', state } },
    }),
  );

const sessionsStarted = () => quiz.callsTo('/api/games/session');

describe('competitive mode looks for a live opponent first', () => {
  it('searches the topic for 8 seconds before any solo session, counting the seconds', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    serve();
    renderRoute();
    expect(
      await screen.findByRole('heading', { name: 'Looking for an opponent…' }),
    ).toBeInTheDocument();
    await waitFor(() =>
      expect(matchmaking.callsTo('POST', '/api/matchmaking/find').map((c) => c.body)).toEqual([
        {
          source: 'competitive',
          category: CATEGORY_ID,
          topic: TOPIC_ID,
          difficulty: 'any',
          game_mode: 'classic',
          max_wait_time: 8,
        },
      ]),
    );
    await passTime(3_000);
    expect(screen.getByTestId('elapsed-seconds')).toHaveTextContent('3 seconds');
    expect(sessionsStarted()).toEqual([]);
  });

  it('goes to the live game when the inbox says an opponent was found', async () => {
    serve();
    await connect();
    const router = renderRoute();
    await screen.findByTestId('elapsed-seconds');
    matchmaking.set(matched());
    inbox(matched());
    expect(await screen.findByRole('heading', { name: 'Live game' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(`/game/multiplayer/${GAME_ID}`);
    expect(await screen.findByText('Match found! You play Grace Hopper.')).toBeInTheDocument();
    expect(sessionsStarted()).toEqual([]);
  });

  it('after a reload mid-search, watches the search already running', async () => {
    serve(searching({ source: 'competitive', topic_id: TOPIC_ID, max_wait_time: 8 }, 3));
    await connect();
    renderRoute();
    expect(await screen.findByTestId('elapsed-seconds')).toHaveTextContent('3 seconds');
    expect(matchmaking.callsTo('POST', '/api/matchmaking/find')).toHaveLength(1);
    matchmaking.set(matched());
    inbox(matched());
    expect(await screen.findByRole('heading', { name: 'Live game' })).toBeInTheDocument();
    expect(sessionsStarted()).toEqual([]);
  });

  it("plays solo when a Quick Match search of the lobby's already runs", async () => {
    serve(searching({ source: 'quick_match' }, 3));
    renderRoute();
    expect(await screen.findByRole('heading', FIRST_QUESTION)).toBeInTheDocument();
    expect(matchmaking.callsTo('POST', '/api/matchmaking/cancel')).toEqual([]);
  });

  it('goes to the live game when find matches at once', async () => {
    serve();
    matchmaking.on('POST', /^\/api\/matchmaking\/find$/, () => ok(matched()));
    renderRoute();
    expect(await screen.findByRole('heading', { name: 'Live game' })).toBeInTheDocument();
    expect(sessionsStarted()).toEqual([]);
  });

  it('starts the solo quiz against the bot when the search runs out', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    serve();
    renderRoute();
    await screen.findByTestId('elapsed-seconds');
    matchmaking.set(timedOut({ source: 'competitive' }));
    // No inbox here: the fallback read tells it.
    await passTime(2_000);
    expect(await screen.findByRole('heading', FIRST_QUESTION)).toBeInTheDocument();
    expect(sessionsStarted().map((call) => call.body)).toEqual([
      expect.objectContaining({
        topic_id: TOPIC_ID,
        category_id: CATEGORY_ID,
        game_mode: 'competitive',
      }),
    ]);
    expect(screen.getByText('Practice Bot')).toBeInTheDocument();
  });

  it('starts the solo quiz when the inbox says the search ran out', async () => {
    serve();
    await connect();
    renderRoute();
    await screen.findByTestId('elapsed-seconds');
    matchmaking.set(timedOut({ source: 'competitive' }));
    inbox(timedOut({ source: 'competitive' }));
    expect(await screen.findByRole('heading', FIRST_QUESTION)).toBeInTheDocument();
    expect(sessionsStarted()).toHaveLength(1);
  });

  it('Play the Practice Bot now cancels the search and starts the solo quiz', async () => {
    serve();
    const user = userEvent.setup();
    renderRoute();
    await screen.findByTestId('elapsed-seconds');
    await user.click(screen.getByRole('button', { name: 'Play the Practice Bot now' }));
    expect(await screen.findByRole('heading', FIRST_QUESTION)).toBeInTheDocument();
    expect(matchmaking.callsTo('POST', '/api/matchmaking/cancel')).toHaveLength(1);
    expect(matchmaking.state).toEqual({ status: 'idle' });
  });

  it('starts the solo quiz when matchmaking is not there', async () => {
    serve();
    matchmaking.on('POST', /^\/api\/matchmaking\/find$/, () => {
      throw new TypeError('Failed to fetch');
    });
    renderRoute();
    expect(await screen.findByRole('heading', FIRST_QUESTION)).toBeInTheDocument();
    expect(sessionsStarted()).toHaveLength(1);
  });

  it('starts the solo quiz when the server never says the search ended', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    serve();
    // Every read fails: neither the inbox nor the fallback can tell the end.
    matchmaking.on('GET', /^\/api\/matchmaking\/active$/, () => {
      throw new TypeError('Failed to fetch');
    });
    renderRoute();
    await screen.findByTestId('elapsed-seconds');
    await passTime(8_000);
    expect(sessionsStarted()).toEqual([]);
    await passTime(4_000);
    expect(await screen.findByRole('heading', FIRST_QUESTION)).toBeInTheDocument();
  });

  it('skips the search when the player chose the Practice Bot', async () => {
    serve();
    renderRoute(COMPETITIVE, { practiceBot: true });
    expect(await screen.findByRole('heading', FIRST_QUESTION)).toBeInTheDocument();
    expect(matchmaking.calls).toEqual([]);
  });

  it('never searches in the solo modes', async () => {
    serve();
    renderRoute(`/quiz/${CATEGORY_ID}/${TOPIC_ID}/timed`);
    expect(await screen.findByRole('heading', FIRST_QUESTION)).toBeInTheDocument();
    expect(matchmaking.calls).toEqual([]);
  });

  it('ends the search when the player leaves the page mid-search', async () => {
    serve();
    const router = renderRoute();
    await screen.findByTestId('elapsed-seconds');
    await act(() => router.navigate('/game/multiplayer/elsewhere'));
    await waitFor(() =>
      expect(matchmaking.callsTo('POST', '/api/matchmaking/cancel')).toHaveLength(1),
    );
    expect(sessionsStarted()).toEqual([]);
  });
});
