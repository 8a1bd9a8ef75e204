import clsx from 'clsx';

/** A pulsing placeholder block, sized by `className`; hidden from screen readers. */
export function Skeleton({ className }: { className?: string }) {
  return (
    <div
      aria-hidden="true"
      className={clsx(
        'rounded bg-slate-200 motion-safe:animate-pulse dark:bg-slate-800',
        className,
      )}
    />
  );
}
