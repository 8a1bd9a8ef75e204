import { TRAITS, type TraitName } from '@quizarena/contracts';
import type { BadgeTone } from '../../../components/ui/badge';

export { TRAITS, type TraitName };

/** The percent a career match shows: compatibility is scored 0-5. */
export const matchPercent = (compatibility: number) => Math.round(compatibility * 20);

/**
 * A trait bar's colour by its score, changing at 80, 60, 40 and 20 (docs/DECISIONS.md #33).
 * The score is always written beside the bar, so the colour is never the only carrier.
 */
export function scoreColour(score: number): string {
  if (score >= 80) return 'bg-emerald-600 dark:bg-emerald-400';
  if (score >= 60) return 'bg-indigo-600 dark:bg-indigo-400';
  if (score >= 40) return 'bg-sky-600 dark:bg-sky-400';
  if (score >= 20) return 'bg-amber-600 dark:bg-amber-400';
  return 'bg-rose-600 dark:bg-rose-400';
}

/** The badge tone of a level the server named (high, moderate, low). */
export const LEVEL_TONES: Record<'high' | 'moderate' | 'low', BadgeTone> = {
  high: 'green',
  moderate: 'indigo',
  low: 'slate',
};
