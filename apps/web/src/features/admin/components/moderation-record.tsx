import type { ModerationItemDetail } from '@quizarena/contracts';
import { useTranslation } from 'react-i18next';
import { formatList, formatNumber } from '../../../lib/format';
import { Facts, When } from './account-bits';
import { actionLabel, PersonName } from './moderation-bits';
import { Panel } from './moderation-content';
import { RecordTable, type Column } from './record-table';

type Decision = NonNullable<ModerationItemDetail['history']>['decisions'][number];

const STATUSES = ['active', 'suspended', 'banned', 'erased'] as const;

/** The person the item is about: their standing, earlier reports and flags, earlier decisions. */
export function PersonRecordPanel({ item }: { item: ModerationItemDetail }) {
  const { t } = useTranslation('adminModeration');
  const { history } = item;
  const columns: Column<Decision & { id: number }>[] = [
    {
      key: 'decided',
      label: t('record.decisions.decided'),
      cell: (row) => <When at={row.decided_at} />,
    },
    {
      key: 'kind',
      label: t('record.decisions.kind'),
      cell: (row) => t(`record.kinds.${row.kind}`),
    },
    {
      key: 'outcome',
      label: t('record.decisions.outcome'),
      cell: (row) => t(`record.outcomes.${row.outcome}`),
    },
    {
      key: 'actions',
      label: t('record.decisions.actions'),
      cell: (row) =>
        row.actions.length
          ? formatList(row.actions.map((action) => actionLabel(action, t)))
          : t('none'),
    },
    { key: 'reason', label: t('record.decisions.reason'), cell: (row) => row.reason },
  ];
  return (
    <Panel title={t('record.title')}>
      {history ? (
        <>
          <Facts
            facts={[
              {
                key: 'person',
                label: t('record.person'),
                value: <PersonName person={item.subject} />,
              },
              {
                key: 'status',
                label: t('record.status'),
                value: (STATUSES as readonly string[]).includes(history.status)
                  ? t(`record.statuses.${history.status as (typeof STATUSES)[number]}`)
                  : history.status,
              },
              {
                key: 'muted',
                label: t('record.mutedUntil'),
                value: history.muted_until ? (
                  <When at={history.muted_until} />
                ) : (
                  t('record.notMuted')
                ),
              },
              {
                key: 'reports',
                label: t('record.reportsAbout'),
                value: formatNumber(history.reports_about),
              },
              {
                key: 'flags',
                label: t('record.flaggedSessions'),
                value: formatNumber(history.flagged_sessions),
              },
            ]}
          />
          <RecordTable
            title={t('record.decisions.title')}
            columns={columns}
            rows={history.decisions.map((decision, index) => ({ ...decision, id: index }))}
            empty={t('record.decisions.empty')}
          />
        </>
      ) : (
        <p className="text-sm text-slate-600 dark:text-slate-300">{t('record.gone')}</p>
      )}
    </Panel>
  );
}
