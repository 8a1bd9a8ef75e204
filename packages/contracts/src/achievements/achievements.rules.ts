/** Achievement groups, as the Achievements page heads them. */
export const ACHIEVEMENT_TYPES = [
  'points',
  'games',
  'learning',
  'streaks',
  'social',
  'special',
] as const;
export type AchievementType = (typeof ACHIEVEMENT_TYPES)[number];

/** Target when an achievement names none (spec: criteria.target_value, default 100). */
export const DEFAULT_ACHIEVEMENT_TARGET = 100;

/** How many earned achievements the top bar and the profile overview show. */
export const RECENT_ACHIEVEMENTS_LIMIT = 5;

/** Spec: progress / target (default 100), rounded, capped at 100. */
export function achievementPercent(progress: number, target = DEFAULT_ACHIEVEMENT_TARGET): number {
  const safeTarget = target > 0 ? target : DEFAULT_ACHIEVEMENT_TARGET;
  return Math.min(100, Math.max(0, Math.round((100 * progress) / safeTarget)));
}

export const RARITY_LABELS: Record<number, string> = {
  1: 'Common',
  2: 'Uncommon',
  3: 'Rare',
  4: 'Epic',
  5: 'Legendary',
};

/** The label of a rarity score (1 to 5; anything above 4 is legendary). */
export function rarityLabel(score: number): string {
  return RARITY_LABELS[Math.min(5, Math.max(1, Math.round(score)))]!;
}
