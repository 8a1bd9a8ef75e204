import type { ActivityItem } from '@quizarena/contracts';
import { History } from 'lucide-react';
import { ActivityFeed } from '../../../components/ui/activity-feed';
import { Skeleton } from '../../../components/ui/skeleton';
import { RECENT_ACTIVITY_LIMIT } from '../api/get-recent-activity';
import { DashboardCard } from './dashboard-card';

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
        <ActivityFeed items={items} />
      )}
    </DashboardCard>
  );
}
