import type { Notification } from '@quizarena/contracts';
import clsx from 'clsx';
import {
  AlarmClock,
  BookOpen,
  CalendarCheck,
  CalendarX,
  ChevronsUp,
  CircleX,
  ClipboardCheck,
  Download,
  Undo2,
  Flag,
  Gavel,
  Medal,
  Route,
  MessageSquare,
  ShieldAlert,
  Swords,
  Ticket,
  TrendingUp,
  Users,
  Trophy,
  UserCheck,
  UserPlus,
} from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { UserAvatar } from '../../../components/ui/user-avatar';
import { formatTimeAgo } from '../../../lib/format';
import { notificationText } from '../utils/notification-text';

const KIND_ICONS = {
  friend_request_received: UserPlus,
  friend_request_accepted: UserCheck,
  message_received: MessageSquare,
  achievement_unlocked: Trophy,
  level_up: TrendingUp,
  challenge_received: Swords,
  challenge_result: Medal,
  study_group_join_request: Users,
  study_group_request_approved: Users,
  study_session_reminder: AlarmClock,
  study_session_started: CalendarCheck,
  tournament_registration_open: Ticket,
  tournament_match_ready: Swords,
  tournament_advanced: ChevronsUp,
  tournament_eliminated: CircleX,
  tournament_prize: Trophy,
  learning_path_assigned: Route,
  question_set_reviewed: BookOpen,
  tournament_cancelled: CalendarX,
  report_resolved: Flag,
  moderation_notice: ShieldAlert,
  data_export_ready: Download,
  account_erasure_cancelled: Undo2,
  answer_corrected: ClipboardCheck,
  dispute_resolved: Gavel,
} as const;

/** The actor's avatar when someone caused it, else the kind's icon. */
function NotificationVisual({ notification }: { notification: Notification }) {
  if (notification.actor) {
    return (
      <UserAvatar
        name={notification.actor.name}
        avatarUrl={notification.actor.avatar_url}
        size="sm"
      />
    );
  }
  const Icon = KIND_ICONS[notification.kind];
  return (
    <span className="flex h-8 w-8 shrink-0 items-center justify-center rounded-full bg-indigo-100 text-indigo-700 dark:bg-indigo-950 dark:text-indigo-300">
      <Icon className="h-4 w-4" aria-hidden="true" />
    </span>
  );
}

/**
 * One notification as the bell and the page show it: who, what (from the catalogue), a message's
 * preview, when, and 'Unread' in words as well as in weight. Spans only, so it fits in a link.
 */
export function NotificationSummary({
  notification,
  textId,
}: {
  notification: Notification;
  /** The id of the sentence, for controls it describes. */
  textId?: string;
}) {
  const { t } = useTranslation('notifications');
  const unread = !notification.is_read;
  return (
    <span className="flex items-start gap-3">
      <NotificationVisual notification={notification} />
      <span className="min-w-0 flex-1">
        <span
          id={textId}
          className={clsx('block text-sm break-words', unread ? 'font-semibold' : 'font-normal')}
        >
          {notificationText(notification, t)}
        </span>
        {notification.kind === 'message_received' && notification.data.preview ? (
          <span className="block truncate text-sm text-slate-600 dark:text-slate-300">
            {notification.data.preview}
          </span>
        ) : null}
        <span className="mt-0.5 flex flex-wrap items-center gap-2 text-xs text-slate-600 dark:text-slate-400">
          <time dateTime={notification.updated_at}>{formatTimeAgo(notification.updated_at)}</time>
          {unread ? (
            <span className="rounded-full bg-indigo-100 px-2 py-0.5 font-semibold text-indigo-800 dark:bg-indigo-950 dark:text-indigo-200">
              {t('unread')}
            </span>
          ) : null}
        </span>
      </span>
    </span>
  );
}
