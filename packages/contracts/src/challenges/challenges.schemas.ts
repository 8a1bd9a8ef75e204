import { z } from 'zod';
import { shareKeySchema } from '../content/question-sets.schemas';
import { successEnvelope } from '../common/envelope';
import { personSchema } from '../common/person.schemas';
import { GAME_KINDS } from '../games/games.rules';
import {
  CHALLENGE_ANSWERS,
  CHALLENGE_RULES,
  CHALLENGE_STATUSES,
  CHALLENGE_TYPES,
} from './challenges.rules';

const isoDateTime = z.iso.datetime({ offset: true });

/** `POST /api/games/challenge/create` (spec 02, Challenge creation), plus its type. */
export const createChallengeBodySchema = z.strictObject({
  challenged_user_ids: z
    .array(z.uuid())
    .min(1, 'Choose at least one friend')
    .max(CHALLENGE_RULES.maxChallenged, `At most ${CHALLENGE_RULES.maxChallenged} friends`)
    .refine((ids) => new Set(ids).size === ids.length, 'Each friend once'),
  /** A topic's id, or 'general' (the default): a mixed set from every category. */
  topic_id: z.union([z.uuid(), z.literal('general')]).default('general'),
  /** The share key of a question set shared by link (docs/DECISIONS.md #68). */
  share_key: shareKeySchema.optional(),
  challenge_message: z
    .string()
    .trim()
    .max(CHALLENGE_RULES.messageMaxLength, `At most ${CHALLENGE_RULES.messageMaxLength} characters`)
    .default(''),
  question_count: z
    .number()
    .int()
    .refine(
      (count) => (CHALLENGE_RULES.questionCounts as readonly number[]).includes(count),
      'Choose 5, 10, 15 or 20 questions',
    )
    .default(CHALLENGE_RULES.defaultQuestionCount),
  /** Seconds for the whole challenge; each question gets its share. */
  time_limit: z
    .number()
    .int()
    .min(
      CHALLENGE_RULES.timeLimitSeconds.min,
      `At least ${CHALLENGE_RULES.timeLimitSeconds.min} seconds`,
    )
    .max(
      CHALLENGE_RULES.timeLimitSeconds.max,
      `At most ${CHALLENGE_RULES.timeLimitSeconds.max} seconds`,
    )
    .default(CHALLENGE_RULES.defaultTimeLimitSeconds),
  challenge_type: z.enum(CHALLENGE_TYPES).default('realtime'),
});
export type CreateChallengeBody = z.infer<typeof createChallengeBodySchema>;

/** One person's play of a challenge, once they have played (async) or the game ended. */
const playSchema = z.object({
  score: z.number().int(),
  correct_answers: z.number().int(),
  total_questions: z.number().int(),
  /** Total answer time (ms): the tie-break. */
  total_time_ms: z.number().int(),
  place: z.number().int().positive().nullable(),
});

export const challengeSchema = z
  .object({
    id: z.uuid(),
    challenge_type: z.enum(CHALLENGE_TYPES),
    status: z.enum(CHALLENGE_STATUSES),
    /** Null: 'General'. */
    topic: z.object({ id: z.uuid(), name: z.string(), category_name: z.string() }).nullable(),
    challenge_message: z.string(),
    question_count: z.number().int(),
    time_limit: z.number().int(),
    seconds_per_question: z.number().int(),
    created_at: isoDateTime,
    expires_at: isoDateTime,
    challenger: personSchema.extend({
      /** The challenger's play (async: null until played). */
      play: playSchema.nullable(),
    }),
    challenged: z.array(
      personSchema.extend({
        answer: z.enum(CHALLENGE_ANSWERS),
        play: playSchema.nullable(),
      }),
    ),
    /** A realtime challenge's live game, once started. */
    game_id: z.uuid().nullable(),
    /** An async challenge: the caller's own game, once they started playing it. */
    my_game_id: z.uuid().nullable(),
    /** Whether the caller still has to play (async, accepted or the challenger, not yet played). */
    my_turn: z.boolean(),
    /** The winner once completed; null for a draw or before. */
    winner_id: z.uuid().nullable(),
  })
  .meta({ id: 'Challenge' });
export type Challenge = z.infer<typeof challengeSchema>;

export const challengeResponseSchema = successEnvelope(z.object({ challenge: challengeSchema }));

/** `GET /api/games/challenges`: by box (the /challenges page's tabs). */
export const CHALLENGE_BOXES = ['received', 'sent', 'active', 'finished'] as const;
export const challengesQuerySchema = z.strictObject({
  box: z.enum(CHALLENGE_BOXES).optional(),
  limit: z.coerce.number().int().min(1).max(50).default(20),
  offset: z.coerce.number().int().min(0).default(0),
});
export type ChallengesQuery = z.infer<typeof challengesQuerySchema>;

/** Head to head with one friend over finished challenges. */
export const headToHeadSchema = personSchema.extend({
  wins: z.number().int(),
  losses: z.number().int(),
  draws: z.number().int(),
});
export type HeadToHead = z.infer<typeof headToHeadSchema>;

export const challengesResponseSchema = successEnvelope(
  z.object({
    challenges: z.array(challengeSchema),
    total: z.number().int(),
    /** The caller's record against each friend they finished a challenge with. */
    head_to_head: z.array(headToHeadSchema),
    /** Challenges the caller won, as the Friends page and profiles show. */
    challenges_won: z.number().int(),
  }),
);

/** `GET /api/games/sessions/active`: the games the caller is in now, to go back to. */
export const activeGameSchema = z.object({
  kind: z.enum(['solo', ...GAME_KINDS]),
  /** The quiz session's or the live game's id. */
  id: z.uuid(),
  name: z.string(),
  status: z.enum(['waiting', 'active']),
  /** Where the client plays it. */
  path: z.string(),
  started_at: isoDateTime.nullable(),
});
export type ActiveGame = z.infer<typeof activeGameSchema>;
export const activeGamesResponseSchema = successEnvelope(
  z.object({ games: z.array(activeGameSchema) }),
);
