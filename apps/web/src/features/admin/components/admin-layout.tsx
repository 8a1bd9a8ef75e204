import clsx from 'clsx';
import { ShieldCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { NavLink, Outlet } from 'react-router';

/** The console's sections that exist; a section joins this list when it lands. */
export const ADMIN_SECTIONS = [
  { key: 'users', to: '/admin/users' },
  { key: 'audit', to: '/admin/audit' },
] as const;

/** /admin/*: the console's heading and its sections' navigation, the section below. */
export function AdminLayout() {
  const { t } = useTranslation('admin');
  return (
    <div className="mx-auto max-w-7xl space-y-6">
      <header className="space-y-3">
        <h1 className="flex items-center gap-2 text-2xl font-bold sm:text-3xl">
          <ShieldCheck className="h-7 w-7 text-indigo-600" aria-hidden="true" />
          {t('console.title')}
        </h1>
        <nav aria-label={t('console.sections')}>
          <ul className="flex flex-wrap gap-2">
            {ADMIN_SECTIONS.map((section) => (
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
      <Outlet />
    </div>
  );
}
