import { levelProgress } from '@quizarena/contracts';
import { TrendingUp } from 'lucide-react';
import { ProgressBar } from '../../../components/ui/progress-bar';
import { Skeleton } from '../../../components/ui/skeleton';
import { formatCompact } from '../../../lib/format';
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
  const progress = levelProgress(points);
  const percent = Math.round(progress.fraction * 100);
  return (
    <DashboardCard title="Level Progress" icon={TrendingUp} busy={loading}>
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
              <dt className="text-sm text-slate-600 dark:text-slate-300">Current level</dt>
              <dd className="text-3xl font-bold">Level {level}</dd>
            </div>
            <div className="text-right">
              <dt className="text-sm text-slate-600 dark:text-slate-300">Global rank</dt>
              <dd className="text-xl font-semibold">
                {rank === null ? 'N/A' : `#${formatCompact(rank)}`}
              </dd>
            </div>
          </dl>
          <ProgressBar
            value={percent}
            label={`Progress to level ${level + 1}`}
            valueText={`${percent}%, ${progress.pointsToNextLevel} points to go`}
          />
          <p className="flex justify-between gap-2 text-sm text-slate-700 dark:text-slate-300">
            <span>{percent}% complete</span>
            <span>
              {formatCompact(progress.pointsToNextLevel)} points to level {level + 1}
            </span>
          </p>
        </div>
      )}
    </DashboardCard>
  );
}
