import { useTranslation } from 'react-i18next';
import { useElapsedSeconds } from '../hooks/use-match-search';

/**
 * How long the search has run, counted from the server's `queued_at` so a reload carries on.
 * Outside any live region: a count read out every second would drown everything else.
 */
export function ElapsedSeconds({ since }: { since: string }) {
  const { t } = useTranslation('matchmaking');
  const seconds = useElapsedSeconds(since);
  return (
    <p className="text-sm text-slate-600 dark:text-slate-300">
      {t('panel.elapsedLabel')}{' '}
      <span data-testid="elapsed-seconds" className="font-bold tabular-nums">
        {t('panel.elapsed', { count: seconds })}
      </span>
    </p>
  );
}
