import clsx from 'clsx';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatList } from '../../../lib/format';
import { matchOutcome, type FinalPlace } from '../lib/match-outcome';

const TONES = {
  win: 'text-emerald-700 dark:text-emerald-400',
  loss: 'text-red-700 dark:text-red-400',
  draw: 'text-slate-700 dark:text-slate-200',
} as const;

/**
 * A game against opponents (a quick match, a challenge, a tournament's match) ends in Win, Loss
 * or Draw by place, naming the opponents: 'You beat Grace', 'Grace won', 'You drew with Grace'.
 * Nothing for a spectator. A challenge's game played alone (async: each plays in turn) has no outcome of its
 * own: the challenge's result comes once everyone has played, on the Challenges page.
 */
export function MatchOutcomeLine({
  places,
  me,
  challenge = false,
}: {
  places: readonly FinalPlace[];
  me: string;
  challenge?: boolean;
}) {
  const { t } = useTranslation(['games', 'challenges']);
  const outcome = matchOutcome(places, me);
  if (!outcome) return null;
  if (challenge && !outcome.names.length) {
    return (
      <div data-testid="match-outcome" className="mt-1 space-y-1">
        <p className="text-lg font-semibold">{t('challenges:played.title')}</p>
        <Link
          to="/challenges"
          className="text-sm font-semibold text-indigo-700 underline focus-visible:ring-2 focus-visible:ring-indigo-500 focus-visible:outline-none dark:text-indigo-300"
        >
          {t('challenges:played.link')}
        </Link>
      </div>
    );
  }
  const names = formatList(outcome.names, 'conjunction');
  // Nobody else arrived (the game starts with whoever is there): nobody to name.
  const line = !outcome.names.length
    ? null
    : outcome.result === 'win'
      ? t('outcome.youBeat', { names })
      : outcome.result === 'draw'
        ? t('outcome.drewWith', { names })
        : t('outcome.theyWon', { names, count: outcome.names.length });
  return (
    <div data-testid="match-outcome">
      <p className={clsx('text-4xl font-black', TONES[outcome.result])}>
        {t(`outcome.${outcome.result}`)}
      </p>
      {line ? <p className="mt-1 text-lg font-semibold">{line}</p> : null}
    </div>
  );
}
