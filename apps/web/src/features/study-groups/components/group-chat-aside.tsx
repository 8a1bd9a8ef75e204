import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Spinner } from '../../../components/ui/spinner';
import { useGroup } from '../api/queries';

/**
 * A study group's chat beside its live session's game: the group's name and its conversation,
 * for members (anyone else sees nothing: the chat is the group's).
 */
export function GroupChatAside({
  groupId,
  chat,
}: {
  groupId: string;
  chat: (conversationId: string) => ReactNode;
}) {
  const { t } = useTranslation('studyGroups');
  const group = useGroup(groupId);
  if (group.isPending) return <Spinner label={t('liveChat.loading')} />;
  if (group.isError || !group.data.conversation_id) return null;
  return (
    <section aria-labelledby="group-chat-heading" className="flex min-h-0 flex-col gap-2">
      <h2
        id="group-chat-heading"
        className="text-lg font-semibold text-slate-900 dark:text-slate-100"
      >
        {t('liveChat.heading', { name: group.data.name })}
      </h2>
      {chat(group.data.conversation_id)}
    </section>
  );
}
