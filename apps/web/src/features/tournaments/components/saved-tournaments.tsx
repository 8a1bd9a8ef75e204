import { Bookmark } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ListError, ListLoading } from '../../../components/ui/list-states';
import { useBookmarks } from '../api/queries';
import { StatusBadge } from './badges';
import { CARD_CLASSES } from './card-classes';
import { whenText } from '../utils/wording';

/** The own profile's Saved tournaments: each bookmarked one with its state and start. */
export function SavedTournaments() {
  const { t } = useTranslation('tournaments');
  const headingId = useId();
  const saved = useBookmarks();
  let body;
  if (saved.isError)
    body = (
      <ListError
        error={saved.error}
        fallback={t('saved.loadFailed')}
        onRetry={() => void saved.refetch()}
      />
    );
  else if (!saved.data) body = <ListLoading label={t('saved.loading')} rows={2} />;
  else if (saved.data.length === 0)
    body = (
      <p className="text-slate-600 dark:text-slate-300">
        {t('saved.empty')}{' '}
        <Link
          to="/tournaments"
          className="font-semibold text-indigo-700 underline hover:no-underline dark:text-indigo-300"
        >
          {t('saved.browse')}
        </Link>
      </p>
    );
  else
    body = (
      <ul className="divide-y divide-slate-200 dark:divide-slate-800">
        {saved.data.map((tournament) => (
          <li key={tournament.id} className="flex flex-wrap items-center gap-x-3 gap-y-1 py-2">
            <Link
              to={`/tournament/${tournament.id}`}
              className="font-semibold text-indigo-700 hover:underline dark:text-indigo-300"
            >
              {tournament.name}
            </Link>
            <StatusBadge status={tournament.status} />
            <span className="text-sm text-slate-600 dark:text-slate-300">
              {t('saved.starts', { date: whenText(tournament.tournament_start) })}
            </span>
          </li>
        ))}
      </ul>
    );
  return (
    <section aria-labelledby={headingId} className={`${CARD_CLASSES} space-y-3`}>
      <h2 id={headingId} className="flex items-center gap-2 text-lg font-bold">
        <Bookmark className="h-5 w-5 text-indigo-600" aria-hidden="true" />
        {t('saved.title')}
      </h2>
      {body}
    </section>
  );
}
