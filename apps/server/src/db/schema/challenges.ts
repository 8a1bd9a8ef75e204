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
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './auth';
import { categories, topics } from './content';
import { games } from './games';

/**
 * A challenge between friends (docs/DECISIONS.md #51): who sent it, how it is played, the
 * questions drawn once when it was sent (the same ones in the same order for everyone), and
 * where it stands.
 */
export const challenges = pgTable(
  'challenges',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    challengerId: uuid('challenger_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** 'realtime' or 'async'; a realtime one accepted while its challenger is offline turns async. */
    challengeType: text('challenge_type').notNull(),
    status: text('status').notNull().default('pending'),
    /** Null for 'General', a mixed set from every active category (DECISIONS #34). */
    topicId: uuid('topic_id').references(() => topics.id),
    /** The topic's category, whose rating the challenge moves; null for 'General'. */
    categoryId: uuid('category_id').references(() => categories.id),
    message: text('message').notNull().default(''),
    questionCount: integer('question_count').notNull(),
    /** Seconds for the whole challenge, as sent. */
    timeLimit: integer('time_limit').notNull(),
    secondsPerQuestion: integer('seconds_per_question').notNull(),
    /** The questions' ids in play order, drawn when it was sent. */
    questionIds: jsonb('question_ids').$type<string[]>().notNull(),
    /** A realtime challenge's live game, once started. */
    gameId: uuid('game_id').references(() => games.id, { onDelete: 'set null' }),
    /** The winner once completed; null for a draw. */
    winnerId: uuid('winner_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (table) => [
    check('challenges_type_check', sql`${table.challengeType} in ('realtime', 'async')`),
    check(
      'challenges_status_check',
      sql`${table.status} in ('pending', 'accepted', 'completed', 'declined', 'expired', 'cancelled')`,
    ),
    index('challenges_challenger_idx').on(table.challengerId, table.createdAt),
    // What the expiry round looks for: challenges still open, by when they run out.
    index('challenges_open_expiry_idx')
      .on(table.expiresAt)
      .where(sql`${table.status} in ('pending', 'accepted')`),
    index('challenges_game_idx').on(table.gameId),
    // Challenges won, counted for friend cards and achievements.
    index('challenges_winner_idx').on(table.winnerId),
  ],
);

/**
 * Everyone in a challenge: the challenger (who has accepted by sending it) and each friend
 * challenged, their answer, the conversation message that carries the challenge to them, the
 * game they play it in and, once played, their play.
 */
export const challengePlayers = pgTable(
  'challenge_players',
  {
    challengeId: uuid('challenge_id')
      .notNull()
      .references(() => challenges.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: text('role').notNull(),
    answer: text('answer').notNull().default('pending'),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    /** The `quiz_challenge` message in the challenger's direct conversation with this friend. */
    messageId: uuid('message_id'),
    /** Their own play's game (async) or the live game (realtime). */
    gameId: uuid('game_id').references(() => games.id, { onDelete: 'set null' }),
    score: integer('score'),
    correctAnswers: integer('correct_answers'),
    totalQuestions: integer('total_questions'),
    totalTimeMs: integer('total_time_ms'),
    place: integer('place'),
    /** Left their game before its end (a loss, as in every rated game). */
    leftGame: boolean('left_game').notNull().default(false),
    playedAt: timestamp('played_at', { withTimezone: true }),
  },
  (table) => [
    primaryKey({ columns: [table.challengeId, table.userId] }),
    check('challenge_players_role_check', sql`${table.role} in ('challenger', 'challenged')`),
    check(
      'challenge_players_answer_check',
      sql`${table.answer} in ('pending', 'accepted', 'declined')`,
    ),
    index('challenge_players_user_idx').on(table.userId),
    index('challenge_players_game_idx').on(table.gameId),
  ],
);
