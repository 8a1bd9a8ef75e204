import type { GameFrame } from '@quizarena/contracts';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import toast from 'react-hot-toast';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { seriousAxeViolations } from '../../../test/axe';
import { createTestRealtime, flushPromises, type TestRealtime } from '../../../test/realtime';
import { gameChannel } from '../hooks/use-game-socket';
import { fakeHostApi, PLAYER_ID } from '../test/fake-api';
import {
  ANA,
  BEN,
  closedFrame,
  GAME_ID,
  HOST,
  hostedGame,
  joinFrame,
  questionFrame,
  standing,
} from '../test/fixtures';
import { renderHost, renderJoin } from '../test/render';
import { saveSeat } from '../utils/seat-storage';

let realtime: TestRealtime | null = null;

afterEach(() => {
  realtime?.client.disconnect();
  realtime = null;
  sessionStorage.clear();
  vi.unstubAllGlobals();
  act(() => toast.remove());
});

const push = (frame: GameFrame) =>
  act(() =>
    realtime!.latest().receive({
      event: 'message',
      payload: { channel: gameChannel(GAME_ID), data: frame },
    }),
  );

async function accept(userId: string) {
  await waitFor(() => expect(realtime?.sockets.length).toBeGreaterThan(0));
  await act(flushPromises);
  act(() => realtime!.latest().accept(userId));
}

describe('host games accessibility', () => {
  it('the join form with its errors has no serious violations', async () => {
    const user = userEvent.setup();
    vi.stubGlobal('fetch', fakeHostApi().fetchMock);
    renderJoin('/join');
    await user.click(screen.getByRole('button', { name: 'Join' }));
    expect(await seriousAxeViolations(document.body)).toEqual([]);
  });

  it('a player’s question and verdict have no serious violations', async () => {
    vi.stubGlobal('fetch', fakeHostApi({ game: hostedGame() }).fetchMock);
    saveSeat({
      game_id: GAME_ID,
      player_id: PLAYER_ID,
      nickname: 'Ana',
      guest: true,
      guest_token: 'token',
    });
    renderJoin(`/join?game=${GAME_ID}`, {
      createGuestClient: (fetchTicket) => {
        realtime = createTestRealtime({ fetchTicket });
        return realtime.client;
      },
    });
    await accept(PLAYER_ID);
    push(questionFrame());
    expect(await seriousAxeViolations(document.body)).toEqual([]);
    push(closedFrame([{ user_id: PLAYER_ID, option_id: 'b', correct: true, points: 100 }], []));
    expect(await seriousAxeViolations(document.body)).toEqual([]);
  });

  it('the shared screen’s lobby and review have no serious violations', async () => {
    vi.stubGlobal('fetch', fakeHostApi({ game: hostedGame() }).fetchMock);
    realtime = createTestRealtime();
    renderHost(`/host?game=${GAME_ID}`, realtime.client);
    await screen.findByTestId('game-pin');
    realtime.client.connect();
    await accept(HOST);
    push(joinFrame(ANA, 1));
    push(joinFrame(BEN, 2));
    expect(await seriousAxeViolations(document.body)).toEqual([]);
    push(questionFrame());
    push(
      closedFrame(
        [{ user_id: ANA, option_id: 'b', correct: true, points: 100 }],
        [standing(ANA, { score: 100 }), standing(BEN, { rank: 2 })],
      ),
    );
    expect(await seriousAxeViolations(document.body)).toEqual([]);
  });
});
