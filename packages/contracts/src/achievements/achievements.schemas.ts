import { z } from 'zod';
import { successEnvelope } from '../common/envelope';
import { ACHIEVEMENT_TYPES } from './achievements.rules';

const isoDateTime = z.iso.datetime({ offset: true });
const count = z.number().int().nonnegative();

export const achievementTypeSchema = z.enum(ACHIEVEMENT_TYPES);

/** One achievement of the catalogue with the caller's progress toward it (spec 02 entity). */
export const achievementSchema = z
  .object({
    id: z.string(),
    title: z.string(),
    description: z.string(),
    achievement_type: achievementTypeSchema,
    /** A lucide icon name. */
    icon_url: z.string(),
    /** 1 (common) to 5 (legendary). */
    rarity_score: z.number().int().min(1).max(5),
    points_reward: count,
    criteria: z.object({ metric: z.string(), target_value: z.number().int().positive() }),
    user_progress: z.object({
      progress_value: count,
      is_unlocked: z.boolean(),
      unlocked_at: isoDateTime.nullable(),
    }),
  })
  .meta({ id: 'Achievement' });
export type Achievement = z.infer<typeof achievementSchema>;
export const achievementListResponseSchema = successEnvelope(
  z.object({ achievements: z.array(achievementSchema) }),
);

/** An earned achievement, as profiles, the dashboard and the top bar list it. */
export const earnedAchievementSchema = z
  .object({
    achievement_id: z.string(),
    title: z.string(),
    description: z.string(),
    icon_url: z.string(),
    points_reward: count,
    rarity_score: z.number().int().min(1).max(5),
    earned_at: isoDateTime,
  })
  .meta({ id: 'EarnedAchievement' });
export type EarnedAchievement = z.infer<typeof earnedAchievementSchema>;
export const userAchievementsResponseSchema = successEnvelope(
  z.object({ achievements: z.array(earnedAchievementSchema) }),
);

export const achievementCheckResponseSchema = successEnvelope(
  z.object({ unlocked: z.array(earnedAchievementSchema) }),
);

/**
 * PUT /api/achievements/progress: asks the server to re-evaluate one achievement for the caller.
 * Progress comes from the server's own records only; a body naming a value is refused.
 */
export const achievementProgressBodySchema = z.strictObject({
  achievement_id: z.string().min(1).max(64),
});
export const achievementProgressResponseSchema = successEnvelope(
  z.object({ achievement: achievementSchema }),
);

export const achievementStatsSchema = z
  .object({
    total: count,
    unlocked: count,
    points_earned: count,
    completion_rate: z.number().int().min(0).max(100),
    by_type: z.array(z.object({ type: achievementTypeSchema, total: count, unlocked: count })),
    recent: z.array(earnedAchievementSchema),
  })
  .meta({ id: 'AchievementStats' });
export type AchievementStats = z.infer<typeof achievementStatsSchema>;
export const achievementStatsResponseSchema = successEnvelope(achievementStatsSchema);
