import { STUDY_GROUP_RULES, type StudyGroup } from '@quizarena/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import clsx from 'clsx';
import { Star } from 'lucide-react';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { apiRefusalText } from '../../../lib/api-error-text';
import { refreshGroup } from '../api/queries';
import { rateGroup } from '../api/study-groups';

const STARS = Array.from(
  { length: STUDY_GROUP_RULES.rating.max - STUDY_GROUP_RULES.rating.min + 1 },
  (_, index) => STUDY_GROUP_RULES.rating.min + index,
);

/** A member's own stars for the group: one press sets (or changes) them. */
export function RatingControl({ group }: { group: StudyGroup }) {
  const { t } = useTranslation('studyGroups');
  const queryClient = useQueryClient();
  const rate = useMutation({
    mutationFn: (rating: number) => rateGroup(group.id, rating),
    onSuccess: () => {
      toast.success(t('toasts.rated'));
      return refreshGroup(queryClient, group.id);
    },
    onError: (error) => toast.error(apiRefusalText(error, t('toasts.rateFailed'))),
  });
  const shown = rate.isPending ? rate.variables : (group.my_rating ?? 0);
  return (
    <div role="group" aria-label={t('detail.yourRating')} className="flex items-center gap-1">
      <span className="mr-1 text-sm text-slate-600 dark:text-slate-300">
        {t('detail.yourRating')}
      </span>
      {STARS.map((stars) => (
        <button
          key={stars}
          type="button"
          aria-label={t('detail.star', { count: stars })}
          aria-pressed={group.my_rating === stars}
          disabled={rate.isPending}
          onClick={() => rate.mutate(stars)}
          className="rounded p-0.5 focus-visible:ring-2 focus-visible:ring-indigo-500 focus-visible:outline-none"
        >
          <Star
            aria-hidden="true"
            className={clsx(
              'h-5 w-5',
              stars <= shown ? 'fill-amber-400 text-amber-500' : 'text-slate-400',
            )}
          />
        </button>
      ))}
    </div>
  );
}
