import type { AuditLogEntry } from '@quizarena/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDate } from '../../../lib/format';
import { CELL, LINK } from './account-bits';

const TIME: Intl.DateTimeFormatOptions = {
  year: 'numeric',
  month: 'short',
  day: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
};

/**
 * A subject or actor: the name, a link to the account's page (or that the account is erased),
 * and the id, to filter by.
 */
function Person({ person }: { person: AuditLogEntry['user'] }) {
  const { t } = useTranslation('admin');
  if (!person) return <span className="text-slate-500 dark:text-slate-400">{t('audit.none')}</span>;
  return (
    <>
      <span className="block">
        {person.name === null ? (
          <em>{t('audit.erased')}</em>
        ) : (
          <Link to={`/admin/users/${person.id}`} className={LINK}>
            {person.name}
          </Link>
        )}
      </span>
      <span className="block font-mono text-xs break-all text-slate-600 dark:text-slate-300">
        {person.id}
      </span>
    </>
  );
}

/** The entries as a table, newest first as the server sent them. */
export function AuditTable({ entries }: { entries: AuditLogEntry[] }) {
  const { t } = useTranslation('admin');
  const columns = ['time', 'event', 'subject', 'actor', 'ip', 'detail'] as const;
  return (
    <div className="overflow-x-auto rounded-2xl border border-slate-200 dark:border-slate-700">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">{t('audit.caption')}</caption>
        <thead className="bg-slate-50 dark:bg-slate-800">
          <tr>
            {columns.map((column) => (
              <th key={column} scope="col" className={`${CELL} font-semibold`}>
                {t(`audit.columns.${column}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200 dark:divide-slate-700">
          {entries.map((entry) => (
            <tr key={entry.id}>
              <td className={`${CELL} whitespace-nowrap`}>
                <time dateTime={entry.at}>{formatDate(entry.at, TIME)}</time>
              </td>
              <td className={`${CELL} font-mono text-xs`}>{entry.event}</td>
              <td className={CELL}>
                <Person person={entry.user} />
              </td>
              <td className={CELL}>
                <Person person={entry.actor} />
              </td>
              <td className={`${CELL} font-mono text-xs`}>{entry.ip ?? t('audit.none')}</td>
              <td className={`${CELL} font-mono text-xs break-all`}>
                {entry.detail ? JSON.stringify(entry.detail) : t('audit.none')}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
