import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Toaster } from 'react-hot-toast';
import { createMemoryRouter, RouterProvider, useLocation, type RouteObject } from 'react-router';
import { RealtimeClientProvider } from '../lib/realtime';
import type { RealtimeClient } from '../lib/realtime-client';

/**
 * Renders `routes` at `path` the way the app does for a page: a fresh query cache that never
 * retries, the realtime client (none by default), and `extra` beside the router (a Toaster).
 */
export function renderRoutes(
  routes: RouteObject[],
  path: string,
  options: { realtime?: RealtimeClient | null; extra?: ReactNode } = {},
) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  render(
    <QueryClientProvider
      client={
        new QueryClient({
          defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
        })
      }
    >
      <RealtimeClientProvider client={options.realtime ?? null}>
        <RouterProvider router={router} />
        {options.extra}
      </RealtimeClientProvider>
    </QueryClientProvider>,
  );
  return router;
}

/** Where a navigation went, with its query. */
function Elsewhere() {
  const { pathname, search } = useLocation();
  return <p data-testid="elsewhere">{`${pathname}${search}`}</p>;
}

/**
 * A page's `element` at `path` (matched by `route`), a toaster, and every other path as a
 * paragraph (test id `elsewhere`) saying where a navigation went.
 */
export function renderPage(
  element: ReactNode,
  {
    path,
    route = path.split('?')[0]!,
    realtime = null,
  }: { path: string; route?: string; realtime?: RealtimeClient | null },
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
