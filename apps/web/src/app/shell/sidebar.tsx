import clsx from 'clsx';
import { LogOut, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink } from 'react-router';
import { formatCompact } from '../../lib/format';
import { useAuth } from '../../features/auth';
import { useOnlineFriends } from '../../features/friends';
import { useUnreadMessagesCount } from '../../features/messages';
import { unreadBadgeText } from '@quizarena/contracts';
import { NAV_ITEMS } from './nav-items';
import { connectionDotClass, ConnectionStatus } from './connection-status';
import { useRealtimeStatus } from '../../lib/realtime';
import { UserAvatar } from '../../components/ui/user-avatar';

/** Online Now shows this many friends' avatars. */
const ONLINE_SHOWN = 8;

/** Navigation, the signed-in user and the realtime connection, friends online and sign out. */
export function Sidebar({
  onNavigate,
  onClose,
}: {
  onNavigate?: () => void;
  onClose?: () => void;
}) {
  const { t } = useTranslation();
  const { user, signOut } = useAuth();
  const onlineFriends = useOnlineFriends(user?.id ?? null);
  // Mounted as long as the shell is: it also acknowledges delivery of incoming messages.
  const unreadMessages = useUnreadMessagesCount(user?.id ?? null);
  const connection = useRealtimeStatus();
  const isStaff = user?.role === 'admin' || user?.role === 'moderator';
  const isAuthor = user?.role === 'admin' || user?.user_type === 'educator';
  const navItems = NAV_ITEMS.filter(
    (item) => (!item.staffOnly || isStaff) && (!item.authorsOnly || isAuthor),
  );
  return (
    <div className="flex h-full flex-col gap-4 bg-white p-4 dark:bg-slate-900">
      <div className="flex items-center justify-between">
        <span className="text-lg font-bold text-indigo-700 dark:text-indigo-300">
          {t('appName')}
        </span>
        {onClose ? (
          <button
            type="button"
            onClick={onClose}
            aria-label={t('nav.close')}
            className="rounded p-1 hover:bg-slate-100 dark:hover:bg-slate-800"
          >
            <X className="h-5 w-5" aria-hidden="true" />
          </button>
        ) : null}
      </div>
      {user ? (
        <div className="flex items-center gap-3 rounded-xl bg-slate-100 p-3 dark:bg-slate-800">
          <div className="relative">
            <UserAvatar name={user.full_name} avatarUrl={user.avatar_url} />
            <span
              className={clsx(
                'absolute -right-0.5 -bottom-0.5 h-3 w-3 rounded-full border-2 border-white dark:border-slate-800',
                connectionDotClass(connection.state),
              )}
              aria-hidden="true"
            />
          </div>
          <div className="min-w-0">
            <p className="truncate font-semibold">{user.full_name}</p>
            <p className="text-xs text-slate-600 dark:text-slate-300">
              {t('nav.levelPoints', { level: user.level, points: formatCompact(user.points) })}
            </p>
            <ConnectionStatus compact />
          </div>
        </div>
      ) : null}
      <nav aria-label={t('nav.main')} className="flex-1 overflow-y-auto">
        <ul className="space-y-1">
          {navItems.map(({ labelKey, to, icon: Icon }) => (
            <li key={to}>
              <NavLink
                to={to}
                onClick={onNavigate}
                className={({ isActive }) =>
                  clsx(
                    'flex items-center gap-3 rounded-lg px-3 py-2 text-sm font-medium',
                    isActive
                      ? 'bg-indigo-600 text-white'
                      : 'text-slate-700 hover:bg-slate-100 dark:text-slate-200 dark:hover:bg-slate-800',
                  )
                }
              >
                <Icon className="h-4 w-4" aria-hidden="true" />
                {t(labelKey)}
                {to === '/messages' && unreadMessages > 0 ? (
                  <>
                    <span
                      aria-hidden="true"
                      className="ml-auto rounded-full bg-rose-600 px-2 py-0.5 text-xs font-semibold text-white"
                    >
                      {unreadBadgeText(unreadMessages)}
                    </span>
                    <span className="sr-only">
                      {t('nav.unreadMessages', { count: unreadMessages })}
                    </span>
                  </>
                ) : null}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <section aria-labelledby="online-now" className="space-y-2">
        <h2
          id="online-now"
          className="text-xs font-semibold tracking-wide text-slate-500 uppercase dark:text-slate-400"
        >
          {t('nav.onlineNow')}
        </h2>
        {onlineFriends.length === 0 ? (
          <p className="text-sm text-slate-500 dark:text-slate-400">{t('nav.noFriendsOnline')}</p>
        ) : (
          <ul className="flex flex-wrap -space-x-2">
            {onlineFriends.slice(0, ONLINE_SHOWN).map((friend) => (
              <li key={friend.id}>
                <Link
                  to={`/profile/${friend.id}`}
                  title={friend.name}
                  onClick={onNavigate}
                  className="block rounded-full ring-2 ring-white focus-visible:ring-indigo-500 focus-visible:outline-none dark:ring-slate-900"
                >
                  <UserAvatar name={friend.name} avatarUrl={friend.avatarUrl} size="sm" />
                  <span className="sr-only">{friend.name}</span>
                </Link>
              </li>
            ))}
          </ul>
        )}
      </section>
      <button
        type="button"
        onClick={() => void signOut()}
        className="flex items-center gap-2 rounded-lg px-3 py-2 text-sm font-medium text-slate-700 hover:bg-slate-100 dark:text-slate-200 dark:hover:bg-slate-800"
      >
        <LogOut className="h-4 w-4" aria-hidden="true" /> {t('nav.signOut')}
      </button>
    </div>
  );
}
