import clsx from 'clsx';
import { useTranslation } from 'react-i18next';
import { useReducedMotion } from '../hooks/use-reduced-motion';

const RADIUS = 26;
const CIRCUMFERENCE = 2 * Math.PI * RADIUS;

/**
 * The question's countdown ring. It only draws what it is given (the caller computes
 * `secondsLeft` from the deadline, so late ticks cannot drift it) and it is no live region: the
 * play screen's status region says the time at the cues only. The ring turns red at
 * `warnAtSeconds` or less, beside the number, so colour is not the only sign. Under reduced
 * motion the arc steps once a second with no easing instead of sweeping.
 */
export function CountdownRing({
  secondsLeft,
  totalSeconds,
  warnAtSeconds,
  size = 64,
}: {
  secondsLeft: number;
  totalSeconds: number;
  warnAtSeconds: number;
  size?: number;
}) {
  const { t } = useTranslation('quiz');
  const reduced = useReducedMotion();
  const left = Math.max(0, secondsLeft);
  const shown = Math.ceil(left);
  const drawn = reduced ? shown : left;
  const fraction = totalSeconds > 0 ? Math.min(1, drawn / totalSeconds) : 0;
  const warning = shown <= warnAtSeconds;
  return (
    <div
      role="timer"
      aria-label={t('timer.left', { count: shown })}
      className="relative inline-flex shrink-0 items-center justify-center"
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
          data-testid="countdown-arc"
          cx="32"
          cy="32"
          r={RADIUS}
          fill="none"
          strokeWidth="6"
          strokeLinecap="round"
          strokeDasharray={CIRCUMFERENCE}
          strokeDashoffset={CIRCUMFERENCE * (1 - fraction)}
          className={clsx(
            !reduced &&
              'motion-safe:transition-[stroke-dashoffset] motion-safe:duration-200 motion-safe:ease-linear',
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
  );
}
