import { useQueryClient } from '@tanstack/react-query';
import { Trophy } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { TournamentFormSources } from '../components/tournament-form/form-sources';
import { TournamentForm } from '../components/tournament-form/tournament-form';

/**
 * /tournaments/new: an admin or a verified host sets up a tournament (the server refuses anyone
 * else with 403, which the form says). `isAdmin` shows the sponsor prize and the marks; the new
 * tournament's page opens once it is stored.
 */
export function CreateTournamentPage({
  sources,
  isAdmin,
}: {
  sources: TournamentFormSources;
  isAdmin: boolean;
}) {
  const { t } = useTranslation('tournamentForm');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return (
    <div className="mx-auto max-w-3xl space-y-6">
      <header>
        <h1 className="flex items-center gap-2 text-2xl font-bold sm:text-3xl">
          <Trophy className="h-7 w-7 shrink-0 text-indigo-600" aria-hidden="true" />
          {t('title')}
        </h1>
        <p className="mt-1 text-slate-600 dark:text-slate-300">{t('subtitle')}</p>
      </header>
      <TournamentForm
        sources={sources}
        isAdmin={isAdmin}
        onCreated={(tournament) => {
          // Every tournament read lives under 'tournaments': the lists now hold one more.
          void queryClient.invalidateQueries({ queryKey: ['tournaments'] });
          void navigate(`/tournament/${tournament.id}`);
        }}
      />
    </div>
  );
}
