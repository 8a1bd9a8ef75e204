import { z } from 'zod';
import { successEnvelope } from '../common/envelope';
import { earnedAchievementSchema } from '../achievements/achievements.schemas';
import { gameModeSchema } from '../quiz/game-modes';

const uuid = z.uuid();
const isoDateTime = z.iso.datetime({ offset: true });
const percent = z.number().int().min(0).max(100);
const count = z.number().int().nonnegative();

export const userIdParamsSchema = z.strictObject({ userId: uuid });

/** A user's playing record: points from the ledger, the rest kept by quiz completions. */
export const userStatsProfileSchema = z
  .object({
    user_id: uuid,
    points: count,
    level: z.number().int().positive(),
    /** 1 + the number of players with more points. */
    rank: z.number().int().positive(),
    games_played: count,
    /** Games won: solo at accuracy 60% or more, against opponents by place (quizOutcome). */
    games_won: count,
    /** Games won, in whole percent of games played. */
    win_rate: percent,
    questions_answered: count,
    correct_answers: count,
    accuracy_rate: percent,
    /** Consecutive days with a completed quiz, in the player's time zone. */
    current_streak: count,
    longest_streak: count,
    /** The longest run of correct answers in a row. */
    best_answer_streak: count,
    perfect_games: count,
  })
  .meta({ id: 'UserStatsProfile' });
export type UserStatsProfile = z.infer<typeof userStatsProfileSchema>;

export const userStatsResponseSchema = successEnvelope(
  z.object({ profile: userStatsProfileSchema, achievements: z.array(earnedAchievementSchema) }),
);
export type UserStatsData = z.infer<typeof userStatsResponseSchema>['data'];

export const recentActivityQuerySchema = z.strictObject({
  limit: z.coerce.number().int().min(1).max(50).default(5),
});

export const activityItemSchema = z
  .object({
    id: z.string(),
    type: z.enum(['quiz_completed', 'game_completed', 'achievement_unlocked']),
    title: z.string(),
    description: z.string(),
    points: count,
    /** What the activity links to: the results of a quiz session (null for the others). */
    session_id: uuid.nullable(),
    game_mode: gameModeSchema.nullable(),
    accuracy: percent.nullable(),
    occurred_at: isoDateTime,
  })
  .meta({ id: 'ActivityItem' });
export type ActivityItem = z.infer<typeof activityItemSchema>;
export const recentActivityResponseSchema = successEnvelope(
  z.object({ activities: z.array(activityItemSchema) }),
);

export const ANALYTICS_TIMEFRAMES = ['day', 'week', 'month', 'year', 'all_time'] as const;
export const performanceQuerySchema = z.strictObject({
  timeframe: z.enum(ANALYTICS_TIMEFRAMES).default('week'),
});
export type AnalyticsTimeframe = (typeof ANALYTICS_TIMEFRAMES)[number];

export const dailyPerformanceSchema = z.object({
  date: z.string(),
  points: count,
  games_played: count,
  average_score: percent,
});

/** GET /api/analytics/performance/{userId}: the spec's performance metrics over a window. */
export const performanceSchema = z
  .object({
    timeframe: z.enum(ANALYTICS_TIMEFRAMES),
    /** Points earned in the window, from the ledger. */
    total_points: count,
    games_played: count,
    average_score: percent,
    current_streak: count,
    global_rank: z.number().int().positive(),
    level: z.number().int().positive(),
    /** One entry per day with play in the window, oldest first. */
    series: z.array(dailyPerformanceSchema),
  })
  .meta({ id: 'Performance' });
export type Performance = z.infer<typeof performanceSchema>;
export const performanceResponseSchema = successEnvelope(performanceSchema);

const skillSchema = z.object({
  games_played: count,
  questions_answered: count,
  correct_answers: count,
  accuracy: percent,
});
export const skillsSchema = z
  .object({
    categories: z.array(skillSchema.extend({ category_id: uuid, name: z.string() })),
    topics: z.array(skillSchema.extend({ topic_id: uuid, category_id: uuid, name: z.string() })),
  })
  .meta({ id: 'Skills' });
export type Skills = z.infer<typeof skillsSchema>;
export const skillsResponseSchema = successEnvelope(skillsSchema);

/** The caller's progress in one topic. */
export const topicProgressSchema = z
  .object({
    topic_id: uuid,
    category_id: uuid,
    topic_name: z.string(),
    category_name: z.string(),
    games_played: count,
    questions_answered: count,
    correct_answers: count,
    accuracy: percent,
    best_accuracy: percent,
    last_played_at: isoDateTime.nullable(),
    /** Saved by the player to study later. */
    bookmarked: z.boolean(),
  })
  .meta({ id: 'TopicProgress' });
export type TopicProgress = z.infer<typeof topicProgressSchema>;
export const progressListResponseSchema = successEnvelope(
  z.object({ progress: z.array(topicProgressSchema) }),
);

/** POST /api/progress: the only part of progress a player sets; scores come from play alone. */
export const progressUpdateBodySchema = z.strictObject({
  topic_id: uuid,
  bookmarked: z.boolean(),
});
export type ProgressUpdateBody = z.infer<typeof progressUpdateBodySchema>;
export const progressResponseSchema = successEnvelope(z.object({ progress: topicProgressSchema }));
