import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { Toaster } from 'react-hot-toast';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { RealtimeClientProvider } from '../../../lib/realtime';
import type { RealtimeClient } from '../../../lib/realtime-client';
import { MessagesPage } from '../pages/messages-page';
import { ME } from './fixtures';

/** The messages page at `path` for the user ME, with a fresh cache, a toaster and `realtime`. */
export function renderMessages(path = '/messages', realtime: RealtimeClient | null = null) {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const router = createMemoryRouter(
    [{ path: '/messages', element: <MessagesPage userId={ME} /> }],
    { initialEntries: [path] },
  );
  render(
    <QueryClientProvider client={queryClient}>
      <RealtimeClientProvider client={realtime}>
        <RouterProvider router={router} />
        <Toaster />
      </RealtimeClientProvider>
    </QueryClientProvider>,
  );
  return { router, queryClient };
}
