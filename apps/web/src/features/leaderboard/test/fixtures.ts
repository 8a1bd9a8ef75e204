import type { LeaderboardData, LeaderboardEntry } from '@quizarena/contracts';

// Contract-shaped boards for tests; ids are valid UUIDs so the zod schemas accept them.
export const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
export const ME = uuid(1);
export const CATEGORY_ID = uuid(901);

export const ok = <T>(data: T) => ({ success: true as const, data });

export function entry(rank: number, overrides: Partial<LeaderboardEntry> = {}): LeaderboardEntry {
  return {
    user_id: uuid(100 + rank),
    name: `Player ${rank}`,
    avatar_url: null,
    rank,
    points: 5_000 - rank * 100,
    level: 5,
    organization: null,
    win_rate: 60,
    games_won: 3,
    games_played: 5,
    trend: 'same',
    previousRank: rank,
    is_current_user: false,
    profile_visible: true,
    ...overrides,
  };
}

export function board(overrides: Partial<LeaderboardData> = {}): LeaderboardData {
  return {
    scope: 'global',
    window: {
      timeframe: 'weekly',
      key: '2026-W12',
      starts_at: '2026-03-16T00:00:00.000Z',
      ends_at: '2026-03-23T00:00:00.000Z',
    },
    entries: [1, 2, 3].map((rank) => entry(rank)),
    user_rank: {
      user_id: ME,
      rank: 14,
      points: 1_250,
      organization: null,
      level: 3,
      avatar_url: null,
      name: 'Ada Lovelace',
    },
    total_players: 40,
    requires: null,
    levels: null,
    ...overrides,
  };
}

export const categories = ok({
  categories: [
    {
      id: CATEGORY_ID,
      name: 'Programming',
      slug: 'programming',
      description: null,
      is_active: true,
      color: '#4f46e5',
      icon: 'code',
      difficulty_level: 'intermediate',
      topic_count: 3,
      question_count: 60,
      estimated_time_minutes: 15,
      popularity_score: 10,
    },
  ],
});
