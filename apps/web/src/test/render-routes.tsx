import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
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
