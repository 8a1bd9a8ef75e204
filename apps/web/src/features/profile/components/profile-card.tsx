import clsx from 'clsx';
import { useId, type ReactNode } from 'react';

/** A titled profile panel: a section named by its h2, so screen readers can jump between them. */
export function ProfileCard({
  title,
  action,
  className,
  children,
}: {
  title: string;
  action?: ReactNode;
  className?: string;
  children: ReactNode;
}) {
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      className={clsx(
        'rounded-2xl border border-slate-200 bg-white p-5 shadow-sm dark:border-slate-800 dark:bg-slate-900',
        className,
      )}
    >
      <div className="mb-4 flex items-center justify-between gap-3">
        <h2 id={headingId} className="text-lg font-semibold">
          {title}
        </h2>
        {action}
      </div>
      {children}
    </section>
  );
}

// At least 24px tall, with a visible focus ring: a small text link is still a target.
export const PROFILE_LINK_CLASSES =
  'inline-flex min-h-6 items-center rounded text-sm font-semibold text-indigo-700 hover:underline focus-visible:underline focus-visible:ring-2 focus-visible:ring-indigo-500 focus-visible:outline-none dark:text-indigo-300';
