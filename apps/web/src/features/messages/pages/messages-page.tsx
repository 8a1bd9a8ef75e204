import { useMutation, useQueryClient } from '@tanstack/react-query';
import clsx from 'clsx';
import { MessageSquare, SquarePen } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Button } from '../../../components/ui/button';
import { apiErrorText } from '../../../lib/api-error-text';
import { useMediaQuery } from '../../../lib/use-media-query';
import { createConversation } from '../api/conversations';
import { messagesKeys } from '../api/keys';
import { ConversationList } from '../components/conversation-list';
import { NewMessageDialog } from '../components/new-message-dialog';
import { ThreadView } from '../components/thread-view';
import { storeConversation } from '../hooks/cache';
import { useMessagesLive } from '../hooks/use-messages-live';
import { MessageSlotsProvider, type MessageSlots } from '../slots';

const NO_SLOTS: MessageSlots = {};

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const asId = (value: string | null) => (value && UUID.test(value) ? value.toLowerCase() : null);

/**
 * Opens (creating if need be) the direct conversation a `?user=` link names, then shows it as
 * `?conversation=`. Once per user, however often the effect runs.
 */
function useDirectLink(userParam: string | null, open: (id: string) => void, drop: () => void) {
  const { t } = useTranslation('messages');
  const queryClient = useQueryClient();
  const asked = useRef<string | null>(null);
  const create = useMutation({
    mutationFn: (userId: string) => createConversation({ participant_ids: [userId] }),
    onSuccess: (conversation) => {
      storeConversation(queryClient, conversation);
      void queryClient.invalidateQueries({ queryKey: messagesKeys.lists() });
      open(conversation.id);
    },
    onError: (error) => {
      toast.error(apiErrorText(error, t('newMessage.failed')));
      drop();
    },
  });
  const { mutate } = create;
  useEffect(() => {
    if (!userParam || asked.current === userParam) return;
    asked.current = userParam;
    mutate(userParam);
  }, [userParam, mutate]);
  return create.isPending;
}

/**
 * Messages: the conversation list beside the open conversation on wide screens, one or the
 * other (with a way back) on small ones. The open conversation is in the address
 * (`?conversation=`), and `?user=` opens the direct conversation with that player. The page
 * listens to the caller's inbox for messages, receipts, changes and presence. `slots` are what
 * other features add to a thread (a challenge message's card, a direct chat's Challenge button).
 */
export function MessagesPage({
  userId,
  slots = NO_SLOTS,
}: {
  userId: string;
  slots?: MessageSlots;
}) {
  const { t } = useTranslation('messages');
  const [params, setParams] = useSearchParams();
  const selectedId = asId(params.get('conversation'));
  const userParam = asId(params.get('user'));
  const wide = useMediaQuery('(min-width: 64rem)');
  const [composing, setComposing] = useState(false);
  const listHeading = useRef<HTMLHeadingElement>(null);

  const show = (conversationId: string | null, replace = false) =>
    setParams(conversationId ? { conversation: conversationId } : {}, { replace });

  const opening = useDirectLink(
    userParam,
    (id) => show(id, true),
    () => show(null, true),
  );

  useMessagesLive(userId, selectedId, (removedId) => {
    if (removedId === selectedId) show(null, true);
  });

  function backToList() {
    show(null);
    // The list comes back in place of the thread; the page heading is where the reader lands.
    requestAnimationFrame(() => listHeading.current?.focus());
  }

  const showList = wide || !selectedId;
  const showThread = wide || selectedId !== null;

  return (
    <div className="mx-auto flex h-[calc(100dvh-9rem)] min-h-[28rem] max-w-6xl flex-col gap-3">
      <div className={clsx('flex items-center justify-between gap-3', !showList && 'sr-only')}>
        <h1 ref={listHeading} tabIndex={-1} className="text-2xl font-bold focus:outline-none">
          {t('title')}
        </h1>
        {showList ? (
          <Button onClick={() => setComposing(true)}>
            <SquarePen className="h-4 w-4" aria-hidden="true" />
            {t('newMessage.open')}
          </Button>
        ) : null}
      </div>
      <div className="flex min-h-0 flex-1 overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm dark:border-slate-800 dark:bg-slate-900">
        {showList ? (
          <section
            aria-label={t('list.label')}
            className={clsx(
              'flex min-h-0 flex-col',
              // min-w-0: on a small screen the rows truncate within it rather than widen the page.
              wide
                ? 'w-80 shrink-0 border-r border-slate-200 dark:border-slate-800'
                : 'min-w-0 flex-1',
            )}
          >
            <ConversationList me={userId} selectedId={selectedId} />
          </section>
        ) : null}
        {showThread ? (
          <section aria-label={t('thread.label')} className="flex min-h-0 min-w-0 flex-1 flex-col">
            {selectedId ? (
              <MessageSlotsProvider value={slots}>
                <ThreadView
                  key={selectedId}
                  conversationId={selectedId}
                  me={userId}
                  onBack={wide ? undefined : backToList}
                  onClosed={() => show(null, true)}
                  focusOnOpen={!wide}
                />
              </MessageSlotsProvider>
            ) : (
              <div className="flex flex-1 flex-col items-center justify-center gap-3 p-8 text-center text-slate-600 dark:text-slate-300">
                <MessageSquare className="h-10 w-10 text-slate-400" aria-hidden="true" />
                <p role={opening ? 'status' : undefined}>
                  {opening ? t('thread.opening') : t('thread.none')}
                </p>
              </div>
            )}
          </section>
        ) : null}
      </div>
      <NewMessageDialog open={composing} onOpenChange={setComposing} onOpened={(id) => show(id)} />
    </div>
  );
}
