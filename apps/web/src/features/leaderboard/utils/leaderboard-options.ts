import { LEADERBOARD_TIMEFRAMES, type LeaderboardTimeframe } from '@quizarena/contracts';

/** The timeframe pills, in the order shown; each reads as `leaderboard:timeframes.{value}`. */
export const TIMEFRAMES = LEADERBOARD_TIMEFRAMES;

/** Spec: the board opens on this week. */
export const DEFAULT_TIMEFRAME: LeaderboardTimeframe = 'weekly';

/** The scopes offered before the categories; each reads as `leaderboard:scopes.{value}`. */
export const FIXED_SCOPES = ['global', 'organization', 'level'] as const;

/** Limits 'Show more' steps through; 25 so the third badge tier can show. */
export const LIMIT_STEPS = [10, 25, 50, 100] as const;

export type RankTier = 'top3' | 'top10' | 'top25' | 'rest';

/** The spec's badge tiers: top 3, up to 10, up to 25, everyone else. */
export function rankTier(rank: number): RankTier {
  if (rank <= 3) return 'top3';
  if (rank <= 10) return 'top10';
  if (rank <= 25) return 'top25';
  return 'rest';
}

export function isTimeframe(value: string | null): value is LeaderboardTimeframe {
  return TIMEFRAMES.some((timeframe) => timeframe === value);
}
