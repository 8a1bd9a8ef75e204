import { useMessagesLive } from '../hooks/use-messages-live';
import { ThreadView } from './thread-view';

/**
 * One conversation shown inside another feature's page (a study group's chat): the thread and
 * its composer, live from the caller's inbox like the messages page. Leaving or losing the
 * conversation hands back to `onClosed`.
 */
export function EmbeddedThread({
  conversationId,
  me,
  onClosed = () => {},
}: {
  conversationId: string;
  me: string;
  onClosed?: () => void;
}) {
  useMessagesLive(me, conversationId, (removedId) => {
    if (removedId === conversationId) onClosed();
  });
  return (
    <div className="flex h-[36rem] min-h-0 flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white dark:border-slate-800 dark:bg-slate-900">
      <ThreadView conversationId={conversationId} me={me} onClosed={onClosed} focusOnOpen={false} />
    </div>
  );
}
