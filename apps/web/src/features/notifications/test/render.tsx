import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render } from '@testing-library/react';
import type { ReactNode } from 'react';
import toast, { Toaster } from 'react-hot-toast';
import { createMemoryRouter, Outlet, RouterProvider, useLocation } from 'react-router';
import { afterEach, vi } from 'vitest';
import { RealtimeClientProvider } from '../../../lib/realtime';
import { TEST_USER } from '../../../test/auth-state';
import { createTestRealtime, flushPromises, type TestRealtime } from '../../../test/realtime';

/** Where a navigation went, shown by every other route. */
function Elsewhere() {
  const { pathname, search } = useLocation();
  return <p data-testid="elsewhere">{`${pathname}${search}`}</p>;
}

/**
 * Renders `element` at `path` with a query cache (no retries), the toaster and, when given, a
 * realtime client; any other path shows where a navigation went. A `persistent` element (the
 * bell, say) stays on every path, as the shell keeps it.
 */
export function renderAt(
  element: ReactNode,
  {
    path = '/dashboard',
    realtime,
    persistent = false,
  }: { path?: string; realtime?: TestRealtime; persistent?: boolean } = {},
) {
  const pattern = new URL(path, 'http://localhost').pathname;
  const routes = persistent
    ? [
        {
          element: (
            <>
              {element}
              <Outlet />
            </>
          ),
          children: [{ path: '*', element: <Elsewhere /> }],
        },
      ]
    : [
        { path: pattern, element },
        { path: '*', element: <Elsewhere /> },
      ];
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const view = render(
    <QueryClientProvider client={queryClient}>
      <RealtimeClientProvider client={realtime?.client ?? null}>
        <RouterProvider router={router} />
        <Toaster />
      </RealtimeClientProvider>
    </QueryClientProvider>,
  );
  return { ...view, router, queryClient };
}

/**
 * Each test's clean-up (fetch, toasts, a realtime client), and `connect()`: a realtime client
 * connected as the test user, for sending inbox events, which `realtime` then holds.
 */
export function setUpEachTest() {
  const state = {
    realtime: undefined as TestRealtime | undefined,
    async connect(): Promise<TestRealtime> {
      const realtime = createTestRealtime();
      realtime.client.connect();
      await act(flushPromises);
      act(() => realtime.latest().accept(TEST_USER.id));
      state.realtime = realtime;
      return realtime;
    },
  };
  afterEach(() => {
    state.realtime?.client.disconnect();
    state.realtime = undefined;
    vi.unstubAllGlobals();
    act(() => toast.remove());
  });
  return state;
}

export const INBOX_CHANNEL = `user:${TEST_USER.id}:inbox`;

/** An inbox event as the server frames it. */
export function inboxFrame(data: unknown) {
  return { event: 'message', payload: { channel: INBOX_CHANNEL, data } };
}
