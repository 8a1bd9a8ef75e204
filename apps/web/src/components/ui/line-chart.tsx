import clsx from 'clsx';
import { useId, type ReactNode } from 'react';
import { formatNumber } from '../../lib/format';
import { ChartDataTable, SeriesDataTable, type ChartDatum } from './chart-data-table';

// The drawing's own coordinate space; the SVG stretches it to the box (strokes do not scale).
const WIDTH = 100;
const HEIGHT = 40;

/**
 * The path through `values` drawn against `scale` (the value at the top), evenly spaced; a lone
 * value is drawn across the whole width. A null is a gap: the line stops and starts again after.
 */
function linePath(values: readonly (number | null)[], scale: number): string {
  const drawn = values.length === 1 ? [values[0]!, values[0]!] : values;
  const step = drawn.length > 1 ? WIDTH / (drawn.length - 1) : WIDTH;
  let drawing = false;
  const commands: string[] = [];
  drawn.forEach((value, index) => {
    if (value === null) {
      drawing = false;
      return;
    }
    const y = HEIGHT - (value / scale) * (HEIGHT - 2);
    commands.push(`${drawing ? 'L' : 'M'}${(index * step).toFixed(2)},${y.toFixed(2)}`);
    drawing = true;
  });
  return commands.join(' ');
}

/**
 * A line chart's frame: the title, the top value and zero beside the drawing, the first and last
 * labels below it (HTML, so text never stretches with the drawing), and the hidden table. The
 * drawing is hidden from screen readers, which read the numbers from the table.
 */
function LinePlot({
  titleId,
  title,
  top,
  labels,
  legend,
  table,
  className,
  children,
}: {
  titleId: string;
  title: string;
  top: string;
  /** The labels along the bottom: the first and last are written under the drawing. */
  labels: readonly { label: string }[];
  legend?: ReactNode;
  table: ReactNode;
  className?: string;
  /** The lines, in the WIDTH × HEIGHT space; none draws an empty box. */
  children?: ReactNode;
}) {
  return (
    <figure aria-labelledby={titleId} className={clsx('space-y-2', className)}>
      <figcaption id={titleId} className="font-semibold">
        {title}
      </figcaption>
      {legend}
      <div aria-hidden="true" className="flex gap-2">
        <div className="flex flex-col justify-between text-xs text-slate-600 dark:text-slate-400">
          <span>{top}</span>
          <span>0</span>
        </div>
        <div className="flex-1">
          {children ? (
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
              {children}
            </svg>
          ) : (
            <div className="h-40" />
          )}
          {labels.length > 0 ? (
            <div className="mt-1 flex justify-between text-xs text-slate-600 dark:text-slate-400">
              <span>{labels[0]!.label}</span>
              {labels.length > 1 ? <span>{labels[labels.length - 1]!.label}</span> : null}
            </div>
          ) : null}
        </div>
      </div>
      {table}
    </figure>
  );
}

/**
 * A line over a filled area, hand-drawn in SVG: a chart library would cost more than the page
 * that shows it (Recharts alone is over 100 kB gzip, past the 60 kB lazy-chunk budget).
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
  const line = linePath(
    data.map((datum) => datum.value),
    max > 0 ? max : 1,
  );

  return (
    <LinePlot
      titleId={titleId}
      title={title}
      top={formatValue(max)}
      labels={data}
      className={className}
      table={
        <ChartDataTable
          titleId={titleId}
          data={data}
          labelName={labelName}
          valueName={valueName}
          formatValue={formatValue}
        />
      }
    >
      {data.length > 0 ? (
        <>
          <path
            d={`${line} L${WIDTH},${HEIGHT} L0,${HEIGHT} Z`}
            className="fill-current opacity-15"
          />
          <path
            d={line}
            fill="none"
            className="stroke-current"
            strokeWidth={2}
            strokeLinejoin="round"
            vectorEffect="non-scaling-stroke"
          />
        </>
      ) : null}
    </LinePlot>
  );
}

/** One line of a MultiLineChart: its name (legend and table heading) and a value a label. */
export type ChartSeries = { key: string; name: string; values: readonly (number | null)[] };

// Each series its colour and its dash, so the lines stay apart without colour too.
const SERIES_STYLES = [
  { stroke: 'stroke-indigo-600 dark:stroke-indigo-400', dash: undefined },
  { stroke: 'stroke-emerald-600 dark:stroke-emerald-400', dash: '6 3' },
  { stroke: 'stroke-amber-600 dark:stroke-amber-400', dash: '2 2' },
  { stroke: 'stroke-rose-600 dark:stroke-rose-400', dash: '8 3 2 3' },
  { stroke: 'stroke-sky-600 dark:stroke-sky-400', dash: '1 3' },
  { stroke: 'stroke-slate-600 dark:stroke-slate-300', dash: '10 4' },
] as const;

/**
 * Several lines over the same labels (days), against one scale: the largest value, or `max`
 * when given (100 for percentages). A null value is no figure (a day without answers has no
 * accuracy): a gap in the line, and `emptyText` in the hidden table.
 */
export function MultiLineChart({
  title,
  labels,
  series,
  labelName,
  max,
  formatValue = formatNumber,
  emptyText = '–',
  className,
}: {
  title: string;
  labels: readonly { key?: string; label: string }[];
  series: readonly ChartSeries[];
  /** The hidden table's first heading, e.g. 'Day'. */
  labelName: string;
  max?: number;
  formatValue?: (value: number) => string;
  emptyText?: string;
  className?: string;
}) {
  const titleId = useId();
  const top =
    max ?? Math.max(0, ...series.flatMap((line) => line.values.filter((value) => value !== null)));
  const scale = top > 0 ? top : 1;
  const styleOf = (index: number) => SERIES_STYLES[index % SERIES_STYLES.length]!;

  return (
    <LinePlot
      titleId={titleId}
      title={title}
      top={formatValue(top)}
      labels={labels}
      className={className}
      legend={
        series.length > 1 ? (
          <ul aria-hidden="true" className="flex flex-wrap gap-x-4 gap-y-1 text-xs">
            {series.map((line, index) => (
              <li key={line.key} className="flex items-center gap-1.5">
                <svg className="h-2 w-6" viewBox="0 0 24 2" preserveAspectRatio="none">
                  <line
                    x1={0}
                    x2={24}
                    y1={1}
                    y2={1}
                    strokeWidth={2}
                    strokeDasharray={styleOf(index).dash}
                    className={styleOf(index).stroke}
                  />
                </svg>
                {line.name}
              </li>
            ))}
          </ul>
        ) : null
      }
      table={
        <SeriesDataTable
          titleId={titleId}
          labels={labels}
          labelName={labelName}
          columns={series.map((line) => ({
            name: line.name,
            values: line.values.map((value) => (value === null ? emptyText : formatValue(value))),
          }))}
        />
      }
    >
      {labels.length > 0
        ? series.map((line, index) => (
            <path
              key={line.key}
              data-series={line.key}
              d={linePath(line.values, scale)}
              fill="none"
              className={styleOf(index).stroke}
              strokeWidth={2}
              strokeDasharray={styleOf(index).dash}
              strokeLinejoin="round"
              vectorEffect="non-scaling-stroke"
            />
          ))
        : null}
    </LinePlot>
  );
}
