import { Toaster } from 'react-hot-toast';
import { useLocation } from 'react-router';
import type { RealtimeClient } from '../../../lib/realtime-client';
import { renderRoutes } from '../../../test/render-routes';
import { QuickMatchPanel } from '../components/quick-match-panel';
import { CATEGORIES, ME } from './fixtures';

/** Where a navigation went, with the router state it carried. */
function Elsewhere() {
  const { pathname, state } = useLocation();
  return (
    <>
      <p data-testid="elsewhere">{pathname}</p>
      <p data-testid="elsewhere-state">{JSON.stringify(state ?? null)}</p>
    </>
  );
}

/** The Quick Match panel on /game/lobby for ME, a toaster, and every other path as Elsewhere. */
export function renderPanel({ realtime = null }: { realtime?: RealtimeClient | null } = {}) {
  return renderRoutes(
    [
      {
        path: '/game/lobby',
        element: (
          <QuickMatchPanel
            userId={ME}
            categories={{ queryKey: ['test', 'categories'], queryFn: async () => CATEGORIES }}
          />
        ),
      },
      { path: '*', element: <Elsewhere /> },
    ],
    '/game/lobby',
    { realtime, extra: <Toaster /> },
  );
}
