import type { Db } from '../../db/client';
import * as repo from './leaderboard.repo';

/**
 * The players' places on the all-time global board (1 for the most points; players with equal
 * points share a place), for lists that show a rank beside a name (a tournament's
 * participants). Players with no points are absent.
 */
export async function allTimeRanksOf(db: Db, userIds: string[]): Promise<Map<string, number>> {
  const { standings } = await repo.ranksOf(db, ['global'], 'all', userIds);
  return new Map([...standings].map(([userId, standing]) => [userId, standing.above + 1]));
}
