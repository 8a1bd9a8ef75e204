import type { AdminUserDetail } from '@quizarena/contracts';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Badge } from '../../../components/ui/badge';
import { formatNumber } from '../../../lib/format';
import { LINK, When } from './account-bits';
import { RecordTable, type Column } from './record-table';

type Report = AdminUserDetail['reports']['filed'][number];

const mono = (text: string | null, none: string) => (
  <span className="font-mono text-xs break-all">{text ?? none}</span>
);

/** A report's columns; `other` names the other person's column (whom, or by whom). */
function reportColumns(t: TFunction<'adminUsers'>, other: 'whom' | 'by'): Column<Report>[] {
  return [
    { key: 'at', label: t('records.reports.at'), cell: (row) => <When at={row.created_at} /> },
    {
      key: 'other',
      label: t(`records.reports.${other}`),
      cell: (row) =>
        row.other ? (
          <Link to={`/admin/users/${row.other.id}`} className={LINK}>
            {row.other.name}
          </Link>
        ) : (
          t('none')
        ),
    },
    {
      key: 'subject',
      label: t('records.reports.subject'),
      cell: (row) => t(`records.reports.subjects.${row.subject_type}`),
    },
    { key: 'reason', label: t('records.reports.reason'), cell: (row) => row.reason },
    { key: 'status', label: t('records.reports.status'), cell: (row) => row.status },
  ];
}

/** The account's live sessions, newest games, reports filed and about it, and its points. */
export function UserRecords({ detail }: { detail: AdminUserDetail }) {
  const { t } = useTranslation('adminUsers');
  const none = t('none');
  const sessionColumns: Column<AdminUserDetail['sessions'][number]>[] = [
    {
      key: 'created',
      label: t('records.sessions.created'),
      cell: (row) => <When at={row.created_at} />,
    },
    {
      key: 'lastUsed',
      label: t('records.sessions.lastUsed'),
      cell: (row) => <When at={row.last_used_at} />,
    },
    {
      key: 'expires',
      label: t('records.sessions.expires'),
      cell: (row) => <When at={row.expires_at} />,
    },
    { key: 'ip', label: t('records.sessions.ip'), cell: (row) => mono(row.ip, none) },
    {
      key: 'device',
      label: t('records.sessions.device'),
      cell: (row) => row.user_agent ?? none,
    },
  ];
  const gameColumns: Column<AdminUserDetail['games'][number]>[] = [
    {
      key: 'started',
      label: t('records.games.started'),
      cell: (row) => <When at={row.started_at} />,
    },
    { key: 'mode', label: t('records.games.mode'), cell: (row) => row.game_mode },
    {
      key: 'topic',
      label: t('records.games.topic'),
      cell: (row) => `${row.category} · ${row.topic}`,
    },
    { key: 'status', label: t('records.games.status'), cell: (row) => row.status },
    {
      key: 'correct',
      label: t('records.games.correct'),
      cell: (row) =>
        t('records.games.correctOf', {
          correct: formatNumber(row.correct_answers),
          total: formatNumber(row.question_count),
        }),
    },
    { key: 'score', label: t('records.games.score'), cell: (row) => formatNumber(row.score) },
    {
      key: 'review',
      label: t('records.games.review'),
      cell: (row) =>
        row.held_for_review ? <Badge tone="amber">{t('records.games.held')}</Badge> : none,
    },
  ];
  const ledgerColumns: Column<AdminUserDetail['ledger']['entries'][number]>[] = [
    { key: 'at', label: t('records.ledger.at'), cell: (row) => <When at={row.at} /> },
    { key: 'kind', label: t('records.ledger.kind'), cell: (row) => mono(row.kind, none) },
    {
      key: 'amount',
      label: t('records.ledger.amount'),
      cell: (row) => formatNumber(row.amount, { signDisplay: 'exceptZero' }),
    },
    {
      key: 'reference',
      label: t('records.ledger.reference'),
      cell: (row) => mono(row.reference, none),
    },
  ];

  return (
    <div className="space-y-6">
      <RecordTable
        title={t('records.sessions.title')}
        columns={sessionColumns}
        rows={detail.sessions}
        empty={t('records.sessions.empty')}
      />
      <RecordTable
        title={t('records.games.title')}
        columns={gameColumns}
        rows={detail.games}
        empty={t('records.games.empty')}
      />
      <RecordTable
        title={t('records.reports.filedTitle')}
        columns={reportColumns(t, 'whom')}
        rows={detail.reports.filed}
        empty={t('records.reports.filedEmpty')}
      />
      <RecordTable
        title={t('records.reports.aboutTitle')}
        columns={reportColumns(t, 'by')}
        rows={detail.reports.about}
        empty={t('records.reports.aboutEmpty')}
      />
      <RecordTable
        title={t('records.ledger.title')}
        extra={
          <p className="text-sm">
            {t('records.ledger.balance', { points: formatNumber(detail.ledger.balance) })}
          </p>
        }
        columns={ledgerColumns}
        rows={detail.ledger.entries}
        empty={t('records.ledger.empty')}
      />
    </div>
  );
}
