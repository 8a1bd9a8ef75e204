import clsx from 'clsx';
import { useId } from 'react';
import { formatNumber } from '../../lib/format';
import { ChartDataTable, type ChartDatum } from './chart-data-table';

// The drawing's own coordinate space; the SVG stretches it to the box (strokes do not scale).
const WIDTH = 100;
const HEIGHT = 40;

/**
 * A line over a filled area, hand-drawn in SVG: a chart library would cost more than the page
 * that shows it (Recharts alone is over 100 kB gzip, past the 60 kB lazy-chunk budget). The
 * first and last labels and the top value are HTML, so text never stretches with the drawing;
 * the numbers reach screen readers through a hidden table.
 */
export function LineChart({
  title,
  data,
  labelName,
  valueName,
  formatValue = formatNumber,
  className,
}: {
  title: string;
  data: ChartDatum[];
  /** Column headings of the hidden table, e.g. 'Day' and 'Points'. */
  labelName: string;
  valueName: string;
  formatValue?: (value: number) => string;
  className?: string;
}) {
  const titleId = useId();
  const max = Math.max(0, ...data.map((datum) => datum.value));
  // A flat zero line still draws when nothing was earned: scale against 1 instead of 0.
  const scale = max > 0 ? max : 1;
  const step = data.length > 1 ? WIDTH / (data.length - 1) : WIDTH;
  const coordinates = (data.length === 1 ? [data[0]!, data[0]!] : data).map(
    (datum, index) => [index * step, HEIGHT - (datum.value / scale) * (HEIGHT - 2)] as const,
  );
  const line = coordinates
    .map(([x, y], index) => `${index === 0 ? 'M' : 'L'}${x.toFixed(2)},${y.toFixed(2)}`)
    .join(' ');
  const area = `${line} L${WIDTH},${HEIGHT} L0,${HEIGHT} Z`;

  return (
    <figure aria-labelledby={titleId} className={clsx('space-y-2', className)}>
      <figcaption id={titleId} className="font-semibold">
        {title}
      </figcaption>
      <div aria-hidden="true" className="flex gap-2">
        <div className="flex flex-col justify-between text-xs text-slate-600 dark:text-slate-400">
          <span>{formatValue(max)}</span>
          <span>0</span>
        </div>
        <div className="flex-1">
          {data.length > 0 ? (
            <svg
              data-testid="line-chart"
              viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
              preserveAspectRatio="none"
              className="h-40 w-full overflow-visible text-indigo-600 dark:text-indigo-400"
            >
              {[0, 0.5, 1].map((fraction) => (
                <line
                  key={fraction}
                  x1={0}
                  x2={WIDTH}
                  y1={HEIGHT * fraction}
                  y2={HEIGHT * fraction}
                  className="stroke-slate-200 dark:stroke-slate-800"
                  vectorEffect="non-scaling-stroke"
                />
              ))}
              <path d={area} className="fill-current opacity-15" />
              <path
                d={line}
                fill="none"
                className="stroke-current"
                strokeWidth={2}
                strokeLinejoin="round"
                vectorEffect="non-scaling-stroke"
              />
            </svg>
          ) : (
            <div className="h-40" />
          )}
          {data.length > 0 ? (
            <div className="mt-1 flex justify-between text-xs text-slate-600 dark:text-slate-400">
              <span>{data[0]!.label}</span>
              {data.length > 1 ? <span>{data[data.length - 1]!.label}</span> : null}
            </div>
          ) : null}
        </div>
      </div>
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
