import { useTranslation } from 'react-i18next';
import { useAchievementStats } from '../api/get-achievement-stats';
import { useAchievements } from '../api/get-achievements';
import { AchievementCard } from '../components/achievement-card';
import { AchievementsSkeleton } from '../components/achievements-skeleton';
import { AchievementsSummary } from '../components/achievements-summary';
import { LoadError } from '../../../components/ui/load-error';
import { apiErrorText } from '../../../lib/api-error-text';
import { useErrorToast } from '../../../lib/use-error-toast';
import { groupAchievements } from '../utils/group-achievements';

/** The catalogue grouped by type, each card with the player's progress, under a summary strip. */
export function AchievementsPage() {
  const { t } = useTranslation('achievements');
  const list = useAchievements();
  const stats = useAchievementStats();

  // The page is one load to the player: either read failing is the error state, and Try Again
  // repeats only what failed.
  const failed = [list, stats].filter((query) => query.isError);
  const failedAt = failed.length ? Math.max(...failed.map((query) => query.errorUpdatedAt)) : null;
  useErrorToast(failedAt, t('loadFailed'));

  let content;
  if (list.isError || stats.isError) {
    content = (
      <LoadError
        message={apiErrorText(list.error ?? stats.error, t('loadFailed'))}
        onRetry={() => failed.forEach((query) => void query.refetch())}
      />
    );
  } else if (list.isPending) {
    content = <AchievementsSkeleton />;
  } else if (list.data.length === 0) {
    content = (
      <p className="rounded-2xl border border-dashed border-slate-300 p-8 text-center text-slate-700 dark:border-slate-700 dark:text-slate-300">
        {t('empty')}
      </p>
    );
  } else {
    content = (
      <div className="space-y-8">
        <AchievementsSummary stats={stats.data} />
        {groupAchievements(list.data).map((group) => (
          <section key={group.type} aria-labelledby={`achievements-${group.type}`}>
            <h2 id={`achievements-${group.type}`} className="mb-3 text-xl font-semibold">
              {t(`types.${group.type}`)}
            </h2>
            <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-3">
              {group.achievements.map((achievement) => (
                <li key={achievement.id}>
                  <AchievementCard achievement={achievement} />
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
    );
  }

  return (
    <div className="mx-auto max-w-7xl space-y-6">
      <div>
        <h1 className="text-2xl font-bold">{t('heading')}</h1>
        <p className="text-slate-700 dark:text-slate-300">{t('intro')}</p>
      </div>
      {content}
    </div>
  );
}
