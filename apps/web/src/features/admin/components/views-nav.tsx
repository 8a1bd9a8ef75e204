import clsx from 'clsx';
import { NavLink } from 'react-router';

/** A section's views as tabs of links, under its heading; the one open is marked current. */
export function ViewsNav({
  label,
  links,
}: {
  label: string;
  links: { to: string; label: string }[];
}) {
  return (
    <nav aria-label={label}>
      <ul className="flex flex-wrap gap-2 border-b border-slate-200 pb-2 dark:border-slate-700">
        {links.map((link) => (
          <li key={link.to}>
            <NavLink
              to={link.to}
              end
              className={({ isActive }) =>
                clsx(
                  'inline-block rounded-md px-3 py-1.5 text-sm font-medium focus-visible:ring-2 focus-visible:ring-indigo-500 focus-visible:outline-none',
                  isActive
                    ? 'bg-slate-200 text-slate-900 dark:bg-slate-700 dark:text-white'
                    : 'text-slate-700 hover:bg-slate-100 dark:text-slate-200 dark:hover:bg-slate-800',
                )
              }
            >
              {link.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
