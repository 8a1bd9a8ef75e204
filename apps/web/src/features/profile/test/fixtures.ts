import type {
  ActivityItem,
  EarnedAchievement,
  Performance,
  PublicProfile,
  Skills,
  UserStatsProfile,
} from '@quizarena/contracts';

// Contract-shaped answers for profile tests; ids are valid UUIDs so the zod schemas accept them.
export const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
export const OTHER_ID = uuid(42);

export const ok = <T>(data: T) => ({ success: true as const, data });

export function statsProfile(overrides: Partial<UserStatsProfile> = {}): UserStatsProfile {
  return {
    user_id: uuid(1),
    points: 1_250,
    level: 4,
    rank: 7,
    games_played: 12,
    questions_answered: 120,
    correct_answers: 93,
    accuracy_rate: 78,
    current_streak: 3,
    longest_streak: 5,
    best_answer_streak: 9,
    perfect_games: 1,
    ...overrides,
  };
}

export function earned(n: number, overrides: Partial<EarnedAchievement> = {}): EarnedAchievement {
  return {
    achievement_id: `achievement-${n}`,
    title: `Achievement ${n}`,
    description: `Did thing ${n}`,
    icon_url: 'trophy',
    points_reward: 10 * n,
    rarity_score: 1,
    earned_at: new Date(Date.UTC(2026, 2, 20 - n, 12)).toISOString(),
    ...overrides,
  };
}

export function performance(overrides: Partial<Performance> = {}): Performance {
  return {
    timeframe: 'month',
    total_points: 340,
    games_played: 3,
    average_score: 72,
    current_streak: 3,
    global_rank: 7,
    level: 4,
    series: [],
    ...overrides,
  };
}

export function skills(overrides: Partial<Skills> = {}): Skills {
  return {
    categories: [
      {
        category_id: uuid(301),
        name: 'Programming',
        games_played: 2,
        questions_answered: 20,
        correct_answers: 16,
        accuracy: 80,
      },
      {
        category_id: uuid(302),
        name: 'History',
        games_played: 1,
        questions_answered: 10,
        correct_answers: 4,
        accuracy: 40,
      },
    ],
    topics: [],
    ...overrides,
  };
}

export function activity(n: number, overrides: Partial<ActivityItem> = {}): ActivityItem {
  return {
    id: `activity-${n}`,
    type: 'quiz_completed',
    title: `Completed Topic ${n}`,
    description: '8 of 10 correct in practice',
    points: 120 + n,
    session_id: uuid(100 + n),
    game_mode: 'practice',
    accuracy: 80,
    occurred_at: new Date(Date.now() - n * 60 * 60 * 1000).toISOString(),
    ...overrides,
  };
}

export function publicProfile(overrides: Partial<PublicProfile> = {}): PublicProfile {
  return {
    id: OTHER_ID,
    name: 'Grace Hopper',
    full_name: 'Grace Hopper',
    avatar_url: null,
    level: 6,
    points: 2_600,
    user_type: 'educator',
    organization: 'Navy',
    bio: 'Compilers and nanoseconds.',
    location: 'Arlington',
    website: 'https://example.com/grace',
    created_at: '2026-01-05T10:00:00.000Z',
    ...overrides,
  };
}

/** A fetch stub answering by path (query included); anything else is a test failure. */
export function answerByPath(
  answers: Record<string, unknown | (() => Response)>,
): (input: RequestInfo | URL) => Promise<Response> {
  return async (input) => {
    const path = String(input);
    if (!(path in answers)) throw new Error(`unexpected call ${path}`);
    const answer = answers[path];
    return typeof answer === 'function'
      ? (answer as () => Response)()
      : new Response(JSON.stringify(answer), { headers: { 'content-type': 'application/json' } });
  };
}

export const failure =
  (status: number, message = 'Something broke') =>
  () =>
    new Response(JSON.stringify({ message, error: 'Error', code: 'X' }), { status });
