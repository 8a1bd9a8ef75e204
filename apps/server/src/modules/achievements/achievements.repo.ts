import { and, asc, desc, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
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
 * Raises the player's stored progress to `values` (never lowers it; unlocked ones stay as they
 * were). One statement for the whole catalogue.
 */
export async function saveProgress(
  tx: Db,
  userId: string,
  values: { achievementId: string; progress: number }[],
): Promise<void> {
  if (values.length === 0) return;
  await tx
    .insert(userAchievements)
    .values(values.map((value) => ({ userId, ...value })))
    .onConflictDoUpdate({
      target: [userAchievements.userId, userAchievements.achievementId],
      set: {
        progress: sql`greatest(${userAchievements.progress}, excluded.progress)`,
      },
      setWhere: isNull(userAchievements.unlockedAt),
    });
}

/**
 * Marks reached achievements unlocked. The condition on `unlocked_at` makes it exactly once:
 * of two transactions racing, only one gets a row back for each achievement.
 */
export async function unlockReached(
  tx: Db,
  userId: string,
  achievementIds: string[],
  at: Date,
): Promise<string[]> {
  if (achievementIds.length === 0) return [];
  const rows = await tx
    .update(userAchievements)
    .set({ unlockedAt: at })
    .where(
      and(
        eq(userAchievements.userId, userId),
        isNull(userAchievements.unlockedAt),
        inArray(userAchievements.achievementId, achievementIds),
      ),
    )
    .returning({ achievementId: userAchievements.achievementId });
  return rows.map((row) => row.achievementId);
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
