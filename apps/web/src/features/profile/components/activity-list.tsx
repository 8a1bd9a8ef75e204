import type { ActivityItem } from '@quizarena/contracts';
import { useTranslation } from 'react-i18next';
import { ActivityFeed } from '../../../components/ui/activity-feed';
import { Skeleton } from '../../../components/ui/skeleton';
import { ProfileCard } from './profile-card';
import { QuerySection, type SectionQuery } from './query-section';

/** The Activity tab asks for this many (the server allows up to 50). */
export const ACTIVITY_LIMIT = 20;

/**
 * The caller's latest activity: a completed quiz opens its stored results; an achievement
 * unlock has no page of its own, so it shows a trophy and opens nothing.
 */
export function ActivityList({ query }: { query: SectionQuery<ActivityItem[]> }) {
  const { t } = useTranslation('profile');
  return (
    <ProfileCard title={t('activity.title')}>
      <QuerySection
        query={query}
        failedMessage={t('loadFailed.activity')}
        skeleton={
          <div className="space-y-3" aria-busy="true">
            {Array.from({ length: 4 }, (_, index) => (
              <Skeleton key={index} className="h-12 w-full" />
            ))}
          </div>
        }
      >
        {(items) =>
          items.length === 0 ? (
            <p className="text-slate-600 dark:text-slate-300">{t('activity.empty')}</p>
          ) : (
            <ActivityFeed items={items} />
          )
        }
      </QuerySection>
    </ProfileCard>
  );
}
