import {
  ATTACHMENT_ACCEPT,
  MAX_MESSAGE_LENGTH,
  type Message,
  type MessageAttachment,
} from '@quizarena/contracts';
import { useMutation } from '@tanstack/react-query';
import clsx from 'clsx';
import { FileText, Paperclip, Send, X } from 'lucide-react';
import { useEffect, useId, useRef, useState, type ChangeEvent, type KeyboardEvent } from 'react';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../../lib/format';
import { uploadAttachment } from '../api/messages';
import type { Draft } from '../hooks/use-send-message';
import { tooLarge } from '../utils/attachment-kind';
import { formatFileSize } from '../utils/file-size';

/** The count of characters left shows from this close to the limit. */
const COUNT_FROM = MAX_MESSAGE_LENGTH - 200;

const ICON_BUTTON =
  'inline-flex h-10 w-10 shrink-0 items-center justify-center rounded-full text-slate-700 hover:bg-slate-100 focus-visible:ring-2 focus-visible:ring-indigo-500 focus-visible:outline-none dark:text-slate-200 dark:hover:bg-slate-800';

/**
 * Writing a message: Enter sends, Shift+Enter starts a new line, a blank message is not sent.
 * A file is uploaded as soon as it is chosen and waits, shown by name and size, to go with the
 * next message. Typing is announced to the others (`onTyping`, `onStopped`).
 */
export function Composer({
  me,
  replyTo,
  onCancelReply,
  onSend,
  onTyping,
  onStopped,
}: {
  me: string;
  replyTo: Message | null;
  onCancelReply: () => void;
  onSend: (draft: Draft, onFailed: (draft: Draft) => void) => void;
  onTyping: () => void;
  onStopped: () => void;
}) {
  const { t } = useTranslation('messages');
  const [text, setText] = useState('');
  const [attachment, setAttachment] = useState<MessageAttachment | null>(null);
  const textarea = useRef<HTMLTextAreaElement>(null);
  const fileId = useId();
  const countId = useId();

  // Choosing Reply moves the writer here.
  const replyId = replyTo?.id;
  useEffect(() => {
    if (replyId) textarea.current?.focus();
  }, [replyId]);

  const upload = useMutation({
    mutationFn: uploadAttachment,
    onSuccess: setAttachment,
    onError: () => toast.error(t('composer.uploadFailed')),
  });

  function chooseFile(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    // Cleared so that choosing the same file again still fires a change.
    event.target.value = '';
    if (!file) return;
    if (tooLarge(file)) {
      toast.error(t('composer.uploadFailed'));
      return;
    }
    upload.mutate(file);
  }

  function send() {
    const content = text.trim();
    if ((!content && !attachment) || upload.isPending) return;
    onSend({ content, attachment, replyTo }, (failed) => {
      // Give the words back unless something new was written meanwhile.
      setText((current) => (current ? current : failed.content));
    });
    setText('');
    setAttachment(null);
    onCancelReply();
    onStopped();
    textarea.current?.focus();
  }

  function handleKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    send();
  }

  const left = MAX_MESSAGE_LENGTH - text.length;
  const canSend = (text.trim().length > 0 || attachment !== null) && !upload.isPending;

  return (
    <div className="border-t border-slate-200 p-2 sm:p-3 dark:border-slate-800">
      {replyTo ? (
        <div className="mb-2 flex items-start gap-2 rounded-lg bg-slate-50 p-2 dark:bg-slate-800/60">
          <div className="min-w-0 flex-1">
            <p className="text-xs font-semibold text-indigo-700 dark:text-indigo-300">
              {replyTo.sender_id === me
                ? t('composer.replyingToSelf')
                : t('composer.replyingTo', { name: replyTo.sender?.name ?? '' })}
            </p>
            <p className="line-clamp-2 text-xs break-words whitespace-pre-wrap text-slate-700 dark:text-slate-300">
              {replyTo.content || t('list.attachment')}
            </p>
          </div>
          <button type="button" onClick={onCancelReply} className={clsx(ICON_BUTTON, 'h-8 w-8')}>
            <X className="h-4 w-4" aria-hidden="true" />
            <span className="sr-only">{t('composer.cancelReply')}</span>
          </button>
        </div>
      ) : null}
      {upload.isPending ? (
        <p role="status" className="mb-2 text-sm text-slate-600 dark:text-slate-300">
          {t('composer.uploading', { name: upload.variables?.name ?? '' })}
        </p>
      ) : attachment ? (
        <div className="mb-2 flex items-center gap-3 rounded-lg border border-slate-200 p-2 dark:border-slate-700">
          <FileText
            className="h-6 w-6 shrink-0 text-indigo-600 dark:text-indigo-300"
            aria-hidden="true"
          />
          <p className="min-w-0 flex-1 text-sm">
            <span className="block truncate font-semibold">{attachment.name}</span>
            <span className="block text-xs text-slate-600 dark:text-slate-400">
              {formatFileSize(attachment.size)}
            </span>
          </p>
          <button
            type="button"
            onClick={() => setAttachment(null)}
            className={clsx(ICON_BUTTON, 'h-8 w-8')}
          >
            <X className="h-4 w-4" aria-hidden="true" />
            <span className="sr-only">
              {t('composer.removeAttachment', { name: attachment.name })}
            </span>
          </button>
        </div>
      ) : null}
      <div className="flex items-end gap-1">
        <input
          id={fileId}
          type="file"
          accept={ATTACHMENT_ACCEPT}
          className="peer sr-only"
          disabled={upload.isPending}
          onChange={chooseFile}
        />
        <label
          htmlFor={fileId}
          className={clsx(
            ICON_BUTTON,
            'cursor-pointer peer-focus-visible:ring-2 peer-focus-visible:ring-indigo-500',
            upload.isPending && 'cursor-wait opacity-60',
          )}
        >
          <Paperclip className="h-5 w-5" aria-hidden="true" />
          <span className="sr-only">{t('composer.attach')}</span>
        </label>
        <label htmlFor={`${fileId}-text`} className="sr-only">
          {t('composer.label')}
        </label>
        <textarea
          id={`${fileId}-text`}
          ref={textarea}
          rows={1}
          value={text}
          maxLength={MAX_MESSAGE_LENGTH}
          placeholder={t('composer.placeholder')}
          aria-describedby={text.length >= COUNT_FROM ? countId : undefined}
          onChange={(event) => {
            setText(event.target.value);
            if (event.target.value.trim()) onTyping();
          }}
          onKeyDown={handleKeyDown}
          onBlur={onStopped}
          className="max-h-40 min-h-10 flex-1 resize-none rounded-2xl border border-slate-300 bg-white px-4 py-2 text-sm text-slate-900 [field-sizing:content] placeholder:text-slate-500 focus:border-indigo-500 focus:ring-2 focus:ring-indigo-200 focus:outline-none dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100 dark:placeholder:text-slate-400 dark:focus:ring-indigo-900"
        />
        <button
          type="button"
          onClick={send}
          disabled={!canSend}
          className={clsx(
            ICON_BUTTON,
            'bg-indigo-600 text-white hover:bg-indigo-700 disabled:cursor-not-allowed disabled:bg-indigo-300 dark:text-white dark:hover:bg-indigo-500 dark:disabled:bg-indigo-900',
          )}
        >
          <Send className="h-5 w-5" aria-hidden="true" />
          <span className="sr-only">{t('composer.send')}</span>
        </button>
      </div>
      {text.length >= COUNT_FROM ? (
        <p id={countId} className="mt-1 text-right text-xs text-slate-600 dark:text-slate-400">
          {t('composer.charactersLeft', { count: left, formatted: formatNumber(left) })}
        </p>
      ) : null}
    </div>
  );
}
