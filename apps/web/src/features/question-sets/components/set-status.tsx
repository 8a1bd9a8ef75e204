import type { QuestionSet } from '@quizarena/contracts';
import { useTranslation } from 'react-i18next';
import { Badge, type BadgeTone } from '../../../components/ui/badge';

const TONES: Record<string, BadgeTone> = {
  private: 'slate',
  link: 'indigo',
  pending: 'amber',
  approved: 'green',
  rejected: 'red',
};

/** Who may see the set, in words: private, shared by link, or where its publication stands. */
export function SetStatus({ set }: { set: Pick<QuestionSet, 'visibility' | 'review_status'> }) {
  const { t } = useTranslation('questionSets');
  const state = set.visibility === 'public' ? (set.review_status ?? 'pending') : set.visibility;
  return <Badge tone={TONES[state] ?? 'slate'}>{t(`status.${state}`)}</Badge>;
}
