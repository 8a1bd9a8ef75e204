import type { ReactNode } from 'react';

/** A section's heading (h2, the console's title being the h1), what it is for, and its actions. */
export function SectionHeader({
  id,
  title,
  subtitle,
  children,
}: {
  id: string;
  title: ReactNode;
  subtitle?: ReactNode;
  children?: ReactNode;
}) {
  return (
    <div className="flex flex-wrap items-end justify-between gap-3">
      <div>
        <h2 id={id} className="text-xl font-semibold">
          {title}
        </h2>
        {subtitle ? <p className="text-slate-600 dark:text-slate-300">{subtitle}</p> : null}
      </div>
      {children ? <div className="flex flex-wrap gap-2">{children}</div> : null}
    </div>
  );
}
