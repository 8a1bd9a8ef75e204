import { useTranslation } from 'react-i18next';
import clsx from 'clsx';
import { formatNumber } from '../../../lib/format';

/**
 * A rating's last move, '+12' or '−8' at a glance; a screen reader hears it in words ('Up 12
 * points in the last rated game'), never a bare sign.
 */
export function RatingDelta({ before, after }: { before: number; after: number }) {
  const { t } = useTranslation('ratings');
  const delta = after - before;
  const value = formatNumber(Math.abs(delta));
  const [shown, spoken] =
    delta > 0
      ? [t('change.up', { value }), t('change.upSpoken', { count: delta, value })]
      : delta < 0
        ? [t('change.down', { value }), t('change.downSpoken', { count: -delta, value })]
        : [t('change.none'), t('change.noneSpoken')];
  return (
    <span
      className={clsx(
        'font-semibold tabular-nums',
        delta > 0
          ? 'text-emerald-700 dark:text-emerald-300'
          : delta < 0
            ? 'text-red-700 dark:text-red-300'
            : 'text-slate-600 dark:text-slate-300',
      )}
    >
      <span aria-hidden="true">{shown}</span>
      <span className="sr-only">{spoken}</span>
    </span>
  );
}
