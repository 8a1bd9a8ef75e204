import type { GameFrame } from '@quizarena/contracts';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import toast from 'react-hot-toast';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { inboxChannel } from '../../../lib/inbox';
import { seriousAxeViolations } from '../../../test/axe';
import { createTestRealtime, flushPromises, type TestRealtime } from '../../../test/realtime';
import { gameChannel } from '../hooks/use-live-game';
import { fakeGamesApi } from '../test/fake-api';
import {
  ANA,
  closedFrame,
  ME,
  questionFrame,
  room,
  ROOM_ID,
  seat,
  standing,
  uuid,
  viewer as viewerOf,
} from '../test/fixtures';
import { renderGames } from '../test/render';

let realtime: TestRealtime | null = null;

afterEach(() => {
  realtime?.client.disconnect();
  realtime = null;
  vi.unstubAllGlobals();
  act(() => toast.remove());
});

const ROOMS = [
  room({ name: 'Open room', players: [seat(ME), seat(ANA)], password_protected: true }),
  room({ id: uuid(905), name: 'Packed', max_players: 2, players: [seat(ANA), seat(uuid(9))] }),
];

async function openGame(rooms = ROOMS, viewer?: ReturnType<typeof viewerOf>) {
  vi.stubGlobal('fetch', fakeGamesApi({ rooms, viewer }).fetchMock);
  realtime = createTestRealtime();
  renderGames(`/game/multiplayer/${ROOM_ID}`, { realtime: realtime.client });
  realtime.client.connect();
  await act(flushPromises);
  act(() => realtime!.latest().accept(ME));
  const channel = gameChannel(ROOM_ID);
  await waitFor(() =>
    expect(realtime!.latest().broadcasts(channel)).toContainEqual({ type: 'sync' }),
  );
  return (frame: GameFrame, toMe = false) =>
    act(() =>
      realtime!.latest().receive({
        event: 'message',
        payload: toMe
          ? { channel: inboxChannel(ME), data: { type: 'game', game_id: ROOM_ID, frame } }
          : { channel, data: frame },
      }),
    );
}

describe('the game screens have no serious axe findings', () => {
  it('in the lobby: rooms, the create form and the leaderboard', async () => {
    vi.stubGlobal('fetch', fakeGamesApi({ rooms: ROOMS }).fetchMock);
    const user = userEvent.setup();
    renderGames('/game/lobby');
    await screen.findByText('Open room');
    expect(await seriousAxeViolations(document.body)).toEqual([]);
    await user.click(screen.getByRole('tab', { name: 'Create Room' }));
    await screen.findByLabelText('Room name');
    expect(await seriousAxeViolations(document.body)).toEqual([]);
    await user.click(screen.getByRole('tab', { name: 'Leaderboard' }));
    await screen.findByText('Grace Hopper');
    expect(await seriousAxeViolations(document.body)).toEqual([]);
  });

  it('in the waiting room, for the host', async () => {
    await openGame();
    await screen.findByRole('button', { name: 'Start Game' });
    expect(await seriousAxeViolations(document.body)).toEqual([]);
  });

  it('while a question is open and after it closes, and at the end', async () => {
    const push = await openGame([room({ players: [seat(ME), seat(ANA)], status: 'active' })]);
    push(questionFrame());
    await screen.findByRole('radio', { name: 'Einstein' });
    expect(await seriousAxeViolations(document.body)).toEqual([]);
    push(closedFrame([{ user_id: ME, option_id: null, correct: false, points: 0 }]));
    await screen.findByText('Correct answer: Einstein');
    expect(await seriousAxeViolations(document.body)).toEqual([]);
    push({
      event: 'game_end',
      data: { scoreboard: [standing(ME), standing(ANA, { rank: 2 })], team_scores: null },
    });
    await screen.findByRole('heading', { name: 'Game Over' });
    expect(await seriousAxeViolations(document.body)).toEqual([]);
  });

  it('in a quick match: the waiting room and the Win panel', async () => {
    const match = room({
      kind: 'match',
      host: null,
      topic: null,
      topic_id: null,
      players: [seat(ME), seat(ANA)],
      created_at: new Date().toISOString(),
    });
    const push = await openGame([match], viewerOf({ is_host: false }));
    await screen.findByRole('heading', { name: 'Match found' });
    expect(await seriousAxeViolations(document.body)).toEqual([]);
    push({
      event: 'game_end',
      data: { scoreboard: [standing(ME), standing(ANA, { rank: 2 })], team_scores: null },
    });
    await screen.findByText('You beat Ana Ruiz');
    expect(await seriousAxeViolations(document.body)).toEqual([]);
  });
});
