import { z } from 'zod';
import { successEnvelope } from '../common/envelope';
import { shareKeySchema } from '../content/question-sets.schemas';
import { ROOM_OPTIONS } from './games.rules';

// Host-led games for a class (beyond the spec; docs/DECISIONS.md): an educator hosts a game on
// a shared screen, players join with its 6-digit PIN and a nickname, signed in or as guests.

export const HOSTED_GAME_RULES = {
  /** Players one hosted game takes (a class, or a lecture hall). */
  maxPlayers: 100,
  pinLength: 6,
  nicknameMaxLength: 20,
  /** Seconds a question by default: a class reads the question on the shared screen first. */
  defaultSecondsPerQuestion: 30,
  /** How many players the screen shows between questions. */
  topShown: 5,
} as const;

const choice = <T extends readonly number[]>(values: T, message: string) =>
  z
    .number()
    .int()
    .refine((value) => (values as readonly number[]).includes(value), message);

/** `POST /api/host-games`: the host picks the content and the pace. */
export const hostGameBodySchema = z.strictObject({
  category: z.uuid(),
  topic: z.uuid(),
  total_questions: choice(ROOM_OPTIONS.questionCount, 'Choose 5, 10, 15 or 20 questions').default(
    ROOM_OPTIONS.defaults.questionCount,
  ),
  time_per_question: choice(
    ROOM_OPTIONS.secondsPerQuestion,
    'Choose 15, 30, 45 or 60 seconds',
  ).default(HOSTED_GAME_RULES.defaultSecondsPerQuestion),
  /** The share key of a question set shared by link (docs/DECISIONS.md #68). */
  share_key: shareKeySchema.optional(),
});
export type HostGameBody = z.infer<typeof hostGameBodySchema>;

export const hostedGameSchema = z
  .object({
    game_id: z.uuid(),
    pin: z.string().regex(/^\d{6}$/),
    /** The page players open (the QR code's link): `/join?pin=…`. */
    join_url: z.string(),
    status: z.enum(['waiting', 'active', 'completed']),
    category: z.string(),
    topic: z.string(),
    total_questions: z.number().int().positive(),
    time_per_question: z.number().int().positive(),
  })
  .meta({ id: 'HostedGame' });
export type HostedGame = z.infer<typeof hostedGameSchema>;
export const hostedGameResponseSchema = successEnvelope(z.object({ game: hostedGameSchema }));

export const PIN_INVALID = 'Enter the 6-digit PIN';

/** `POST /api/host-games/join`: a PIN and a nickname, signed in or not. */
export const joinByPinBodySchema = z.strictObject({
  pin: z
    .string()
    .trim()
    .regex(/^\d{6}$/, PIN_INVALID),
  nickname: z
    .string()
    .trim()
    .min(1, 'Enter a nickname')
    .max(
      HOSTED_GAME_RULES.nicknameMaxLength,
      `At most ${HOSTED_GAME_RULES.nicknameMaxLength} characters`,
    ),
});
export type JoinByPinBody = z.infer<typeof joinByPinBodySchema>;

export const joinByPinResponseSchema = successEnvelope(
  z.object({
    game_id: z.uuid(),
    /** The id the game knows the player by (a guest's is made for this game alone). */
    player_id: z.uuid(),
    nickname: z.string(),
    guest: z.boolean(),
    /** A guest's proof of their seat, for `POST /api/host-games/ticket`; null when signed in. */
    guest_token: z.string().nullable(),
  }),
);

/** `POST /api/host-games/ticket`: a guest's socket ticket (the answer is a realtime ticket's). */
export const guestTicketBodySchema = z.strictObject({ guest_token: z.string().min(1).max(1024) });
