import { ArrowLeft } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { ListError, ListLoading } from '../../../components/ui/list-states';
import { useUser } from '../api/queries';
import { LINK } from '../components/account-bits';
import { UserActions } from '../components/user-actions';
import { UserProfile } from '../components/user-profile';
import { UserRecords } from '../components/user-records';

/** /admin/users/:id: one account, what can be done to it, and its sessions, games, reports and points. */
export function UserPage() {
  const { t } = useTranslation('adminUsers');
  const { id = '' } = useParams();
  const account = useUser(id);

  const back = (
    <Link to="/admin/users" className={`inline-flex items-center gap-1 text-sm ${LINK}`}>
      <ArrowLeft className="h-4 w-4" aria-hidden="true" />
      {t('detail.back')}
    </Link>
  );
  if (account.isPending)
    return (
      <section className="space-y-4">
        {back}
        <ListLoading label={t('detail.loading')} />
      </section>
    );
  if (account.isError)
    return (
      <section className="space-y-4">
        {back}
        <ListError
          error={account.error}
          fallback={t('detail.loadFailed')}
          onRetry={() => void account.refetch()}
        />
      </section>
    );

  const { user } = account.data;
  return (
    <section aria-labelledby="admin-user-title" className="space-y-6">
      {back}
      <h2 id="admin-user-title" className="text-xl font-semibold">
        {user.name}
      </h2>
      <section aria-labelledby="admin-user-profile" className="space-y-3">
        <h3 id="admin-user-profile" className="text-lg font-semibold">
          {t('detail.profile')}
        </h3>
        <UserProfile user={user} />
      </section>
      <section aria-labelledby="admin-user-actions" className="space-y-3">
        <h3 id="admin-user-actions" className="text-lg font-semibold">
          {t('detail.actions')}
        </h3>
        {/* A changed account starts its forms afresh: drafts and refusals belong to the old one. */}
        <UserActions
          key={`${user.role}|${user.status}|${user.suspended_until}|${user.status_reason}`}
          user={user}
        />
      </section>
      <section aria-labelledby="admin-user-records" className="space-y-3">
        <h3 id="admin-user-records" className="text-lg font-semibold">
          {t('detail.records')}
        </h3>
        <UserRecords detail={account.data} />
      </section>
    </section>
  );
}
