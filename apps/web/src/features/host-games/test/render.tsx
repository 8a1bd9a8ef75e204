import { Toaster } from 'react-hot-toast';
import type { RealtimeClient } from '../../../lib/realtime-client';
import { renderRoutes } from '../../../test/render-routes';
import type { CreateGuestClient } from '../hooks/guest-realtime';
import { HostGamePage } from '../pages/host-game-page';
import { JoinGamePage } from '../pages/join-game-page';
import type { HostSources } from '../sources';
import { CATEGORY_ID, HOST, TOPIC_ID, uuid } from './fixtures';

export const CATEGORIES = [
  { id: CATEGORY_ID, name: 'Science' },
  { id: uuid(710), name: 'History' },
];
export const TOPICS: Record<string, { id: string; name: string }[]> = {
  [CATEGORY_ID]: [
    { id: TOPIC_ID, name: 'Physics' },
    { id: uuid(702), name: 'Chemistry' },
  ],
};

export function fakeSources(): HostSources {
  return {
    categories: { queryKey: ['test', 'categories'], queryFn: async () => CATEGORIES },
    topics: (categoryId) => ({
      queryKey: ['test', 'topics', categoryId],
      queryFn: async () => TOPICS[categoryId] ?? [],
    }),
  };
}

/** /host for the signed-in HOST at `path`. */
export function renderHost(path: string, realtime: RealtimeClient | null = null) {
  return renderRoutes(
    [{ path: '/host', element: <HostGamePage userId={HOST} sources={fakeSources()} /> }],
    path,
    { realtime, extra: <Toaster /> },
  );
}

/** /join at `path`: a guest's (own client) or, with `realtime`, a signed-in player's. */
export function renderJoin(
  path: string,
  {
    realtime = null,
    signedIn = false,
    createGuestClient,
  }: {
    realtime?: RealtimeClient | null;
    signedIn?: boolean;
    createGuestClient?: CreateGuestClient;
  } = {},
) {
  return renderRoutes(
    [
      {
        path: '/join',
        element: <JoinGamePage signedIn={signedIn} createGuestClient={createGuestClient} />,
      },
    ],
    path,
    { realtime, extra: <Toaster /> },
  );
}
