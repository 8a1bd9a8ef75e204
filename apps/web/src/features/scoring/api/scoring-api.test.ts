import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { activity, ok, performance, statsProfile, topicProgress, USER_ID } from '../test/fixtures';
import { getPerformance, performanceQueryOptions } from './get-performance';
import { getProgress, progressQueryOptions } from './get-progress';
import { getRecentActivity, recentActivityQueryOptions } from './get-recent-activity';
import { getUserStats, userStatsQueryOptions } from './get-user-stats';

const fetchMock = vi.fn<typeof fetch>();
const answer = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const calledPath = () => String(fetchMock.mock.calls[0]![0]);

describe('scoring API', () => {
  beforeEach(() => vi.stubGlobal('fetch', fetchMock));
  afterEach(() => {
    fetchMock.mockReset();
    vi.unstubAllGlobals();
  });

  it('reads the caller’s stats', async () => {
    fetchMock.mockResolvedValue(answer(ok({ profile: statsProfile(), achievements: [] })));
    await expect(getUserStats()).resolves.toMatchObject({ profile: { points: 1_250 } });
    expect(calledPath()).toBe('/api/scoring/user-stats/current');
  });

  it('reads another player’s stats by id', async () => {
    fetchMock.mockResolvedValue(answer(ok({ profile: statsProfile(), achievements: [] })));
    await getUserStats(USER_ID);
    expect(calledPath()).toBe(`/api/scoring/user-stats/${USER_ID}`);
  });

  it('reads five recent activities by default', async () => {
    fetchMock.mockResolvedValue(answer(ok({ activities: [activity(1)] })));
    await expect(getRecentActivity()).resolves.toHaveLength(1);
    expect(calledPath()).toBe('/api/scoring/user/recent-activity?limit=5');
  });

  it('reads this week’s performance', async () => {
    fetchMock.mockResolvedValue(answer(ok(performance())));
    await expect(getPerformance(USER_ID)).resolves.toMatchObject({ total_points: 340 });
    expect(calledPath()).toBe(`/api/analytics/performance/${USER_ID}?timeframe=week`);
  });

  it('reads topic progress', async () => {
    fetchMock.mockResolvedValue(answer(ok({ progress: [topicProgress(1)] })));
    await expect(getProgress()).resolves.toHaveLength(1);
    expect(calledPath()).toBe('/api/progress');
  });

  it('refuses an answer that breaks the contract', async () => {
    fetchMock.mockResolvedValue(answer(ok({ profile: { points: 'many' }, achievements: [] })));
    await expect(getUserStats()).rejects.toThrow();
  });

  it('keys every read under a root a completed quiz can invalidate', () => {
    expect(userStatsQueryOptions().queryKey[0]).toBe('scoring');
    expect(recentActivityQueryOptions().queryKey[0]).toBe('scoring');
    expect(performanceQueryOptions(USER_ID).queryKey[0]).toBe('analytics');
    expect(progressQueryOptions().queryKey[0]).toBe('progress');
  });
});
