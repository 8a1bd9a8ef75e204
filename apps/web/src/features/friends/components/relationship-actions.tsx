import type { RelationshipView } from '@quizarena/contracts';
import type { TFunction } from 'i18next';
import { Check, UserPlus } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../../components/ui/badge';
import { Skeleton } from '../../../components/ui/skeleton';
import { useRelationship } from '../api/friends-queries';
import { ActionButton, BlockButton, MessageLink, RemoveFriendButton } from './action-buttons';
import { PresenceText } from './presence';

/** The buttons for one relationship, in the order a player reaches for them. */
function actionsFor(view: RelationshipView, name: string, t: TFunction<'friends'>): ReactNode {
  const userId = view.user_id;
  const message = view.can_message ? <MessageLink userId={userId} /> : null;
  const block = <BlockButton userId={userId} name={name} />;
  switch (view.relationship) {
    case 'blocked':
      return (
        <ActionButton action={{ kind: 'unblock', userId }}>{t('actions.unblock')}</ActionButton>
      );
    case 'friends':
      return (
        <>
          <Badge tone="green" className="gap-1 px-3 py-1 text-sm">
            <Check className="h-4 w-4" aria-hidden="true" />
            {t('relationship.friends')}
          </Badge>
          {message}
          <RemoveFriendButton userId={userId} name={name} />
          {block}
        </>
      );
    case 'pending_received':
      return (
        <>
          <ActionButton action={{ kind: 'accept', userId }} variant="primary">
            {t('actions.accept')}
          </ActionButton>
          <ActionButton action={{ kind: 'decline', userId }}>{t('actions.decline')}</ActionButton>
          {message}
          {block}
        </>
      );
    case 'pending_sent':
      return (
        <>
          <ActionButton action={{ kind: 'cancel', userId }}>
            {t('actions.cancelRequest')}
          </ActionButton>
          {message}
          {block}
        </>
      );
    case 'none':
      return (
        <>
          {view.can_request ? (
            <ActionButton action={{ kind: 'request', userId }} variant="primary">
              <UserPlus className="h-4 w-4" aria-hidden="true" />
              {t('actions.addFriend')}
            </ActionButton>
          ) : null}
          {message}
          {block}
        </>
      );
  }
}

/**
 * What the caller can do about another player, from where the two stand
 * (GET /api/social/users/{userId}/relationship): Add Friend, Cancel request, Accept and
 * Decline, or Friends with Remove; Message when a message would reach them; Block, or Unblock.
 * A player the server does not show (404) or a failed read offers nothing.
 */
export function RelationshipActions({
  userId,
  name,
  children,
}: {
  userId: string;
  name: string;
  /** More actions the page adds (a Report button), after these. */
  children?: ReactNode;
}) {
  const { t } = useTranslation('friends');
  const relationship = useRelationship(userId);
  const view = relationship.data;
  if (relationship.isPending) {
    return <Skeleton className="h-10 w-48 rounded-lg" />;
  }
  return (
    <div className="space-y-2">
      {/* Presence is a friend's to see. */}
      {view?.relationship === 'friends' ? (
        <PresenceText isOnline={view.is_online} lastSeen={view.last_seen} />
      ) : null}
      <div
        role="group"
        aria-label={t('actionsOf', { name })}
        className="flex flex-wrap items-center gap-2"
      >
        {view ? actionsFor(view, name, t) : null}
        {children}
      </div>
    </div>
  );
}
