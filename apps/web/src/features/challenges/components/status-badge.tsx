import type { ChallengeStatus } from '@quizarena/contracts';
import { useTranslation } from 'react-i18next';
import { Badge, type BadgeTone } from '../../../components/ui/badge';

const TONES: Record<ChallengeStatus, BadgeTone> = {
  pending: 'amber',
  accepted: 'indigo',
  completed: 'green',
  declined: 'red',
  expired: 'slate',
  cancelled: 'slate',
};

/** Pending, Accepted, Declined, Expired, Cancelled or Completed, coloured by what it means. */
export function ChallengeStatusBadge({ status }: { status: ChallengeStatus }) {
  const { t } = useTranslation('challenges');
  return <Badge tone={TONES[status]}>{t(`statuses.${status}`)}</Badge>;
}
