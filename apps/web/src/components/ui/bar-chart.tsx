import clsx from 'clsx';
import { useId } from 'react';
import { formatNumber } from '../../lib/format';
import { ChartDataTable, type ChartDatum } from './chart-data-table';

/**
 * Horizontal bars, one row per datum, drawn as SVG rectangles sized in percent of `max` (the
 * largest value when not given). Labels and values are HTML beside the bars; the whole drawing
 * is hidden from screen readers, which read the same numbers from a hidden table.
 */
export function BarChart({
  title,
  data,
  labelName,
  valueName,
  max,
  formatValue = formatNumber,
  className,
}: {
  title: string;
  data: ChartDatum[];
  labelName: string;
  valueName: string;
  /** The value a full bar stands for, e.g. 100 for percentages. */
  max?: number;
  formatValue?: (value: number) => string;
  className?: string;
}) {
  const titleId = useId();
  const full = max ?? Math.max(0, ...data.map((datum) => datum.value));
  const percentOf = (value: number) =>
    full > 0 ? Math.min(100, Math.max(0, (value / full) * 100)) : 0;

  return (
    <figure aria-labelledby={titleId} className={clsx('space-y-3', className)}>
      <figcaption id={titleId} className="font-semibold">
        {title}
      </figcaption>
      <ul aria-hidden="true" className="space-y-2">
        {data.map((datum) => (
          <li
            key={datum.key ?? datum.label}
            className="grid grid-cols-[minmax(0,9rem)_1fr_3rem] items-center gap-3 text-sm"
          >
            <span className="truncate" title={datum.label}>
              {datum.label}
            </span>
            <svg data-testid="bar-chart-bar" className="h-3 w-full" role="presentation">
              <rect
                width="100%"
                height="100%"
                rx={6}
                className="fill-slate-200 dark:fill-slate-800"
              />
              <rect
                width={`${percentOf(datum.value)}%`}
                height="100%"
                rx={6}
                className="fill-indigo-600 dark:fill-indigo-400"
              />
            </svg>
            <span className="text-right font-semibold tabular-nums">
              {formatValue(datum.value)}
            </span>
          </li>
        ))}
      </ul>
      <ChartDataTable
        titleId={titleId}
        data={data}
        labelName={labelName}
        valueName={valueName}
        formatValue={formatValue}
      />
    </figure>
  );
}
