import { describe, expect, it } from 'vitest';
import { leaderboardPath, leaderboardQueryOptions } from './get-leaderboard';

describe('leaderboard API', () => {
  it('asks for the timeframe, scope and the default 10 rows', () => {
    expect(leaderboardPath({ timeframe: 'weekly', scope: 'global' })).toBe(
      '/api/scoring/leaderboard?timeframe=weekly&scope=global&limit=10',
    );
  });

  it('keys boards under scoring, so a completed quiz refreshes them', () => {
    expect(leaderboardQueryOptions({ timeframe: 'daily', scope: 'level' }).queryKey).toEqual([
      'scoring',
      'leaderboard',
      { timeframe: 'daily', scope: 'level', limit: 10 },
    ]);
  });
});
