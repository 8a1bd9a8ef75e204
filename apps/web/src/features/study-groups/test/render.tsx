import type { ReactNode } from 'react';
import type { RealtimeClient } from '../../../lib/realtime-client';
import { renderPage } from '../../../test/render-routes';

/** `element` at `path` (matched by `route`), a toaster, and every other path as Elsewhere. */
export function renderStudyGroups(
  element: ReactNode,
  options: { path?: string; route?: string; realtime?: RealtimeClient | null } = {},
) {
  return renderPage(element, { path: '/study-groups', ...options });
}
