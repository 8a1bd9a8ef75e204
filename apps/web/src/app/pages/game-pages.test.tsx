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

/** The lobby route at `path`, for the signed-in player. */
const renderLobby = (path: string) =>
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
    path,
  );

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
    renderLobby('/game/lobby');
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
    renderLobby('/game/lobby?tab=leaderboard');
    expect(await screen.findByRole('heading', { name: 'Skill rating board' })).toBeInTheDocument();
    await waitFor(() =>
      expect(calls.some((url) => url.startsWith('/api/ratings/leaderboard'))).toBe(true),
    );
  });

  it("shows the tournaments feature's list on the Tournaments tab, with a link to all of them", async () => {
    const calls: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn((input: RequestInfo | URL) => {
        calls.push(String(input));
        return String(input).startsWith('/api/tournaments?')
          ? Promise.resolve(
              Response.json({
                success: true,
                data: { tournaments: [], total: 0, page: 1, limit: 6, can_create: false },
              }),
            )
          : new Promise<Response>(() => {});
      }),
    );
    renderLobby('/game/lobby?tab=tournaments');
    expect(await screen.findByText('No tournaments are scheduled yet.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View all tournaments' })).toHaveAttribute(
      'href',
      '/tournaments',
    );
    expect(calls).toContain('/api/tournaments?page=1&limit=6');
  });
});
