import { z } from 'zod';
import { successEnvelope } from '../common/envelope';
import { difficultyLevelSchema } from '../content/content.schemas';
import { MATCH_DIFFICULTIES, MATCH_MODES, MATCHMAKING_RULES } from './matchmaking.rules';

const isoDateTime = z.iso.datetime({ offset: true });

/**
 * `POST /api/matchmaking/find` (spec 02, Quick match preferences). No category plays 'General'
 * (every category). Competitive mode (the Topics page) queues with its topic: when everyone in
 * the match chose the same topic the match plays it, else the whole category.
 */
export const findMatchBodySchema = z.strictObject({
  category: z.uuid().nullable().default(null),
  difficulty: z.enum(MATCH_DIFFICULTIES).default('any'),
  game_mode: z.enum(MATCH_MODES).default('classic'),
  max_wait_time: z
    .number()
    .int()
    .min(
      MATCHMAKING_RULES.minWaitSeconds,
      `Wait at least ${MATCHMAKING_RULES.minWaitSeconds} seconds`,
    )
    .max(
      MATCHMAKING_RULES.maxWaitSeconds,
      `Wait at most ${MATCHMAKING_RULES.maxWaitSeconds} seconds`,
    )
    .default(MATCHMAKING_RULES.defaultMaxWaitSeconds),
  /** 'competitive' is the Topics page's competitive mode: its topic and its 10-second countdown. */
  source: z.enum(['quick_match', 'competitive']).default('quick_match'),
  topic: z.uuid().optional(),
});
export type FindMatchBody = z.infer<typeof findMatchBodySchema>;

const searchSchema = z.object({
  category_id: z.uuid().nullable(),
  topic_id: z.uuid().nullable(),
  difficulty: z.enum(MATCH_DIFFICULTIES),
  game_mode: z.enum(MATCH_MODES),
  source: z.enum(['quick_match', 'competitive']),
  max_wait_time: z.number().int(),
});

/** Someone a match was made with, as the screen names them. */
export const matchOpponentSchema = z.object({
  user_id: z.uuid(),
  name: z.string(),
  avatar_url: z.string().nullable(),
  /** Their rating in the match's category, on the display scale. */
  rating: z.number().int(),
});

/**
 * Where the caller's search stands (spec 02, Matchmaking: a searching flag with the seconds
 * waited). A search ends matched (a live game to go to) or run out (the Practice Bot offered at
 * the player's level); either is told for a while, so a reload still finds it.
 */
export const matchmakingStateSchema = z
  .discriminatedUnion('status', [
    z.object({ status: z.literal('idle') }),
    searchSchema.extend({
      status: z.literal('searching'),
      queued_at: isoDateTime,
      expires_at: isoDateTime,
      /** The caller's rating in the queue's category. */
      rating: z.number().int(),
    }),
    z.object({
      status: z.literal('matched'),
      game_id: z.uuid(),
      matched_at: isoDateTime,
      opponents: z.array(matchOpponentSchema),
    }),
    searchSchema.extend({
      status: z.literal('timed_out'),
      /** A solo competitive quiz against the Practice Bot at the player's level, or null. */
      bot: z
        .object({ category_id: z.uuid(), topic_id: z.uuid(), difficulty: difficultyLevelSchema })
        .nullable(),
    }),
  ])
  .meta({ id: 'MatchmakingState' });
export type MatchmakingState = z.infer<typeof matchmakingStateSchema>;

export const matchmakingStateResponseSchema = successEnvelope(matchmakingStateSchema);
