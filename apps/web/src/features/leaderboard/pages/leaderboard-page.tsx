import type { LeaderboardTimeframe } from '@quizarena/contracts';
import clsx from 'clsx';
import { RefreshCw, Trophy } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Button } from '../../../components/ui/button';
import { Skeleton } from '../../../components/ui/skeleton';
import { formatNumber } from '../../../lib/format';
import { useLeaderboard } from '../api/get-leaderboard';
import { useScopeCategories } from '../api/get-scope-categories';
import { LeaderboardFilters } from '../components/leaderboard-filters';
import { LeaderboardList } from '../components/leaderboard-list';
import { OwnRankBanner } from '../components/own-rank-banner';
import { ScopeHint } from '../components/scope-hint';
import { useLiveLeaderboard } from '../hooks/use-live-leaderboard';
import { DEFAULT_TIMEFRAME, isTimeframe, LIMIT_STEPS } from '../utils/leaderboard-options';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const isScope = (value: string | null): value is string =>
  value === 'global' || value === 'organization' || value === 'level' || UUID.test(value ?? '');

function ListSkeleton() {
  return (
    <div className="space-y-2" aria-hidden="true">
      {Array.from({ length: 5 }, (_, index) => (
        <Skeleton key={index} className="h-[4.5rem] w-full rounded-2xl" />
      ))}
    </div>
  );
}

/**
 * Rankings by timeframe (default this week) and scope, with the caller's own place. The
 * filters live in the URL, so a board can be linked and survives a reload; the board refetches
 * when the realtime socket says its scope moved.
 */
export function LeaderboardPage() {
  const { t } = useTranslation('leaderboard');
  const [params, setParams] = useSearchParams();
  const askedTimeframe = params.get('timeframe');
  const askedScope = params.get('scope');
  const timeframe: LeaderboardTimeframe = isTimeframe(askedTimeframe)
    ? askedTimeframe
    : DEFAULT_TIMEFRAME;
  const scope = isScope(askedScope) ? askedScope : 'global';
  const [limit, setLimit] = useState<number>(LIMIT_STEPS[0]);

  const board = useLeaderboard({ timeframe, scope, limit });
  const categories = useScopeCategories();
  // The server announces changes to this scope's boards over the realtime socket.
  useLiveLeaderboard(scope);

  function setFilter(name: 'timeframe' | 'scope', value: string) {
    // A new board starts from the default length again.
    setLimit(LIMIT_STEPS[0]);
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.set(name, value);
        return next;
      },
      { replace: true },
    );
  }

  const data = board.data;
  const pointsLabel = t(`pointsFor.${timeframe}`);
  const nextLimit = LIMIT_STEPS.find((step) => step > limit);
  const canShowMore =
    data !== undefined && !board.isPlaceholderData && data.entries.length >= limit && nextLimit;

  let content;
  if (board.isError && !data) {
    content = (
      <div
        role="alert"
        className="rounded-2xl border border-red-200 bg-red-50 p-6 text-center dark:border-red-900 dark:bg-red-950"
      >
        <p className="font-semibold text-red-800 dark:text-red-200">{t('loadFailed')}</p>
        <Button className="mt-4" onClick={() => void board.refetch()}>
          {t('tryAgain')}
        </Button>
      </div>
    );
  } else if (!data) {
    content = <ListSkeleton />;
  } else {
    content = (
      <div
        className={clsx(
          'space-y-4 motion-safe:transition-opacity',
          board.isPlaceholderData && 'opacity-60',
        )}
      >
        <OwnRankBanner
          own={data.user_rank}
          totalPlayers={data.total_players}
          pointsLabel={pointsLabel}
        />
        <ScopeHint data={data} />
        {data.entries.length > 0 ? (
          <LeaderboardList entries={data.entries} pointsLabel={pointsLabel} />
        ) : data.requires ? null : (
          <p className="rounded-2xl border border-dashed border-slate-300 p-8 text-center text-slate-700 dark:border-slate-700 dark:text-slate-300">
            {t('empty')}
          </p>
        )}
        {canShowMore ? (
          <div className="text-center">
            <Button variant="secondary" onClick={() => setLimit(nextLimit)}>
              {t('showTop', { limit: formatNumber(nextLimit) })}
            </Button>
          </div>
        ) : null}
      </div>
    );
  }

  return (
    <div className="mx-auto max-w-5xl space-y-6" aria-busy={board.isFetching || undefined}>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="flex items-center gap-2 text-2xl font-bold">
          <Trophy className="h-6 w-6 text-amber-500" aria-hidden="true" />
          {t('heading')}
        </h1>
        <Button
          variant="secondary"
          onClick={() => void board.refetch()}
          disabled={board.isFetching}
        >
          <RefreshCw
            className={clsx('h-4 w-4', board.isFetching && 'motion-safe:animate-spin')}
            aria-hidden="true"
          />
          {t('refresh')}
        </Button>
      </div>
      <LeaderboardFilters
        timeframe={timeframe}
        scope={scope}
        categories={categories.data ?? []}
        onTimeframe={(value) => setFilter('timeframe', value)}
        onScope={(value) => setFilter('scope', value)}
      />
      <p className="sr-only" role="status">
        {board.isFetching ? t('loading') : ''}
      </p>
      {content}
    </div>
  );
}
