import type { GameRoom } from '@quizarena/contracts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { UserAvatar } from '../../../components/ui/user-avatar';
import { PlayerName } from './player-name';

/** A seated player before the start: avatar, name (crowned, tagged), here or away, `children`. */
export function SeatLine({
  player,
  host,
  mine,
  children,
}: {
  player: GameRoom['players'][number];
  host: boolean;
  mine: boolean;
  /** What the viewer may do about this player (the host's Remove). */
  children?: ReactNode;
}) {
  const { t } = useTranslation('games');
  return (
    <li className="flex items-center gap-3">
      <UserAvatar name={player.name} avatarUrl={player.avatar_url} size="sm" />
      <PlayerName name={player.name} host={host} mine={mine} className="min-w-0 flex-1" />
      <span className="text-xs text-slate-500">
        {player.is_online ? t('room.online') : t('room.away')}
      </span>
      {children}
    </li>
  );
}
