import { unreadBadgeText, type EarnedAchievement } from '@quizarena/contracts';
import * as Popover from '@radix-ui/react-dialog';
import { Bell } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Tabs } from '../../../components/ui/tabs';
import { formatTimeAgo } from '../../../lib/format';
import { useBellNotifications, type NotificationsList } from '../api/get-notifications';
import { useMarkNotificationsRead } from '../api/mark-read';
import { useLiveNotifications } from '../hooks/use-live-notifications';
import { notificationTarget } from '../utils/notification-text';
import { NotificationSummary } from './notification-summary';

type BellTab = 'notifications' | 'achievements';

const ROW_CLASSES =
  'block rounded-lg px-3 py-2 hover:bg-slate-100 focus-visible:ring-2 focus-visible:ring-indigo-500 focus-visible:outline-none focus-visible:ring-inset dark:hover:bg-slate-800';
const FOOTER_LINK_CLASSES =
  'rounded-lg px-3 py-1.5 text-sm font-semibold text-indigo-700 hover:bg-slate-100 focus-visible:ring-2 focus-visible:ring-indigo-500 focus-visible:outline-none disabled:cursor-not-allowed disabled:text-slate-500 disabled:hover:bg-transparent dark:text-indigo-300 dark:hover:bg-slate-800 dark:disabled:text-slate-400';

/**
 * The top bar's notification centre (docs/DECISIONS.md): the badge counts unread notifications;
 * the panel has the latest notifications and the recent achievements, which the app passes in.
 * It also keeps the cached notifications live from the user's inbox while the shell is shown.
 */
export function NotificationBell({
  userId,
  recentAchievements,
}: {
  userId: string | null;
  recentAchievements: readonly EarnedAchievement[];
}) {
  const { t } = useTranslation(['notifications', 'common']);
  const [open, setOpen] = useState(false);
  const [tab, setTab] = useState<BellTab>('notifications');
  const bell = useBellNotifications(userId !== null);
  useLiveNotifications(userId);
  const unread = bell.data?.unread_count ?? 0;
  const badge = unreadBadgeText(unread);
  const close = () => setOpen(false);

  return (
    // Not modal, like the menus beside it: a panel of links that a click outside or Escape
    // closes, returning focus to the bell, without hiding the page from screen readers.
    <Popover.Root open={open} onOpenChange={setOpen} modal={false}>
      <div className="relative">
        <Popover.Trigger
          // The name says what the badge shows ('99+'), so the visible text is part of it.
          aria-label={
            unread > 0 ? t('bell.labelUnread', { count: unread, shown: badge }) : t('bell.label')
          }
          className="relative rounded-lg p-2 hover:bg-slate-100 dark:hover:bg-slate-800"
        >
          <Bell className="h-5 w-5" aria-hidden="true" />
          {badge ? (
            <span
              aria-hidden="true"
              className="absolute -top-0.5 -right-0.5 flex h-5 min-w-5 items-center justify-center rounded-full bg-red-700 px-1 text-[0.6875rem] leading-none font-bold text-white"
            >
              {badge}
            </span>
          ) : null}
        </Popover.Trigger>
        <Popover.Content
          aria-describedby={undefined}
          // Under the top bar across a small screen; under the bell from `sm` up.
          className="fixed inset-x-2 top-16 z-50 max-h-[calc(100vh-5rem)] overflow-y-auto rounded-xl border border-slate-200 bg-white p-2 text-slate-900 shadow-lg sm:absolute sm:inset-x-auto sm:top-full sm:right-0 sm:mt-1.5 sm:w-96 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100"
        >
          <Popover.Title className="sr-only">{t('bell.label')}</Popover.Title>
          <Tabs
            label={t('bell.tabs')}
            tabs={[
              { id: 'notifications', label: t('title') },
              { id: 'achievements', label: t('common:topBar.recentAchievementsTitle') },
            ]}
            value={tab}
            onChange={setTab}
            panelClassName="pt-2"
          >
            {tab === 'notifications' ? (
              <BellNotifications query={bell} onLeave={close} />
            ) : (
              <BellAchievements achievements={recentAchievements} onLeave={close} />
            )}
          </Tabs>
        </Popover.Content>
      </div>
    </Popover.Root>
  );
}

function BellNotifications({
  query,
  onLeave,
}: {
  query: ReturnType<typeof useBellNotifications>;
  onLeave: () => void;
}) {
  const { t } = useTranslation('notifications');
  const markRead = useMarkNotificationsRead();
  if (query.isError) return <p className="px-3 py-2 text-sm">{t('bell.loadFailed')}</p>;
  if (!query.data) {
    return (
      <p role="status" className="px-3 py-2 text-sm">
        {t('bell.loading')}
      </p>
    );
  }
  const list: NotificationsList = query.data;
  return (
    <div className="space-y-2">
      {list.notifications.length === 0 ? (
        <p className="px-3 py-2 text-sm text-slate-600 dark:text-slate-300">{t('bell.empty')}</p>
      ) : (
        <ul className="space-y-1">
          {list.notifications.map((notification) => (
            <li key={notification.id}>
              <Link
                to={notificationTarget(notification)}
                className={ROW_CLASSES}
                onClick={() => {
                  if (!notification.is_read) {
                    markRead.mutate({ notification_ids: [notification.id] });
                  }
                  onLeave();
                }}
              >
                <NotificationSummary notification={notification} />
              </Link>
            </li>
          ))}
        </ul>
      )}
      <div className="flex items-center justify-between gap-2 border-t border-slate-200 pt-2 dark:border-slate-700">
        <button
          type="button"
          className={FOOTER_LINK_CLASSES}
          disabled={list.unread_count === 0 || markRead.isPending}
          onClick={() => markRead.mutate({ all: true })}
        >
          {t('markAllRead')}
        </button>
        <Link to="/notifications" className={FOOTER_LINK_CLASSES} onClick={onLeave}>
          {t('bell.viewAll')}
        </Link>
      </div>
    </div>
  );
}

function BellAchievements({
  achievements,
  onLeave,
}: {
  achievements: readonly EarnedAchievement[];
  onLeave: () => void;
}) {
  const { t } = useTranslation();
  if (achievements.length === 0) {
    return (
      <p className="px-3 py-2 text-sm text-slate-600 dark:text-slate-300">
        {t('topBar.noRecentAchievements')}
      </p>
    );
  }
  return (
    <ul className="space-y-1">
      {achievements.map((achievement) => (
        <li key={achievement.achievement_id}>
          <Link to="/achievements" className={`${ROW_CLASSES} text-sm`} onClick={onLeave}>
            <span className="block font-medium">{achievement.title}</span>
            <span className="text-xs text-slate-600 dark:text-slate-400">
              {formatTimeAgo(achievement.earned_at)}
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
