import { useQuery } from '@tanstack/react-query';
import { Trophy } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { LoadError } from '../../../components/ui/load-error';
import { Skeleton } from '../../../components/ui/skeleton';
import { UserAvatar } from '../../../components/ui/user-avatar';
import { apiErrorText } from '../../../lib/api-error-text';
import type { DataSource, TopPlayer } from '../sources';
import { CARD_CLASSES } from './field-classes';

/** The lobby's Leaderboard tab: the global board's top players, from the leaderboard's read. */
export function TopPlayers({ source }: { source: DataSource<TopPlayer[]> }) {
  const { t } = useTranslation('games');
  const board = useQuery(source);
  return (
    <section className={CARD_CLASSES} aria-labelledby="top-players-title">
      <h2 id="top-players-title" className="mb-3 flex items-center gap-2 text-xl font-bold">
        <Trophy className="h-5 w-5 text-amber-500" aria-hidden="true" />
        {t('topPlayers.title')}
      </h2>
      {board.isPending ? (
        <div role="status" aria-label={t('topPlayers.loading')} className="space-y-2">
          {[0, 1, 2].map((n) => (
            <Skeleton key={n} className="h-12" />
          ))}
        </div>
      ) : board.isError ? (
        <LoadError
          message={apiErrorText(board.error, t('topPlayers.failed'))}
          onRetry={() => void board.refetch()}
        />
      ) : board.data.length === 0 ? (
        <p className="text-slate-600 dark:text-slate-300">{t('topPlayers.empty')}</p>
      ) : (
        <ol className="divide-y divide-slate-200 dark:divide-slate-800">
          {board.data.map((player) => (
            <li key={`${player.rank}-${player.name}`} className="flex items-center gap-3 py-2">
              <span className="w-10 text-sm font-bold text-slate-500">
                {t('topPlayers.rank', { rank: player.rank })}
              </span>
              <UserAvatar name={player.name} avatarUrl={player.avatar_url} size="sm" />
              <span className="min-w-0 flex-1 truncate font-medium">
                {player.name}
                {player.is_current_user ? (
                  <span className="ml-2 text-xs text-indigo-600">{t('topPlayers.you')}</span>
                ) : null}
              </span>
              <span className="text-sm font-semibold">
                {t('topPlayers.points', { count: player.points })}
              </span>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
