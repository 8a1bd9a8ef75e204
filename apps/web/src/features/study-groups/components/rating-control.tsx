import { STUDY_GROUP_RULES, type StudyGroup } from '@quizarena/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { StarRating } from '../../../components/ui/star-rating';
import { apiRefusalText } from '../../../lib/api-error-text';
import { refreshGroup } from '../api/queries';
import { rateGroup } from '../api/study-groups';

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
  return (
    <StarRating
      value={group.my_rating}
      pending={rate.isPending ? rate.variables : null}
      onRate={(stars) => rate.mutate(stars)}
      min={STUDY_GROUP_RULES.rating.min}
      max={STUDY_GROUP_RULES.rating.max}
    />
  );
}
