import { z } from 'zod';
import { difficultyLevelSchema } from '../content/content.schemas';
import { questionImageFields } from '../content/question.schemas';
import { playerResponseSchema, questionTypeSchema } from '../quiz/question-types';
import { GAME_REFUSALS, POWER_UPS, ROOM_MODES, ROOM_OPTIONS } from './games.rules';

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

/** Spec 02, Game chat message. */
export const gameChatMessageSchema = z.object({
  id: z.string(),
  user_id: id.nullable(),
  user_name: z.string(),
  message: z.string(),
  timestamp: z.iso.datetime({ offset: true }),
  type: z.enum(['message', 'system']),
});
export type GameChatMessage = z.infer<typeof gameChatMessageSchema>;

const publicQuestion = z.strictObject({
  id,
  question_text: z.string(),
  /** How it is answered (`QUESTION_TYPES`); a typed question has no options. */
  type: questionTypeSchema,
  options: z.array(z.strictObject({ id: z.string(), option_text: z.string() })),
  difficulty: difficultyLevelSchema,
  points: z.number().int().positive(),
  ...questionImageFields,
});

/** What a player may use of one power-up now. */
export const powerUpStateSchema = z.object({
  type: z.enum(POWER_UPS),
  uses_remaining: z.number().int().nonnegative(),
  /** Questions still to pass before it can be used again (0: ready). */
  cooldown: z.number().int().nonnegative(),
});

/**
 * The game as one viewer may see it at this moment (the `state` frame, sent on `sync`): the
 * phase and its end, the open question without its answer, the last closed one's answer, the
 * scoreboard, and for a player their own answer, deadline and power-ups.
 */
export const gameViewSchema = z.object({
  game_id: id,
  phase: z.enum(['waiting', 'countdown', 'question', 'review', 'finished', 'cancelled']),
  /** Null for a game nobody hosts (a match, a challenge: it starts by itself). */
  host_id: id.nullable(),
  mode: z.enum(ROOM_MODES),
  power_ups_enabled: z.boolean(),
  /** The question being played or just closed (0-based), -1 before the first. */
  index: z.number().int(),
  total: z.number().int().positive(),
  /** When the phase ends by itself (countdown, question, review), on the server's clock. */
  phase_ends_at: instant.nullable(),
  /** The host holds the pause between questions. */
  paused: z.boolean(),
  /** The server's clock when the view was made, so a client can correct its own. */
  now: instant,
  question: publicQuestion.nullable(),
  time_limit_ms: z.number().int().positive(),
  /** Set once the current question closed. */
  reveal: z
    .object({
      correct_option: z.string().nullable(),
      correct_response: playerResponseSchema,
      correct_answer: z.string(),
      explanation: z.string().nullable(),
    })
    .nullable(),
  answered: z.object({
    answered: z.number().int().nonnegative(),
    of: z.number().int().nonnegative(),
  }),
  scoreboard: z.array(gameStandingSchema),
  team_scores: teamScores,
  /** Null for a spectator. */
  you: z
    .object({
      /** This question's answer, once given: the option (null: let go) and, after the close, the verdict. */
      answer: z
        .object({
          option_id: z.string().nullable(),
          response: playerResponseSchema.nullable(),
          time_ms: z.number().int().nonnegative(),
          correct: z.boolean().nullable(),
          /** The share of the points earned, after the close (partial credit). */
          credit: z.number().min(0).max(1).nullable(),
          points: z.number().int().nonnegative().nullable(),
        })
        .nullable(),
      /** The player's own countdown's end for this question. */
      deadline: instant.nullable(),
      power_ups: z.array(powerUpStateSchema),
      active_power_up: z.enum(POWER_UPS).nullable(),
      removed_option_ids: z.array(z.string()),
      eliminated: z.boolean(),
      left: z.boolean(),
    })
    .nullable(),
});
export type GameView = z.infer<typeof gameViewSchema>;

/**
 * What a client sends on `game_session:{id}:game_update` (a realtime broadcast). An answer
 * carries the spec's `{questionId, answer, timeTaken}`; the server times it by its own clock,
 * so `timeTaken` (seconds) is only read to check it is a number.
 */
export const gameCommandSchema = z.discriminatedUnion('type', [
  z.strictObject({ type: z.literal('sync') }),
  z.strictObject({ type: z.literal('start') }),
  z.strictObject({
    type: z.literal('answer'),
    questionId: id,
    /** The chosen option's id; null or '' when time ran out (or when `response` is sent). */
    answer: z.string().max(64).nullable(),
    /** The answer to a question of any type; takes the place of `answer` when sent. */
    response: playerResponseSchema.nullable().optional(),
    timeTaken: z.number().nonnegative().max(3600),
  }),
  z.strictObject({ type: z.literal('power_up'), power_up: z.enum(POWER_UPS) }),
  z.strictObject({
    type: z.literal('chat'),
    message: z
      .string()
      .trim()
      .min(1, 'Message cannot be empty')
      .max(ROOM_OPTIONS.chatMaxLength, `At most ${ROOM_OPTIONS.chatMaxLength} characters`),
  }),
  z.strictObject({ type: z.literal('kick'), user_id: id }),
  /** The host holds or lets go the pause between questions. */
  z.strictObject({ type: z.literal('pause') }),
  z.strictObject({ type: z.literal('resume') }),
  z.strictObject({ type: z.literal('leave') }),
]);
export type GameCommand = z.infer<typeof gameCommandSchema>;

const frame = <E extends string, D extends z.ZodType>(event: E, data: D) =>
  z.object({ event: z.literal(event), data });

export const gameFrameSchema = z.discriminatedUnion('event', [
  frame('player_join', z.object({ user_id: id, name: z.string(), players: z.number().int() })),
  /** `removed`: the host took the seat away (the player is told so, the others see them go). */
  frame('player_leave', z.object({ user_id: id, removed: z.boolean().optional() })),
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
      question: publicQuestion,
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
      /** The right option of a question answered by one; null for the other types. */
      correct_option: z.string().nullable(),
      correct_response: playerResponseSchema,
      correct_answer: z.string(),
      explanation: z.string().nullable(),
      results: z.array(
        z.object({
          user_id: id,
          option_id: z.string().nullable(),
          response: playerResponseSchema.nullable(),
          correct: z.boolean(),
          credit: z.number().min(0).max(1),
          points: z.number().int().nonnegative(),
        }),
      ),
      scoreboard: z.array(gameStandingSchema),
      team_scores: teamScores,
      eliminated_user_id: id.nullable(),
    }),
  ),
  frame('game_end', z.object({ scoreboard: z.array(gameStandingSchema), team_scores: teamScores })),
  /** The host held (or let go) the pause between questions. */
  frame('paused', z.object({ paused: z.boolean() })),
  /** Spec 02, Game chat message: a player's line, or a system line (joined, left, removed). */
  frame('chat', gameChatMessageSchema),
  /** To one player: a command of theirs the game refused, and why (`GAME_REFUSALS`). */
  frame('refused', z.object({ command: z.string(), reason: z.enum(GAME_REFUSALS) })),
  /** To one viewer, on `sync`: the whole game as they may see it now (a late joiner, a return). */
  frame('state', gameViewSchema),
]);
export type GameFrame = z.infer<typeof gameFrameSchema>;
export type GameFrameEvent = GameFrame['event'];
