import type { Role } from '@quizarena/contracts';
import { within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Outlet, type RouteObject } from 'react-router';
import { renderRoutes } from '../../../test/render-routes';
import { AdminLayout } from '../components/admin-layout';

/**
 * The console's layout at /admin with `sections` below it, opened at `path`, as the staff guard
 * hands it a staff member of `role`.
 */
export function renderConsole(
  sections: RouteObject[],
  path: string,
  extra?: ReactNode,
  role: Role = 'admin',
) {
  return renderRoutes(
    [
      {
        element: <Outlet context={{ role }} />,
        children: [{ path: '/admin', element: <AdminLayout />, children: sections }],
      },
    ],
    path,
    { extra },
  );
}

/** A table's rows below its header, each as its cells' texts. */
export const rowsOf = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) =>
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    );
