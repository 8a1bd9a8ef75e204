import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './auth';

/** The achievement catalogue, kept in step with the code's catalogue at start-up. */
export const achievements = pgTable(
  'achievements',
  {
    id: text('id').primaryKey(),
    title: text('title').notNull(),
    description: text('description').notNull(),
    type: text('type').notNull(),
    icon: text('icon').notNull(),
    rarity: integer('rarity').notNull(),
    pointsReward: integer('points_reward').notNull(),
    /** Which of the player's numbers counts toward it (see achievement-metrics). */
    metric: text('metric').notNull(),
    target: integer('target').notNull(),
    sortOrder: integer('sort_order').notNull(),
  },
  () => [
    check('achievements_rarity_check', sql`rarity between 1 and 5`),
    check('achievements_target_check', sql`target > 0 and points_reward >= 0`),
  ],
);

/** A player's progress toward each achievement; `unlocked_at` is set once, never cleared. */
export const userAchievements = pgTable(
  'user_achievements',
  {
    userId: uuid('user_id')
      .notNull()
      // The player's own progress and unlocks go with them.
      .references(() => users.id, { onDelete: 'cascade' }),
    achievementId: text('achievement_id')
      .notNull()
      .references(() => achievements.id, { onDelete: 'cascade' }),
    progress: integer('progress').notNull().default(0),
    unlockedAt: timestamp('unlocked_at', { withTimezone: true }),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.achievementId] }),
    index('user_achievements_unlocked_idx').on(table.userId, table.unlockedAt),
  ],
);
