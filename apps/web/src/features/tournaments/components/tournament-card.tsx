import type { TournamentSummary } from '@quizarena/contracts';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Badge } from '../../../components/ui/badge';
import { Marks, TournamentTags } from './badges';
import { CARD_CLASSES } from './card-classes';
import { TournamentFacts } from './tournament-facts';

/** One tournament in a list: its name (the link to its page), marks, state, figures and host. */
export function TournamentCard({ tournament }: { tournament: TournamentSummary }) {
  const { t } = useTranslation('tournaments');
  const titleId = useId();
  return (
    <li className={`${CARD_CLASSES} flex flex-col gap-3`}>
      <div className="flex items-start justify-between gap-2">
        <h3 id={titleId} className="flex min-w-0 items-center gap-1.5 text-lg font-bold">
          <Link
            to={`/tournament/${tournament.id}`}
            className="truncate text-indigo-700 hover:underline focus-visible:ring-2 focus-visible:ring-indigo-500 focus-visible:outline-none dark:text-indigo-300"
          >
            {tournament.name}
          </Link>
          <Marks featured={tournament.is_featured} verified={tournament.is_verified} />
        </h3>
        {tournament.is_registered ? <Badge tone="green">{t('card.registered')}</Badge> : null}
      </div>
      <TournamentTags tournament={tournament} />
      <TournamentFacts tournament={tournament} />
      <p className="mt-auto text-sm text-slate-600 dark:text-slate-300">
        {t('card.host', { name: tournament.host.name })}
      </p>
    </li>
  );
}
