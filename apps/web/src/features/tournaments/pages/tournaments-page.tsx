import { Trophy } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { TournamentBrowser } from '../components/tournament-browser';
import type { TournamentsSources } from '../sources';

/** /tournaments: every tournament, filtered and paged, and Create Tournament for hosts. */
export function TournamentsPage({ sources }: { sources: TournamentsSources }) {
  const { t } = useTranslation('tournaments');
  return (
    <div className="mx-auto max-w-7xl space-y-6">
      <header>
        <h1 className="flex items-center gap-2 text-2xl font-bold sm:text-3xl">
          <Trophy className="h-7 w-7 text-indigo-600" aria-hidden="true" />
          {t('list.title')}
        </h1>
        <p className="mt-1 text-slate-600 dark:text-slate-300">{t('list.subtitle')}</p>
      </header>
      <TournamentBrowser sources={sources} />
    </div>
  );
}
