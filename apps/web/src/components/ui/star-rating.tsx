import clsx from 'clsx';
import { Star } from 'lucide-react';
import { useTranslation } from 'react-i18next';

/**
 * The reader's own stars, `min` to `max`: one press sets (or changes) them. While a press is
 * being saved (`pending`) the stars show it and take no other.
 */
export function StarRating({
  value,
  pending,
  onRate,
  min,
  max,
}: {
  /** The saved stars, or null before any. */
  value: number | null;
  /** The stars being saved, or null when nothing is. */
  pending: number | null;
  onRate: (stars: number) => void;
  min: number;
  max: number;
}) {
  const { t } = useTranslation('ui');
  const shown = pending ?? value ?? 0;
  const stars = Array.from({ length: max - min + 1 }, (_, index) => min + index);
  return (
    <div role="group" aria-label={t('rating.yours')} className="flex items-center gap-1">
      <span className="mr-1 text-sm text-slate-600 dark:text-slate-300">{t('rating.yours')}</span>
      {stars.map((count) => (
        <button
          key={count}
          type="button"
          aria-label={t('rating.star', { count })}
          aria-pressed={value === count}
          disabled={pending !== null}
          onClick={() => onRate(count)}
          className="rounded p-0.5 focus-visible:ring-2 focus-visible:ring-indigo-500 focus-visible:outline-none"
        >
          <Star
            aria-hidden="true"
            className={clsx(
              'h-5 w-5',
              count <= shown ? 'fill-amber-400 text-amber-500' : 'text-slate-400',
            )}
          />
        </button>
      ))}
    </div>
  );
}
