import type { EarnedAchievement, Performance, PublicProfile, Skills } from '@quizarena/contracts';
import { performance as sharedPerformance, uuid } from '../../../test/contract-fixtures';

// Contract-shaped answers for profile tests; ids are valid UUIDs so the zod schemas accept them.
export { activity, ok, statsProfile, uuid } from '../../../test/contract-fixtures';
export const OTHER_ID = uuid(42);

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
  return sharedPerformance({ timeframe: 'month', ...overrides });
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
    challenges_won: 3,
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
