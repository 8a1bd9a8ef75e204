import type {
  TournamentDifficulty,
  TournamentStatus,
  TournamentSummary,
} from '@quizarena/contracts';
import { BadgeCheck, Star } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Badge, type BadgeTone } from '../../../components/ui/badge';

const STATUS_TONES: Record<TournamentStatus, BadgeTone> = {
  upcoming: 'slate',
  registration: 'green',
  active: 'indigo',
  completed: 'slate',
  cancelled: 'red',
};

/** Where the tournament is: upcoming, registration open, in progress, completed, cancelled. */
export function StatusBadge({ status }: { status: TournamentStatus }) {
  const { t } = useTranslation('tournaments');
  return <Badge tone={STATUS_TONES[status]}>{t(`status.${status}`)}</Badge>;
}

export function DifficultyBadge({ difficulty }: { difficulty: TournamentDifficulty }) {
  const { t } = useTranslation('tournaments');
  return <Badge tone="amber">{t(`difficulty.${difficulty}`)}</Badge>;
}

/** The featured and verified marks an admin sets, as icons with their names for everyone. */
export function Marks({ featured, verified }: { featured: boolean; verified: boolean }) {
  const { t } = useTranslation('tournaments');
  return (
    <>
      {featured ? (
        <Star
          role="img"
          aria-label={t('marks.featured')}
          className="h-5 w-5 shrink-0 fill-amber-400 text-amber-500"
        >
          <title>{t('marks.featured')}</title>
        </Star>
      ) : null}
      {verified ? <VerifiedMark label={t('marks.verified')} /> : null}
    </>
  );
}

/** A verified tournament's or host's check mark. */
export function VerifiedMark({ label }: { label: string }) {
  return (
    <BadgeCheck role="img" aria-label={label} className="h-5 w-5 shrink-0 text-sky-600">
      <title>{label}</title>
    </BadgeCheck>
  );
}

/** What a tournament plays: 'Science · Physics', or the category alone. */
export function subjectText(tournament: Pick<TournamentSummary, 'category' | 'topic'>): string {
  return tournament.topic ? `${tournament.category} · ${tournament.topic}` : tournament.category;
}

/** Its state, level and subject in a row, as a card and the page's header show them. */
export function TournamentTags({ tournament }: { tournament: TournamentSummary }) {
  return (
    <div className="flex flex-wrap items-center gap-2">
      <StatusBadge status={tournament.status} />
      <DifficultyBadge difficulty={tournament.difficulty} />
      <span className="text-sm text-slate-600 dark:text-slate-300">{subjectText(tournament)}</span>
    </div>
  );
}
