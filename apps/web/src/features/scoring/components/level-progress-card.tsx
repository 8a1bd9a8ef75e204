import { levelProgress } from '@quizarena/contracts';
import { TrendingUp } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { ProgressBar } from '../../../components/ui/progress-bar';
import { Skeleton } from '../../../components/ui/skeleton';
import { formatCompact, formatPercent } from '../../../lib/format';
import { rankText } from '../utils/rank-text';
import { DashboardCard } from './dashboard-card';

/**
 * The current level, global rank and the way to the next level. The level shown is the
 * server's (decision 3 in docs/DECISIONS.md: the client never guesses); the bar and the points to go come
 * from the one shared curve applied to the server's points.
 */
export function LevelProgressCard({
  level,
  points,
  rank,
  loading = false,
}: {
  level: number;
  points: number;
  rank: number | null;
  loading?: boolean;
}) {
  const { t } = useTranslation('scoring');
  const progress = levelProgress(points);
  const percent = Math.round(progress.fraction * 100);
  const toGo = progress.pointsToNextLevel;
  return (
    <DashboardCard title={t('level.title')} icon={TrendingUp} busy={loading}>
      {loading ? (
        <div className="space-y-3">
          <Skeleton className="h-6 w-1/3" />
          <Skeleton className="h-2 w-full" />
          <Skeleton className="h-4 w-1/2" />
        </div>
      ) : (
        <div className="space-y-3">
          <dl className="flex flex-wrap items-end justify-between gap-4">
            <div>
              <dt className="text-sm text-slate-600 dark:text-slate-300">{t('level.current')}</dt>
              <dd className="text-3xl font-bold">{t('level.level', { level })}</dd>
            </div>
            <div className="text-right">
              <dt className="text-sm text-slate-600 dark:text-slate-300">
                {t('level.globalRank')}
              </dt>
              <dd className="text-xl font-semibold">{rankText(rank, t)}</dd>
            </div>
          </dl>
          <ProgressBar
            value={percent}
            label={t('level.progressTo', { level: level + 1 })}
            valueText={t('level.valueText', {
              count: toGo,
              percent: formatPercent(percent),
              points: formatCompact(toGo),
            })}
          />
          <p className="flex justify-between gap-2 text-sm text-slate-700 dark:text-slate-300">
            <span>{t('level.complete', { percent: formatPercent(percent) })}</span>
            <span>
              {t('level.toNext', { count: toGo, points: formatCompact(toGo), level: level + 1 })}
            </span>
          </p>
        </div>
      )}
    </DashboardCard>
  );
}
