import { unreadBadgeText, type Conversation } from '@quizarena/contracts';
import clsx from 'clsx';
import { BellOff, Pin } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { UserAvatar } from '../../../components/ui/user-avatar';
import { formatNumber, formatTimeAgo } from '../../../lib/format';
import { conversationAvatar, conversationTitle, otherParticipant } from '../utils/conversation';
import { systemLineText } from '../utils/system-line';
import { MessageStatus } from './message-status';
import { PresenceDot } from './presence-dot';

/** What the row says of the last message: its sender where it helps, its text or 'Attachment'. */
function useLastMessageText(conversation: Conversation, me: string) {
  const { t } = useTranslation('messages');
  const last = conversation.last_message;
  if (!last) return t('list.noMessages');
  const text = last.removed
    ? t('thread.removed')
    : last.content.trim() || (last.has_attachment ? t('list.attachment') : '');
  if (last.message_type === 'system') return systemLineText(last, t);
  if (last.sender_id === me) return t('list.fromYou', { text });
  if (conversation.is_group && last.sender)
    return t('list.fromSender', { name: last.sender, text });
  return text;
}

/**
 * One conversation in the list, a link that opens it: picture (with the other person's presence
 * in a direct chat), name, the last message with its time and (for the caller's own) its tick,
 * the unread count ('99+' above 99) and whether it is muted or pinned.
 */
export function ConversationRow({
  conversation,
  me,
  selected,
}: {
  conversation: Conversation;
  me: string;
  selected: boolean;
}) {
  const { t } = useTranslation('messages');
  const title = conversationTitle(conversation, me);
  const other = otherParticipant(conversation, me);
  const last = conversation.last_message;
  const lastText = useLastMessageText(conversation, me);
  const unread = conversation.unread_count;
  return (
    <li>
      <Link
        to={`/messages?conversation=${conversation.id}`}
        aria-current={selected ? 'page' : undefined}
        className={clsx(
          'flex items-center gap-3 rounded-xl px-3 py-2.5 focus-visible:ring-2 focus-visible:ring-indigo-500 focus-visible:outline-none',
          selected
            ? 'bg-indigo-50 dark:bg-indigo-950'
            : 'hover:bg-slate-100 dark:hover:bg-slate-800',
        )}
      >
        <span className="relative shrink-0">
          <UserAvatar name={title} avatarUrl={conversationAvatar(conversation, me)} />
          {other ? <PresenceDot online={other.is_online} /> : null}
        </span>
        <span className="min-w-0 flex-1">
          <span className="flex items-baseline gap-2">
            <span
              className={clsx(
                'min-w-0 flex-1 truncate',
                unread > 0 ? 'font-bold' : 'font-semibold',
              )}
            >
              {title}
            </span>
            {last ? (
              <time
                dateTime={last.created_at}
                className="shrink-0 text-xs text-slate-600 dark:text-slate-400"
              >
                {formatTimeAgo(last.created_at)}
              </time>
            ) : null}
          </span>
          <span className="mt-0.5 flex items-center gap-1.5 text-sm text-slate-600 dark:text-slate-300">
            {last && last.sender_id === me && last.message_type !== 'system' ? (
              <MessageStatus status={last.is_read ? 'read' : 'sent'} />
            ) : null}
            <span className="min-w-0 flex-1 truncate">{lastText}</span>
            {conversation.is_pinned ? (
              <span className="shrink-0" title={t('list.pinned')}>
                <Pin className="h-3.5 w-3.5" aria-hidden="true" />
                <span className="sr-only">{t('list.pinned')}</span>
              </span>
            ) : null}
            {conversation.is_muted ? (
              <span className="shrink-0" title={t('list.muted')}>
                <BellOff className="h-3.5 w-3.5" aria-hidden="true" />
                <span className="sr-only">{t('list.muted')}</span>
              </span>
            ) : null}
            {unread > 0 ? (
              <span
                className={clsx(
                  'shrink-0 rounded-full px-1.5 text-xs leading-5 font-bold',
                  conversation.is_muted
                    ? 'bg-slate-200 text-slate-800 dark:bg-slate-700 dark:text-slate-100'
                    : 'bg-indigo-600 text-white',
                )}
              >
                <span aria-hidden="true">{unreadBadgeText(unread)}</span>
                <span className="sr-only">
                  {t('list.unread', { count: unread, formatted: formatNumber(unread) })}
                </span>
              </span>
            ) : null}
          </span>
          {conversation.awaiting_acceptance ? (
            <span className="mt-0.5 block text-xs text-amber-800 dark:text-amber-300">
              {t('list.awaiting')}
            </span>
          ) : null}
        </span>
      </Link>
    </li>
  );
}
