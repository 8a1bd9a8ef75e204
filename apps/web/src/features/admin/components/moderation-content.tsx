import type { ModerationItemDetail } from '@quizarena/contracts';
import clsx from 'clsx';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../../components/ui/badge';
import { formatNumber } from '../../../lib/format';
import { Facts, When } from './account-bits';
import { PersonName } from './moderation-bits';
import { RecordTable, type Column } from './record-table';

type Report = NonNullable<ModerationItemDetail['report']>;
type Named = NonNullable<ModerationItemDetail['named']>;
type Line = NonNullable<ModerationItemDetail['thread']>[number];
type Session = NonNullable<ModerationItemDetail['session']>;
type Answer = Session['answers'][number];

/** A part of the item's page: a heading and what is under it. */
export function Panel({ title, children }: { title: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="space-y-3">
      <h3 id={headingId} className="text-lg font-semibold">
        {title}
      </h3>
      {children}
    </section>
  );
}

/** A snapshot's value as text, or null when it has none. */
const textOf = (value: unknown) => (typeof value === 'string' && value ? value : null);

/** The profile fields a player report keeps, in the order they are shown. */
const PROFILE_FIELDS = [
  'full_name',
  'organization',
  'bio',
  'location',
  'website',
  'avatar_url',
] as const;

/**
 * The content as it was when reported: a message's text and file, a player's profile, or a
 * study group's or room's name (and a group's description).
 */
function Snapshot({
  report,
  type,
}: {
  report: Report;
  type: ModerationItemDetail['subject_type'];
}) {
  const { t } = useTranslation('adminModeration');
  const none = t('none');
  const { snapshot } = report;
  if (type === 'study_group' || type === 'room')
    return (
      <Facts
        facts={[
          { key: 'name', label: t('report.name'), value: textOf(snapshot.name) ?? none },
          ...(type === 'study_group'
            ? [
                {
                  key: 'description',
                  label: t('report.description'),
                  value: textOf(snapshot.description) ?? none,
                },
              ]
            : []),
        ]}
      />
    );
  if (type === 'message') {
    const attachment = textOf(snapshot.attachment_name);
    return (
      <div className="space-y-2 rounded-2xl border border-slate-200 p-4 dark:border-slate-700">
        <p className="text-sm text-slate-600 dark:text-slate-300">
          {t('report.sentBy', { name: textOf(snapshot.sender_name) ?? t('erased') })}{' '}
          <When at={textOf(snapshot.created_at)} />
        </p>
        <blockquote className="border-l-4 border-slate-300 pl-3 break-words whitespace-pre-wrap dark:border-slate-600">
          {textOf(snapshot.content) ?? <span className="italic">{t('report.noText')}</span>}
        </blockquote>
        {attachment ? (
          <p className="text-sm">{t('report.attachment', { name: attachment })}</p>
        ) : null}
      </div>
    );
  }
  return (
    <Facts
      facts={PROFILE_FIELDS.map((field) => ({
        key: field,
        label: t(`report.profile.${field}`),
        value: textOf(snapshot[field]) ?? none,
      }))}
    />
  );
}

/** A report: who filed it, what they wrote, and the content as they saw it. */
export function ReportPanel({ item }: { item: ModerationItemDetail }) {
  const { t } = useTranslation('adminModeration');
  if (!item.report) return null;
  const type = item.subject_type;
  return (
    <Panel title={t('report.title')}>
      <Facts
        facts={[
          {
            key: 'reporter',
            label: t('report.reporter'),
            value: <PersonName person={item.report.reporter} />,
          },
          { key: 'filed', label: t('report.filed'), value: <When at={item.created_at} /> },
          { key: 'details', label: t('report.details'), value: item.report.details ?? t('none') },
        ]}
      />
      <h4 className="font-semibold">
        {type === 'message'
          ? t('report.asReportedMessage')
          : type === 'study_group' || type === 'room'
            ? t('report.asReportedName')
            : t('report.asReportedProfile')}
      </h4>
      <Snapshot report={item.report} type={type} />
    </Panel>
  );
}

/**
 * A reported study group or room as it is now: its name (said unchanged, or gone), its owner or
 * host, and a group's members and description or a room's status.
 */
export function NamedPanel({ named }: { named: Named }) {
  const { t } = useTranslation('adminModeration');
  const none = t('none');
  const group = named.type === 'study_group';
  const current =
    named.current_name === null
      ? t('named.gone')
      : named.current_name === named.reported_name
        ? t('named.unchanged', { name: named.current_name })
        : named.current_name;
  const facts = [
    { key: 'name', label: t('named.currentName'), value: current },
    {
      key: 'owner',
      label: group ? t('named.owner') : t('named.host'),
      value: <PersonName person={named.owner} />,
    },
  ];
  if (group)
    facts.push(
      {
        key: 'members',
        label: t('named.members'),
        value: named.member_count === null ? none : formatNumber(named.member_count),
      },
      { key: 'description', label: t('named.description'), value: named.description || none },
    );
  else
    facts.push({
      key: 'status',
      label: t('named.status'),
      value: named.status ? t(`named.statuses.${named.status}`) : none,
    });
  return (
    <Panel title={group ? t('named.titleGroup') : t('named.titleRoom')}>
      <Facts facts={facts} />
    </Panel>
  );
}

/** The lines around a reported message, as they are now, the reported one marked. */
export function ThreadPanel({ thread }: { thread: Line[] }) {
  const { t } = useTranslation('adminModeration');
  return (
    <Panel title={t('thread.title')}>
      <p className="text-sm text-slate-600 dark:text-slate-300">{t('thread.subtitle')}</p>
      {thread.length === 0 ? (
        <p className="text-sm text-slate-600 dark:text-slate-300">{t('thread.empty')}</p>
      ) : (
        <ol className="space-y-2">
          {thread.map((line) => (
            <li
              key={line.id}
              className={clsx(
                'rounded-2xl border p-3',
                line.reported
                  ? 'border-red-400 bg-red-50 dark:border-red-500 dark:bg-red-950'
                  : 'border-slate-200 dark:border-slate-700',
              )}
            >
              <p className="flex flex-wrap items-center gap-2 text-sm">
                <span className="font-semibold">{line.sender?.name ?? t('erased')}</span>
                <span className="text-slate-600 dark:text-slate-300">
                  <When at={line.created_at} />
                </span>
                {line.reported ? <Badge tone="red">{t('thread.reported')}</Badge> : null}
              </p>
              {line.content === null ? (
                <p className="italic text-slate-600 dark:text-slate-300">{t('thread.removed')}</p>
              ) : (
                <p className="break-words whitespace-pre-wrap">{line.content}</p>
              )}
            </li>
          ))}
        </ol>
      )}
    </Panel>
  );
}

/** Milliseconds as seconds to a tenth, as the locale writes them: '0.3 s'. */
const seconds = (ms: number) =>
  formatNumber(ms / 1000, { style: 'unit', unit: 'second', maximumFractionDigits: 1 });

/** A flagged session: its points and each answer's time against the reading floor. */
export function SessionPanel({ session }: { session: Session }) {
  const { t } = useTranslation('adminModeration');
  const none = t('none');
  const implausible = session.answers.filter((answer) => answer.implausible).length;
  const columns: Column<Answer & { id: number }>[] = [
    { key: 'index', label: t('session.columns.index'), cell: (row) => formatNumber(row.index) },
    { key: 'time', label: t('session.columns.time'), cell: (row) => seconds(row.time_ms) },
    {
      key: 'floor',
      label: t('session.columns.floor'),
      cell: (row) => (row.floor_ms === null ? none : seconds(row.floor_ms)),
    },
    {
      key: 'correct',
      label: t('session.columns.correct'),
      cell: (row) => (row.correct ? t('yes') : t('no')),
    },
    {
      key: 'implausible',
      label: t('session.columns.implausible'),
      cell: (row) => (row.implausible ? <Badge tone="red">{t('session.tooFast')}</Badge> : t('no')),
    },
  ];
  return (
    <Panel title={t('session.title')}>
      <Facts
        facts={[
          { key: 'topic', label: t('session.topic'), value: session.topic || none },
          { key: 'points', label: t('session.points'), value: formatNumber(session.points) },
          {
            key: 'completed',
            label: t('session.completed'),
            value: <When at={session.completed_at} />,
          },
        ]}
      />
      <RecordTable
        title={t('session.answers')}
        extra={
          <p className="text-sm text-slate-600 dark:text-slate-300">
            {t('session.implausibleCount', {
              count: implausible,
              implausible: formatNumber(implausible),
              total: formatNumber(session.answers.length),
            })}
          </p>
        }
        columns={columns}
        rows={session.answers.map((answer) => ({ ...answer, id: answer.index }))}
        empty={t('session.noAnswers')}
      />
    </Panel>
  );
}
