import { useQuery } from '@tanstack/react-query';
import { PlayCircle } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { getActiveGames } from '../api/active-games';
import { gamesKeys } from '../api/keys';
import { CARD_CLASSES } from './field-classes';

/**
 * The games the player is in right now (a quiz left mid-way, a room, a match, a challenge), to
 * go back to after a reload or from another tab. Nothing shows when there are none, or when the
 * read fails: the lobby works without it.
 */
export function GamesInProgress() {
  const { t } = useTranslation('games');
  const active = useQuery({
    queryKey: gamesKeys.active(),
    queryFn: ({ signal }) => getActiveGames(signal),
  });
  if (!active.data || active.data.length === 0) return null;
  return (
    <section className={CARD_CLASSES} aria-labelledby="games-in-progress-title">
      <h2 id="games-in-progress-title" className="mb-2 flex items-center gap-2 text-lg font-bold">
        <PlayCircle className="h-5 w-5 text-indigo-600" aria-hidden="true" />
        {t('inProgress.title')}
      </h2>
      <ul className="divide-y divide-slate-200 dark:divide-slate-800">
        {active.data.map((game) => (
          <li key={game.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
            <span>
              <span className="font-semibold">{game.name}</span>{' '}
              <span className="text-sm text-slate-600 dark:text-slate-300">
                {t(`inProgress.kind.${game.kind}`)} · {t(`inProgress.status.${game.status}`)}
              </span>
            </span>
            <Link
              to={game.path}
              className="rounded-lg bg-indigo-600 px-3 py-1.5 text-sm font-semibold text-white hover:bg-indigo-700 focus-visible:outline-2 focus-visible:outline-offset-2"
              aria-label={t('inProgress.resumeNamed', { name: game.name })}
            >
              {t('inProgress.resume')}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
