import type { DifficultyLevel } from '@quizarena/contracts';
import { Badge, type BadgeTone } from '../../../components/ui/badge';
import { DIFFICULTY_LABELS } from '../utils/difficulty';

// The spec colour-codes the three levels: the usual easy-to-hard traffic light.
const TONES: Record<DifficultyLevel, BadgeTone> = {
  beginner: 'green',
  intermediate: 'amber',
  advanced: 'red',
};

export function DifficultyBadge({ level }: { level: DifficultyLevel }) {
  return <Badge tone={TONES[level]}>{DIFFICULTY_LABELS[level]}</Badge>;
}
