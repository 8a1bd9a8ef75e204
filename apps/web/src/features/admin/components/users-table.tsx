import type { AdminUserSummary } from '@quizarena/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDate } from '../../../lib/format';
import { CELL, LINK, Standing } from './account-bits';

const COLUMNS = ['name', 'email', 'role', 'status', 'ageBand', 'verified', 'joined'] as const;

/** The accounts found, each name a link to its page. */
export function UsersTable({ users }: { users: AdminUserSummary[] }) {
  const { t } = useTranslation('adminUsers');
  return (
    <div className="overflow-x-auto rounded-2xl border border-slate-200 dark:border-slate-700">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">{t('list.caption')}</caption>
        <thead className="bg-slate-50 dark:bg-slate-800">
          <tr>
            {COLUMNS.map((column) => (
              <th key={column} scope="col" className={`${CELL} font-semibold`}>
                {t(`list.columns.${column}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200 dark:divide-slate-700">
          {users.map((user) => (
            <tr key={user.id}>
              <td className={CELL}>
                <Link to={`/admin/users/${user.id}`} className={LINK}>
                  {user.name}
                </Link>
              </td>
              <td className={`${CELL} break-all`}>{user.email}</td>
              <td className={CELL}>{t(`roles.${user.role}`)}</td>
              <td className={CELL}>
                <Standing user={user} />
              </td>
              <td className={CELL}>{t(`ageBands.${user.age_band}`)}</td>
              <td className={CELL}>{user.email_verified ? t('yes') : t('no')}</td>
              <td className={`${CELL} whitespace-nowrap`}>
                <time dateTime={user.created_at}>{formatDate(user.created_at)}</time>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
