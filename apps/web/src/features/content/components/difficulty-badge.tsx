import type { DifficultyLevel } from '@quizarena/contracts';
import { useTranslation } from 'react-i18next';
import { Badge, type BadgeTone } from '../../../components/ui/badge';

// The spec colour-codes the three levels: the usual easy-to-hard traffic light. The word is
// always shown too, so colour is never the only signal.
const TONES: Record<DifficultyLevel, BadgeTone> = {
  beginner: 'green',
  intermediate: 'amber',
  advanced: 'red',
};

export function DifficultyBadge({ level }: { level: DifficultyLevel }) {
  const { t } = useTranslation('content');
  return <Badge tone={TONES[level]}>{t(`difficulty.${level}`)}</Badge>;
}
