import type { ReactNode } from 'react';
import { Toaster } from 'react-hot-toast';
import type { RealtimeClient } from '../../../lib/realtime-client';
import { renderRoutes } from '../../../test/render-routes';
import { GameLobbyPage } from '../pages/game-lobby-page';
import { MultiplayerGamePage } from '../pages/multiplayer-game-page';
import type { LobbySources, TopPlayer } from '../sources';
import { CATEGORIES, TOPICS } from './fake-api';
import { ME } from './fixtures';

export const TOP_PLAYERS: TopPlayer[] = [
  {
    user_id: null,
    rank: 1,
    name: 'Grace Hopper',
    avatar_url: null,
    points: 9_000,
    is_current_user: false,
  },
  {
    user_id: ME,
    rank: 2,
    name: 'Ada Lovelace',
    avatar_url: null,
    points: 8_500,
    is_current_user: true,
  },
];

/** The lobby's borrowed reads, answered at once from fixed lists. */
export function fakeSources(overrides: Partial<LobbySources> = {}): LobbySources {
  return {
    categories: { queryKey: ['test', 'categories'], queryFn: async () => CATEGORIES },
    topics: (categoryId) => ({
      queryKey: ['test', 'topics', categoryId],
      queryFn: async () => TOPICS[categoryId] ?? [],
    }),
    topPlayers: { queryKey: ['test', 'top'], queryFn: async () => TOP_PLAYERS },
    ...overrides,
  };
}

/** The lobby and the game page for the user ME at `path`, with a fresh cache and a toaster. */
export function renderGames(
  path: string,
  {
    realtime = null,
    sources = fakeSources(),
    onGameEnded,
    tournaments,
  }: {
    realtime?: RealtimeClient | null;
    sources?: LobbySources;
    onGameEnded?: () => void;
    /** What the Tournaments tab holds (app/ hands in the tournaments feature's list). */
    tournaments?: ReactNode;
  } = {},
) {
  const router = renderRoutes(
    [
      {
        path: '/game/lobby',
        element: <GameLobbyPage sources={sources} tournaments={tournaments} />,
      },
      {
        path: '/game/multiplayer/:gameId',
        element: <MultiplayerGamePage userId={ME} onGameEnded={onGameEnded} />,
      },
    ],
    path,
    { realtime, extra: <Toaster /> },
  );
  return { router };
}
