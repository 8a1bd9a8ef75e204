import type { GameStanding } from '@quizarena/contracts';
import clsx from 'clsx';
import { Flame, Skull } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { CARD_CLASSES } from './field-classes';
import { PlayerName } from './player-name';

/** The players, best first: rank, score, streak, answers, connection, host, team, elimination. */
export function PlayersPanel({
  standings,
  me,
  teams,
}: {
  standings: GameStanding[];
  me: string;
  /** Team mode: show each player's team. */
  teams: boolean;
}) {
  const { t } = useTranslation('games');
  return (
    <section className={CARD_CLASSES} aria-labelledby="game-players-title">
      <h2 id="game-players-title" className="mb-2 font-bold">
        {t('panels.players')}
      </h2>
      <ol className="space-y-2">
        {standings.map((line) => (
          <li
            key={line.user_id}
            className={clsx(
              'flex items-center gap-2 rounded-lg p-2 text-sm',
              line.user_id === me && 'bg-indigo-50 dark:bg-indigo-950',
              (line.eliminated || line.left) && 'opacity-60',
            )}
          >
            <span className="w-8 font-bold text-slate-500">
              {t('panels.rank', { rank: line.rank })}
            </span>
            <span
              className={clsx(
                'h-2.5 w-2.5 shrink-0 rounded-full',
                line.is_connected ? 'bg-emerald-500' : 'bg-slate-400',
              )}
              role="img"
              aria-label={line.is_connected ? t('panels.connected') : t('panels.disconnected')}
            />
            <span className="min-w-0 flex-1">
              <PlayerName name={line.name} host={line.is_host} mine={line.user_id === me} />
              <span className="flex flex-wrap gap-x-2 text-xs text-slate-600 dark:text-slate-400">
                <span>
                  {t('panels.correctOf', {
                    correct: line.correct_answers,
                    total: line.total_answers,
                  })}
                </span>
                {line.streak > 1 ? (
                  <span className="inline-flex items-center gap-0.5 text-orange-600">
                    <Flame className="h-3 w-3" aria-hidden="true" />
                    {t('panels.streak', { count: line.streak })}
                  </span>
                ) : null}
                {teams && line.team !== null ? (
                  <span>{t('panels.team', { team: line.team + 1 })}</span>
                ) : null}
                {line.eliminated ? (
                  <span className="inline-flex items-center gap-0.5 text-red-600">
                    <Skull className="h-3 w-3" aria-hidden="true" />
                    {t('panels.eliminated')}
                  </span>
                ) : line.left ? (
                  <span>{t('panels.left')}</span>
                ) : null}
              </span>
            </span>
            <span className="font-bold">{t('panels.score', { count: line.score })}</span>
          </li>
        ))}
      </ol>
    </section>
  );
}

/** How many watch (the room's count; their names are not shown). */
export function SpectatorsPanel({ count, allowed }: { count: number; allowed: boolean }) {
  const { t } = useTranslation('games');
  return (
    <section className={CARD_CLASSES} aria-labelledby="game-spectators-title">
      <h2 id="game-spectators-title" className="mb-1 font-bold">
        {t('panels.spectators')}
      </h2>
      <p className="text-sm text-slate-600 dark:text-slate-300">
        {!allowed
          ? t('panels.spectatorsClosed')
          : count === 0
            ? t('panels.noSpectators')
            : t('panels.spectatorCount', { count })}
      </p>
    </section>
  );
}
