import type { Conversation } from '@quizarena/contracts';
import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { ArrowLeft, Check, MoreVertical } from 'lucide-react';
import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { UserAvatar } from '../../../components/ui/user-avatar';
import { formatNumber } from '../../../lib/format';
import { lastSeenText } from '../utils/days';
import { useConversationSettings } from '../hooks/use-conversation-settings';
import { conversationAvatar, conversationTitle, otherParticipant } from '../utils/conversation';
import { useMessageSlots } from '../slots';
import { PresenceDot } from './presence-dot';

const MENU_CLASSES =
  'z-50 min-w-56 rounded-xl border border-slate-200 bg-white p-1 shadow-lg dark:border-slate-700 dark:bg-slate-900';
const ITEM_CLASSES =
  'flex cursor-pointer items-center gap-2 rounded-lg px-3 py-2 text-sm outline-none focus-visible:ring-2 focus-visible:ring-indigo-500 focus-visible:ring-inset data-[disabled]:cursor-not-allowed data-[disabled]:opacity-70 data-[highlighted]:bg-slate-100 dark:data-[highlighted]:bg-slate-800';

/** A direct chat's other person: online, or when they were last seen. */
function usePresenceText(conversation: Conversation, me: string): string {
  const { t } = useTranslation('messages');
  if (conversation.is_group) {
    const count = conversation.participants.length;
    return t('thread.members', { count, formatted: formatNumber(count) });
  }
  const other = otherParticipant(conversation, me);
  if (!other) return '';
  if (other.is_online) return t('presence.online');
  if (!other.last_seen) return '';
  return lastSeenText(other.last_seen);
}

/**
 * The open conversation's name, presence (or member count) and menu: mute, pin, archive, the
 * rude-word filter and, in a group, its settings. `onBack` (small screens) returns to the list.
 */
export function ThreadHeader({
  conversation,
  me,
  headingRef,
  onBack,
  onGroupSettings,
}: {
  conversation: Conversation;
  me: string;
  headingRef: Ref<HTMLHeadingElement>;
  onBack?: () => void;
  onGroupSettings: () => void;
}) {
  const { t } = useTranslation('messages');
  const title = conversationTitle(conversation, me);
  const other = otherParticipant(conversation, me);
  const presence = usePresenceText(conversation, me);
  const { change, pending, filterLocked } = useConversationSettings(conversation.id);
  const filterOn = conversation.filter_enabled;
  const { headerActions } = useMessageSlots();

  return (
    <div className="flex items-center gap-2 border-b border-slate-200 px-2 py-2 sm:px-3 dark:border-slate-800">
      {onBack ? (
        <button
          type="button"
          onClick={onBack}
          className="inline-flex h-10 w-10 shrink-0 items-center justify-center rounded-full hover:bg-slate-100 focus-visible:ring-2 focus-visible:ring-indigo-500 focus-visible:outline-none dark:hover:bg-slate-800"
        >
          <ArrowLeft className="h-5 w-5" aria-hidden="true" />
          <span className="sr-only">{t('thread.back')}</span>
        </button>
      ) : null}
      <span className="relative shrink-0">
        <UserAvatar name={title} avatarUrl={conversationAvatar(conversation, me)} />
        {other ? <PresenceDot online={other.is_online} /> : null}
      </span>
      <div className="min-w-0 flex-1">
        <h2
          ref={headingRef}
          tabIndex={-1}
          className="truncate text-base font-bold focus:outline-none"
        >
          {title}
        </h2>
        {presence ? (
          <p className="truncate text-xs text-slate-600 dark:text-slate-400">{presence}</p>
        ) : null}
      </div>
      {other && headerActions
        ? headerActions({
            user_id: other.user_id,
            name: other.full_name,
            avatar_url: other.avatar_url,
            is_online: other.is_online,
          })
        : null}
      <DropdownMenu.Root modal={false}>
        <DropdownMenu.Trigger
          disabled={pending}
          className="inline-flex h-10 w-10 shrink-0 items-center justify-center rounded-full hover:bg-slate-100 focus-visible:ring-2 focus-visible:ring-indigo-500 focus-visible:outline-none dark:hover:bg-slate-800"
        >
          <MoreVertical className="h-5 w-5" aria-hidden="true" />
          <span className="sr-only">{t('menu.label')}</span>
        </DropdownMenu.Trigger>
        <DropdownMenu.Portal>
          <DropdownMenu.Content align="end" sideOffset={6} className={MENU_CLASSES}>
            <DropdownMenu.Item
              className={ITEM_CLASSES}
              onSelect={() => change({ is_muted: !conversation.is_muted })}
            >
              {conversation.is_muted ? t('menu.unmute') : t('menu.mute')}
            </DropdownMenu.Item>
            <DropdownMenu.Item
              className={ITEM_CLASSES}
              onSelect={() => change({ is_pinned: !conversation.is_pinned })}
            >
              {conversation.is_pinned ? t('menu.unpin') : t('menu.pin')}
            </DropdownMenu.Item>
            <DropdownMenu.Item
              className={ITEM_CLASSES}
              onSelect={() => change({ is_archived: !conversation.is_archived })}
            >
              {conversation.is_archived ? t('menu.unarchive') : t('menu.archive')}
            </DropdownMenu.Item>
            <DropdownMenu.CheckboxItem
              className={ITEM_CLASSES}
              checked={filterOn}
              disabled={filterLocked && filterOn}
              onCheckedChange={(checked) => change({ filter_enabled: checked })}
            >
              <span className="inline-flex w-4 justify-center" aria-hidden="true">
                <DropdownMenu.ItemIndicator>
                  <Check className="h-4 w-4" />
                </DropdownMenu.ItemIndicator>
              </span>
              <span>
                {t('menu.filter')}
                {filterLocked && filterOn ? (
                  <span className="block text-xs text-slate-600 dark:text-slate-400">
                    {t('menu.filterAlwaysOn')}
                  </span>
                ) : null}
              </span>
            </DropdownMenu.CheckboxItem>
            {conversation.is_group ? (
              <>
                <DropdownMenu.Separator className="my-1 h-px bg-slate-200 dark:bg-slate-700" />
                <DropdownMenu.Item className={ITEM_CLASSES} onSelect={onGroupSettings}>
                  {t('menu.groupSettings')}
                </DropdownMenu.Item>
              </>
            ) : null}
          </DropdownMenu.Content>
        </DropdownMenu.Portal>
      </DropdownMenu.Root>
    </div>
  );
}
