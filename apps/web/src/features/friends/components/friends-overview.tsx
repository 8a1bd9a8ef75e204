import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatNumber } from '../../../lib/format';
import { useFriends } from '../api/friends-queries';
import { NAME_LINK_CLASSES } from './card';
import { ListError, ListLoading } from '../../../components/ui/list-states';
import { PresenceAvatar } from './presence';

/**
 * The own profile's Social card: how many friends, up to the first 50 of them (the friends
 * page's read), each linking to their profile, and a way to the friends page.
 */
export function FriendsOverview() {
  const { t } = useTranslation('friends');
  const friends = useFriends();
  if (friends.isError && !friends.data) {
    return (
      <ListError
        error={friends.error}
        fallback={t('overview.loadFailed')}
        onRetry={() => void friends.refetch()}
      />
    );
  }
  if (!friends.data) return <ListLoading label={t('list.loading')} rows={1} />;
  const { total, friends: list } = friends.data;
  return (
    <div className="space-y-4">
      <p className="text-xl font-bold">
        {t('overview.count', { count: total, number: formatNumber(total) })}
      </p>
      {list.length === 0 ? (
        <p className="text-sm text-slate-600 dark:text-slate-300">{t('overview.empty')}</p>
      ) : (
        <ul aria-label={t('overview.label')} className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
          {list.map((friend) => (
            <li key={friend.user_id} className="flex min-w-0 items-center gap-3">
              <PresenceAvatar
                name={friend.name}
                avatarUrl={friend.avatar_url}
                isOnline={friend.is_online}
                size="sm"
              />
              <Link to={`/profile/${friend.user_id}`} className={NAME_LINK_CLASSES}>
                {friend.name}
              </Link>
              {friend.is_online ? <span className="sr-only">{t('status.online')}</span> : null}
            </li>
          ))}
        </ul>
      )}
      <Link
        to={list.length === 0 ? '/friends?tab=find' : '/friends'}
        className="inline-flex min-h-6 items-center rounded text-sm font-semibold text-indigo-700 hover:underline focus-visible:underline focus-visible:ring-2 focus-visible:ring-indigo-500 focus-visible:outline-none dark:text-indigo-300"
      >
        {list.length === 0 ? t('overview.findFriends') : t('overview.seeAll')}
      </Link>
    </div>
  );
}
