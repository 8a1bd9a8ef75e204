import { describe, expect, it } from 'vitest';
import { rankTier } from './leaderboard-options';

describe('rankTier', () => {
  it.each([
    [1, 'top3'],
    [3, 'top3'],
    [4, 'top10'],
    [10, 'top10'],
    [11, 'top25'],
    [25, 'top25'],
    [26, 'rest'],
  ])('rank %i is %s', (rank, tier) => expect(rankTier(rank)).toBe(tier));
});
