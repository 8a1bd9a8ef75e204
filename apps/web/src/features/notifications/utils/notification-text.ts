import type { Notification } from '@quizarena/contracts';
import type { TFunction } from 'i18next';
import { formatDate, formatNumber } from '../../../lib/format';

/** A mute's end: the day and the minute. */
const UNTIL: Intl.DateTimeFormatOptions = { dateStyle: 'medium', timeStyle: 'short' };

/** Who caused it, as the catalogue names an unknown actor. */
export function actorName(notification: Notification, t: TFunction<'notifications'>): string {
  return notification.actor?.name ?? t('someone');
}

/** The notification in words: its kind's catalogue text, filled from its actor and data. */
export function notificationText(
  notification: Notification,
  t: TFunction<'notifications'>,
): string {
  const name = actorName(notification, t);
  switch (notification.kind) {
    case 'friend_request_received':
      return t('kinds.friend_request_received', { name });
    case 'friend_request_accepted':
      return t('kinds.friend_request_accepted', { name });
    case 'message_received': {
      const { is_group, conversation_name, message_count } = notification.data;
      return is_group
        ? t('kinds.group_message_received', {
            name,
            group: conversation_name ?? t('aGroup'),
            count: message_count,
          })
        : t('kinds.message_received', { name, count: message_count });
    }
    case 'achievement_unlocked':
      return t('kinds.achievement_unlocked', { title: notification.data.title });
    case 'level_up':
      return t('kinds.level_up', { level: notification.data.level });
    case 'challenge_received':
      return t('kinds.challenge_received', { name });
    case 'challenge_result': {
      const { outcome, winner_name } = notification.data;
      return outcome === 'won'
        ? t('kinds.challenge_result_won')
        : outcome === 'lost'
          ? t('kinds.challenge_result_lost', { name: winner_name ?? name })
          : t('kinds.challenge_result_draw');
    }
    case 'study_group_join_request':
      return t('kinds.study_group_join_request', { name, group: notification.data.group_name });
    case 'study_group_request_approved':
      return t('kinds.study_group_request_approved', { group: notification.data.group_name });
    case 'study_session_reminder': {
      const { title, group_name: group, minutes_before } = notification.data;
      // A day ahead reads as a day, not as 1,440 minutes.
      return minutes_before % 1_440 === 0
        ? t('kinds.study_session_reminder_days', { title, group, count: minutes_before / 1_440 })
        : t('kinds.study_session_reminder', { title, group, count: minutes_before });
    }
    case 'study_session_started':
      return t('kinds.study_session_started', {
        title: notification.data.title,
        group: notification.data.group_name,
      });
    case 'tournament_registration_open':
      return t('kinds.tournament_registration_open', {
        tournament: notification.data.tournament_name,
      });
    case 'tournament_match_ready':
    case 'tournament_advanced':
    case 'tournament_eliminated':
      return t(`kinds.${notification.kind}`, {
        tournament: notification.data.tournament_name,
        round: notification.data.round,
      });
    case 'tournament_prize': {
      const { tournament_name: tournament, place, points } = notification.data;
      return t('kinds.tournament_prize', { tournament, place, points, count: points });
    }
    case 'tournament_cancelled': {
      const { tournament_name: tournament, refund } = notification.data;
      // A free tournament gives nothing back, so it says nothing of a refund.
      return refund > 0
        ? t('kinds.tournament_cancelled_refund', { tournament, refund, count: refund })
        : t('kinds.tournament_cancelled', { tournament });
    }
    case 'report_resolved':
      return t(`kinds.report_resolved_${notification.data.outcome}`);
    case 'moderation_notice': {
      const { action, reason, until, points } = notification.data;
      // The end and the points as the reader's language writes them, not the browser's.
      return t(`kinds.moderation_${action}`, {
        reason,
        until: until ? formatDate(until, UNTIL) : '',
        points: formatNumber(points ?? 0),
        count: points ?? 0,
      });
    }
    case 'learning_path_assigned':
      return t('kinds.learning_path_assigned', { name });
    case 'question_set_reviewed':
      return t(`kinds.question_set_${notification.data.outcome}`, {
        name: notification.data.set_name,
        note: notification.data.note,
      });
    case 'data_export_ready':
      return t('kinds.data_export_ready');
    case 'account_erasure_cancelled':
      return t('kinds.account_erasure_cancelled');
    case 'answer_corrected': {
      const { question_text: question, points_change: change } = notification.data;
      const points = Math.abs(change);
      const way = change > 0 ? 'gained' : change < 0 ? 'lost' : 'same';
      return t(`kinds.answer_corrected_${way}`, {
        question,
        points: formatNumber(points),
        count: points,
      });
    }
    case 'dispute_resolved':
      return t(`kinds.dispute_resolved_${notification.data.outcome}`, {
        question: notification.data.question_text,
        note: notification.data.note ?? '',
      });
  }
}

/** Where opening the notification goes. */
export function notificationTarget(notification: Notification): string {
  switch (notification.kind) {
    case 'friend_request_received':
      return '/friends';
    case 'friend_request_accepted':
      return notification.actor?.user_id ? `/profile/${notification.actor.user_id}` : '/friends';
    case 'message_received':
      return `/messages?${new URLSearchParams({ conversation: notification.data.conversation_id })}`;
    case 'achievement_unlocked':
      return '/achievements';
    case 'level_up':
      return '/dashboard';
    case 'challenge_received':
    case 'challenge_result':
      return `/challenges/${encodeURIComponent(notification.data.challenge_id)}`;
    case 'study_group_join_request':
    case 'study_group_request_approved':
      return `/study-groups/${encodeURIComponent(notification.data.group_id)}`;
    case 'study_session_reminder':
    case 'study_session_started':
      return `/study-groups/${encodeURIComponent(notification.data.group_id)}?${new URLSearchParams({ session: notification.data.session_id })}`;
    case 'tournament_match_ready':
      // Straight to the match's waiting room: it starts at its time, with or without the player.
      return `/game/tournament/${encodeURIComponent(notification.data.tournament_id)}/live`;
    case 'tournament_registration_open':
    case 'tournament_advanced':
    case 'tournament_eliminated':
    case 'tournament_prize':
    case 'tournament_cancelled':
      return `/tournament/${encodeURIComponent(notification.data.tournament_id)}`;
    case 'report_resolved':
    case 'moderation_notice':
      // Nothing to open: the notification says it all.
      return '/notifications';
    case 'learning_path_assigned':
      return '/career?tab=learning';
    case 'question_set_reviewed':
      return `/sets/${encodeURIComponent(notification.data.set_id)}`;
    case 'data_export_ready':
      return '/profile#your-data';
    case 'account_erasure_cancelled':
      return '/profile#delete-account';
    case 'answer_corrected':
    case 'dispute_resolved':
      return `/quiz/results/${encodeURIComponent(notification.data.session_id)}`;
  }
}
