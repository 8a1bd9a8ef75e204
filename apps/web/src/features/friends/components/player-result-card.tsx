import type { SocialUserResult } from '@quizarena/contracts';
import { Check } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../../components/ui/badge';
import { UserAvatar } from '../../../components/ui/user-avatar';
import { ActionButton } from './action-buttons';
import { CARD_CLASSES } from './card';
import { PlayerFacts, PlayerName } from './player-line';

/**
 * The one step a search or browse result offers for where the two stand: Add Friend, Cancel
 * request, Accept, or a 'Friends' label (Unblock for a player the caller blocked).
 */
function ResultAction({ player, describedBy }: { player: SocialUserResult; describedBy: string }) {
  const { t } = useTranslation('friends');
  const userId = player.user_id;
  switch (player.relationship) {
    case 'friends':
      return (
        <Badge tone="green" className="gap-1 px-3 py-1 text-sm">
          <Check className="h-4 w-4" aria-hidden="true" />
          {t('relationship.friends')}
        </Badge>
      );
    case 'pending_sent':
      return (
        <ActionButton action={{ kind: 'cancel', userId }} describedBy={describedBy}>
          {t('actions.cancelRequest')}
        </ActionButton>
      );
    case 'pending_received':
      return (
        <ActionButton
          action={{ kind: 'accept', userId }}
          variant="primary"
          describedBy={describedBy}
        >
          {t('actions.accept')}
        </ActionButton>
      );
    case 'blocked':
      return (
        <ActionButton action={{ kind: 'unblock', userId }} describedBy={describedBy}>
          {t('actions.unblock')}
        </ActionButton>
      );
    case 'none':
      return (
        <ActionButton
          action={{ kind: 'request', userId }}
          variant="primary"
          describedBy={describedBy}
        >
          {t('actions.addFriend')}
        </ActionButton>
      );
  }
}

const STATUS_KEYS = {
  pending_sent: 'relationship.pendingSent',
  pending_received: 'relationship.pendingReceived',
  blocked: 'relationship.blocked',
} as const;

/** A search or browse result: who, their level and points, and where the caller stands. */
export function PlayerResultCard({ player }: { player: SocialUserResult }) {
  const { t } = useTranslation('friends');
  const nameId = useId();
  const status =
    player.relationship in STATUS_KEYS
      ? t(STATUS_KEYS[player.relationship as keyof typeof STATUS_KEYS])
      : null;
  return (
    <li className={CARD_CLASSES}>
      <UserAvatar name={player.name} avatarUrl={player.avatar_url} />
      <div className="min-w-0 flex-1 space-y-1">
        <PlayerName id={nameId} userId={player.user_id} name={player.name} />
        <PlayerFacts level={player.level} points={player.points} />
        {status ? <p className="text-sm text-slate-600 dark:text-slate-400">{status}</p> : null}
      </div>
      <div className="flex flex-wrap items-center gap-2">
        <ResultAction player={player} describedBy={nameId} />
      </div>
    </li>
  );
}

/** A list of search or browse results. */
export function PlayerResultList({
  players,
  label,
}: {
  players: SocialUserResult[];
  label: string;
}) {
  return (
    <ul aria-label={label} className="grid gap-3 md:grid-cols-2">
      {players.map((player) => (
        <PlayerResultCard key={player.user_id} player={player} />
      ))}
    </ul>
  );
}
