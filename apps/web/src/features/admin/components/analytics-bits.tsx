import {
  ADMIN_DEFAULT_TIMEFRAME,
  ADMIN_TIMEFRAMES,
  adminTimeframeSchema,
  type AdminTimeframe,
  type ModeCount,
} from '@quizarena/contracts';
import type { UseQueryResult } from '@tanstack/react-query';
import clsx from 'clsx';
import type { TFunction } from 'i18next';
import { Download } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { BarChart } from '../../../components/ui/bar-chart';
import { Button } from '../../../components/ui/button';
import { MultiLineChart } from '../../../components/ui/line-chart';
import { EmptyState, ListError, ListLoading } from '../../../components/ui/list-states';
import { SelectField } from '../../../components/ui/select-field';
import { saveCsv, toCsv, type CsvValue } from '../../../lib/csv';
import { formatDate, formatNumber, formatPercent } from '../../../lib/format';
import { AdminTable, CELL } from './admin-table';
import { ViewsNav } from './views-nav';

/** The analytics views: the overview, users, content and the points economy. */
const VIEWS = [
  { key: 'overview', to: '/admin/analytics' },
  { key: 'users', to: '/admin/analytics/users' },
  { key: 'content', to: '/admin/analytics/content' },
  { key: 'economy', to: '/admin/analytics/economy' },
] as const;

function AnalyticsNav() {
  const { t } = useTranslation('adminAnalytics');
  return (
    <ViewsNav
      label={t('views')}
      links={VIEWS.map((view) => ({ to: view.to, label: t(`tabs.${view.key}`) }))}
    />
  );
}

/**
 * The timeframe a report page shows, kept in the `timeframe` query so a link opens the same
 * figures; a missing or unknown one is the report's default (the contract's). Choosing another
 * replaces the history entry, as the tabs do.
 */
export function useTimeframe(
  report: keyof typeof ADMIN_DEFAULT_TIMEFRAME,
): [AdminTimeframe, (next: AdminTimeframe) => void] {
  const [params, setParams] = useSearchParams();
  const asked = adminTimeframeSchema.safeParse(params.get('timeframe'));
  const timeframe = asked.success ? asked.data : ADMIN_DEFAULT_TIMEFRAME[report];
  const choose = (next: AdminTimeframe) =>
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        updated.set('timeframe', next);
        return updated;
      },
      { replace: true },
    );
  return [timeframe, choose];
}

/** The timeframe as a native select: keyboard and screen readers work as they always do. */
function TimeframePicker({
  value,
  onChange,
}: {
  value: AdminTimeframe;
  onChange: (next: AdminTimeframe) => void;
}) {
  const { t } = useTranslation('adminAnalytics');
  return (
    <SelectField
      label={t('timeframe.label')}
      value={value}
      className="w-48"
      onChange={(next) => onChange(adminTimeframeSchema.parse(next))}
      options={ADMIN_TIMEFRAMES.map((timeframe) => ({
        value: timeframe,
        label: t(`timeframe.${timeframe}`),
      }))}
    />
  );
}

/** A UTC day ('2026-03-01') as the locale writes it, short: 'Mar 1' / '1 mar'. */
export function formatDay(day: string, withYear = false): string {
  return formatDate(`${day}T00:00:00Z`, {
    month: 'short',
    day: 'numeric',
    ...(withYear ? { year: 'numeric' } : {}),
    timeZone: 'UTC',
  });
}

/** How fresh the figures are (the daily roll-up's last run), and the days they cover. */
export function Freshness({
  rolledUpAt,
  window,
}: {
  rolledUpAt: string | null;
  window?: { from: string; to: string };
}) {
  const { t } = useTranslation('adminAnalytics');
  return (
    <p className="text-sm text-slate-600 dark:text-slate-300">
      {window ? (
        <>
          {t('freshness.window', {
            from: formatDay(window.from, true),
            to: formatDay(window.to, true),
          })}{' '}
        </>
      ) : null}
      {rolledUpAt
        ? t('freshness.asOf', {
            time: formatDate(rolledUpAt, { dateStyle: 'medium', timeStyle: 'short' }),
          })
        : t('freshness.notYet')}
    </p>
  );
}

/** A report's body: the spinner first, the failure with Try again, then the report. */
function ReportBody<T>({
  query,
  children,
}: {
  query: UseQueryResult<T>;
  children: (data: T) => ReactNode;
}) {
  const { t } = useTranslation('adminAnalytics');
  if (query.isPending) return <ListLoading label={t('loading')} />;
  if (query.isError)
    return (
      <ListError
        error={query.error}
        fallback={t('loadFailed')}
        onRetry={() => void query.refetch()}
      />
    );
  // The last report stays on screen while another timeframe loads.
  return <div aria-busy={query.isPlaceholderData}>{children(query.data)}</div>;
}

/**
 * An analytics page: its heading (h2, the console's being the h1), what it shows, its timeframe
 * picker when it has one, the views' navigation, then the report once loaded.
 */
export function AnalyticsPage<T>({
  title,
  note,
  timeframe,
  query,
  children,
}: {
  title: string;
  note?: string;
  timeframe?: [AdminTimeframe, (next: AdminTimeframe) => void];
  query: UseQueryResult<T>;
  children: (data: T) => ReactNode;
}) {
  return (
    <section aria-labelledby="analytics-title" className="space-y-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h2 id="analytics-title" className="text-xl font-semibold">
            {title}
          </h2>
          {note ? <p className="text-slate-600 dark:text-slate-300">{note}</p> : null}
        </div>
        {timeframe ? <TimeframePicker value={timeframe[0]} onChange={timeframe[1]} /> : null}
      </div>
      <AnalyticsNav />
      <ReportBody query={query}>{children}</ReportBody>
    </section>
  );
}

/** Figures side by side, each a label over its number. */
export function StatCards({
  label,
  stats,
}: {
  label: string;
  stats: { key: string; label: string; value: ReactNode; detail?: ReactNode }[];
}) {
  return (
    <dl aria-label={label} className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
      {stats.map((stat) => (
        <div
          key={stat.key}
          className="rounded-2xl border border-slate-200 p-4 dark:border-slate-700"
        >
          <dt className="text-sm text-slate-600 dark:text-slate-300">{stat.label}</dt>
          <dd className="text-2xl font-bold tabular-nums">{stat.value}</dd>
          {stat.detail ? <dd className="text-sm">{stat.detail}</dd> : null}
        </div>
      ))}
    </dl>
  );
}

/**
 * A column of a figures table and of its CSV file: the heading, the raw value the file gets, and
 * how the cell shows it (by default, a number as the locale writes it). `csvOnly` columns are in
 * the file alone (a share the table shows inside another cell).
 */
export type FigureColumn<Row> = {
  key: string;
  label: string;
  /** The file's heading when it says more than the table's. */
  csvLabel?: string;
  csv: (row: Row) => CsvValue;
  cell?: (row: Row) => ReactNode;
  numeric?: boolean;
  csvOnly?: boolean;
};

/** What a CSV download offers: the file's name and its columns over its rows. */
export type CsvFile<Row> = { fileName: string; columns: FigureColumn<Row>[]; rows: Row[] };

/** A Download CSV button, named after what it downloads. */
export function CsvButton<Row>({ name, file }: { name: string; file: CsvFile<Row> }) {
  const { t } = useTranslation('adminAnalytics');
  const save = () =>
    saveCsv(
      toCsv(
        file.columns.map((column) => column.csvLabel ?? column.label),
        file.rows.map((row) => file.columns.map((column) => column.csv(row))),
      ),
      file.fileName,
    );
  return (
    <Button
      variant="secondary"
      onClick={save}
      aria-label={t('csv.downloadNamed', { name })}
      className="px-3 py-1.5"
    >
      <Download className="h-4 w-4" aria-hidden="true" />
      {t('csv.download')}
    </Button>
  );
}

/** A figure in its column's words: a number as the locale writes it, nothing as a dash. */
export function shownValue(value: CsvValue, none: string): ReactNode {
  if (value === null) return none;
  return typeof value === 'number' ? formatNumber(value) : value;
}

/** A titled block of a report: its heading (h3), a note, its action (a CSV button), its content. */
export function FigureBlock({
  title,
  note,
  action,
  children,
}: {
  title: string;
  note?: string;
  action?: ReactNode;
  children: ReactNode;
}) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="space-y-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id={headingId} className="text-lg font-semibold">
          {title}
        </h3>
        {action}
      </div>
      {note ? <p className="text-sm text-slate-600 dark:text-slate-300">{note}</p> : null}
      {children}
    </section>
  );
}

/**
 * A table of figures under its heading, with a caption for screen readers and its CSV button;
 * nothing to list says so instead.
 */
export function FiguresTable<Row>({
  title,
  note,
  columns,
  rows,
  rowKey,
  fileName,
  emptyText,
}: {
  title: string;
  note?: string;
  columns: FigureColumn<Row>[];
  rows: Row[];
  rowKey: (row: Row) => string;
  fileName: string;
  emptyText?: string;
}) {
  const { t } = useTranslation('adminAnalytics');
  const shown = columns.filter((column) => !column.csvOnly);
  return (
    <FigureBlock
      title={title}
      note={note}
      action={
        rows.length > 0 ? <CsvButton name={title} file={{ fileName, columns, rows }} /> : null
      }
    >
      {rows.length === 0 ? (
        <EmptyState>
          <p>{emptyText ?? t('empty')}</p>
        </EmptyState>
      ) : (
        <AdminTable
          caption={title}
          columns={shown.map((column) => ({
            key: column.key,
            label: column.label,
            className: column.numeric ? 'text-right' : '',
          }))}
        >
          {rows.map((row) => (
            <tr key={rowKey(row)}>
              {shown.map((column) => (
                <td
                  key={column.key}
                  className={clsx(CELL, column.numeric && 'text-right tabular-nums')}
                >
                  {column.cell ? column.cell(row) : shownValue(column.csv(row), t('noFigure'))}
                </td>
              ))}
            </tr>
          ))}
        </AdminTable>
      )}
    </FigureBlock>
  );
}

/** One line of a day chart: its name and its figure on a day (null: none that day). */
export type DaySeries<Day> = { key: string; name: string; value: (day: Day) => number | null };

/** A chart of figures per UTC day, with its numbers as a CSV file (a column a line). */
export function DayChart<Day extends { day: string }>({
  title,
  days,
  series,
  fileName,
  max,
  formatValue,
}: {
  title: string;
  days: Day[];
  series: DaySeries<Day>[];
  fileName: string;
  max?: number;
  formatValue?: (value: number) => string;
}) {
  const { t } = useTranslation('adminAnalytics');
  const columns: FigureColumn<Day>[] = [
    { key: 'day', label: t('day'), csv: (row) => row.day },
    ...series.map((line) => ({ key: line.key, label: line.name, csv: line.value })),
  ];
  return (
    // The chart's caption is its title: the button sits below it rather than beside a heading.
    <div className="space-y-2">
      <MultiLineChart
        title={title}
        labels={days.map((row) => ({ key: row.day, label: formatDay(row.day) }))}
        series={series.map((line) => ({
          key: line.key,
          name: line.name,
          values: days.map(line.value),
        }))}
        labelName={t('day')}
        emptyText={t('noFigure')}
        {...(max !== undefined ? { max } : {})}
        {...(formatValue ? { formatValue } : {})}
      />
      <div className="flex justify-end">
        <CsvButton name={title} file={{ fileName, columns, rows: days }} />
      </div>
    </div>
  );
}

/** An accuracy (0-100, null with no answers) as a whole percent, or a dash. */
export function accuracyText(value: number | null, none: string): string {
  return value === null ? none : formatPercent(value);
}

const KNOWN_MODES = [
  'practice',
  'timed',
  'quick_fire',
  'competitive',
  'live',
  'challenge',
  'tournament',
] as const;

/** A kind of game in words; one the client does not know yet as itself. */
export function modeLabel(mode: string, t: TFunction<'adminAnalytics'>): string {
  return (KNOWN_MODES as readonly string[]).includes(mode)
    ? t(`modes.${mode as (typeof KNOWN_MODES)[number]}`)
    : mode;
}

/** Games by kind as bars, with games and players a kind as a CSV file. */
export function ModeChart({
  title,
  modes,
  fileName,
}: {
  title: string;
  modes: ModeCount[];
  fileName: string;
}) {
  const { t } = useTranslation('adminAnalytics');
  const columns: FigureColumn<ModeCount>[] = [
    { key: 'mode', label: t('games.mode'), csv: (row) => modeLabel(row.mode, t) },
    { key: 'games', label: t('games.games'), csv: (row) => row.games },
    { key: 'players', label: t('games.players'), csv: (row) => row.players },
  ];
  if (modes.length === 0)
    return (
      <FigureBlock title={title}>
        <EmptyState>
          <p>{t('games.none')}</p>
        </EmptyState>
      </FigureBlock>
    );
  return (
    <div className="space-y-2">
      <BarChart
        title={title}
        data={modes.map((row) => ({
          key: row.mode,
          label: modeLabel(row.mode, t),
          value: row.games,
        }))}
        labelName={t('games.mode')}
        valueName={t('games.games')}
      />
      <div className="flex justify-end">
        <CsvButton name={title} file={{ fileName, columns, rows: modes }} />
      </div>
    </div>
  );
}
