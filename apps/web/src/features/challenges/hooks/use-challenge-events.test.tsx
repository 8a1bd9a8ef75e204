import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import toast, { Toaster } from 'react-hot-toast';
import { createMemoryRouter, Outlet, RouterProvider, useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { inboxChannel } from '../../../lib/inbox';
import { RealtimeClientProvider } from '../../../lib/realtime';
import { createTestRealtime, flushPromises, type TestRealtime } from '../../../test/realtime';
import { ChallengeMessageCard } from '../components/challenge-message-card';
import { ChallengePage } from '../pages/challenge-page';
import { serveChallenges, type FakeChallengesApi } from '../test/fake-api';
import {
  challenge,
  challengeMessage,
  CHALLENGE_ID,
  GAME_ID,
  GRACE,
  ME,
  uuid,
} from '../test/fixtures';
import { useChallengeEvents } from './use-challenge-events';

let api: FakeChallengesApi;
let realtime: TestRealtime;

function Where() {
  return <p data-testid="where">{useLocation().pathname}</p>;
}

/** The shell's listener around whatever the route shows. */
function Shell() {
  useChallengeEvents(ME);
  return (
    <>
      <Where />
      <Outlet />
    </>
  );
}

async function renderShell(path: string, page: ReactNode, route = '*') {
  realtime = createTestRealtime();
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const router = createMemoryRouter(
    [{ element: <Shell />, children: [{ path: route, element: page }, { path: '*' }] }],
    { initialEntries: [path] },
  );
  render(
    <QueryClientProvider client={queryClient}>
      <RealtimeClientProvider client={realtime.client}>
        <RouterProvider router={router} />
        <Toaster />
      </RealtimeClientProvider>
    </QueryClientProvider>,
  );
  realtime.client.connect();
  await act(flushPromises);
  act(() => realtime.latest().accept(ME));
  await waitFor(() =>
    expect(realtime.latest().subscriptions()).toContain(`subscribe ${inboxChannel(ME)}`),
  );
  return { queryClient, router };
}

const inbox = (data: { change: string; game_id?: string | null; challenge_id?: string }) =>
  act(() =>
    realtime.latest().receive({
      event: 'message',
      payload: {
        channel: inboxChannel(ME),
        data: {
          type: 'challenge',
          challenge_id: data.challenge_id ?? CHALLENGE_ID,
          change: data.change,
          game_id: data.game_id ?? null,
        },
      },
    }),
  );

afterEach(() => {
  realtime?.client.disconnect();
  vi.unstubAllGlobals();
  act(() => toast.remove());
});

describe("the inbox's challenge events", () => {
  it('read every challenge again', async () => {
    api = serveChallenges({ challenges: [challenge()] });
    await renderShell('/messages', <ChallengeMessageCard message={challengeMessage()} me={ME} />);
    await screen.findByRole('button', { name: 'Accept Challenge' });
    api.set(challenge({ status: 'cancelled' }));
    inbox({ change: 'cancelled' });
    expect(await screen.findByText('Cancelled')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Accept Challenge' })).toBeNull();
    expect(api.callsTo('GET', `/api/games/challenges/${CHALLENGE_ID}`)).toHaveLength(2);
  });

  it("offer 'Join game' in a toast when a realtime challenge's game starts elsewhere", async () => {
    api = serveChallenges();
    const user = userEvent.setup();
    await renderShell('/friends', <p>Friends</p>);
    inbox({ change: 'started', game_id: GAME_ID });
    expect(await screen.findByText("Your challenge's game is starting.")).toBeInTheDocument();
    // The same event again shows one toast.
    inbox({ change: 'started', game_id: GAME_ID });
    await user.click(screen.getByRole('button', { name: 'Join game' }));
    expect(screen.getByTestId('where')).toHaveTextContent(`/game/multiplayer/${GAME_ID}`);
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Join game' })).toBeNull());
  });

  it('take the challenger waiting on the challenge’s page straight to the game', async () => {
    const waiting = challenge({ from: ME, to: [GRACE] });
    api = serveChallenges({ challenges: [waiting] });
    await renderShell(
      `/challenges/${CHALLENGE_ID}`,
      <ChallengePage userId={ME} />,
      '/challenges/:challengeId',
    );
    await screen.findByText(/Waiting for Grace Hopper to accept/);
    inbox({ change: 'started', game_id: GAME_ID });
    await waitFor(() =>
      expect(screen.getByTestId('where')).toHaveTextContent(`/game/multiplayer/${GAME_ID}`),
    );
    expect(screen.queryByRole('button', { name: 'Join game' })).toBeNull();
  });

  it('say nothing to a player already in the game, or for other changes', async () => {
    api = serveChallenges();
    await renderShell(`/game/multiplayer/${GAME_ID}`, <p>Game</p>);
    inbox({ change: 'started', game_id: GAME_ID });
    inbox({ change: 'accepted', challenge_id: uuid(611) });
    await act(flushPromises);
    expect(screen.queryByRole('button', { name: 'Join game' })).toBeNull();
    expect(screen.queryByText("Your challenge's game is starting.")).toBeNull();
  });

  it('leave the Accept answer to take the accepting friend to the game, without a toast', async () => {
    api = serveChallenges({ challenges: [challenge()] });
    // The event arrives before Accept's answer.
    let answer: (() => void) | null = null;
    const original = api.fetchMock.getMockImplementation()!;
    api.fetchMock.mockImplementation(async (input, init) => {
      if (String(input).endsWith('/accept')) await new Promise<void>((go) => (answer = go));
      return original(input, init);
    });
    const user = userEvent.setup();
    await renderShell('/messages', <ChallengeMessageCard message={challengeMessage()} me={ME} />);
    await user.click(await screen.findByRole('button', { name: 'Accept Challenge' }));
    await waitFor(() => expect(answer).not.toBeNull());
    inbox({ change: 'started', game_id: GAME_ID });
    await act(flushPromises);
    expect(screen.queryByRole('button', { name: 'Join game' })).toBeNull();
    act(() => answer!());
    await waitFor(() =>
      expect(screen.getByTestId('where')).toHaveTextContent(`/game/multiplayer/${GAME_ID}`),
    );
    expect(screen.queryByText("Your challenge's game is starting.")).toBeNull();
  });
});
