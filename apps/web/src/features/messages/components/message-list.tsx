import type { Message } from '@quizarena/contracts';
import { useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { dayLabel, localDay } from '../utils/days';
import { MessageItem } from './message-item';

/** Within this many pixels of an edge counts as at it. */
const EDGE_PX = 80;

/**
 * The thread's messages, oldest first, under day headings, with sender names in groups. It
 * opens at the newest; scrolling to the top (or 'Earlier messages') loads the page before,
 * keeping in place what the reader was looking at. A new message scrolls into view when the
 * reader was at the bottom or sent it, and one from someone else is announced.
 */
export function MessageList({
  messages,
  pending,
  me,
  isGroup,
  label,
  hasOlder,
  loadingOlder,
  onLoadOlder,
  onReply,
}: {
  messages: Message[];
  pending: Message[];
  me: string;
  isGroup: boolean;
  label: string;
  hasOlder: boolean;
  loadingOlder: boolean;
  onLoadOlder: () => void;
  onReply: (message: Message) => void;
}) {
  const { t } = useTranslation('messages');
  const scroller = useRef<HTMLDivElement>(null);
  // Where the reader was when an older page was asked for, measured from the bottom.
  const anchor = useRef<number | null>(null);
  const atBottom = useRef(true);
  const edges = useRef<{ first?: string; last?: string }>({});

  const echoed = new Set(messages.map((message) => message.client_id).filter(Boolean));
  const waiting = pending.filter((message) => !echoed.has(message.client_id));
  const shown = [...messages, ...waiting];
  const first = shown[0];
  const last = shown.at(-1);

  // Announced during render, when the newest message changes to someone else's.
  const [announcedId, setAnnouncedId] = useState(last?.id);
  const [announcement, setAnnouncement] = useState('');
  if (last && last.id !== announcedId) {
    setAnnouncedId(last.id);
    if (announcedId !== undefined && last.sender_id !== me && last.message_type !== 'system') {
      setAnnouncement(
        t('thread.newMessage', {
          name: last.sender?.name ?? '',
          text: last.content || t('list.attachment'),
        }),
      );
    }
  }

  useLayoutEffect(() => {
    const element = scroller.current;
    if (!element) return;
    const previous = edges.current;
    edges.current = { first: first?.id, last: last?.id };
    if (anchor.current !== null && first?.id !== previous.first) {
      element.scrollTop = element.scrollHeight - anchor.current;
      anchor.current = null;
      return;
    }
    if (last?.id !== previous.last && (atBottom.current || last?.sender_id === me)) {
      element.scrollTop = element.scrollHeight;
      atBottom.current = true;
    }
  }, [first?.id, last?.id, last?.sender_id, me]);

  function loadOlder() {
    if (!hasOlder || loadingOlder) return;
    const element = scroller.current;
    if (element) anchor.current = element.scrollHeight - element.scrollTop;
    onLoadOlder();
  }

  function handleScroll() {
    const element = scroller.current;
    if (!element) return;
    atBottom.current = element.scrollHeight - element.scrollTop - element.clientHeight < EDGE_PX;
    if (element.scrollTop < EDGE_PX) loadOlder();
  }

  const items: ReactNode[] = [];
  let previous: Message | undefined;
  for (const message of shown) {
    const day = localDay(message.created_at);
    const newDay = !previous || localDay(previous.created_at) !== day;
    if (newDay) {
      items.push(
        <li key={`day-${day}`} className="flex justify-center py-2">
          <h3 className="rounded-full bg-slate-100 px-3 py-0.5 text-xs font-semibold text-slate-700 dark:bg-slate-800 dark:text-slate-300">
            {dayLabel(message.created_at)}
          </h3>
        </li>,
      );
    }
    const mine = message.sender_id === me;
    const showSender =
      isGroup &&
      !mine &&
      (newDay || previous?.sender_id !== message.sender_id || previous?.message_type === 'system');
    items.push(
      <MessageItem
        key={message.client_id ?? message.id}
        message={message}
        mine={mine}
        showSender={showSender}
        pending={waiting.includes(message)}
        onReply={onReply}
      />,
    );
    previous = message;
  }

  return (
    <div
      ref={scroller}
      onScroll={handleScroll}
      className="min-h-0 flex-1 overflow-y-auto px-3 py-2 sm:px-4"
    >
      {hasOlder ? (
        <div className="flex justify-center pb-2">
          <Button variant="ghost" onClick={loadOlder} disabled={loadingOlder}>
            {loadingOlder ? t('thread.loadingOlder') : t('thread.loadOlder')}
          </Button>
        </div>
      ) : null}
      {shown.length === 0 ? (
        <p className="py-10 text-center text-sm text-slate-600 dark:text-slate-300">
          {t('thread.empty')}
        </p>
      ) : (
        <ol aria-label={label} className="space-y-1.5">
          {items}
        </ol>
      )}
      <p className="sr-only" role="status">
        {announcement}
      </p>
    </div>
  );
}
