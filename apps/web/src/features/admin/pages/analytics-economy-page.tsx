import type { AnalyticsRevenue, EconomyTotals } from '@quizarena/contracts';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../../lib/format';
import { useAnalyticsReport } from '../api/queries';
import {
  DayChart,
  FiguresTable,
  Freshness,
  StatCards,
  useTimeframe,
  AnalyticsPage,
} from '../components/analytics-bits';

/** The flows of points the economy counts, in the order the page shows them. */
const FLOWS = [
  { key: 'earned', label: 'economy.earned' },
  { key: 'entry_fees', label: 'economy.entryFees' },
  { key: 'prizes', label: 'economy.prizes' },
  { key: 'refunds', label: 'economy.refunds' },
  { key: 'voided', label: 'economy.voided' },
] as const satisfies readonly { key: keyof EconomyTotals; label: string }[];

function EconomyReport({ data }: { data: AnalyticsRevenue }) {
  const { t } = useTranslation('adminAnalytics');
  const { timeframe } = data;
  const file = (table: string) => `quizarena-economy-${table}-${timeframe}.csv`;
  return (
    <div className="space-y-6">
      <Freshness rolledUpAt={data.rolled_up_at} window={data} />
      <StatCards
        label={t('economy.totals')}
        stats={[
          ...FLOWS.map((flow) => ({
            key: flow.key,
            label: t(flow.label),
            value: formatNumber(data.totals[flow.key]),
          })),
          {
            key: 'escrow',
            label: t('economy.heldInEscrow'),
            value: formatNumber(data.held_in_escrow),
          },
        ]}
      />
      <DayChart<AnalyticsRevenue['days'][number]>
        title={t('economy.flows')}
        days={data.days}
        fileName={file('days')}
        series={FLOWS.map((flow) => ({
          key: flow.key,
          name: t(flow.label),
          value: (day) => day[flow.key],
        }))}
      />
      <DayChart
        title={t('economy.escrow')}
        days={data.days}
        fileName={file('escrow')}
        series={[
          {
            key: 'escrow',
            name: t('economy.escrowSeries'),
            value: (day) => day.held_in_escrow,
          },
        ]}
      />
      <FiguresTable
        title={t('economy.byKind')}
        rows={data.by_kind}
        rowKey={(row) => row.kind}
        fileName={file('by-kind')}
        columns={[
          {
            key: 'kind',
            label: t('economy.kind'),
            csv: (row) => row.kind,
            cell: (row) => <code className="text-xs">{row.kind}</code>,
          },
          {
            key: 'movements',
            label: t('economy.movements'),
            numeric: true,
            csv: (row) => row.movements,
          },
          {
            key: 'to',
            label: t('economy.toPlayers'),
            numeric: true,
            csv: (row) => row.to_players,
          },
          {
            key: 'from',
            label: t('economy.fromPlayers'),
            numeric: true,
            csv: (row) => row.from_players,
          },
        ]}
      />
    </div>
  );
}

/**
 * /admin/analytics/economy: the points economy from the ledger (the API calls it 'revenue';
 * QuizArena sells nothing).
 */
export function AnalyticsEconomyPage() {
  const { t } = useTranslation('adminAnalytics');
  const timeframe = useTimeframe('revenue');
  return (
    <AnalyticsPage
      title={t('titles.economy')}
      note={t('economy.note')}
      timeframe={timeframe}
      query={useAnalyticsReport('economy', timeframe[0])}
    >
      {(data) => <EconomyReport data={data} />}
    </AnalyticsPage>
  );
}
