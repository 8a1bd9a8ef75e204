import type { Friend } from '@quizarena/contracts';
import { Search } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { formatDate, formatNumber } from '../../../lib/format';
import { useFriends } from '../api/friends-queries';
import { BlockButton, MessageLink, RemoveFriendButton } from './action-buttons';
import { CARD_CLASSES } from './card';
import { EmptyState, ListError, ListLoading } from '../../../components/ui/list-states';
import { PlayerFacts, PlayerName } from './player-line';
import { PresenceAvatar, PresenceText } from './presence';

/** More actions for one friend that another feature adds (Challenge), named by `describedBy`. */
export type FriendActionsSlot = (friend: Friend, describedBy: string) => ReactNode;

function FriendCard({ friend, moreActions }: { friend: Friend; moreActions?: FriendActionsSlot }) {
  const { t } = useTranslation('friends');
  const nameId = useId();
  return (
    <li className={CARD_CLASSES}>
      <PresenceAvatar
        name={friend.name}
        avatarUrl={friend.avatar_url}
        isOnline={friend.is_online}
      />
      <div className="min-w-0 flex-1 space-y-1">
        <PlayerName id={nameId} userId={friend.user_id} name={friend.name} />
        <p>
          <PresenceText isOnline={friend.is_online} lastSeen={friend.last_seen} />
        </p>
        <PlayerFacts level={friend.level}>
          <span>{t('friendsSince', { date: formatDate(friend.became_friends_at) })}</span>
        </PlayerFacts>
        <dl className="flex gap-2 text-sm">
          <dt className="text-slate-600 dark:text-slate-400">{t('challengesWon')}</dt>
          <dd className="font-semibold">{formatNumber(friend.challenges_won)}</dd>
        </dl>
      </div>
      <div className="flex w-full flex-wrap items-center gap-2 sm:w-auto">
        <MessageLink userId={friend.user_id} describedBy={nameId} />
        {moreActions?.(friend, nameId)}
        <RemoveFriendButton userId={friend.user_id} name={friend.name} describedBy={nameId} />
        <BlockButton userId={friend.user_id} name={friend.name} describedBy={nameId} />
      </div>
    </li>
  );
}

/** My Friends: each friend with presence, level, since when, challenges won, and what to do. */
export function FriendsListTab({
  onFindFriends,
  friendActions,
}: {
  onFindFriends: () => void;
  friendActions?: FriendActionsSlot;
}) {
  const { t } = useTranslation('friends');
  const friends = useFriends();
  if (friends.isError && !friends.data) {
    return (
      <ListError
        error={friends.error}
        fallback={t('list.loadFailed')}
        onRetry={() => void friends.refetch()}
      />
    );
  }
  if (!friends.data) return <ListLoading label={t('list.loading')} />;
  if (friends.data.friends.length === 0) {
    return (
      <EmptyState>
        <p>{t('list.empty')}</p>
        <Button onClick={onFindFriends}>
          <Search className="h-4 w-4" aria-hidden="true" />
          {t('tabs.find')}
        </Button>
      </EmptyState>
    );
  }
  return (
    <ul aria-label={t('list.label')} className="space-y-3">
      {friends.data.friends.map((friend) => (
        <FriendCard key={friend.user_id} friend={friend} moreActions={friendActions} />
      ))}
    </ul>
  );
}
