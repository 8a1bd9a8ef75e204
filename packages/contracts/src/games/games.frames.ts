import { z } from 'zod';
import { difficultyLevelSchema } from '../content/content.schemas';
import { POWER_UPS } from './games.rules';

// What a live game sends its players and spectators (docs/ARCHITECTURE.md, Live games): one
// `{event, data}` frame per change, as the game engine makes them. Field names follow the
// spec's Multiplayer game entity (question_text, options, correct_option, the players'
// user_id, score, correct_answers, total_answers, streak, is_connected, is_host, rank).

const id = z.uuid();
/** Milliseconds since the epoch, on the server's clock. */
const instant = z.number().int();

/** One player's line on the scoreboard, between questions and at the end. */
export const gameStandingSchema = z.object({
  user_id: id,
  name: z.string(),
  rank: z.number().int().positive(),
  score: z.number().int().nonnegative(),
  correct_answers: z.number().int().nonnegative(),
  total_answers: z.number().int().nonnegative(),
  streak: z.number().int().nonnegative(),
  team: z.union([z.literal(0), z.literal(1)]).nullable(),
  is_connected: z.boolean(),
  is_host: z.boolean(),
  eliminated: z.boolean(),
  left: z.boolean(),
});
export type GameStanding = z.infer<typeof gameStandingSchema>;

const teamScores = z.tuple([z.number().int(), z.number().int()]).nullable();

const frame = <E extends string, D extends z.ZodType>(event: E, data: D) =>
  z.object({ event: z.literal(event), data });

export const gameFrameSchema = z.discriminatedUnion('event', [
  frame('player_join', z.object({ user_id: id, name: z.string(), players: z.number().int() })),
  frame('player_leave', z.object({ user_id: id })),
  frame('host_changed', z.object({ user_id: id })),
  frame('connection', z.object({ user_id: id, is_connected: z.boolean() })),
  frame(
    'countdown',
    z.object({
      seconds: z.number().int().positive(),
      ends_at: instant,
      teams: z.array(
        z.object({ user_id: id, team: z.union([z.literal(0), z.literal(1)]).nullable() }),
      ),
    }),
  ),
  /** A question as everyone sees it: never its correct option or explanation. */
  frame(
    'question',
    z.object({
      index: z.number().int().nonnegative(),
      total: z.number().int().positive(),
      question: z.strictObject({
        id,
        question_text: z.string(),
        options: z.array(z.strictObject({ id: z.string(), option_text: z.string() })),
        difficulty: difficultyLevelSchema,
        points: z.number().int().positive(),
      }),
      served_at: instant,
      /** The room's countdown; a player whose own differs gets a `deadline` frame. */
      time_limit_ms: z.number().int().positive(),
    }),
  ),
  /** To one player: their own countdown's end when it is not the room's. */
  frame('deadline', z.object({ ends_at: instant })),
  /** To the answering player alone: taken, with its time; the verdict comes at the close. */
  frame('answer_ack', z.object({ question_id: id, time_ms: z.number().int().nonnegative() })),
  /** To everyone, a few times a second at most: how many of the players still in answered. */
  frame(
    'answered',
    z.object({
      question_id: id,
      answered: z.number().int().nonnegative(),
      of: z.number().int().nonnegative(),
    }),
  ),
  /** To the player who used it. */
  frame(
    'power_up',
    z.object({
      type: z.enum(POWER_UPS),
      uses_remaining: z.number().int().nonnegative(),
      removed_option_ids: z.array(z.string()).optional(),
      ends_at: instant.optional(),
    }),
  ),
  frame(
    'question_closed',
    z.object({
      question_id: id,
      correct_option: z.string(),
      explanation: z.string().nullable(),
      results: z.array(
        z.object({
          user_id: id,
          option_id: z.string().nullable(),
          correct: z.boolean(),
          points: z.number().int().nonnegative(),
        }),
      ),
      scoreboard: z.array(gameStandingSchema),
      team_scores: teamScores,
      eliminated_user_id: id.nullable(),
    }),
  ),
  frame('game_end', z.object({ scoreboard: z.array(gameStandingSchema), team_scores: teamScores })),
]);
export type GameFrame = z.infer<typeof gameFrameSchema>;
export type GameFrameEvent = GameFrame['event'];
