import type { Message } from '@quizarena/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { MessageSquareOff } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { Skeleton } from '../../../components/ui/skeleton';
import { ApiError } from '../../../lib/api-client';
import { apiErrorText } from '../../../lib/api-error-text';
import { formatList } from '../../../lib/format';
import { acceptRequest, removeMember, updateConversationSettings } from '../api/conversations';
import { messagesKeys } from '../api/keys';
import { storeConversation } from '../hooks/cache';
import { acknowledgeRead } from '../hooks/marks';
import { useDocumentVisible } from '../hooks/use-document-visible';
import { useSendMessage } from '../hooks/use-send-message';
import { useConversation, useThreadMessages } from '../hooks/use-thread';
import { useTyping } from '../hooks/use-typing';
import { conversationTitle, otherParticipant } from '../utils/conversation';
import { Composer } from './composer';
import { GroupSettingsDialog } from './group-settings-dialog';
import { MessageList } from './message-list';
import { ThreadHeader } from './thread-header';

function Unavailable({ onBack }: { onBack: () => void }) {
  const { t } = useTranslation('messages');
  return (
    <div className="flex flex-1 flex-col items-center justify-center gap-3 p-8 text-center">
      <MessageSquareOff className="h-10 w-10 text-slate-400" aria-hidden="true" />
      <h2 className="text-lg font-semibold">{t('thread.unavailable')}</h2>
      <Button variant="secondary" onClick={onBack}>
        {t('thread.backToList')}
      </Button>
    </div>
  );
}

/**
 * One open conversation: its header and menu, its messages, who is typing, and the composer
 * (or, for a message request, Accept and Ignore). While it is open and the page visible, what
 * arrives is marked read.
 */
export function ThreadView({
  conversationId,
  me,
  onBack,
  onClosed,
  focusOnOpen,
}: {
  conversationId: string;
  me: string;
  /** Small screens: the way back to the list. */
  onBack?: () => void;
  /** The caller left, ignored or lost the conversation: show the list. */
  onClosed: () => void;
  focusOnOpen: boolean;
}) {
  const { t } = useTranslation('messages');
  const queryClient = useQueryClient();
  const conversation = useConversation(conversationId);
  const thread = useThreadMessages(conversationId);
  const { pending, send } = useSendMessage(conversationId, me);
  const typing = useTyping(conversationId, me);
  const [replyTo, setReplyTo] = useState<Message | null>(null);
  const [settingsOpen, setSettingsOpen] = useState(false);
  const [confirmLeave, setConfirmLeave] = useState(false);
  const visible = useDocumentVisible();
  const heading = useRef<HTMLHeadingElement>(null);

  const data = conversation.data;
  const loaded = data !== undefined;
  const hasUnread = (data?.unread_count ?? 0) > 0;
  useEffect(() => {
    if (visible && hasUnread) acknowledgeRead(queryClient, conversationId);
  }, [visible, hasUnread, queryClient, conversationId]);

  // On small screens the list the reader came from is gone: focus goes to what replaced it.
  useEffect(() => {
    if (loaded && focusOnOpen) heading.current?.focus();
  }, [loaded, focusOnOpen]);

  const closeAfter = (message: string) => () => {
    void queryClient.invalidateQueries({ queryKey: messagesKeys.lists() });
    toast.success(message);
    onClosed();
  };
  const failed = (error: unknown) => toast.error(apiErrorText(error, t('menu.failed')));
  const accept = useMutation({
    mutationFn: () => acceptRequest(conversationId),
    onSuccess: (updated) => {
      storeConversation(queryClient, updated);
      void queryClient.invalidateQueries({ queryKey: messagesKeys.lists() });
    },
    onError: failed,
  });
  const ignore = useMutation({
    mutationFn: () => updateConversationSettings(conversationId, { is_archived: true }),
    onSuccess: closeAfter(t('request.ignored')),
    onError: failed,
  });
  const leave = useMutation({
    mutationFn: () => removeMember(conversationId, me),
    onSuccess: () => {
      queryClient.removeQueries({ queryKey: messagesKeys.conversation(conversationId) });
      queryClient.removeQueries({ queryKey: messagesKeys.thread(conversationId) });
      closeAfter(t('group.left'))();
    },
    onError: failed,
  });

  const back = onBack ?? onClosed;
  if (conversation.isError && !data) {
    const status = conversation.error instanceof ApiError ? conversation.error.status : undefined;
    if (status === 404 || status === 400) return <Unavailable onBack={back} />;
    return (
      <div role="alert" className="flex flex-1 flex-col items-center justify-center gap-3 p-8">
        <p className="text-sm text-red-800 dark:text-red-300">
          {apiErrorText(conversation.error, t('thread.loadFailed'))}
        </p>
        <Button variant="secondary" onClick={() => void conversation.refetch()}>
          {t('list.retry')}
        </Button>
      </div>
    );
  }
  if (!data) {
    return (
      <div className="flex-1 space-y-3 p-4" aria-busy="true">
        <p className="sr-only" role="status">
          {t('thread.loading')}
        </p>
        <Skeleton className="h-10 w-1/2 rounded-xl" />
        <Skeleton className="h-16 w-2/3 rounded-2xl" />
        <Skeleton className="ml-auto h-16 w-2/3 rounded-2xl" />
      </div>
    );
  }

  const title = conversationTitle(data, me);
  const other = otherParticipant(data, me);
  const typists = typing.typists;

  let footer;
  if (data.is_request) {
    footer = (
      <div className="space-y-3 border-t border-slate-200 p-4 dark:border-slate-800">
        <p className="text-sm">{t('request.explain', { name: title })}</p>
        <div className="flex flex-wrap gap-2">
          <Button onClick={() => accept.mutate()} disabled={accept.isPending}>
            {t('request.accept')}
          </Button>
          <Button variant="secondary" onClick={() => ignore.mutate()} disabled={ignore.isPending}>
            {t('request.ignore')}
          </Button>
        </div>
      </div>
    );
  } else {
    footer = (
      <>
        {data.awaiting_acceptance ? (
          <p className="border-t border-slate-200 bg-amber-50 px-4 py-2 text-sm text-amber-900 dark:border-slate-800 dark:bg-amber-950 dark:text-amber-100">
            {t('request.awaiting', { name: other?.full_name ?? title })}
          </p>
        ) : null}
        <Composer
          me={me}
          replyTo={replyTo}
          onCancelReply={() => setReplyTo(null)}
          onSend={(draft, onFailed) =>
            send(draft, (lost) => {
              setReplyTo((current) => current ?? lost.replyTo);
              onFailed(lost);
            })
          }
          onTyping={typing.typing}
          onStopped={typing.stopped}
        />
      </>
    );
  }

  return (
    <div className="flex min-h-0 flex-1 flex-col">
      <ThreadHeader
        conversation={data}
        me={me}
        headingRef={heading}
        onBack={onBack}
        onGroupSettings={() => setSettingsOpen(true)}
      />
      {thread.isError && thread.messages.length === 0 ? (
        <div role="alert" className="flex flex-1 flex-col items-center justify-center gap-3 p-8">
          <p className="text-sm text-red-800 dark:text-red-300">
            {apiErrorText(thread.error, t('thread.loadFailed'))}
          </p>
          <Button variant="secondary" onClick={() => void thread.refetch()}>
            {t('list.retry')}
          </Button>
        </div>
      ) : thread.isPending ? (
        <div className="flex-1 space-y-3 p-4" aria-busy="true">
          <p className="sr-only" role="status">
            {t('thread.loading')}
          </p>
          <Skeleton className="h-16 w-2/3 rounded-2xl" />
          <Skeleton className="ml-auto h-16 w-2/3 rounded-2xl" />
        </div>
      ) : (
        <MessageList
          messages={thread.messages}
          pending={pending}
          me={me}
          isGroup={data.is_group}
          label={t('thread.messagesWith', { name: title })}
          hasOlder={thread.hasNextPage}
          loadingOlder={thread.isFetchingNextPage}
          onLoadOlder={() => void thread.fetchNextPage()}
          onReply={setReplyTo}
        />
      )}
      <p role="status" className="min-h-6 px-4 text-xs text-slate-600 italic dark:text-slate-400">
        {typists.length > 0
          ? t('thread.typing', {
              count: typists.length,
              names: formatList(typists, 'conjunction'),
            })
          : ''}
      </p>
      {footer}
      {data.is_group ? (
        <GroupSettingsDialog
          conversation={data}
          me={me}
          open={settingsOpen}
          onOpenChange={setSettingsOpen}
          onLeave={() => {
            setSettingsOpen(false);
            setConfirmLeave(true);
          }}
        />
      ) : null}
      <ConfirmDialog
        open={confirmLeave}
        onOpenChange={setConfirmLeave}
        title={t('group.leaveTitle')}
        description={t('group.leaveDescription', { name: title })}
        confirmLabel={t('group.leave')}
        destructive
        onConfirm={() => leave.mutate()}
      />
    </div>
  );
}
