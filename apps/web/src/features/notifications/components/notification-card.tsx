import type { Notification, Relationship } from '@quizarena/contracts';
import clsx from 'clsx';
import { useId, useState } from 'react';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { apiErrorText } from '../../../lib/api-error-text';
import { useMarkNotificationsRead } from '../api/mark-read';
import { respondToFriendRequest } from '../api/respond-friend-request';
import { actorName, notificationTarget } from '../utils/notification-text';
import { NotificationSummary } from './notification-summary';

const LINK_BUTTON_CLASSES =
  'inline-flex items-center rounded-lg border border-slate-300 bg-white px-4 py-2 text-sm font-semibold text-slate-800 hover:bg-slate-50 focus-visible:ring-2 focus-visible:ring-indigo-500 focus-visible:ring-offset-2 focus-visible:outline-none dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100 dark:hover:bg-slate-800 dark:focus-visible:ring-offset-slate-900';

const OPEN_LABELS = {
  friend_request_accepted: 'page.viewProfile',
  message_received: 'page.openConversation',
  achievement_unlocked: 'page.viewAchievements',
  level_up: 'page.viewDashboard',
  challenge_received: 'page.viewChallenge',
  challenge_result: 'page.viewChallenge',
  study_group_join_request: 'page.viewStudyGroup',
  study_group_request_approved: 'page.viewStudyGroup',
  study_session_reminder: 'page.viewSession',
  study_session_started: 'page.viewSession',
  tournament_registration_open: 'page.viewTournament',
  tournament_match_ready: 'page.joinMatch',
  tournament_advanced: 'page.viewTournament',
  tournament_eliminated: 'page.viewTournament',
  tournament_prize: 'page.viewTournament',
  tournament_cancelled: 'page.viewTournament',
  report_resolved: 'page.viewNotifications',
  moderation_notice: 'page.viewNotifications',
  learning_path_assigned: 'page.viewLearningPath',
  question_set_reviewed: 'page.viewQuestionSet',
  data_export_ready: 'page.viewDataExport',
  account_erasure_cancelled: 'page.viewAccountDeletion',
  answer_corrected: 'page.viewQuizResults',
  dispute_resolved: 'page.viewQuizResults',
} as const;

/**
 * One notification on the page with what can be done about it in place: a friend request is
 * answered here (and then says how), anything else opens where it belongs; unread ones can be
 * marked read. Every control is described by the notification's sentence, so 'Accept' says whose.
 */
export function NotificationCard({
  notification,
  answer,
  onAnswered,
}: {
  notification: Notification;
  /** Where the two stand after the player answered this request here, if they did. */
  answer: Relationship | undefined;
  onAnswered: (relationship: Relationship) => void;
}) {
  const { t } = useTranslation('notifications');
  const textId = useId();
  const markRead = useMarkNotificationsRead();
  const [responding, setResponding] = useState(false);
  const unread = !notification.is_read;
  const markThisRead = () => {
    if (unread) markRead.mutate({ notification_ids: [notification.id] });
  };

  async function respond(userId: string, accept: boolean) {
    setResponding(true);
    try {
      const { relationship } = await respondToFriendRequest(userId, accept);
      onAnswered(relationship);
      markThisRead();
    } catch (error) {
      toast.error(apiErrorText(error, t('page.respondFailed')));
    } finally {
      setResponding(false);
    }
  }

  let action = null;
  if (notification.kind === 'friend_request_received') {
    const userId = notification.actor?.user_id;
    const name = actorName(notification, t);
    if (answer) {
      action = (
        <p role="status" className="text-sm font-medium text-slate-700 dark:text-slate-200">
          {answer === 'friends' ? t('page.accepted', { name }) : t('page.declined', { name })}
        </p>
      );
    } else if (userId) {
      action = (
        <>
          <Button
            aria-describedby={textId}
            disabled={responding}
            onClick={() => void respond(userId, true)}
          >
            {t('page.accept')}
          </Button>
          <Button
            variant="secondary"
            aria-describedby={textId}
            disabled={responding}
            onClick={() => void respond(userId, false)}
          >
            {t('page.decline')}
          </Button>
        </>
      );
    }
  } else if (notification.kind !== 'friend_request_accepted' || notification.actor?.user_id) {
    action = (
      <Link
        to={notificationTarget(notification)}
        aria-describedby={textId}
        className={LINK_BUTTON_CLASSES}
        onClick={markThisRead}
      >
        {t(OPEN_LABELS[notification.kind])}
      </Link>
    );
  }

  return (
    <article
      aria-labelledby={textId}
      className={clsx(
        'rounded-xl border p-4',
        unread
          ? 'border-indigo-300 bg-indigo-50/60 dark:border-indigo-800 dark:bg-indigo-950/40'
          : 'border-slate-200 bg-white dark:border-slate-800 dark:bg-slate-900',
      )}
    >
      <NotificationSummary notification={notification} textId={textId} />
      <div className="mt-3 flex flex-wrap items-center gap-2 pl-11">
        {action}
        {unread ? (
          <Button
            variant="ghost"
            aria-describedby={textId}
            disabled={markRead.isPending}
            onClick={markThisRead}
          >
            {t('markRead')}
          </Button>
        ) : null}
      </div>
    </article>
  );
}
