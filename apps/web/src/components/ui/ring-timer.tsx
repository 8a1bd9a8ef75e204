import clsx from 'clsx';
import { useTranslation } from 'react-i18next';

const RADIUS = 26;
const CIRCUMFERENCE = 2 * Math.PI * RADIUS;

/**
 * A countdown ring. It only draws what it is given: the caller computes `secondsLeft` from a
 * deadline, so the ring cannot drift when ticks are late (background tabs, slow devices).
 * The ring turns red at `warnAtSeconds` or less; from then on a polite live region reads the
 * seconds out, so screen-reader users hear the warning without an announcement every second.
 */
export function RingTimer({
  secondsLeft,
  totalSeconds,
  warnAtSeconds = 3,
  size = 64,
  className,
}: {
  secondsLeft: number;
  totalSeconds: number;
  warnAtSeconds?: number;
  size?: number;
  className?: string;
}) {
  const { t } = useTranslation('ui');
  const left = Math.max(0, secondsLeft);
  const shown = Math.ceil(left);
  const fraction = totalSeconds > 0 ? Math.min(1, left / totalSeconds) : 0;
  const warning = shown <= warnAtSeconds;
  const label = t('timer.secondsLeft', { count: shown });
  return (
    <div className={clsx('relative inline-flex shrink-0', className)}>
      <div
        role="timer"
        aria-label={label}
        className="relative inline-flex items-center justify-center"
        style={{ width: size, height: size }}
      >
        <svg viewBox="0 0 64 64" className="h-full w-full -rotate-90" aria-hidden="true">
          <circle
            cx="32"
            cy="32"
            r={RADIUS}
            fill="none"
            strokeWidth="6"
            className="stroke-slate-200 dark:stroke-slate-700"
          />
          <circle
            cx="32"
            cy="32"
            r={RADIUS}
            fill="none"
            strokeWidth="6"
            strokeLinecap="round"
            strokeDasharray={CIRCUMFERENCE}
            strokeDashoffset={CIRCUMFERENCE * (1 - fraction)}
            className={clsx(
              'transition-[stroke-dashoffset] duration-200 ease-linear motion-reduce:transition-none',
              warning
                ? 'stroke-red-600 dark:stroke-red-400'
                : 'stroke-indigo-600 dark:stroke-indigo-400',
            )}
          />
        </svg>
        <span
          aria-hidden="true"
          data-warning={warning || undefined}
          className={clsx(
            'absolute text-lg font-bold tabular-nums',
            warning ? 'text-red-700 dark:text-red-400' : 'text-slate-900 dark:text-slate-100',
          )}
        >
          {shown}
        </span>
      </div>
      <span className="sr-only" aria-live="polite" aria-atomic="true">
        {warning && shown > 0 ? label : ''}
      </span>
    </div>
  );
}
