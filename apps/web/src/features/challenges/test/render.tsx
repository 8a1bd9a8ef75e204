import type { ReactNode } from 'react';
import { Toaster } from 'react-hot-toast';
import { useLocation } from 'react-router';
import type { RealtimeClient } from '../../../lib/realtime-client';
import { renderRoutes } from '../../../test/render-routes';

/** Where a navigation went. */
function Elsewhere() {
  const { pathname } = useLocation();
  return <p data-testid="elsewhere">{pathname}</p>;
}

/** `element` at `path` (matched by `route`), a toaster, and every other path as Elsewhere. */
export function renderAt(
  element: ReactNode,
  {
    path = '/here',
    route = path,
    realtime = null,
  }: {
    path?: string;
    route?: string;
    realtime?: RealtimeClient | null;
  } = {},
) {
  return renderRoutes(
    [
      { path: route, element },
      { path: '*', element: <Elsewhere /> },
    ],
    path,
    { realtime, extra: <Toaster /> },
  );
}
