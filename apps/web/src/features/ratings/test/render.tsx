import type { ReactNode } from 'react';
import { renderRoutes } from '../../../test/render-routes';

/** Renders a rating component as a page would: in a router (its rows link to profiles). */
export function renderWithRoutes(element: ReactNode) {
  return renderRoutes([{ path: '/', element }], '/');
}
