import { Toaster } from 'react-hot-toast';
import type { RealtimeClient } from '../../../lib/realtime-client';
import { renderRoutes } from '../../../test/render-routes';
import { MessagesPage } from '../pages/messages-page';
import { ME } from './fixtures';

/** The messages page at `path` for the user ME, with a fresh cache, a toaster and `realtime`. */
export function renderMessages(path = '/messages', realtime: RealtimeClient | null = null) {
  const router = renderRoutes(
    [{ path: '/messages', element: <MessagesPage userId={ME} /> }],
    path,
    {
      realtime,
      extra: <Toaster />,
    },
  );
  return { router };
}
