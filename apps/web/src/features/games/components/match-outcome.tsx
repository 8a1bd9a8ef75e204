import clsx from 'clsx';
import { useTranslation } from 'react-i18next';
import { formatList } from '../../../lib/format';
import { matchOutcome, type FinalPlace } from '../lib/match-outcome';

const TONES = {
  win: 'text-emerald-700 dark:text-emerald-400',
  loss: 'text-red-700 dark:text-red-400',
  draw: 'text-slate-700 dark:text-slate-200',
} as const;

/**
 * A game against opponents (a quick match, a challenge) ends in Win, Loss or Draw by place,
 * naming the opponents: 'You beat Grace', 'Grace won', 'You drew with Grace'. Nothing for a
 * spectator.
 */
export function MatchOutcomeLine({ places, me }: { places: readonly FinalPlace[]; me: string }) {
  const { t } = useTranslation('games');
  const outcome = matchOutcome(places, me);
  if (!outcome) return null;
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
