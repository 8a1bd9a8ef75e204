import { ACHIEVEMENT_TYPES, type Achievement, type AchievementType } from '@quizarena/contracts';

/** A group of the catalogue; its heading reads as `achievements:types.{type}`. */
export type AchievementGroup = { type: AchievementType; achievements: Achievement[] };

/**
 * The catalogue grouped by achievement_type, in ACHIEVEMENT_TYPES order whatever order the
 * server sent; each group keeps the server's order, and a type with nothing in it is left out
 * so the page shows no empty headings.
 */
export function groupAchievements(achievements: Achievement[]): AchievementGroup[] {
  return ACHIEVEMENT_TYPES.map((type) => ({
    type,
    achievements: achievements.filter((achievement) => achievement.achievement_type === type),
  })).filter((group) => group.achievements.length > 0);
}
