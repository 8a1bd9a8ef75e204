import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './auth';

/**
 * Points earned per board and time window, maintained in the transaction that moves the points
 * (modules/leaderboard). Boards: `global`, `level:<n>`, `category:<id>`, `topic:<id>`,
 * `org:<normalized organization>`; windows: `d:YYYY-MM-DD`, `w:YYYY-Www`, `m:YYYY-MM`, `all` (UTC).
 * Erasing a user cascades here so the delete never blocks; an erasure that wants the histogram
 * exact removes the player through the leaderboard module first.
 */
export const leaderboardScores = pgTable(
  'leaderboard_scores',
  {
    board: text('board').notNull(),
    windowKey: text('window_key').notNull(),
    userId: uuid('user_id')
      .notNull()
      // The player's own scores go with them.
      .references(() => users.id, { onDelete: 'cascade' }),
    points: bigint('points', { mode: 'number' }).notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.board, table.windowKey, table.userId] }),
    // The top N in the one stable order: points descending, then user id.
    index('leaderboard_scores_top_idx').on(
      table.board,
      table.windowKey,
      table.points.desc(),
      table.userId,
    ),
    check('leaderboard_scores_points_check', sql`points > 0`),
  ],
);

/**
 * How many players of a board and window hold each score, so a rank is 1 + the players above
 * without counting them. Two tiers: tier 0 per exact score, tier 1 per bucket of 1,024 points
 * (`points` is the bucket's first score), so a rank sums at most a bucket's exact rows plus the
 * buckets above. `points_sum` (the players' points in the row) gives the window's totals.
 */
export const leaderboardHistogram = pgTable(
  'leaderboard_histogram',
  {
    board: text('board').notNull(),
    windowKey: text('window_key').notNull(),
    tier: smallint('tier').notNull(),
    points: bigint('points', { mode: 'number' }).notNull(),
    players: integer('players').notNull(),
    pointsSum: bigint('points_sum', { mode: 'number' }).notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.board, table.windowKey, table.tier, table.points] }),
    // No CHECK on players: PostgreSQL checks the proposed row of an upsert (a -1) before the
    // conflict turns it into an update; the sums are tested against the scores instead.
    check('leaderboard_histogram_tier_check', sql`tier in (0, 1)`),
  ],
);
