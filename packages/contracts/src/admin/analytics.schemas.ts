import { z } from 'zod';
import { successEnvelope } from '../common/envelope';
import { difficultyLevelSchema } from '../content/content.schemas';

const isoDateTime = z.iso.datetime({ offset: true });
/** A UTC calendar day, `YYYY-MM-DD`: every analytics series counts in UTC days. */
const isoDay = z.iso.date();
const count = z.number().int().nonnegative();
/** Points can be negative nowhere here: each figure is a flow in one direction. */
const points = z.number().int().nonnegative();
/** 0-100, null when nothing was answered (no accuracy is not 0% accuracy). */
const percent = z.number().min(0).max(100).nullable();

export const ADMIN_TIMEFRAMES = ['7d', '30d', '90d', '365d'] as const;
export const adminTimeframeSchema = z.enum(ADMIN_TIMEFRAMES);
export type AdminTimeframe = z.infer<typeof adminTimeframeSchema>;

/** The spec's defaults: users 7 days, content and the economy ('revenue') 30 days. */
export const ADMIN_DEFAULT_TIMEFRAME = {
  users: '7d',
  content: '30d',
  revenue: '30d',
} as const satisfies Record<string, AdminTimeframe>;

/** The UTC days a timeframe covers, today included. */
export function timeframeDays(timeframe: AdminTimeframe): number {
  return Number(timeframe.slice(0, -1));
}

/** A question 'looks wrong' when at least this many answered it and few got it right. */
export const SUSPECT_QUESTION_RULE = { minAnswers: 20, maxAccuracy: 10 } as const;
/** How many questions the content report lists by answers (the suspect list is separate). */
export const ANALYTICS_QUESTION_ROWS = 100;
/** Sign-up weeks the retention table shows, newest last. */
export const RETENTION_COHORT_WEEKS = 8;

/** Why a question is in the suspect list. */
export const SUSPECT_REASONS = ['rarely_right', 'disputed'] as const;
export type SuspectReason = (typeof SUSPECT_REASONS)[number];

/** Every report says which days it covers and how fresh its pre-aggregated figures are. */
const windowSchema = {
  timeframe: adminTimeframeSchema,
  /** First and last UTC day covered, inclusive. */
  from: isoDay,
  to: isoDay,
  /** When the daily roll-up last ran; null before its first run. */
  rolled_up_at: isoDateTime.nullable(),
};

export const adminAnalyticsQuerySchema = (fallback: AdminTimeframe) =>
  z.strictObject({ timeframe: adminTimeframeSchema.default(fallback) });

/** Games of one kind: solo quiz modes by mode; live games, challenges and tournament matches. */
export const modeCountSchema = z.object({
  /** A quiz mode ('classic', 'speed', ...) or 'live', 'challenge', 'tournament'. */
  mode: z.string(),
  games: count,
  /** Distinct players on the days counted (a player on two days counts twice). */
  players: count,
});
export type ModeCount = z.infer<typeof modeCountSchema>;

/** Flows of points over a span, from the ledger. */
export const economyTotalsSchema = z.object({
  /** Paid to players for play and achievements. */
  earned: points,
  /** Paid by players into escrow to take a seat (rooms, tournaments). */
  entry_fees: points,
  /** Paid out of escrow (and sponsors) to winners. */
  prizes: points,
  /** Entry fees given back (cancelled rooms and tournaments, withdrawals). */
  refunds: points,
  /**
   * Rewards taken back: a confirmed fast-answer flag, or an answer correction that lowered a
   * quiz's score.
   */
  voided: points,
});
export type EconomyTotals = z.infer<typeof economyTotalsSchema>;

/** `GET /api/admin/analytics/dashboard`: the numbers at a glance. */
export const analyticsDashboardSchema = z.object({
  generated_at: isoDateTime,
  rolled_up_at: isoDateTime.nullable(),
  users: z.object({
    /** Accounts when the roll-up last ran. */
    total: count,
    /** Distinct players active today, in the last 7 and the last 30 days (UTC days). */
    active_today: count,
    active_week: count,
    active_month: count,
    signups_today: count,
    signups_week: count,
  }),
  /** Games in the last 7 days by kind. */
  games_week: z.array(modeCountSchema),
  /** The last 7 days' flows, and what escrow holds now. */
  economy_week: economyTotalsSchema,
  held_in_escrow: points,
  /** What waits in the moderation queue now. */
  moderation_pending: z.object({ report: count, flagged_session: count, answer_dispute: count }),
  /** The last 30 days, one row a day, for the overview chart. */
  days: z.array(z.object({ day: isoDay, active_users: count, signups: count, games: count })),
});
export type AnalyticsDashboard = z.infer<typeof analyticsDashboardSchema>;
export const analyticsDashboardResponseSchema = successEnvelope(analyticsDashboardSchema);

export const retentionCohortSchema = z.object({
  /** The Monday (UTC) of the sign-up week. */
  cohort_week: isoDay,
  size: count,
  /** `active[k]`: how many of the cohort were active in week k after signing up (k = 0 first). */
  active: z.array(count),
});
export type RetentionCohort = z.infer<typeof retentionCohortSchema>;

/** `GET /api/admin/analytics/users?timeframe` (default 7d). */
export const analyticsUsersSchema = z.object({
  ...windowSchema,
  days: z.array(
    z.object({
      day: isoDay,
      active_users: count,
      /** Distinct players active in the 7 and 30 days ending that day. */
      weekly_active_users: count,
      monthly_active_users: count,
      signups: count,
    }),
  ),
  totals: z.object({ signups: count, average_daily_active: z.number().nonnegative() }),
  retention: z.array(retentionCohortSchema),
  games_by_mode: z.array(modeCountSchema),
  live_games: z.object({ games: count, players: count }),
  tournaments: z.object({ tournaments: count, participants: count }),
});
export type AnalyticsUsers = z.infer<typeof analyticsUsersSchema>;
export const analyticsUsersResponseSchema = successEnvelope(analyticsUsersSchema);

const answerFigures = {
  answers: count,
  correct: count,
  accuracy: percent,
  /** Mean time to answer in milliseconds; null with no answers. */
  average_time_ms: z.number().nonnegative().nullable(),
};

export const categoryFiguresSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  /** Quizzes completed in the category. */
  plays: count,
  ...answerFigures,
});
export const topicFiguresSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  category_id: z.uuid(),
  category_name: z.string(),
  plays: count,
  ...answerFigures,
});
export const questionFiguresSchema = z.object({
  id: z.uuid(),
  text: z.string(),
  topic_id: z.uuid(),
  topic_name: z.string(),
  ...answerFigures,
  /** Open disputes of its answer (the answer-dispute source of the moderation queue). */
  disputes: count,
});
export const suspectQuestionSchema = questionFiguresSchema.extend({
  reasons: z.array(z.enum(SUSPECT_REASONS)).min(1),
});
/**
 * A question the last difficulty calibration found to discriminate badly (CALIBRATION_RULES):
 * measured nightly over the answers of the calibration's window, not the report's timeframe.
 */
export const badlyDiscriminatingQuestionSchema = z.object({
  id: z.uuid(),
  text: z.string(),
  topic_id: z.uuid(),
  topic_name: z.string(),
  /** The answers the calibration used (a player's latest answer to it). */
  answers: count,
  /** Correlation of being right with the player's ability, -1 to 1. */
  discrimination: z.number().min(-1).max(1),
  /** The level its source gave it, and the one measured from answers. */
  source_difficulty: difficultyLevelSchema,
  calibrated_difficulty: difficultyLevelSchema,
});
export type BadlyDiscriminatingQuestion = z.infer<typeof badlyDiscriminatingQuestionSchema>;
export type CategoryFigures = z.infer<typeof categoryFiguresSchema>;
export type TopicFigures = z.infer<typeof topicFiguresSchema>;
export type QuestionFigures = z.infer<typeof questionFiguresSchema>;
export type SuspectQuestion = z.infer<typeof suspectQuestionSchema>;

/** `GET /api/admin/analytics/content?timeframe` (default 30d). */
export const analyticsContentSchema = z.object({
  ...windowSchema,
  days: z.array(z.object({ day: isoDay, answers: count, accuracy: percent })),
  categories: z.array(categoryFiguresSchema),
  topics: z.array(topicFiguresSchema),
  /** The most answered questions, at most ANALYTICS_QUESTION_ROWS. */
  questions: z.array(questionFiguresSchema),
  /** Questions that look wrong: rarely answered right (SUSPECT_QUESTION_RULE) or disputed. */
  suspect_questions: z.array(suspectQuestionSchema),
  /** Questions stronger players do no better on, the worst first, at most ANALYTICS_QUESTION_ROWS. */
  badly_discriminating_questions: z.array(badlyDiscriminatingQuestionSchema),
});
export type AnalyticsContent = z.infer<typeof analyticsContentSchema>;
export const analyticsContentResponseSchema = successEnvelope(analyticsContentSchema);

/**
 * `GET /api/admin/analytics/revenue?timeframe` (default 30d). QuizArena sells nothing: its
 * 'revenue' is the points economy, from the ledger.
 */
export const analyticsRevenueSchema = z.object({
  ...windowSchema,
  days: z.array(
    economyTotalsSchema.extend({
      day: isoDay,
      /** What escrow held at the end of the day. */
      held_in_escrow: points,
    }),
  ),
  totals: economyTotalsSchema,
  held_in_escrow: points,
  /** Every kind of ledger movement in the span: points to players and from players. */
  by_kind: z.array(
    z.object({ kind: z.string(), movements: count, to_players: points, from_players: points }),
  ),
});
export type AnalyticsRevenue = z.infer<typeof analyticsRevenueSchema>;
export const analyticsRevenueResponseSchema = successEnvelope(analyticsRevenueSchema);
