import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  pgTable,
  primaryKey,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './auth';
import { categories } from './content';
import { games } from './games';

/**
 * A player's skill rating in one category, or in 'General' (category null: games across every
 * category), kept by OpenSkill as a mean and an uncertainty (modules/ratings, DECISIONS #49).
 * Written only by `rateGame`, inside the transaction that settles a rated game.
 */
export const skillRatings = pgTable(
  'skill_ratings',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Null for 'General'. A category's ratings go with it. */
    categoryId: uuid('category_id').references(() => categories.id, { onDelete: 'cascade' }),
    mu: doublePrecision('mu').notNull(),
    sigma: doublePrecision('sigma').notNull(),
    /**
     * `conservativeRating(mu, sigma)` from the contracts, written with mu and sigma, so the board
     * orders by the number it shows and the rule lives once (not again in SQL).
     */
    conservative: integer('conservative').notNull(),
    games: integer('games').notNull().default(0),
    wins: integer('wins').notNull().default(0),
    losses: integer('losses').notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    // One row per player and category, 'General' included: NULL counts as one value here.
    unique('skill_ratings_user_category_key').on(table.userId, table.categoryId).nullsNotDistinct(),
    // The board: one category's rows, conservative rating descending, then games, then user.
    index('skill_ratings_board_idx').on(
      table.categoryId,
      table.conservative.desc(),
      table.games.desc(),
      table.userId,
    ),
    // 'General' in the same order: PostgreSQL reads the index above in order for
    // `category_id = x` but sorts the rows for `category_id is null`.
    index('skill_ratings_general_board_idx')
      .on(table.conservative.desc(), table.games.desc(), table.userId)
      .where(sql`${table.categoryId} is null`),
    check('skill_ratings_sigma_check', sql`${table.sigma} > 0`),
    check(
      'skill_ratings_counts_check',
      sql`${table.wins} >= 0 and ${table.losses} >= 0 and ${table.wins} + ${table.losses} <= ${table.games}`,
    ),
  ],
);

/**
 * Each rated game's change to each player's rating: the history (a profile shows the newest) and
 * the guard that rates a game once (a game with rows here is not rated again).
 */
export const skillRatingChanges = pgTable(
  'skill_rating_changes',
  {
    gameId: uuid('game_id')
      .notNull()
      .references(() => games.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    categoryId: uuid('category_id').references(() => categories.id, { onDelete: 'cascade' }),
    muBefore: doublePrecision('mu_before').notNull(),
    sigmaBefore: doublePrecision('sigma_before').notNull(),
    muAfter: doublePrecision('mu_after').notNull(),
    sigmaAfter: doublePrecision('sigma_after').notNull(),
    /** The place the game gave the player, and whether they left before its end. */
    place: integer('place').notNull(),
    left: boolean('left').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.gameId, table.userId] }),
    // A player's newest change in a category.
    index('skill_rating_changes_user_idx').on(table.userId, table.categoryId, table.at.desc()),
  ],
);
