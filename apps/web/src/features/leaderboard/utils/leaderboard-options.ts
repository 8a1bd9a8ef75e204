import type { LeaderboardTimeframe } from '@quizarena/contracts';

export const TIMEFRAME_OPTIONS: { value: LeaderboardTimeframe; label: string }[] = [
  { value: 'daily', label: 'Today' },
  { value: 'weekly', label: 'This Week' },
  { value: 'monthly', label: 'This Month' },
  { value: 'all_time', label: 'All Time' },
];

/** Spec: the board opens on this week. */
export const DEFAULT_TIMEFRAME: LeaderboardTimeframe = 'weekly';

/** How the points column reads for each window. */
export const POINTS_SUFFIX: Record<LeaderboardTimeframe, string> = {
  daily: 'today',
  weekly: 'this week',
  monthly: 'this month',
  all_time: 'in total',
};

export const FIXED_SCOPES = [
  { value: 'global', label: 'Global' },
  { value: 'organization', label: 'My Organization' },
  { value: 'level', label: 'My Level' },
] as const;

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
  return TIMEFRAME_OPTIONS.some((option) => option.value === value);
}
