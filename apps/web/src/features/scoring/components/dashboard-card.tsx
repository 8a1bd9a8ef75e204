import clsx from 'clsx';
import type { LucideIcon } from 'lucide-react';
import { useId, type ReactNode } from 'react';

/** A titled dashboard panel: a section named by its h2, so screen readers can jump between them. */
export function DashboardCard({
  title,
  icon: Icon,
  action,
  busy = false,
  className,
  children,
}: {
  title: string;
  icon?: LucideIcon;
  /** A link or control beside the title. */
  action?: ReactNode;
  /** While its data loads; tells assistive technology the content is about to change. */
  busy?: boolean;
  className?: string;
  children: ReactNode;
}) {
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      aria-busy={busy || undefined}
      className={clsx(
        'rounded-2xl border border-slate-200 bg-white p-5 shadow-sm dark:border-slate-800 dark:bg-slate-900',
        className,
      )}
    >
      <div className="mb-4 flex items-center justify-between gap-3">
        <h2 id={headingId} className="flex items-center gap-2 text-lg font-semibold">
          {Icon ? (
            <Icon className="h-5 w-5 text-indigo-600 dark:text-indigo-400" aria-hidden="true" />
          ) : null}
          {title}
        </h2>
        {action}
      </div>
      {children}
    </section>
  );
}

/** The keyboard focus ring of the cards' links. */
export const FOCUS_RING =
  'focus-visible:ring-2 focus-visible:ring-indigo-500 focus-visible:outline-none';

/** The link style the cards share for their secondary actions (at least 24 px tall). */
export const CARD_LINK_CLASSES = `inline-flex min-h-6 items-center rounded text-sm font-semibold text-indigo-700 hover:underline focus-visible:underline dark:text-indigo-300 ${FOCUS_RING}`;
