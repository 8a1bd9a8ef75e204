import type { AdminUserSummary } from '@quizarena/contracts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge, type BadgeTone } from '../../../components/ui/badge';
import { formatDate } from '../../../lib/format';

/** A day and a minute, as the console shows instants. */
export const MINUTE: Intl.DateTimeFormatOptions = {
  year: 'numeric',
  month: 'short',
  day: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
};

/** An instant as a `<time>`, or the table's "none" when there is none. */
export function When({ at }: { at: string | null }) {
  const { t } = useTranslation('adminUsers');
  if (!at) return <>{t('none')}</>;
  return <time dateTime={at}>{formatDate(at, MINUTE)}</time>;
}

const STATUS_TONES: Record<AdminUserSummary['status'], BadgeTone> = {
  active: 'green',
  suspended: 'amber',
  banned: 'red',
};

/** Where the account stands, with the suspension's end. */
export function Standing({ user }: { user: Pick<AdminUserSummary, 'status' | 'suspended_until'> }) {
  const { t } = useTranslation('adminUsers');
  return (
    <>
      <Badge tone={STATUS_TONES[user.status]}>{t(`statuses.${user.status}`)}</Badge>
      {user.status === 'suspended' && user.suspended_until ? (
        <span className="mt-1 block text-xs text-slate-700 dark:text-slate-200">
          {t('until', { date: formatDate(user.suspended_until, MINUTE) })}
        </span>
      ) : null}
    </>
  );
}

export const CELL = 'px-3 py-2 align-top';
export const LINK =
  'font-medium text-indigo-700 hover:underline focus-visible:ring-2 focus-visible:ring-indigo-500 focus-visible:outline-none dark:text-indigo-300';

/** Facts as a description list: each label above its value. */
export function Facts({ facts }: { facts: { key: string; label: string; value: ReactNode }[] }) {
  return (
    <dl className="grid gap-x-6 gap-y-3 rounded-2xl border border-slate-200 p-4 sm:grid-cols-2 lg:grid-cols-3 dark:border-slate-700">
      {facts.map((fact) => (
        <div key={fact.key}>
          <dt className="text-sm font-medium text-slate-600 dark:text-slate-300">{fact.label}</dt>
          <dd className="break-words">{fact.value}</dd>
        </div>
      ))}
    </dl>
  );
}
