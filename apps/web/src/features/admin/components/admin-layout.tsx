import type { Role } from '@quizarena/contracts';
import clsx from 'clsx';
import { ShieldCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Navigate, NavLink, Outlet, useOutletContext } from 'react-router';

/** What the console's routes read from the staff guard (app/guards.tsx) above them. */
export type AdminOutletContext = { role: Role };

type AdminSection = { key: string; to: string; roles: readonly Role[] };

/**
 * The console's sections that exist, each with the staff roles it is for (the server's route
 * access says the same: `admin` routes admit admins, `moderator` routes moderators and admins).
 * A section joins this list when it lands.
 */
export const ADMIN_SECTIONS = [
  { key: 'users', to: '/admin/users', roles: ['admin'] },
  { key: 'moderation', to: '/admin/moderation', roles: ['moderator', 'admin'] },
  { key: 'audit', to: '/admin/audit', roles: ['admin'] },
  { key: 'content', to: '/admin/content', roles: ['admin'] },
  { key: 'careers', to: '/admin/careers', roles: ['admin'] },
  { key: 'analytics', to: '/admin/analytics', roles: ['admin'] },
] as const satisfies readonly AdminSection[];

/** The sections a staff member of `role` may open. */
export function sectionsFor(role: Role): (typeof ADMIN_SECTIONS)[number][] {
  return ADMIN_SECTIONS.filter((section) => (section.roles as readonly Role[]).includes(role));
}

/** /admin: the first section the staff member may open, or word that none is theirs yet. */
export function AdminHome() {
  const { t } = useTranslation('admin');
  const { role } = useOutletContext<AdminOutletContext>();
  const [first] = sectionsFor(role);
  if (first) return <Navigate to={first.to} replace />;
  return <p className="text-slate-600 dark:text-slate-300">{t('console.nothingYet')}</p>;
}

/** /admin/*: the console's heading and its sections' navigation, the section below. */
export function AdminLayout() {
  const { t } = useTranslation('admin');
  const context = useOutletContext<AdminOutletContext>();
  return (
    <div className="mx-auto max-w-7xl space-y-6">
      <header className="space-y-3">
        <h1 className="flex items-center gap-2 text-2xl font-bold sm:text-3xl">
          <ShieldCheck className="h-7 w-7 text-indigo-600" aria-hidden="true" />
          {t('console.title')}
        </h1>
        <nav aria-label={t('console.sections')}>
          <ul className="flex flex-wrap gap-2">
            {sectionsFor(context.role).map((section) => (
              <li key={section.key}>
                <NavLink
                  to={section.to}
                  className={({ isActive }) =>
                    clsx(
                      'inline-block rounded-lg px-3 py-2 text-sm font-medium focus-visible:ring-2 focus-visible:ring-indigo-500 focus-visible:outline-none',
                      isActive
                        ? 'bg-indigo-600 text-white'
                        : 'text-slate-700 hover:bg-slate-100 dark:text-slate-200 dark:hover:bg-slate-800',
                    )
                  }
                >
                  {t(`sections.${section.key}`)}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
      </header>
      <Outlet context={context} />
    </div>
  );
}
