import type { ReactNode } from 'react';
import { Link } from 'react-router';

/** The notification pages' frame: heading, what the page is for, the link to the other page. */
export function PageFrame({
  title,
  intro,
  link,
  children,
}: {
  title: string;
  intro: string;
  link: { to: string; label: string };
  children: ReactNode;
}) {
  return (
    <div className="mx-auto max-w-3xl space-y-6">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold">{title}</h1>
          <p className="text-slate-700 dark:text-slate-300">{intro}</p>
        </div>
        <Link
          to={link.to}
          className="font-semibold text-indigo-700 underline hover:no-underline dark:text-indigo-300"
        >
          {link.label}
        </Link>
      </div>
      {children}
    </div>
  );
}
