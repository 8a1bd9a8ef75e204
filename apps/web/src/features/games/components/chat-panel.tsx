import { ROOM_OPTIONS, type GameChatMessage } from '@quizarena/contracts';
import clsx from 'clsx';
import { Send } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { CARD_CLASSES, FIELD_CLASSES } from './field-classes';

/**
 * The room's chat: players' lines and system lines (joined, left, removed); Enter sends, at
 * most the contract's characters. Off when the host turned it off, with a note saying so.
 */
export function ChatPanel({
  messages,
  me,
  enabled,
  onSend,
}: {
  messages: GameChatMessage[];
  me: string;
  enabled: boolean;
  /** Sends a line; false when it could not go (the text stays). */
  onSend: (message: string) => boolean;
}) {
  const { t } = useTranslation('games');
  const id = useId();
  const [text, setText] = useState('');
  const list = useRef<HTMLOListElement>(null);
  const max = ROOM_OPTIONS.chatMaxLength;

  useEffect(() => {
    const element = list.current;
    if (element) element.scrollTop = element.scrollHeight;
  }, [messages.length]);

  function send() {
    const message = text.trim();
    if (!message || !enabled) return;
    if (onSend(message)) setText('');
  }

  return (
    <section className={`${CARD_CLASSES} flex flex-col`} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="mb-2 font-bold">
        {t('panels.chat')}
      </h2>
      <ol
        ref={list}
        className="max-h-64 min-h-24 space-y-1 overflow-y-auto text-sm"
        aria-live="polite"
        aria-relevant="additions"
      >
        {messages.length === 0 ? (
          <li className="text-slate-500">{t('chat.empty')}</li>
        ) : (
          messages.map((line) =>
            line.type === 'system' ? (
              <li key={line.id} className="text-center text-xs text-slate-500 italic">
                {t('chat.system', { message: line.message })}
              </li>
            ) : (
              <li key={line.id}>
                <span
                  className={clsx(
                    'font-semibold',
                    line.user_id === me ? 'text-indigo-700 dark:text-indigo-300' : '',
                  )}
                >
                  {line.user_name}
                </span>{' '}
                <span className="break-words">{line.message}</span>
              </li>
            ),
          )
        )}
      </ol>
      {enabled ? (
        <form
          className="mt-2 flex gap-2"
          onSubmit={(event) => {
            event.preventDefault();
            send();
          }}
        >
          <label htmlFor={`${id}-input`} className="sr-only">
            {t('chat.message')}
          </label>
          <input
            id={`${id}-input`}
            value={text}
            maxLength={max}
            placeholder={t('chat.placeholder')}
            aria-describedby={`${id}-count`}
            onChange={(event) => setText(event.target.value.slice(0, max))}
            className={FIELD_CLASSES}
          />
          <Button type="submit" aria-label={t('chat.send')} disabled={!text.trim()}>
            <Send className="h-4 w-4" aria-hidden="true" />
          </Button>
        </form>
      ) : (
        <p className="mt-2 text-sm text-slate-600 dark:text-slate-300">{t('chat.off')}</p>
      )}
      {enabled ? (
        <p id={`${id}-count`} className="mt-1 text-xs text-slate-500">
          {t('chat.remaining', { count: max - text.length })}
        </p>
      ) : null}
    </section>
  );
}
