import type { ActivityItem } from '@quizarena/contracts';
import { History } from 'lucide-react';
import { useTranslation } from 'react-i18next';
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
  const { t } = useTranslation('scoring');
  const items = activities.slice(0, RECENT_ACTIVITY_LIMIT);
  return (
    <DashboardCard title={t('activity.title')} icon={History} busy={loading}>
      {loading ? (
        <div className="space-y-3">
          {Array.from({ length: 3 }, (_, index) => (
            <Skeleton key={index} className="h-12 w-full" />
          ))}
        </div>
      ) : items.length === 0 ? (
        <p className="text-slate-600 dark:text-slate-300">{t('activity.empty')}</p>
      ) : (
        <ActivityFeed items={items} />
      )}
    </DashboardCard>
  );
}
