import type { Achievement, AchievementStats, EarnedAchievement } from '@quizarena/contracts';
import { vi } from 'vitest';

// Contract-shaped answers for tests, so the zod schemas accept them as the server's would.

export function achievement(id: string, overrides: Partial<Achievement> = {}): Achievement {
  return {
    id,
    title: `Achievement ${id}`,
    description: `Description of ${id}`,
    achievement_type: 'games',
    icon_url: 'trophy',
    rarity_score: 1,
    points_reward: 50,
    criteria: { metric: 'games_played', target_value: 10 },
    user_progress: { progress_value: 0, is_unlocked: false, unlocked_at: null },
    ...overrides,
  };
}

export function earned(n: number, overrides: Partial<EarnedAchievement> = {}): EarnedAchievement {
  return {
    achievement_id: `earned-${n}`,
    title: `Earned ${n}`,
    description: `Earned achievement ${n}`,
    icon_url: 'star',
    points_reward: 25,
    rarity_score: 2,
    earned_at: new Date(Date.now() - n * 60 * 60 * 1000).toISOString(),
    ...overrides,
  };
}

export function stats(overrides: Partial<AchievementStats> = {}): AchievementStats {
  return {
    total: 12,
    unlocked: 3,
    points_earned: 1_250,
    completion_rate: 25,
    by_type: [],
    recent: [],
    ...overrides,
  };
}

export const ok = <T>(data: T) => ({ success: true as const, data });

export function answer(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), {
    status,
    statusText: status === 200 ? 'OK' : 'Error',
    headers: { 'content-type': 'application/json' },
  });
}

type Handler = (path: string) => Response | Promise<Response> | undefined;

/**
 * Replaces fetch: the catalogue and the stats answer `list` and `summary` (a Response answers
 * as is); `override` answers first when it returns something. Anything else is a 404.
 */
export function stubAchievementsApi({
  list = [],
  summary = stats(),
  override,
}: {
  list?: Achievement[] | Response;
  summary?: AchievementStats | Response;
  override?: Handler;
} = {}) {
  const fetchMock = vi.fn<typeof fetch>(async (input) => {
    const path = String(input);
    const overridden = override?.(path);
    if (overridden) return overridden;
    if (path === '/api/achievements') {
      return list instanceof Response ? list : answer(200, ok({ achievements: list }));
    }
    if (path === '/api/achievements/stats') {
      return summary instanceof Response ? summary : answer(200, ok(summary));
    }
    return answer(404, { message: 'Not found', code: 'NOT_FOUND' });
  });
  vi.stubGlobal('fetch', fetchMock);
  const paths = () => fetchMock.mock.calls.map(([input]) => String(input));
  return { fetchMock, paths };
}
