import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './auth';
import { categories, topics } from './content';

/**
 * One live game (DECISIONS #46): how it was set up, where it stands, and the engine's state as
 * it was when its last question closed, so another instance can take it over from there.
 */
export const games = pgTable(
  'games',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** What gathered its players: a room, a hosted game, a quick match, a challenge, a study
     * session, a tournament match. */
    kind: text('kind').notNull(),
    hostId: uuid('host_id').references(() => users.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    /** Null when the questions come from the whole category (a quick match). */
    topicId: uuid('topic_id').references(() => topics.id),
    /** Null for 'General', a mixed set from every active category (DECISIONS #34). */
    categoryId: uuid('category_id').references(() => categories.id),
    status: text('status').notNull().default('waiting'),
    /** The room's choices (mode, seconds, questions, seats, privacy, switches). */
    settings: jsonb('settings').notNull(),
    /** Points each player pays to take a seat, held in escrow until the end. */
    entryFee: integer('entry_fee').notNull().default(0),
    /** A hosted game's 6-digit PIN, unique among games not yet over. */
    pin: text('pin'),
    /** argon2id of the room's password; null when the room has none. */
    passwordHash: text('password_hash'),
    /** The engine's state when its last question closed; null before the start. */
    state: jsonb('state'),
    /** Raised by every save: a save older than the stored one changes nothing. */
    stateVersion: integer('state_version').notNull().default(0),
    /** The instance that runs the game, while its lease lasts; another takes it over after. */
    owner: text('owner'),
    leaseUntil: timestamp('lease_until', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    startedAt: timestamp('started_at', { withTimezone: true }),
    endedAt: timestamp('ended_at', { withTimezone: true }),
  },
  (table) => [
    check(
      'games_kind_check',
      sql`${table.kind} in ('room', 'hosted', 'match', 'challenge', 'study', 'tournament')`,
    ),
    check(
      'games_status_check',
      sql`${table.status} in ('waiting', 'active', 'completed', 'cancelled')`,
    ),
    check('games_entry_fee_check', sql`${table.entryFee} >= 0`),
    index('games_status_created_idx').on(table.status, table.createdAt),
    // The analytics roll-up reads the games finished on one UTC day (modules/analytics).
    index('games_completed_ended_idx')
      .on(table.endedAt)
      .where(sql`${table.status} = 'completed'`),
    uniqueIndex('games_live_pin_idx')
      .on(table.pin)
      .where(sql`${table.status} in ('waiting', 'active')`),
    // Games waiting or in play whose owner stopped renewing: what a takeover looks for.
    index('games_live_lease_idx')
      .on(table.leaseUntil)
      .where(sql`${table.status} in ('waiting', 'active')`),
  ],
);

/** A seat in a game: the fee it paid, and its place and points once the game is settled. */
export const gamePlayers = pgTable(
  'game_players',
  {
    gameId: uuid('game_id')
      .notNull()
      .references(() => games.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    joinedAt: timestamp('joined_at', { withTimezone: true }).notNull(),
    feePaid: integer('fee_paid').notNull().default(0),
    /** The name a hosted game shows for this player (their PIN nickname); null: their name. */
    nickname: text('nickname'),
    place: integer('place'),
    points: integer('points'),
    prize: integer('prize'),
  },
  (table) => [
    primaryKey({ columns: [table.gameId, table.userId] }),
    index('game_players_user_idx').on(table.userId),
  ],
);

/** Who watches a game without playing (rooms that allow spectators). */
export const gameSpectators = pgTable(
  'game_spectators',
  {
    gameId: uuid('game_id')
      .notNull()
      .references(() => games.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    joinedAt: timestamp('joined_at', { withTimezone: true }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.gameId, table.userId] })],
);

/**
 * A guest in a hosted game (DECISIONS #48): a nickname and an id made for this game alone, no
 * account. The rows go when the game ends, so nothing of a guest is kept after it.
 */
export const gameGuests = pgTable(
  'game_guests',
  {
    gameId: uuid('game_id')
      .notNull()
      .references(() => games.id, { onDelete: 'cascade' }),
    guestId: uuid('guest_id').notNull(),
    nickname: text('nickname').notNull(),
    joinedAt: timestamp('joined_at', { withTimezone: true }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.gameId, table.guestId] })],
);
