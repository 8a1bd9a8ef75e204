import type { GameRoom, UpdateRoomBody } from '@quizarena/contracts';
import { Link2, Lock, LogOut, Play, Power, UserMinus } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useGameSubject } from '../lib/use-game-subject';
import { ReportButton } from '../../../components/report-dialog';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { CARD_CLASSES } from './field-classes';
import { SeatLine } from './seat-line';

/** The room's settings, as its header lists them. */
export function RoomSettings({ room }: { room: GameRoom }) {
  const { t } = useTranslation(['games', 'content']);
  const rows: [string, string][] = [
    [t('settings.mode'), t(`modes.${room.game_mode}`)],
    [t('settings.difficulty'), t(`content:difficulty.${room.difficulty}`)],
    [t('settings.questions'), String(room.total_questions)],
    [t('settings.time'), t('settings.seconds', { count: room.time_per_question })],
    [t('settings.entryFee'), t('settings.points', { count: room.entry_fee })],
    [t('settings.prizePool'), t('settings.points', { count: room.prize_pool })],
    [
      t('settings.spectators'),
      room.spectators_allowed ? t('settings.allowed') : t('settings.notAllowed'),
    ],
  ];
  return (
    <dl className="grid grid-cols-2 gap-x-4 gap-y-1 text-sm sm:grid-cols-4">
      {rows.map(([term, value]) => (
        <div key={term}>
          <dt className="text-slate-500 dark:text-slate-400">{term}</dt>
          <dd className="font-semibold">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

function Toggle({
  label,
  checked,
  disabled,
  onChange,
}: {
  label: string;
  checked: boolean;
  disabled: boolean;
  onChange: (checked: boolean) => void;
}) {
  const { t } = useTranslation('games');
  return (
    <label className="flex items-center justify-between gap-3 text-sm font-medium">
      <span>{label}</span>
      <span className="flex items-center gap-2">
        <span className="text-xs text-slate-500" aria-hidden="true">
          {checked ? t('room.on') : t('room.off')}
        </span>
        <input
          type="checkbox"
          role="switch"
          checked={checked}
          disabled={disabled}
          onChange={(event) => onChange(event.target.checked)}
          className="h-4 w-4"
        />
      </span>
    </label>
  );
}

/** The room's on/off settings the host can change while waiting, in the order shown. */
const HOST_TOGGLES = [
  { field: 'locked', label: 'room.lock' },
  { field: 'chat_enabled', label: 'room.chat' },
  { field: 'power_ups_enabled', label: 'room.powerUps' },
] as const;

/**
 * Before the start: the room, its players (the host crowned), and for the host the controls
 * (start at two players or more, remove, lock, chat, power-ups, invite link, end); Leave for all.
 */
export function WaitingRoom({
  room,
  me,
  hostId,
  isHost,
  spectating,
  updating,
  onStart,
  onKick,
  onUpdate,
  onCopyInvite,
  onEnd,
  onLeave,
}: {
  room: GameRoom;
  me: string;
  hostId: string | null;
  isHost: boolean;
  spectating: boolean;
  updating: boolean;
  onStart: () => void;
  onKick: (userId: string) => void;
  onUpdate: (change: UpdateRoomBody) => void;
  onCopyInvite: () => void;
  onEnd: () => void;
  onLeave: () => void;
}) {
  const { t } = useTranslation(['games', 'ui']);
  const subject = useGameSubject(room);
  const [removing, setRemoving] = useState<{ user_id: string; name: string } | null>(null);
  const [ending, setEnding] = useState(false);
  const enoughPlayers = room.players.length >= 2;

  return (
    <div className="space-y-4">
      <section className={`${CARD_CLASSES} space-y-3`}>
        <div className="flex flex-wrap items-start justify-between gap-3">
          <div>
            <h1 className="flex items-center gap-2 text-2xl font-bold">
              {room.name}
              {room.locked ? (
                <Lock className="h-5 w-5 text-amber-600" role="img" aria-label={t('room.locked')} />
              ) : null}
            </h1>
            <p className="text-sm text-slate-600 dark:text-slate-300">{subject}</p>
          </div>
          <div className="flex flex-wrap gap-2">
            {isHost ? null : (
              <ReportButton
                subjectType="room"
                subjectId={room.id}
                title={t('ui:report.titleRoom', { name: room.name })}
              />
            )}
            <Button variant="secondary" onClick={onLeave}>
              <LogOut className="h-4 w-4" aria-hidden="true" />
              {t('room.leave')}
            </Button>
          </div>
        </div>
        <h2 className="sr-only">{t('room.settings')}</h2>
        <RoomSettings room={room} />
        {spectating ? <p className="text-sm text-slate-600">{t('room.spectating')}</p> : null}
      </section>

      <section className={CARD_CLASSES} aria-labelledby="waiting-players-title">
        <h2 id="waiting-players-title" className="font-bold">
          {t('room.players', { count: room.players.length, max: room.max_players })}
        </h2>
        <p className="mb-3 text-sm text-slate-600 dark:text-slate-300">{t('room.waitingHint')}</p>
        <ul className="space-y-2">
          {room.players.map((player) => (
            <SeatLine
              key={player.user_id}
              player={player}
              host={player.user_id === hostId}
              mine={player.user_id === me}
            >
              {isHost && player.user_id !== me ? (
                <Button
                  variant="ghost"
                  className="px-2"
                  aria-label={t('room.remove', { name: player.name })}
                  onClick={() => setRemoving({ user_id: player.user_id, name: player.name })}
                >
                  <UserMinus className="h-4 w-4" aria-hidden="true" />
                </Button>
              ) : null}
            </SeatLine>
          ))}
        </ul>
      </section>

      {isHost ? (
        <section className={`${CARD_CLASSES} space-y-3`} aria-label={t('room.settings')}>
          <Button onClick={onStart} disabled={!enoughPlayers} className="w-full sm:w-auto">
            <Play className="h-4 w-4" aria-hidden="true" />
            {t('room.start')}
          </Button>
          {!enoughPlayers ? <p className="text-sm text-slate-600">{t('room.startHint')}</p> : null}
          <div className="space-y-2">
            {HOST_TOGGLES.map((toggle) => (
              <Toggle
                key={toggle.field}
                label={t(toggle.label)}
                checked={room[toggle.field]}
                disabled={updating}
                onChange={(on) => onUpdate({ [toggle.field]: on })}
              />
            ))}
          </div>
          <div className="flex flex-wrap gap-2">
            <Button variant="secondary" onClick={onCopyInvite}>
              <Link2 className="h-4 w-4" aria-hidden="true" />
              {t('room.copyInvite')}
            </Button>
            <Button variant="danger" onClick={() => setEnding(true)}>
              <Power className="h-4 w-4" aria-hidden="true" />
              {t('room.end')}
            </Button>
          </div>
          {room.is_private ? (
            <p className="text-xs text-slate-500">{t('room.inviteHint')}</p>
          ) : null}
        </section>
      ) : null}

      <ConfirmDialog
        open={removing !== null}
        onOpenChange={(open) => {
          if (!open) setRemoving(null);
        }}
        title={t('room.removeTitle', { name: removing?.name ?? '' })}
        description={t('room.removeText')}
        confirmLabel={t('room.removeConfirm')}
        destructive
        onConfirm={() => {
          if (removing) onKick(removing.user_id);
        }}
      />
      <ConfirmDialog
        open={ending}
        onOpenChange={setEnding}
        title={t('room.endTitle')}
        description={t('room.endText')}
        confirmLabel={t('room.endConfirm')}
        destructive
        onConfirm={onEnd}
      />
    </div>
  );
}
