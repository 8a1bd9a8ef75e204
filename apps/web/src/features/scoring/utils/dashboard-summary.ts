import type { Performance, TopicProgress, UserStatsProfile } from '@quizarena/contracts';

/** What the signed-in profile already knows; the dashboard falls back to it (spec section 8). */
export type ProfileFallback = { points: number; level: number };

export type DashboardStats = {
  points: number;
  level: number;
  gamesPlayed: number;
  averageScore: number;
  streakDays: number;
  /** Global rank, or null when no answer knows it (shown as 'N/A'). */
  rank: number | null;
};

/**
 * The stat cards and level card from the server's record. Without it ('Failed to fetch user
 * stats') the counters are zero, but points and level come from the signed-in profile so the
 * dashboard never contradicts the sidebar.
 */
export function dashboardStats(
  profile: UserStatsProfile | undefined,
  fallback: ProfileFallback | null,
  performance?: Pick<Performance, 'global_rank'>,
): DashboardStats {
  if (profile) {
    return {
      points: profile.points,
      level: profile.level,
      gamesPlayed: profile.games_played,
      averageScore: profile.accuracy_rate,
      streakDays: profile.current_streak,
      rank: profile.rank,
    };
  }
  return {
    points: fallback?.points ?? 0,
    level: fallback?.level ?? 1,
    gamesPlayed: 0,
    averageScore: 0,
    streakDays: 0,
    rank: performance?.global_rank ?? null,
  };
}

export type DayPoints = { date: string; points: number; gamesPlayed: number };

/** `YYYY-MM-DD` of the local day, the form the server's series uses (the player's own days). */
export function localDayKey(date: Date): string {
  const month = String(date.getMonth() + 1).padStart(2, '0');
  const day = String(date.getDate()).padStart(2, '0');
  return `${date.getFullYear()}-${month}-${day}`;
}

/**
 * Seven bars ending today. The server lists only days with play, so the quiet days are filled
 * in with zero here; otherwise a week with two games would draw as a two-day chart.
 */
export function weekSeries(series: Performance['series'], now: Date = new Date()): DayPoints[] {
  const byDay = new Map(series.map((entry) => [entry.date.slice(0, 10), entry]));
  return Array.from({ length: 7 }, (_, index) => {
    const day = new Date(now.getFullYear(), now.getMonth(), now.getDate() - (6 - index));
    const key = localDayKey(day);
    const entry = byDay.get(key);
    return { date: key, points: entry?.points ?? 0, gamesPlayed: entry?.games_played ?? 0 };
  });
}

/** How many topics 'Continue learning' lists. */
export const CONTINUE_LEARNING_LIMIT = 5;

/**
 * Topics worth coming back to: played or bookmarked, most recently played first, then the
 * bookmarked ones never played (by name, so the order is stable).
 */
export function continueLearning(
  progress: TopicProgress[],
  limit = CONTINUE_LEARNING_LIMIT,
): TopicProgress[] {
  const played = (topic: TopicProgress) =>
    topic.last_played_at ? Date.parse(topic.last_played_at) : Number.NEGATIVE_INFINITY;
  return progress
    .filter((topic) => topic.games_played > 0 || topic.bookmarked)
    .sort((a, b) => played(b) - played(a) || a.topic_name.localeCompare(b.topic_name))
    .slice(0, limit);
}
