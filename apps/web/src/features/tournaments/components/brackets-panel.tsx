import type { Tournament } from '@quizarena/contracts';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/ui/list-states';
import { TournamentBracket } from './tournament-bracket';

/** Brackets: a note before the draw or after a cancel, else the live bracket. */
export function BracketsPanel({ tournament, me }: { tournament: Tournament; me: string }) {
  const { t } = useTranslation('tournaments');
  if (tournament.status === 'cancelled')
    return (
      <EmptyState>
        <p>{t('brackets.cancelled')}</p>
      </EmptyState>
    );
  if (!tournament.brackets)
    return (
      <EmptyState>
        <p>{t('brackets.notYet')}</p>
      </EmptyState>
    );
  return <TournamentBracket bracket={tournament.brackets} me={me} />;
}
