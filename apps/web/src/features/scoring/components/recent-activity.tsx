import type { ActivityItem } from '@quizarena/contracts';
import { ChevronRight, History, Trophy } from 'lucide-react';
import { Link } from 'react-router';
import { Skeleton } from '../../../components/ui/skeleton';
import { formatCompact, formatTimeAgo } from '../../../lib/format';
import { RECENT_ACTIVITY_LIMIT } from '../api/get-recent-activity';
import { DashboardCard } from './dashboard-card';

function ActivityBody({ item }: { item: ActivityItem }) {
  // An unlock has no results page to open, so it is told apart by a trophy instead.
  const achievement = item.type === 'achievement_unlocked';
  return (
    <>
      {achievement ? (
        <span
          data-testid="achievement-activity"
          aria-hidden="true"
          className="flex h-9 w-9 shrink-0 items-center justify-center rounded-lg bg-amber-100 text-amber-700 dark:bg-amber-900 dark:text-amber-200"
        >
          <Trophy className="h-5 w-5" />
        </span>
      ) : null}
      <div className="min-w-0 flex-1">
        <p className="truncate font-medium">
          {achievement ? <span className="sr-only">Achievement unlocked: </span> : null}
          {item.title}
        </p>
        <p className="truncate text-sm text-slate-600 dark:text-slate-300">{item.description}</p>
        <p className="text-xs text-slate-500 dark:text-slate-400">
          <time dateTime={item.occurred_at}>{formatTimeAgo(item.occurred_at)}</time>
        </p>
      </div>
      <span className="shrink-0 font-semibold text-emerald-700 dark:text-emerald-400">
        +{formatCompact(item.points)} pts
      </span>
    </>
  );
}

/**
 * The latest completed quizzes, each opening its stored results (which survive a reload), and
 * achievement unlocks, which open nothing.
 */
export function RecentActivity({
  activities,
  loading = false,
}: {
  activities: ActivityItem[];
  loading?: boolean;
}) {
  const items = activities.slice(0, RECENT_ACTIVITY_LIMIT);
  return (
    <DashboardCard title="Recent Activity" icon={History} busy={loading}>
      {loading ? (
        <div className="space-y-3">
          {Array.from({ length: 3 }, (_, index) => (
            <Skeleton key={index} className="h-12 w-full" />
          ))}
        </div>
      ) : items.length === 0 ? (
        <p className="text-slate-600 dark:text-slate-300">No recent activity</p>
      ) : (
        <ul className="-mx-2 divide-y divide-slate-100 dark:divide-slate-800">
          {items.map((item) => (
            <li key={item.id}>
              {item.session_id ? (
                <Link
                  to={`/quiz/results/${item.session_id}`}
                  className="flex items-center gap-3 rounded-lg px-2 py-3 hover:bg-slate-50 dark:hover:bg-slate-800"
                >
                  <ActivityBody item={item} />
                  <ChevronRight className="h-4 w-4 shrink-0 text-slate-400" aria-hidden="true" />
                </Link>
              ) : (
                <div className="flex items-center gap-3 px-2 py-3">
                  <ActivityBody item={item} />
                </div>
              )}
            </li>
          ))}
        </ul>
      )}
    </DashboardCard>
  );
}
