import type { GameRoom } from '@quizarena/contracts';
import clsx from 'clsx';
import {
  Clock,
  Coins,
  Crown,
  Eye,
  HelpCircle,
  Lock,
  Trophy,
  Users,
  type LucideIcon,
} from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useGameSubject } from '../lib/use-game-subject';
import { Button } from '../../../components/ui/button';
import { UserAvatar } from '../../../components/ui/user-avatar';
import { CARD_CLASSES } from './field-classes';

/** Avatars a card shows before '+N'. */
const AVATARS_SHOWN = 3;

/** Whether a room has no seat left for another player. */
export const isFull = (room: GameRoom) => room.players.length >= room.max_players;

/** A mark beside the room's name, named for screen readers. */
function TitleIcon({
  icon: Icon,
  label,
  className,
}: {
  icon: LucideIcon;
  label: string;
  className: string;
}) {
  return <Icon className={clsx('h-4 w-4 shrink-0', className)} aria-label={label} role="img" />;
}

/** One line of the card's facts, after its icon; `wide` lines take the whole row. */
function Fact({
  icon: Icon,
  iconClassName,
  wide = false,
  children,
}: {
  icon: LucideIcon;
  iconClassName?: string;
  wide?: boolean;
  children: ReactNode;
}) {
  return (
    <li className={clsx('flex items-center gap-1.5', wide && 'col-span-2')}>
      <Icon className={clsx('h-4 w-4', iconClassName)} aria-hidden="true" />
      {children}
    </li>
  );
}

/** One waiting room in the lobby: what it plays, who is in, and how to take part. */
export function RoomCard({
  room,
  busy,
  onJoin,
  onSpectate,
}: {
  room: GameRoom;
  /** A join of this room is under way. */
  busy: boolean;
  onJoin: (room: GameRoom) => void;
  onSpectate: (room: GameRoom) => void;
}) {
  const { t } = useTranslation(['games', 'content']);
  const subject = useGameSubject(room);
  const titleId = useId();
  const full = isFull(room);
  const extra = room.players.length - AVATARS_SHOWN;
  return (
    <li className={`${CARD_CLASSES} flex flex-col gap-3`}>
      <div className="flex items-start justify-between gap-2">
        <h3 id={titleId} className="flex min-w-0 items-center gap-1.5 text-lg font-bold">
          <span className="truncate">{room.name}</span>
          {room.is_private ? (
            <TitleIcon icon={Eye} label={t('card.private')} className="text-slate-500" />
          ) : null}
          {room.password_protected ? (
            <TitleIcon icon={Lock} label={t('card.password')} className="text-amber-600" />
          ) : null}
        </h3>
        <span className="shrink-0 rounded-full bg-emerald-100 px-2 py-0.5 text-xs font-semibold text-emerald-800 dark:bg-emerald-950 dark:text-emerald-200">
          {t(`card.status.${room.status}`)}
        </span>
      </div>
      <p className="text-sm text-slate-600 dark:text-slate-300">{subject}</p>
      <div className="flex flex-wrap gap-2 text-xs font-semibold">
        <span className="rounded-full bg-indigo-100 px-2 py-0.5 text-indigo-800 dark:bg-indigo-950 dark:text-indigo-200">
          {t(`content:difficulty.${room.difficulty}`)}
        </span>
        <span className="rounded-full bg-slate-100 px-2 py-0.5 text-slate-800 dark:bg-slate-800 dark:text-slate-200">
          {t(`modes.${room.game_mode}`)}
        </span>
        <span className="inline-flex items-center gap-1 rounded-full bg-amber-100 px-2 py-0.5 text-amber-900 dark:bg-amber-950 dark:text-amber-200">
          <Trophy className="h-3 w-3" aria-hidden="true" />
          {t('card.prizePool', { count: room.prize_pool })}
        </span>
      </div>
      <ul className="grid grid-cols-2 gap-x-3 gap-y-1 text-sm text-slate-700 dark:text-slate-300">
        <Fact icon={Users}>
          {t('card.players', { count: room.players.length, max: room.max_players })}
        </Fact>
        <Fact icon={Clock}>{t('card.secondsPerQuestion', { count: room.time_per_question })}</Fact>
        <Fact icon={HelpCircle}>{t('card.questions', { count: room.total_questions })}</Fact>
        <Fact icon={Eye}>{t('card.spectators', { count: room.spectator_count })}</Fact>
        <Fact icon={Crown} iconClassName="text-amber-500" wide>
          {room.host ? t('card.host', { name: room.host.name }) : t('card.noHost')}
        </Fact>
        {room.entry_fee > 0 ? (
          <Fact icon={Coins} wide>
            {t('card.entryFee', { count: room.entry_fee })}
          </Fact>
        ) : null}
      </ul>
      {room.players.length > 0 ? (
        <ul className="flex items-center -space-x-2" aria-label={t('card.playersLabel')}>
          {room.players.slice(0, AVATARS_SHOWN).map((player) => (
            <li key={player.user_id} title={player.name}>
              <UserAvatar
                name={player.name}
                avatarUrl={player.avatar_url}
                size="sm"
                className="ring-2 ring-white dark:ring-slate-900"
              />
              <span className="sr-only">{player.name}</span>
            </li>
          ))}
          {extra > 0 ? (
            <li className="flex h-8 w-8 items-center justify-center rounded-full bg-slate-200 text-xs font-semibold ring-2 ring-white dark:bg-slate-700 dark:ring-slate-900">
              <span aria-hidden="true">{t('card.morePlayers', { count: extra })}</span>
              <span className="sr-only">{t('card.morePlayersLabel', { count: extra })}</span>
            </li>
          ) : null}
        </ul>
      ) : null}
      <div className="mt-auto flex flex-wrap gap-2">
        {room.spectators_allowed ? (
          <Button
            variant="secondary"
            className="flex-1"
            disabled={busy}
            aria-describedby={titleId}
            onClick={() => onSpectate(room)}
          >
            {t('card.spectate')}
          </Button>
        ) : null}
        <Button
          className="flex-1"
          disabled={full || busy}
          aria-describedby={titleId}
          onClick={() => onJoin(room)}
        >
          {full ? t('card.full') : busy ? t('card.joining') : t('card.join')}
        </Button>
      </div>
    </li>
  );
}
