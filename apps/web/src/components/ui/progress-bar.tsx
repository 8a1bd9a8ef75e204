import clsx from 'clsx';

/**
 * A horizontal bar with progressbar semantics. `value` is a percent; it is clamped to 0..100 so
 * a rounding slip on the server never draws past the track.
 */
export function ProgressBar({
  value,
  label,
  valueText,
  className,
}: {
  value: number;
  /** The accessible name, e.g. 'Progress to level 4'. */
  label: string;
  /** What a screen reader says instead of the bare percent, e.g. '40 of 100 points'. */
  valueText?: string;
  className?: string;
}) {
  const percent = Math.min(100, Math.max(0, Number.isFinite(value) ? value : 0));
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={Math.round(percent)}
      aria-valuetext={valueText}
      className={clsx(
        'h-2.5 overflow-hidden rounded-full bg-slate-200 dark:bg-slate-800',
        className,
      )}
    >
      <div
        className="h-full rounded-full bg-indigo-600 transition-[width] duration-500 motion-reduce:transition-none dark:bg-indigo-400"
        style={{ width: `${percent}%` }}
      />
    </div>
  );
}
