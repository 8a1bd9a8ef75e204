import type { ActivityItem } from '@quizarena/contracts';
import { ActivityFeed } from '../../../components/ui/activity-feed';
import { Skeleton } from '../../../components/ui/skeleton';
import { ProfileCard } from './profile-card';
import { QuerySection, type SectionQuery } from './query-section';

/** The Activity tab asks for this many (the server allows up to 50). */
export const ACTIVITY_LIMIT = 20;
export const ACTIVITY_FAILED_MESSAGE = 'Failed to load activity';

/**
 * The caller's latest activity: a completed quiz opens its stored results; an achievement
 * unlock has no page of its own, so it shows a trophy and opens nothing.
 */
export function ActivityList({ query }: { query: SectionQuery<ActivityItem[]> }) {
  return (
    <ProfileCard title="Recent activity">
      <QuerySection
        query={query}
        failedMessage={ACTIVITY_FAILED_MESSAGE}
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
            <p className="text-slate-600 dark:text-slate-300">
              No activity yet. Finished quizzes and unlocked achievements show here.
            </p>
          ) : (
            <ActivityFeed items={items} />
          )
        }
      </QuerySection>
    </ProfileCard>
  );
}
