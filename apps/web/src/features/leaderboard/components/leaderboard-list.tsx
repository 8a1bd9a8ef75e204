import type { LeaderboardEntry } from '@quizarena/contracts';
import clsx from 'clsx';
import { Building2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatCompact, formatNumber, formatPercent } from '../../../lib/format';
import { UserAvatar } from '../../../components/ui/user-avatar';
import { RankBadge } from './rank-badge';
import { TrendIndicator } from './trend-indicator';

/**
 * The ranking, best first; the signed-in player's row is highlighted and says 'You'. A hidden
 * profile comes without a user id and is shown as its name alone, never a link.
 */
export function LeaderboardList({
  entries,
  pointsLabel,
}: {
  entries: LeaderboardEntry[];
  /** 'Points this week', 'Points today'...: what the points count. */
  pointsLabel: string;
}) {
  const { t } = useTranslation('leaderboard');
  return (
    <ol aria-label={t('list.label')} className="space-y-2">
      {entries.map((entry, index) => (
        <li
          key={entry.user_id ?? `hidden-${index}`}
          data-current-user={entry.is_current_user || undefined}
          aria-current={entry.is_current_user ? 'true' : undefined}
          className={clsx(
            'flex flex-wrap items-center gap-x-4 gap-y-2 rounded-2xl border p-4 shadow-sm sm:flex-nowrap',
            entry.is_current_user
              ? 'border-indigo-400 bg-indigo-50 dark:border-indigo-500 dark:bg-indigo-950'
              : 'border-slate-200 bg-white dark:border-slate-800 dark:bg-slate-900',
          )}
        >
          <RankBadge rank={entry.rank} />
          <UserAvatar name={entry.name} avatarUrl={entry.avatar_url} />
          <div className="min-w-0 flex-1">
            <p className="flex items-center gap-2 font-semibold">
              {entry.is_current_user || entry.profile_visible ? (
                <Link
                  to={entry.is_current_user ? '/profile' : `/profile/${entry.user_id}`}
                  className="truncate rounded-sm hover:underline focus-visible:underline focus-visible:ring-2 focus-visible:ring-indigo-500 focus-visible:outline-none"
                >
                  {entry.name}
                </Link>
              ) : (
                <span className="truncate">{entry.name}</span>
              )}
              {entry.is_current_user ? (
                <span className="rounded-full bg-indigo-600 px-2 py-0.5 text-xs font-semibold text-white">
                  {t('list.you')}
                </span>
              ) : null}
            </p>
            <p className="flex flex-wrap gap-x-3 text-sm text-slate-600 dark:text-slate-300">
              <span>{t('list.level', { level: formatNumber(entry.level) })}</span>
              {entry.organization ? (
                <span className="flex items-center gap-1">
                  <Building2 className="h-3.5 w-3.5" aria-hidden="true" />
                  <span className="sr-only">
                    {t('list.organization', { organization: entry.organization })}
                  </span>
                  <span aria-hidden="true">{entry.organization}</span>
                </span>
              ) : null}
            </p>
          </div>
          <dl className="flex items-center gap-5 text-sm">
            <div className="text-right">
              <dt className="sr-only">{pointsLabel}</dt>
              <dd
                className="text-lg font-bold tabular-nums"
                title={t('list.points', {
                  count: entry.points,
                  value: formatNumber(entry.points),
                })}
              >
                {formatCompact(entry.points)}
                <span className="ml-1 text-xs font-normal text-slate-600 dark:text-slate-400">
                  {t('list.pointsShort')}
                </span>
              </dd>
            </div>
            <div className="text-right">
              <dt className="text-xs text-slate-600 dark:text-slate-400">{t('list.winRate')}</dt>
              <dd className="font-semibold tabular-nums">{formatPercent(entry.win_rate)}</dd>
            </div>
            <div className="text-right">
              <dt className="text-xs text-slate-600 dark:text-slate-400">{t('list.games')}</dt>
              <dd className="font-semibold tabular-nums">{formatCompact(entry.games_played)}</dd>
            </div>
            <div className="w-14">
              <dt className="sr-only">{t('list.trend')}</dt>
              <dd>
                <TrendIndicator trend={entry.trend} previousRank={entry.previousRank} />
              </dd>
            </div>
          </dl>
        </li>
      ))}
    </ol>
  );
}
