import type { HostedGame } from '@quizarena/contracts';
import { QRCodeSVG } from 'qrcode.react';
import { X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import type { HostPlayer } from '../utils/host-state';

/** The join link as a player's phone opens it: absolute, on this site. */
export function absoluteJoinUrl(joinUrl: string, origin: string): string {
  return new URL(joinUrl, origin).toString();
}

/** Before the start, for a projector: the PIN, the link and its QR code, who joined, Start. */
export function HostLobby({
  game,
  players,
  onKick,
  onStart,
}: {
  game: HostedGame;
  players: HostPlayer[];
  onKick: (player: HostPlayer) => void;
  onStart: () => void;
}) {
  const { t } = useTranslation('hostGames');
  const url = absoluteJoinUrl(game.join_url, window.location.origin);
  return (
    <div className="space-y-6">
      <div className="grid items-center gap-6 md:grid-cols-[1fr_auto]">
        <div className="space-y-2">
          <p className="text-xl font-semibold">{t('lobby.pinLabel')}</p>
          <p
            className="font-mono text-7xl font-black tracking-widest tabular-nums sm:text-8xl"
            data-testid="game-pin"
          >
            {game.pin}
          </p>
          <p className="text-lg break-all">{t('lobby.joinAt', { url })}</p>
        </div>
        <div className="rounded-2xl bg-white p-3">
          <QRCodeSVG
            value={url}
            size={220}
            role="img"
            aria-label={t('lobby.qrLabel', { url })}
            title={t('lobby.qrLabel', { url })}
          />
        </div>
      </div>

      <section aria-labelledby="host-players" className="space-y-3">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 id="host-players" className="text-2xl font-bold" aria-live="polite">
            {t('lobby.players', { count: players.length })}
          </h2>
          <Button className="px-8 py-3 text-lg" disabled={players.length < 1} onClick={onStart}>
            {t('lobby.start')}
          </Button>
        </div>
        {players.length === 0 ? (
          <p className="text-lg text-slate-600 dark:text-slate-300">{t('lobby.waiting')}</p>
        ) : (
          <ul
            className="flex flex-wrap gap-3"
            aria-label={t('lobby.players', { count: players.length })}
          >
            {players.map((player) => (
              <li
                key={player.user_id}
                className="flex items-center gap-2 rounded-full bg-indigo-100 py-1 pr-1 pl-4 text-lg font-semibold text-indigo-950 dark:bg-indigo-950 dark:text-indigo-100"
              >
                <span>{player.name}</span>
                <button
                  type="button"
                  onClick={() => onKick(player)}
                  aria-label={t('lobby.remove', { name: player.name })}
                  className="rounded-full p-1.5 hover:bg-indigo-200 focus-visible:ring-2 focus-visible:ring-indigo-500 focus-visible:outline-none dark:hover:bg-indigo-900"
                >
                  <X className="h-4 w-4" aria-hidden="true" />
                </button>
              </li>
            ))}
          </ul>
        )}
        {players.length < 1 ? (
          <p className="text-sm text-slate-500">{t('lobby.startHint')}</p>
        ) : null}
      </section>
    </div>
  );
}
