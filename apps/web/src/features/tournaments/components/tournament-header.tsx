import type { Tournament } from '@quizarena/contracts';
import type { ReactNode } from 'react';
import { Marks, TournamentTags } from './badges';
import { CARD_CLASSES } from './card-classes';
import { TournamentFacts } from './tournament-facts';

/** The page's head: name and marks, state, level, subject, description, figures and actions. */
export function TournamentHeader({
  tournament,
  actions,
}: {
  tournament: Tournament;
  actions: ReactNode;
}) {
  return (
    <header className={`${CARD_CLASSES} space-y-4`}>
      <div className="space-y-2">
        <h1 className="flex flex-wrap items-center gap-2 text-2xl font-bold sm:text-3xl">
          {tournament.name}
          <Marks featured={tournament.is_featured} verified={tournament.is_verified} />
        </h1>
        <TournamentTags tournament={tournament} />
        {tournament.description ? (
          <p className="whitespace-pre-line text-slate-700 dark:text-slate-300">
            {tournament.description}
          </p>
        ) : null}
      </div>
      <TournamentFacts tournament={tournament} large />
      {actions}
    </header>
  );
}
