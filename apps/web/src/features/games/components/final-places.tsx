import type { RoomResult } from '@quizarena/contracts';
import { Trophy } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CARD_CLASSES } from './field-classes';
import { LOBBY_LINK_CLASSES } from './game-not-found';
import { MatchOutcomeLine } from './match-outcome';

/**
 * A finished game opened again (a reload, a link): the places, points and prizes the server
 * settled, since the live frames are gone. Against opponents (`versus`) the player's Win, Loss
 * or Draw heads it.
 */
export function FinalPlaces({
  results,
  me,
  versus = false,
  challenge = false,
}: {
  results: RoomResult[];
  me: string;
  versus?: boolean;
  /** A challenge's game: played alone, its result waits for the challenge's other plays. */
  challenge?: boolean;
}) {
  const { t } = useTranslation('games');
  return (
    <section
      className={`${CARD_CLASSES} mx-auto max-w-2xl space-y-5 p-6`}
      aria-labelledby="final-places-title"
    >
      <div className="text-center">
        <Trophy className="mx-auto h-12 w-12 text-amber-500" aria-hidden="true" />
        <h1 id="final-places-title" className="mt-2 text-3xl font-black">
          {t('results.title')}
        </h1>
        {versus ? <MatchOutcomeLine places={results} me={me} challenge={challenge} /> : null}
      </div>
      <div>
        <h2 className="mb-2 font-bold">{t('results.standings')}</h2>
        <ol className="space-y-2">
          {results.map((line) => (
            <li
              key={line.user_id}
              className="flex items-center gap-3 rounded-xl border border-slate-200 p-3 dark:border-slate-700"
            >
              <span className="w-10 font-black">{t('results.place', { rank: line.place })}</span>
              <span className="min-w-0 flex-1 truncate font-semibold">
                {line.name} {line.user_id === me ? t('room.you') : ''}
              </span>
              <span className="font-bold">{t('results.score', { count: line.points })}</span>
              {line.prize > 0 ? (
                <span className="text-sm text-amber-700 dark:text-amber-400">
                  {t('results.prize', { count: line.prize })}
                </span>
              ) : null}
            </li>
          ))}
        </ol>
      </div>
      <div className="flex justify-center">
        <Link to="/game/lobby" className={LOBBY_LINK_CLASSES}>
          {t('results.backToLobby')}
        </Link>
      </div>
    </section>
  );
}
