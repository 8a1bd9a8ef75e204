import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeMatchmakingApi } from '../../features/matchmaking/test/fake-api';
import { searching } from '../../features/matchmaking/test/fixtures';
import { authValue, WithAuth } from '../../test/auth-state';
import { renderRoutes } from '../../test/render-routes';
import { GameLobbyRoute } from './game-pages';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the game lobby route', () => {
  it("holds the matchmaking feature's Quick Match panel, restored from the player's search", async () => {
    const matchmaking = fakeMatchmakingApi(searching({}, 2));
    vi.stubGlobal(
      'fetch',
      vi.fn((input: RequestInfo | URL, init?: RequestInit) =>
        String(input).startsWith('/api/matchmaking/')
          ? matchmaking.fetchMock(input, init)
          : // The lobby's other reads stay loading: only the panel matters here.
            new Promise<Response>(() => {}),
      ),
    );
    renderRoutes(
      [
        {
          path: '/game/lobby',
          element: (
            <WithAuth value={authValue('signedIn')}>
              <GameLobbyRoute />
            </WithAuth>
          ),
        },
      ],
      '/game/lobby',
    );
    expect(await screen.findByRole('heading', { name: 'Quick Match' })).toBeInTheDocument();
    expect(await screen.findByText('Searching for an opponent…')).toBeInTheDocument();
    await waitFor(() =>
      expect(matchmaking.callsTo('GET', '/api/matchmaking/active')).toHaveLength(1),
    );
  });

  it("shows the ratings feature's skill rating board beside the best players on the Leaderboard tab", async () => {
    const calls: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn((input: RequestInfo | URL) => {
        calls.push(String(input));
        // Every read stays loading: only where the board sits and what it asks for matter.
        return new Promise<Response>(() => {});
      }),
    );
    renderRoutes(
      [
        {
          path: '/game/lobby',
          element: (
            <WithAuth value={authValue('signedIn')}>
              <GameLobbyRoute />
            </WithAuth>
          ),
        },
      ],
      '/game/lobby?tab=leaderboard',
    );
    expect(await screen.findByRole('heading', { name: 'Skill rating board' })).toBeInTheDocument();
    await waitFor(() =>
      expect(calls.some((url) => url.startsWith('/api/ratings/leaderboard'))).toBe(true),
    );
  });
});
