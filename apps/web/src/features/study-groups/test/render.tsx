import type { ReactNode } from 'react';
import { Toaster } from 'react-hot-toast';
import { useLocation } from 'react-router';
import type { RealtimeClient } from '../../../lib/realtime-client';
import { renderRoutes } from '../../../test/render-routes';

/** Where a navigation went, with its query. */
function Elsewhere() {
  const { pathname, search } = useLocation();
  return <p data-testid="elsewhere">{`${pathname}${search}`}</p>;
}

/** `element` at `path` (matched by `route`), a toaster, and every other path as Elsewhere. */
export function renderStudyGroups(
  element: ReactNode,
  {
    path = '/study-groups',
    route = path.split('?')[0]!,
    realtime = null,
  }: { path?: string; route?: string; realtime?: RealtimeClient | null } = {},
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
