import { sql } from 'drizzle-orm';
import {
  boolean,
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
import { games } from './games';

export type StoredPrizeShare = { place: number; share_percent: number; description: string };
export type StoredRule = { id: string; title: string; description: string; is_important: boolean };
export type StoredSponsor = {
  id: string;
  name: string;
  logo_url: string | null;
  website_url: string | null;
  tier: string;
};

/**
 * A tournament (docs/DECISIONS.md, Tournaments): what it plays, its seats and fee, how its pool
 * is shared, its schedule and where it stands. `current_participants` is the seat counter the
 * registration's conditional update takes a seat from, so seats are exact under contention.
 */
export const tournaments = pgTable(
  'tournaments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    hostId: uuid('host_id').references(() => users.id, { onDelete: 'set null' }),
    categoryId: uuid('category_id')
      .notNull()
      .references(() => categories.id),
    topicId: uuid('topic_id').references(() => topics.id),
    difficulty: text('difficulty').notNull(),
    format: text('format').notNull(),
    maxParticipants: integer('max_participants').notNull(),
    currentParticipants: integer('current_participants').notNull().default(0),
    entryFee: integer('entry_fee').notNull().default(0),
    /** Points an admin put in from the prizes account, held in escrow with the fees. */
    sponsorPrize: integer('sponsor_prize').notNull().default(0),
    prizeDistribution: jsonb('prize_distribution').$type<StoredPrizeShare[]>().notNull(),
    status: text('status').notNull(),
    registrationStart: timestamp('registration_start', { withTimezone: true }).notNull(),
    registrationEnd: timestamp('registration_end', { withTimezone: true }).notNull(),
    tournamentStart: timestamp('tournament_start', { withTimezone: true }).notNull(),
    questionCount: integer('question_count').notNull(),
    secondsPerQuestion: integer('seconds_per_question').notNull(),
    rules: jsonb('rules').$type<StoredRule[]>().notNull(),
    sponsors: jsonb('sponsors').$type<StoredSponsor[]>().notNull(),
    isFeatured: boolean('is_featured').notNull().default(false),
    isVerified: boolean('is_verified').notNull().default(false),
    /** The round being played (0 before the start). */
    currentRound: integer('current_round').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (table) => [
    check(
      'tournaments_status_check',
      sql`${table.status} in ('upcoming', 'registration', 'active', 'completed', 'cancelled')`,
    ),
    check(
      'tournaments_difficulty_check',
      sql`${table.difficulty} in ('beginner', 'intermediate', 'advanced', 'mixed')`,
    ),
    check(
      'tournaments_format_check',
      sql`${table.format} in ('single_elimination', 'knockout_groups')`,
    ),
    check(
      'tournaments_seats_check',
      sql`${table.currentParticipants} >= 0 and ${table.currentParticipants} <= ${table.maxParticipants}`,
    ),
    check('tournaments_fee_check', sql`${table.entryFee} >= 0 and ${table.sponsorPrize} >= 0`),
    // The list: featured first, then by start.
    index('tournaments_list_idx').on(table.isFeatured, table.tournamentStart),
    index('tournaments_host_idx').on(table.hostId),
  ],
);

/**
 * A seat: who holds it, what they paid into escrow (refunded on withdrawal or cancel), their
 * seed once the bracket is drawn, and how far they got.
 */
export const tournamentParticipants = pgTable(
  'tournament_participants',
  {
    tournamentId: uuid('tournament_id')
      .notNull()
      .references(() => tournaments.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** This seat's own id: its fee and refund are keyed by it, so a seat taken again pays again. */
    seatId: uuid('seat_id').notNull().defaultRandom(),
    feePaid: integer('fee_paid').notNull(),
    registeredAt: timestamp('registered_at', { withTimezone: true }).notNull(),
    seedNumber: integer('seed_number'),
    /** The furthest round reached (0 before the start). */
    currentRound: integer('current_round').notNull().default(0),
    isEliminated: boolean('is_eliminated').notNull().default(false),
    finalPlace: integer('final_place'),
    prizeWon: integer('prize_won').notNull().default(0),
  },
  (table) => [
    primaryKey({ columns: [table.tournamentId, table.userId] }),
    index('tournament_participants_user_idx').on(table.userId),
  ],
);

export type StoredMatchPlayer = {
  user_id: string;
  seed: number;
  score: number | null;
  place: number | null;
  time_ms: number | null;
  advanced: boolean | null;
  forfeited: boolean;
};

/** One match of the bracket: its round and place in it, its players, its game and its result. */
export const tournamentMatches = pgTable(
  'tournament_matches',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tournamentId: uuid('tournament_id')
      .notNull()
      .references(() => tournaments.id, { onDelete: 'cascade' }),
    round: integer('round').notNull(),
    position: integer('position').notNull(),
    status: text('status').notNull().default('pending'),
    players: jsonb('players').$type<StoredMatchPlayer[]>().notNull(),
    gameId: uuid('game_id').references(() => games.id, { onDelete: 'set null' }),
    /** When its game opens (its round's start; the scheduler's sweep opens it then). */
    opensAt: timestamp('opens_at', { withTimezone: true }).notNull(),
    /** When its game starts at the latest: opened plus the arrival grace. */
    startsAt: timestamp('starts_at', { withTimezone: true }),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (table) => [
    check(
      'tournament_matches_status_check',
      sql`${table.status} in ('pending', 'bye', 'playing', 'completed')`,
    ),
    uniqueIndex('tournament_matches_slot_idx').on(table.tournamentId, table.round, table.position),
    uniqueIndex('tournament_matches_game_idx').on(table.gameId),
    // The sweep's look-up: matches waiting for their game, by when it opens.
    index('tournament_matches_due_idx')
      .on(table.opensAt)
      .where(sql`${table.status} = 'pending'`),
  ],
);

/** Tournaments a player saved to their profile's list (and hears about when they open). */
export const tournamentBookmarks = pgTable(
  'tournament_bookmarks',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tournamentId: uuid('tournament_id')
      .notNull()
      .references(() => tournaments.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.tournamentId] }),
    index('tournament_bookmarks_tournament_idx').on(table.tournamentId),
  ],
);

/** Players an admin verified as tournament hosts (admins host without it). */
export const tournamentHosts = pgTable('tournament_hosts', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  verifiedBy: uuid('verified_by').references(() => users.id, { onDelete: 'set null' }),
  verifiedAt: timestamp('verified_at', { withTimezone: true }).notNull(),
});

/** A participant's rating of a completed tournament: the host card averages them. */
export const tournamentRatings = pgTable(
  'tournament_ratings',
  {
    tournamentId: uuid('tournament_id')
      .notNull()
      .references(() => tournaments.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    rating: integer('rating').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.tournamentId, table.userId] }),
    check('tournament_ratings_rating_check', sql`${table.rating} between 1 and 5`),
  ],
);
