import { z } from 'zod';
import { successEnvelope } from '../common/envelope';
import { difficultyLevelSchema } from '../content/content.schemas';
import { GAME_KINDS, ROOM_MODES, ROOM_OPTIONS } from './games.rules';

// The rooms of the game lobby (spec 02: Game room, Room creation form), under
// `/api/game-sessions` and `/api/games/session/{id}/join`.

/** The highest entry fee a room may ask, in points. */
export const ROOM_MAX_ENTRY_FEE = 1_000;
/** A room's password: short enough to say aloud, long enough not to guess in a few tries. */
export const ROOM_PASSWORD = { min: 4, max: 64 } as const;

const oneOf = <T extends readonly number[]>(values: T, message: string) =>
  z
    .number()
    .int()
    .refine((value) => (values as readonly number[]).includes(value), message);

/** The spec's own words for a blank name (the Create Room button is disabled until there is one). */
export const ROOM_NAME_REQUIRED = 'Please enter a room name';

export const roomNameSchema = z
  .string()
  .trim()
  .min(1, ROOM_NAME_REQUIRED)
  .max(ROOM_OPTIONS.nameMaxLength, `At most ${ROOM_OPTIONS.nameMaxLength} characters`);

/** `POST /api/game-sessions`: the Create Room form, with the spec's field names and defaults. */
export const createRoomBodySchema = z.strictObject({
  name: roomNameSchema,
  /** A category id, from the real content. */
  category: z.uuid(),
  /** A topic id of that category. */
  topic: z.uuid(),
  difficulty: difficultyLevelSchema.default('intermediate'),
  game_mode: z.enum(ROOM_MODES).default('classic'),
  max_players: oneOf(ROOM_OPTIONS.maxPlayers, 'Choose 2, 4, 8 or 16 players').default(
    ROOM_OPTIONS.defaults.maxPlayers,
  ),
  time_per_question: oneOf(
    ROOM_OPTIONS.secondsPerQuestion,
    'Choose 15, 30, 45 or 60 seconds',
  ).default(ROOM_OPTIONS.defaults.secondsPerQuestion),
  total_questions: oneOf(ROOM_OPTIONS.questionCount, 'Choose 5, 10, 15 or 20 questions').default(
    ROOM_OPTIONS.defaults.questionCount,
  ),
  is_private: z.boolean().default(false),
  /** Set: players need it to join (it is stored hashed). */
  password: z
    .string()
    .min(ROOM_PASSWORD.min, `At least ${ROOM_PASSWORD.min} characters`)
    .max(ROOM_PASSWORD.max, `At most ${ROOM_PASSWORD.max} characters`)
    .optional(),
  spectators_allowed: z.boolean().default(true),
  entry_fee: z.number().int().min(0).max(ROOM_MAX_ENTRY_FEE).default(0),
  power_ups_enabled: z.boolean().default(true),
  chat_enabled: z.boolean().default(true),
  /** Whether players' time accommodations extend their countdowns in this room. */
  honour_accommodations: z.boolean().default(true),
});
export type CreateRoomBody = z.infer<typeof createRoomBodySchema>;

/** The room statuses the lobby shows (spec 02, game room status). */
export const ROOM_STATUSES = ['waiting', 'starting', 'active', 'completed'] as const;

const count = z.number().int().nonnegative();

/** A room as the lobby lists it and the room screen shows it. */
export const gameRoomSchema = z
  .object({
    id: z.uuid(),
    name: z.string(),
    /**
     * The category's and topic's names, as the cards show them; their ids beside. A quick match
     * plays a whole category (no topic); a challenge without a topic plays 'General' (every
     * category, DECISIONS #34), whose category is null too.
     */
    category: z.string().nullable(),
    category_id: z.uuid().nullable(),
    topic: z.string().nullable(),
    topic_id: z.uuid().nullable(),
    /** What gathered the players: a lobby room, a host-led game, a quick match, a challenge. */
    kind: z.enum(GAME_KINDS),
    difficulty: difficultyLevelSchema,
    game_mode: z.enum(ROOM_MODES),
    status: z.enum(ROOM_STATUSES),
    max_players: count,
    players: z.array(
      z.object({
        user_id: z.uuid(),
        name: z.string(),
        avatar_url: z.string().nullable(),
        is_online: z.boolean(),
      }),
    ),
    host: z.object({ user_id: z.uuid(), name: z.string() }).nullable(),
    time_per_question: count,
    total_questions: count,
    is_private: z.boolean(),
    password_protected: z.boolean(),
    spectators_allowed: z.boolean(),
    spectator_count: count,
    /** Every entry fee paid so far: what the places will share. */
    prize_pool: count,
    entry_fee: count,
    power_ups_enabled: z.boolean(),
    chat_enabled: z.boolean(),
    /** The host locked the room: nobody else may take a seat. */
    locked: z.boolean(),
    created_at: z.iso.datetime({ offset: true }),
  })
  .meta({ id: 'GameRoom' });
export type GameRoom = z.infer<typeof gameRoomSchema>;

/** `GET /api/game-sessions`: waiting public rooms, newest first, searched and filtered. */
export const roomsQuerySchema = z.strictObject({
  search: z.string().trim().max(ROOM_OPTIONS.nameMaxLength).default(''),
  category: z.uuid().optional(),
  difficulty: difficultyLevelSchema.optional(),
  limit: z.coerce.number().int().min(1).max(50).default(20),
  offset: z.coerce.number().int().min(0).default(0),
});
export type RoomsQuery = z.infer<typeof roomsQuerySchema>;

/** `POST /api/games/session/{id}/join`: a seat, or a place among the spectators. */
export const joinRoomBodySchema = z.strictObject({
  password: z.string().max(ROOM_PASSWORD.max).optional(),
  as_spectator: z.boolean().default(false),
});

/**
 * `PUT /api/game-sessions/{id}`: what the host may change before the start. A `password` of
 * null takes the password off.
 */
export const updateRoomBodySchema = z
  .strictObject({
    name: roomNameSchema.optional(),
    is_private: z.boolean().optional(),
    password: z
      .string()
      .min(ROOM_PASSWORD.min, `At least ${ROOM_PASSWORD.min} characters`)
      .max(ROOM_PASSWORD.max, `At most ${ROOM_PASSWORD.max} characters`)
      .nullable()
      .optional(),
    spectators_allowed: z.boolean().optional(),
    power_ups_enabled: z.boolean().optional(),
    chat_enabled: z.boolean().optional(),
    locked: z.boolean().optional(),
  })
  .refine((body) => Object.keys(body).length > 0, 'Send at least one field to change');
export type UpdateRoomBody = z.infer<typeof updateRoomBodySchema>;

/** Where the caller stands in a room. */
export const roomViewerSchema = z.object({
  is_player: z.boolean(),
  is_spectator: z.boolean(),
  is_host: z.boolean(),
});

/** A settled game's places, for a page opened after the end. */
export const roomResultSchema = z.object({
  user_id: z.uuid(),
  name: z.string(),
  place: z.number().int().positive(),
  points: count,
  prize: count,
});
export type RoomResult = z.infer<typeof roomResultSchema>;

export const roomResponseSchema = successEnvelope(
  z.object({
    room: gameRoomSchema,
    viewer: roomViewerSchema,
    /** Set once the game was played to its end. */
    results: z.array(roomResultSchema).nullable(),
  }),
);
export const roomsResponseSchema = successEnvelope(
  z.object({
    rooms: z.array(gameRoomSchema),
    total: count,
    /** Players connected now (the lobby header's online count). */
    online: count,
  }),
);
