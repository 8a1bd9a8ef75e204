import type { TournamentSummary } from '@quizarena/contracts';
import clsx from 'clsx';
import { CalendarClock, Coins, Ticket, Users } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../../lib/format';
import { feeText, pointsText, whenText } from '../utils/wording';

/** The four figures a card and the page's header show: prize pool, players, entry fee, start. */
export function TournamentFacts({
  tournament,
  large = false,
}: {
  tournament: TournamentSummary;
  large?: boolean;
}) {
  const { t } = useTranslation('tournaments');
  const facts = [
    { key: 'prizePool', icon: Coins, value: pointsText(tournament.prize_pool, t) },
    {
      key: 'participants',
      icon: Users,
      value: t('facts.seats', {
        current: formatNumber(tournament.current_participants),
        max: formatNumber(tournament.max_participants),
      }),
    },
    { key: 'entryFee', icon: Ticket, value: feeText(tournament.entry_fee, t) },
    { key: 'starts', icon: CalendarClock, value: whenText(tournament.tournament_start) },
  ] as const;
  return (
    <dl className={clsx('grid gap-3', large ? 'grid-cols-2 sm:grid-cols-4' : 'grid-cols-2')}>
      {facts.map(({ key, icon: Icon, value }) => (
        <div key={key}>
          <dt className="flex items-center gap-1.5 text-xs text-slate-600 dark:text-slate-400">
            <Icon className="h-4 w-4 shrink-0 text-indigo-600" aria-hidden="true" />
            {t(`facts.${key}`)}
          </dt>
          <dd className={clsx('font-semibold', large ? 'text-lg' : 'text-sm')}>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
