import { SearchX } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ApiError } from '../../../lib/api-client';

/** An unknown tournament, a removed one, or a link with a malformed id. */
export function TournamentNotFound() {
  const { t } = useTranslation('tournaments');
  return (
    <div className="mx-auto max-w-lg space-y-4 py-12 text-center">
      <SearchX className="mx-auto h-12 w-12 text-slate-400" aria-hidden="true" />
      <h1 className="text-2xl font-bold">{t('detail.notFound')}</h1>
      <p className="text-slate-600 dark:text-slate-300">{t('detail.notFoundText')}</p>
      <Link
        to="/game/lobby"
        className="inline-flex rounded-lg bg-indigo-600 px-4 py-2 text-sm font-semibold text-white hover:bg-indigo-700 focus-visible:ring-2 focus-visible:ring-indigo-500 focus-visible:outline-none"
      >
        {t('detail.backToLobby')}
      </Link>
    </div>
  );
}

/** A refusal that means there is no such tournament (404, or 400 for an id of the wrong shape). */
export const isMissing = (error: unknown) =>
  error instanceof ApiError && (error.status === 404 || error.status === 400);
