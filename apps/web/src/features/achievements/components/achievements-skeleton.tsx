import { useTranslation } from 'react-i18next';
import { Skeleton } from '../../../components/ui/skeleton';

/** Placeholder cards while the catalogue loads; the label is what a screen reader hears. */
export function AchievementsSkeleton() {
  const { t } = useTranslation('achievements');
  return (
    <div role="status" aria-label={t('loading')} className="space-y-4">
      <Skeleton className="h-6 w-32" />
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-3">
        {Array.from({ length: 6 }, (_, index) => (
          <Skeleton key={index} className="h-56 w-full rounded-2xl" />
        ))}
      </div>
    </div>
  );
}
