import type { Message } from '@quizarena/contracts';
import clsx from 'clsx';
import { Flag, Reply } from 'lucide-react';
import { useState } from 'react';
import { ReportDialog } from '../../../components/report-dialog';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../lib/format';
import { useMessageSlots } from '../slots';
import { systemLineText } from '../utils/system-line';
import { AttachmentView } from './attachment-view';
import { MessageStatus } from './message-status';

const TIME = { hour: 'numeric', minute: '2-digit' } as const;

/** The quoted message a reply answers, shortened. */
export function ReplyQuote({
  reply,
  onBubble = false,
}: {
  reply: NonNullable<Message['reply_to']>;
  onBubble?: boolean;
}) {
  const { t } = useTranslation('messages');
  return (
    <blockquote
      className={clsx(
        'mb-1.5 border-l-4 py-0.5 pl-2 text-xs',
        onBubble
          ? 'border-indigo-200 text-indigo-50'
          : 'border-slate-400 text-slate-700 dark:border-slate-500 dark:text-slate-300',
      )}
    >
      <span className="sr-only">{t('thread.inReplyTo')}</span>
      {reply.sender_name ? <span className="block font-semibold">{reply.sender_name}</span> : null}
      <span className="line-clamp-2 break-words whitespace-pre-wrap">
        {reply.removed ? t('thread.removed') : reply.content || t('list.attachment')}
      </span>
    </blockquote>
  );
}

/**
 * One message: a line of its own for the server's system messages; otherwise a bubble (the
 * caller's on the right) with the quoted message it answers, its attachment, its text, its time
 * and, for the caller's own, its tick. Reply sets it as what the next message answers.
 */
export function MessageItem({
  message,
  mine,
  showSender,
  pending = false,
  onReply,
}: {
  message: Message;
  mine: boolean;
  showSender: boolean;
  pending?: boolean;
  onReply: (message: Message) => void;
}) {
  const { t } = useTranslation('messages');
  const [reporting, setReporting] = useState(false);
  const { challengeCard } = useMessageSlots();
  if (message.message_type === 'system') {
    return (
      <li className="flex justify-center py-1">
        <p className="max-w-[85%] rounded-full bg-slate-100 px-3 py-1 text-center text-xs text-slate-700 italic dark:bg-slate-800 dark:text-slate-300">
          {systemLineText(message, t)}
        </p>
      </li>
    );
  }
  const senderName = message.sender?.name ?? '';
  // Another feature's card for a challenge (app/ hands it in) stands for its text.
  const card = message.message_type === 'quiz_challenge' ? challengeCard?.(message) : null;
  return (
    <li
      className={clsx('flex items-end gap-1', mine ? 'flex-row-reverse' : 'flex-row')}
      data-message-id={message.id}
    >
      <div className={clsx('max-w-[85%] sm:max-w-[75%]', mine && 'text-right')}>
        {showSender && !mine ? (
          <p className="mb-0.5 px-1 text-xs font-semibold text-slate-700 dark:text-slate-300">
            {senderName}
          </p>
        ) : null}
        <div
          className={clsx(
            'inline-block rounded-2xl px-3 py-2 text-left',
            mine
              ? 'rounded-br-sm bg-indigo-600 text-white'
              : 'rounded-bl-sm bg-slate-100 text-slate-900 dark:bg-slate-800 dark:text-slate-100',
          )}
        >
          <span className="sr-only">
            {mine ? t('thread.you') : showSender ? '' : t('thread.from', { name: senderName })}
          </span>
          {message.reply_to ? <ReplyQuote reply={message.reply_to} onBubble={mine} /> : null}
          {message.attachment ? (
            <div className={clsx(message.content && 'mb-1.5')}>
              <AttachmentView attachment={message.attachment} />
            </div>
          ) : null}
          {message.removed ? (
            <p className="italic">{t('thread.removed')}</p>
          ) : message.deleted ? (
            <p className="italic">{t('thread.deleted')}</p>
          ) : card ? (
            card
          ) : message.content ? (
            <p className="break-words whitespace-pre-wrap">{message.content}</p>
          ) : null}
          <p
            className={clsx(
              'mt-0.5 flex items-center justify-end gap-1 text-[0.6875rem]',
              mine ? 'text-indigo-100' : 'text-slate-600 dark:text-slate-400',
            )}
          >
            <time dateTime={message.created_at}>{formatDate(message.created_at, TIME)}</time>
            {mine ? <MessageStatus status={message.status} pending={pending} onBubble /> : null}
          </p>
        </div>
      </div>
      {/* A removed or deleted message has nothing left to answer or report. */}
      {pending || message.removed || message.deleted ? null : (
        <button
          type="button"
          onClick={() => onReply(message)}
          className="mb-1 rounded-full p-1.5 text-slate-500 hover:bg-slate-100 hover:text-slate-800 focus-visible:ring-2 focus-visible:ring-indigo-500 focus-visible:outline-none dark:text-slate-400 dark:hover:bg-slate-800 dark:hover:text-slate-100"
        >
          <Reply className="h-4 w-4" aria-hidden="true" />
          <span className="sr-only">
            {mine ? t('thread.replyToOwn') : t('thread.replyTo', { name: senderName })}
          </span>
        </button>
      )}
      {mine || pending || message.removed || message.deleted ? null : (
        <>
          <button
            type="button"
            onClick={() => setReporting(true)}
            className="mb-1 rounded-full p-1.5 text-slate-500 hover:bg-slate-100 hover:text-slate-800 focus-visible:ring-2 focus-visible:ring-indigo-500 focus-visible:outline-none dark:text-slate-400 dark:hover:bg-slate-800 dark:hover:text-slate-100"
          >
            <Flag className="h-4 w-4" aria-hidden="true" />
            <span className="sr-only">{t('thread.report', { name: senderName })}</span>
          </button>
          <ReportDialog
            open={reporting}
            onOpenChange={setReporting}
            subjectType="message"
            subjectId={message.id}
            title={t('thread.reportTitle', { name: senderName })}
          />
        </>
      )}
    </li>
  );
}
