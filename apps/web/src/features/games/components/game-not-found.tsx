import { SearchX } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CARD_CLASSES } from './field-classes';

export const LOBBY_LINK_CLASSES =
  'inline-flex rounded-lg bg-indigo-600 px-4 py-2 text-sm font-semibold text-white hover:bg-indigo-700 focus-visible:ring-2 focus-visible:ring-indigo-500 focus-visible:ring-offset-2 focus-visible:outline-none';

/** A game that does not exist (or no longer does), with the way back to the lobby. */
export function GameNotFound({ ended = false }: { ended?: boolean }) {
  const { t } = useTranslation('games');
  return (
    <div className={`${CARD_CLASSES} mx-auto max-w-xl p-8 text-center`}>
      <SearchX className="mx-auto h-10 w-10 text-slate-400" aria-hidden="true" />
      <h1 className="mt-3 text-2xl font-bold">
        {ended ? t('room.ended') : t('room.notFoundTitle')}
      </h1>
      {ended ? null : (
        <p className="mt-2 text-slate-600 dark:text-slate-300">{t('room.notFoundText')}</p>
      )}
      <Link to="/game/lobby" className={`${LOBBY_LINK_CLASSES} mt-5`}>
        {t('room.backToLobby')}
      </Link>
    </div>
  );
}
