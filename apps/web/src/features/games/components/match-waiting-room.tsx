import type { GameRoom } from '@quizarena/contracts';
import { LogOut, Swords } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { secondsLeft, useServerClock } from '../hooks/use-server-clock';
import { useGameSubject } from '../lib/use-game-subject';
import { CARD_CLASSES } from './field-classes';
import { SeatLine } from './seat-line';

/**
 * Before a game its players were seated in (a quick match, a challenge, a tournament's match):
 * who plays, and that it starts by itself once everyone is here, or at the arrival deadline the
 * server gives with whoever came. Nobody hosts it, so there is nothing to start, remove, change
 * or share; Leave is the one control.
 */
export function MatchWaitingRoom({
  room,
  me,
  offsetMs,
  startsBy,
  onLeave,
}: {
  room: GameRoom;
  me: string;
  /** The server clock's offset from this one (the live game's `state` frame). */
  offsetMs: number;
  /** When the game starts at the latest (server clock); null until the server said. */
  startsBy: number | null;
  onLeave: () => void;
}) {
  const { t } = useTranslation(['games', 'content']);
  const subject = useGameSubject(room);
  const now = useServerClock(offsetMs, true);
  const seconds = startsBy === null ? null : secondsLeft(startsBy, now);

  return (
    <section className={`${CARD_CLASSES} space-y-4 p-6`} aria-labelledby="match-found-title">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h1 id="match-found-title" className="flex items-center gap-2 text-2xl font-bold">
            <Swords className="h-6 w-6 text-indigo-600" aria-hidden="true" />
            {t('match.found')}
          </h1>
          <p className="text-sm text-slate-600 dark:text-slate-300">
            {t('match.details', {
              subject,
              mode: t(`modes.${room.game_mode}`),
              difficulty: t(`content:difficulty.${room.difficulty}`),
            })}
          </p>
        </div>
        <Button variant="secondary" onClick={onLeave}>
          <LogOut className="h-4 w-4" aria-hidden="true" />
          {t('room.leave')}
        </Button>
      </div>

      <div>
        <h2 className="mb-2 font-bold">{t('match.players')}</h2>
        <ul className="space-y-2">
          {room.players.map((player) => (
            <SeatLine
              key={player.user_id}
              player={player}
              host={false}
              mine={player.user_id === me}
            />
          ))}
        </ul>
      </div>

      <div className="rounded-xl bg-indigo-50 p-4 text-center dark:bg-indigo-950">
        <p role="status" className="font-semibold">
          {t('match.startingWhenHere')}
        </p>
        {seconds === null ? null : (
          <p className="text-sm text-slate-700 tabular-nums dark:text-slate-200" role="timer">
            {seconds > 0 ? t('match.startsIn', { count: seconds }) : t('match.startingNow')}
          </p>
        )}
      </div>
    </section>
  );
}
