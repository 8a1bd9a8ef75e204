import { and, asc, desc, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { achievements, userAchievements } from '../../db/schema';
import type { CatalogueAchievement } from './achievement-catalogue';

export type AchievementRow = typeof achievements.$inferSelect;
export type UserAchievementRow = typeof userAchievements.$inferSelect;

/** Writes the code's catalogue into the table: new ones added, changed ones updated. */
export async function syncCatalogue(db: Db, catalogue: readonly CatalogueAchievement[]) {
  await db
    .insert(achievements)
    .values(catalogue.map((entry, index) => ({ ...entry, sortOrder: index })))
    .onConflictDoUpdate({
      target: achievements.id,
      set: {
        title: sql`excluded.title`,
        description: sql`excluded.description`,
        type: sql`excluded.type`,
        icon: sql`excluded.icon`,
        rarity: sql`excluded.rarity`,
        pointsReward: sql`excluded.points_reward`,
        metric: sql`excluded.metric`,
        target: sql`excluded.target`,
        sortOrder: sql`excluded.sort_order`,
      },
    });
}

export function listAchievements(db: Db): Promise<AchievementRow[]> {
  return db.select().from(achievements).orderBy(asc(achievements.sortOrder));
}

export function progressOf(db: Db, userId: string): Promise<UserAchievementRow[]> {
  return db.select().from(userAchievements).where(eq(userAchievements.userId, userId));
}

/**
 * Raises the player's stored progress to `values` (never lowers it) and unlocks the reached
 * ones, in one statement for the whole catalogue; rows already unlocked stay as they were.
 * Answers the ids this statement unlocked. The condition on `unlocked_at` makes an unlock
 * exactly once: of two transactions racing, the second waits for the first's row and, finding it
 * unlocked, leaves it alone.
 */
export async function raiseProgress(
  tx: Db,
  userId: string,
  values: { achievementId: string; progress: number; reached: boolean }[],
  at: Date,
): Promise<string[]> {
  if (values.length === 0) return [];
  const rows = await tx
    .insert(userAchievements)
    .values(
      values.map((value) => ({
        userId,
        achievementId: value.achievementId,
        progress: value.progress,
        unlockedAt: value.reached ? at : null,
      })),
    )
    .onConflictDoUpdate({
      target: [userAchievements.userId, userAchievements.achievementId],
      set: {
        progress: sql`greatest(${userAchievements.progress}, excluded.progress)`,
        unlockedAt: sql`excluded.unlocked_at`,
      },
      setWhere: isNull(userAchievements.unlockedAt),
    })
    .returning({
      achievementId: userAchievements.achievementId,
      unlockedAt: userAchievements.unlockedAt,
    });
  return rows.filter((row) => row.unlockedAt !== null).map((row) => row.achievementId);
}

/** The player's earned achievements, newest first. */
export function earnedBy(db: Db, userId: string, limit?: number) {
  const query = db
    .select({
      achievement: achievements,
      unlockedAt: userAchievements.unlockedAt,
    })
    .from(userAchievements)
    .innerJoin(achievements, eq(achievements.id, userAchievements.achievementId))
    .where(and(eq(userAchievements.userId, userId), isNotNull(userAchievements.unlockedAt)))
    .orderBy(desc(userAchievements.unlockedAt), asc(achievements.sortOrder));
  return limit === undefined ? query : query.limit(limit);
}
