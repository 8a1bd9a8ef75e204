import { rarityLabel } from '@quizarena/contracts';

export type RarityName = 'common' | 'uncommon' | 'rare' | 'epic' | 'legendary';

// Spec 02 section 9: the badge colours by 1, 2, 3, 4 and above 4. Each pair keeps at least
// 4.5:1 text contrast in both themes, like components/ui/badge.
const RARITY_CLASSES = [
  'bg-slate-100 text-slate-800 dark:bg-slate-800 dark:text-slate-100',
  'bg-emerald-100 text-emerald-800 dark:bg-emerald-900 dark:text-emerald-100',
  'bg-sky-100 text-sky-800 dark:bg-sky-900 dark:text-sky-100',
  'bg-violet-100 text-violet-800 dark:bg-violet-900 dark:text-violet-100',
  'bg-amber-100 text-amber-900 dark:bg-amber-900 dark:text-amber-100',
] as const;

/**
 * The rarity of a score (anything above 4 is legendary) and its colour classes. The name is
 * the shared rule's label in lower case, and reads as `achievements:rarity.{name}`.
 */
export function rarityStyle(score: number): { name: RarityName; className: string } {
  const step = Math.min(5, Math.max(1, Math.round(score)));
  return {
    name: rarityLabel(score).toLowerCase() as RarityName,
    className: RARITY_CLASSES[step - 1]!,
  };
}
