import { z } from 'zod';
import { successEnvelope } from '../common/envelope';

const uuid = z.uuid();
const count = z.number().int().nonnegative();
const isoDateTime = z.iso.datetime({ offset: true });

/** The spec's timeframes; windows are UTC days, ISO weeks (Monday first), months, all time. */
export const LEADERBOARD_TIMEFRAMES = ['daily', 'weekly', 'monthly', 'all_time'] as const;
export type LeaderboardTimeframe = (typeof LEADERBOARD_TIMEFRAMES)[number];
export const LEADERBOARD_DEFAULT_LIMIT = 10;
export const LEADERBOARD_MAX_LIMIT = 100;

export const leaderboardTimeframeSchema = z.enum(LEADERBOARD_TIMEFRAMES);
const limitSchema = z.coerce
  .number()
  .int()
  .min(1)
  .max(LEADERBOARD_MAX_LIMIT)
  .default(LEADERBOARD_DEFAULT_LIMIT);

/** `?timeframe&limit` of every board call (defaults: weekly, 10). */
export const leaderboardQuerySchema = z.strictObject({
  timeframe: leaderboardTimeframeSchema.default('weekly'),
  limit: limitSchema,
});
export type LeaderboardQuery = z.infer<typeof leaderboardQuerySchema>;

const TOPIC_SCOPE = /^topic_([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/i;

/**
 * The screen's scope filter as `GET /api/scoring/leaderboard?scope` takes it: `global`,
 * `organization` (the caller's), `level` (within 1 level of the caller), a category id, or a
 * topic id prefixed `topic_`.
 */
export const leaderboardScopeSchema = z
  .string()
  .max(64)
  .refine(
    (value) =>
      ['global', 'organization', 'level'].includes(value) ||
      uuid.safeParse(value).success ||
      TOPIC_SCOPE.test(value),
    {
      message: "Expected 'global', 'organization', 'level', a category id or 'topic_<topic id>'",
    },
  );

export type LeaderboardScope =
  | { kind: 'global' }
  | { kind: 'organization' }
  | { kind: 'level' }
  | { kind: 'category'; id: string }
  | { kind: 'topic'; id: string };

/** Reads a valid `scope` value into its parts. */
export function parseLeaderboardScope(value: string): LeaderboardScope {
  if (value === 'global' || value === 'organization' || value === 'level') return { kind: value };
  const topic = TOPIC_SCOPE.exec(value);
  if (topic) return { kind: 'topic', id: topic[1]!.toLowerCase() };
  return { kind: 'category', id: value.toLowerCase() };
}

export const scopedLeaderboardQuerySchema = leaderboardQuerySchema.extend({
  scope: leaderboardScopeSchema.default('global'),
});

export const leaderboardUserRankQuerySchema = z.strictObject({
  timeframe: leaderboardTimeframeSchema.default('weekly'),
});

export const leaderboardActivityQuerySchema = z.strictObject({ limit: limitSchema });

export const LEADERBOARD_TRENDS = ['up', 'down', 'same', 'new'] as const;

/**
 * One row of a board. Who is shown, and how, follows the public-identity rule: `user_id` is
 * null for a hidden profile (nothing may link to it), `name` is the display name.
 */
export const leaderboardEntrySchema = z
  .object({
    user_id: uuid.nullable(),
    name: z.string(),
    avatar_url: z.string().nullable(),
    /** Standard competition ranking: ties share a rank, the next rank skips (1, 2, 2, 4). */
    rank: z.number().int().positive(),
    /** Points earned in the window. */
    points: count,
    /** From the player's balance. */
    level: z.number().int().positive(),
    organization: z.string().nullable(),
    /** Percent of completed quizzes won (solo: accuracy 60% or more; against opponents: by place). */
    win_rate: z.number().int().min(0).max(100),
    games_won: count,
    games_played: count,
    /** Against the previous window (yesterday, last week, last month); all time: same. */
    trend: z.enum(LEADERBOARD_TRENDS),
    /** The rank in the previous window; null when the player was not on that board. */
    previousRank: z.number().int().positive().nullable(),
    is_current_user: z.boolean(),
    /**
     * Whether the viewer may open this player's profile (docs/PRIVACY.md): always their own,
     * never a hidden profile's or, for anyone else, a possible minor's, which answer not found.
     */
    profile_visible: z.boolean(),
  })
  .meta({ id: 'LeaderboardEntry' });
export type LeaderboardEntry = z.infer<typeof leaderboardEntrySchema>;

/** The caller's own standing, also when outside the top N; rank null when not on the board. */
export const leaderboardOwnRankSchema = z
  .object({
    user_id: uuid,
    rank: z.number().int().positive().nullable(),
    points: count,
    organization: z.string().nullable(),
    level: z.number().int().positive(),
    avatar_url: z.string().nullable(),
    name: z.string(),
  })
  .meta({ id: 'LeaderboardOwnRank' });
export type LeaderboardOwnRank = z.infer<typeof leaderboardOwnRankSchema>;

export const leaderboardWindowSchema = z.object({
  timeframe: leaderboardTimeframeSchema,
  key: z.string(),
  starts_at: isoDateTime.nullable(),
  ends_at: isoDateTime.nullable(),
});

export const leaderboardDataSchema = z
  .object({
    scope: z.string(),
    window: leaderboardWindowSchema,
    entries: z.array(leaderboardEntrySchema),
    user_rank: leaderboardOwnRankSchema,
    total_players: count,
    /**
     * What the caller's profile lacks for this scope ('organization': My Organization without
     * an organization on the profile); entries are then empty.
     */
    requires: z.enum(['organization']).nullable(),
    /** For 'My Level': the levels the board covers. */
    levels: z
      .object({ from: z.number().int().positive(), to: z.number().int().positive() })
      .nullable(),
  })
  .meta({ id: 'Leaderboard' });
export type LeaderboardData = z.infer<typeof leaderboardDataSchema>;
export const leaderboardResponseSchema = successEnvelope(leaderboardDataSchema);

/** GET /api/leaderboards/user/{id}/rank: a player's place on the global board. */
export const leaderboardUserRankSchema = z
  .object({
    user_id: uuid,
    window: leaderboardWindowSchema,
    rank: z.number().int().positive().nullable(),
    points: count,
    previousRank: z.number().int().positive().nullable(),
    trend: z.enum(LEADERBOARD_TRENDS),
    total_players: count,
  })
  .meta({ id: 'LeaderboardUserRank' });
export type LeaderboardUserRank = z.infer<typeof leaderboardUserRankSchema>;
export const leaderboardUserRankResponseSchema = successEnvelope(leaderboardUserRankSchema);

/** A points movement of a player, newest first, from the ledger. */
export const leaderboardActivitySchema = z.object({
  id: z.string(),
  /** The ledger movement's kind, e.g. quiz_reward, achievement_reward. */
  kind: z.string(),
  points: z.number().int(),
  occurred_at: isoDateTime,
});
export const leaderboardActivityResponseSchema = successEnvelope(
  z.object({ user_id: uuid, activities: z.array(leaderboardActivitySchema) }),
);

/** GET /api/leaderboards/stats: the global board's totals in each current window. */
export const leaderboardStatsSchema = z.object({
  windows: z.array(leaderboardWindowSchema.extend({ players: count, points: count })),
});
export type LeaderboardStats = z.infer<typeof leaderboardStatsSchema>;
export const leaderboardStatsResponseSchema = successEnvelope(leaderboardStatsSchema);
